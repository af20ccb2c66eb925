// Reading "measurements" and "calibrated" (format version 3, issue 23). Each measurement's own
// faults are reported at the member that holds them; one that names a job or figure the
// document does not have is kept with a warning (it does not apply, as with validation records).

#include "io/TopologyReader.h"

#include "topology/Measurement.h"

namespace tapeflow::io {
namespace {

// The member a message from checkMeasurement() is about, to point at it: taken in the order
// checkMeasurement() checks; "" for the measurement as a whole (a missing or doubled subject).
const char* faultyMember(const topology::Measurement& measurement) {
  if (measurement.job.empty() == measurement.figure.empty()) return "";
  if (!measurement.figure.empty() && measurement.figure.find('.') == std::string::npos)
    return "figure";
  const bool byVolume = !measurement.bytes.empty() || !measurement.duration.empty();
  const bool byValue = !measurement.value.empty();
  if (byValue == byVolume) return ""; // both ways given, or neither
  if (byValue) {
    if (!topology::measuredValue(measurement)) return "value";
  } else if (measurement.bytes.empty() || measurement.duration.empty()) {
    return "";
  } else {
    auto bytesOnly = measurement;
    bytesOnly.duration = "1 s";
    return topology::measuredValue(bytesOnly) ? "duration" : "bytes";
  }
  return "uncertainty";
}

} // namespace

void TopologyReader::readMeasurements(const Json& list) {
  std::vector<topology::Measurement> result;
  Ids ids;
  m_reader.forEachElement(list, "/measurements", [&](const Json& json, const std::string& pointer) {
    if (!m_reader.expectObject(json, pointer, "a measurement")) return;
    m_reader.warnUnknownKeys(json, pointer,
                             {"id", "job", "direction", "figure", "value", "bytes", "duration",
                              "uncertainty", "date", "note"});
    const auto id = readId(json, pointer, ids, "measurement");
    if (!id) return;
    topology::Measurement measurement;
    measurement.id = *id;
    const auto text = [&](const char* key) {
      return m_reader.string(json, pointer, key, false).value_or("");
    };
    measurement.job = text("job");
    measurement.figure = text("figure");
    const std::string direction = text("direction");
    if (!direction.empty() && direction != "backup" && direction != "restore")
      m_reader.error(jsonPointer(pointer, "direction"),
                     quote(direction) + " is not \"backup\" or \"restore\"");
    measurement.direction =
        direction == "restore" ? topology::Direction::Restore : topology::Direction::Backup;
    measurement.value = text("value");
    measurement.bytes = text("bytes");
    measurement.duration = text("duration");
    measurement.uncertainty = text("uncertainty");
    measurement.date = text("date");
    measurement.note = text("note");
    if (const Status ok = topology::checkMeasurement(measurement); !ok) {
      const std::string member = faultyMember(measurement);
      m_reader.error(member.empty() ? pointer : jsonPointer(pointer, member), ok.error().message);
      return;
    }
    if (!measurement.job.empty() && !m_topology->job(measurement.job))
      m_reader.warning(jsonPointer(pointer, "job"),
                       missingJob(measurement.job) + "; this measurement does not apply");
    if (!measurement.figure.empty() &&
        !m_topology->node(measurement.figure.substr(0, measurement.figure.rfind('.'))))
      m_reader.warning(jsonPointer(pointer, "figure"), "there is no node for " +
                                                           quote(measurement.figure) +
                                                           "; this measurement does not apply");
    result.push_back(std::move(measurement));
  });
  if (const auto set = m_topology->setMeasurements(std::move(result)); !set)
    m_reader.error("/measurements", set.error().message);
}

void TopologyReader::readCalibrated(const Json& list) {
  std::vector<topology::CalibratedFigure> result;
  m_reader.forEachElement(list, "/calibrated", [&](const Json& json, const std::string& pointer) {
    if (!m_reader.expectObject(json, pointer, "a calibrated figure")) return;
    m_reader.warnUnknownKeys(json, pointer, {"figure", "value", "from", "date"});
    const auto figure = m_reader.string(json, pointer, "figure", true);
    const auto value = m_reader.string(json, pointer, "value", true);
    if (!figure || !value) return;
    topology::CalibratedFigure calibrated{*figure, *value, {}, {}};
    calibrated.date = m_reader.string(json, pointer, "date", false).value_or("");
    if (const Json* from = m_reader.array(json, pointer, "from", false))
      m_reader.forEachElement(
          *from, jsonPointer(pointer, "from"), [&](const Json& id, const std::string& where) {
            if (id.is_string())
              calibrated.from.push_back(id.get<std::string>());
            else
              m_reader.error(where, "expected a measurement id, found " + JsonReader::typeName(id));
          });
    result.push_back(std::move(calibrated));
  });
  if (const auto set = m_topology->setCalibrated(std::move(result)); !set)
    m_reader.error("/calibrated", set.error().message);
}

} // namespace tapeflow::io
