#include "topology/Measurement.h"

#include "units/Units.h"
#include "util/Text.h"

#include <cmath>
#include <set>

namespace tapeflow::topology {
namespace {

Expected<double> positive(std::string_view text, units::Dimension dimension, const char* what) {
  const auto parsed = units::parseQuantity(text);
  if (!parsed) return parsed.error();
  if (parsed->dimension != dimension) return Error{quote(text) + " is not a " + what};
  if (!(parsed->value > 0)) return Error{quote(text) + " is not a positive " + what};
  return parsed->value;
}

Expected<double> jobRate(const Measurement& measurement) {
  if (!measurement.value.empty())
    return positive(measurement.value, units::Dimension::Rate, "rate");
  const auto bytes = positive(measurement.bytes, units::Dimension::Bytes, "data size");
  if (!bytes) return bytes.error();
  const auto seconds = parseObjective(measurement.duration, "s");
  if (!seconds) return seconds.error();
  return *bytes / seconds->seconds;
}

} // namespace

Expected<double> measuredValue(const Measurement& measurement) {
  if (!measurement.job.empty()) return jobRate(measurement);
  const auto parsed = units::parseQuantity(measurement.value);
  if (!parsed) return parsed.error();
  if (!(parsed->value > 0)) return Error{quote(measurement.value) + " is not positive"};
  return parsed->value;
}

Expected<double> measuredUncertainty(const Measurement& measurement) {
  if (measurement.uncertainty.empty()) return 0.0;
  const auto parsed = units::parseQuantity(measurement.uncertainty);
  if (!parsed) return parsed.error();
  if (parsed->dimension != units::Dimension::Dimensionless || !(parsed->value > 0) ||
      !(parsed->value < 1))
    return Error{quote(measurement.uncertainty) +
                 " is not an uncertainty between 0 and 100 % (such as 5 %)"};
  return parsed->value;
}

Status checkMeasurement(const Measurement& measurement) {
  if (measurement.id.empty()) return Error{"a measurement has no id"};
  const std::string which = "measurement " + quote(measurement.id);
  if (measurement.job.empty() == measurement.figure.empty())
    return Error{which + " must measure either a job or a figure"};
  if (!measurement.figure.empty() && measurement.figure.find('.') == std::string::npos)
    return Error{which + ": " + quote(measurement.figure) +
                 " is not a figure (a node and a parameter, such as lto.native_rate)"};
  const bool byVolume = !measurement.bytes.empty() || !measurement.duration.empty();
  if (!measurement.value.empty() && byVolume)
    return Error{which + " has both a rate and bytes with a duration; give one"};
  if (!measurement.figure.empty() && byVolume)
    return Error{which + ": a figure is measured by its value, not by bytes and a duration"};
  if (measurement.value.empty() &&
      !(measurement.bytes.empty() == false && !measurement.duration.empty()))
    return Error{which + " needs a rate, or bytes and a duration"};
  if (const auto value = measuredValue(measurement); !value)
    return Error{which + ": " + value.error().message};
  if (const auto uncertainty = measuredUncertainty(measurement); !uncertainty)
    return Error{which + ": " + uncertainty.error().message};
  return Done{};
}

Status checkMeasurements(const std::vector<Measurement>& measurements) {
  std::set<std::string> ids;
  for (const auto& measurement : measurements) {
    if (const Status ok = checkMeasurement(measurement); !ok) return ok;
    if (!ids.insert(measurement.id).second)
      return Error{"two measurements have the id " + quote(measurement.id)};
  }
  return Done{};
}

} // namespace tapeflow::topology
