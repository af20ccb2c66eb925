// Saving a topology: a readable JSON file with members in a fixed order and only the figures that
// differ from the catalog.

#include "io/TopologyFile.h"

#include "units/Format.h"
#include "util/Text.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>

namespace tapeflow::io {
namespace {

using Ordered = nlohmann::ordered_json;
using topology::Topology;

Ordered point(const topology::Point& p) { return Ordered::array({p.x, p.y}); }

// Parameter values through their definitions, so quantities keep their unit and spelling.
template <class FindDef>
Ordered parameters(const topology::ParameterMap& values, FindDef findDef) {
  Ordered result = Ordered::object();
  for (const auto& [name, value] : values) {
    if (const catalog::ParameterDef* def = findDef(name))
      result[name] = Ordered::parse(catalog::toJson(value, *def).dump());
  }
  return result;
}

std::string sizeText(double bytes) {
  // Whole binary or decimal units read best ("256 KiB", "2 TB"); otherwise exact bytes.
  for (const char* unit : {"TiB", "GiB", "MiB", "KiB", "TB", "GB", "MB", "kB"}) {
    const double factor = units::parseUnit(unit)->factor;
    const double count = bytes / factor;
    if (count >= 1.0 && count == std::floor(count) && count * factor == bytes)
      return units::formatExact(count) + " " + unit;
  }
  return units::formatExact(bytes) + " B";
}

Ordered jobJson(const topology::Job& job) {
  Ordered json;
  json["id"] = job.id;
  json["name"] = job.name;
  json["direction"] = std::string(topology::directionName(job.direction));
  json["source"] = job.source;
  json["target"] = job.target;
  const auto& o = job.options;
  const topology::JobOptions defaults;
  Ordered options = Ordered::object();
  if (o.mode != defaults.mode) options["mode"] = std::string(topology::jobModeName(o.mode));
  if (o.streams != defaults.streams) options["streams"] = o.streams;
  if (o.blockSize) options["block_size"] = sizeText(*o.blockSize);
  if (o.softwareCompression) options["software_compression"] = true;
  if (o.crc) options["crc"] = true;
  if (o.pushAgent) options["push_agent"] = true;
  if (!o.treeWalk) options["tree_walk"] = false;
  if (o.dataSize) options["data_size"] = sizeText(*o.dataSize);
  if (o.fileCount) options["file_count"] = *o.fileCount;
  if (o.meanFileSize) options["mean_file_size"] = sizeText(*o.meanFileSize);
  if (o.compressibility) options["compressibility"] = *o.compressibility;
  if (!options.empty()) json["options"] = std::move(options);
  return json;
}

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
        std::pair{"bottleneck", &record.bottleneck}, std::pair{"note", &record.note}})
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
  for (const auto& node : topology.nodes()) {
    Ordered json;
    json["id"] = node.id;
    json["entry"] = node.entry;
    json["kind"] = node.kind;
    json["name"] = node.name;
    json["position"] = point(node.position);
    const auto* kind = topology.kindOf(node);
    if (!node.overrides.empty())
      json["parameters"] = parameters(
          node.overrides, [&](const std::string& name) { return kind->parameter(name); });
    nodes.push_back(std::move(json));
  }
  document["nodes"] = std::move(nodes);

  Ordered links = Ordered::array();
  for (const auto& link : topology.links()) {
    Ordered json;
    json["id"] = link.id;
    json["from"] = link.a.toString();
    json["to"] = link.b.toString();
    if (!link.parameters.empty()) {
      const auto* defs = topology.linkParameterDefs(link);
      json["parameters"] =
          parameters(link.parameters, [&](const std::string& name) -> const catalog::ParameterDef* {
            if (!defs) return nullptr;
            for (const auto& def : *defs)
              if (def.name == name) return &def;
            return nullptr;
          });
    }
    links.push_back(std::move(json));
  }
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
