// Saving a topology: a readable JSON file with members in a fixed order and only the figures that
// differ from the catalog.

#include "io/TopologyFile.h"

#include "io/JsonForms.h"
#include "io/ScheduleJson.h"

#include "units/Format.h"
#include "util/Text.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>

namespace tapeflow::io {
namespace {

using topology::Topology;

Ordered point(const topology::Point& p) { return Ordered::array({p.x, p.y}); }

Ordered validationJson(const topology::ValidationRecord& record) {
  Ordered json;
  json["id"] = record.id;
  json["quantity"] = record.quantity;
  if (!record.job.empty()) json["job"] = record.job;
  if (!record.component.empty()) json["component"] = record.component;
  json["direction"] = std::string(topology::directionName(record.direction));
  json["value"] = record.value;
  json["paper"] = record.paper;
  for (const auto& [key, text] :
       {std::pair{"table", &record.table}, std::pair{"row", &record.row},
        std::pair{"bottleneck", &record.bottleneck}, std::pair{"note", &record.note},
        std::pair{"contradicts", &record.contradicts}})
    if (!text->empty()) json[key] = *text;
  return json;
}

} // namespace

std::string saveTopologyText(const Topology& topology) {
  Ordered document;
  document["format"] = "tapeflow-topology";
  document["version"] = kTopologyFormatVersion;
  if (!topology.name().empty()) document["name"] = topology.name();
  if (!topology.description().empty()) document["description"] = topology.description();

  Ordered nodes = Ordered::array();
  for (const auto& node : topology.nodes()) nodes.push_back(nodeJson(topology, node));
  document["nodes"] = std::move(nodes);

  Ordered links = Ordered::array();
  for (const auto& link : topology.links()) links.push_back(linkJson(topology, link, {}));
  document["links"] = std::move(links);

  Ordered jobs = Ordered::array();
  for (const auto& job : topology.jobs()) jobs.push_back(jobJson(job));
  document["jobs"] = std::move(jobs);

  const topology::ViewSettings& view = topology.view();
  if (view != topology::ViewSettings{}) {
    Ordered json;
    json["zoom"] = view.zoom;
    json["center"] = point(view.center);
    json["rate_unit"] = view.rateUnit;
    document["view"] = std::move(json);
  }
  const topology::Objectives& objectives = topology.objectives();
  if (objectives != topology::Objectives{}) {
    Ordered json;
    const auto text = [](const topology::Duration& d) {
      return d.text.empty() ? units::formatExact(d.seconds) + " s" : d.text;
    };
    if (objectives.backupWindow) json["backup_window"] = text(*objectives.backupWindow);
    if (objectives.restoreObjective) json["restore_objective"] = text(*objectives.restoreObjective);
    document["objectives"] = std::move(json);
  }
  if (!topology.validation().empty()) {
    Ordered records = Ordered::array();
    for (const auto& record : topology.validation()) records.push_back(validationJson(record));
    document["validation"] = std::move(records);
  }
  if (!topology.scenarios().empty()) document["scenarios"] = scenariosJson(topology);
  if (!topology.measurements().empty()) document["measurements"] = measurementsJson(topology);
  if (!topology.calibrated().empty()) document["calibrated"] = calibratedJson(topology);
  if (!topology.schedule().days.empty()) document["schedule"] = scheduleJson(topology.schedule());
  return document.dump(2) + "\n";
}

Status saveTopologyFile(const Topology& topology, const std::string& path) {
  namespace fs = std::filesystem;
  const std::string text = saveTopologyText(topology);
  const fs::path target(path);
  fs::path temporary = target;
  temporary += ".tmp-save";
  {
    std::ofstream stream(temporary, std::ios::binary | std::ios::trunc);
    if (!stream) return Error{"cannot write " + quote(temporary.string())};
    stream << text;
    stream.flush();
    if (!stream) {
      std::error_code ignored;
      fs::remove(temporary, ignored);
      return Error{"writing " + quote(path) + " failed (disk full?)"};
    }
  }
  std::error_code ec;
  fs::rename(temporary, target, ec);
  if (ec) {
    fs::remove(temporary, ec);
    return Error{"cannot replace " + quote(path) + ": " + ec.message()};
  }
  return Done{};
}

} // namespace tapeflow::io
