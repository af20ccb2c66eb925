#include "io/JsonForms.h"

#include "io/ScheduleJson.h"
#include "topology/JobFields.h"
#include "units/Format.h"

#include <cmath>

namespace tapeflow::io {
namespace {

Ordered point(const topology::Point& p) { return Ordered::array({p.x, p.y}); }

template <class FindDef>
Ordered parameters(const topology::ParameterMap& values, FindDef findDef) {
  Ordered result = Ordered::object();
  for (const auto& [name, value] : values)
    if (const catalog::ParameterDef* def = findDef(name)) result[name] = valueJson(value, *def);
  return result;
}

} // namespace

std::string sizeText(double bytes) {
  for (const char* unit : {"TiB", "GiB", "MiB", "KiB", "TB", "GB", "MB", "kB"}) {
    const double factor = units::parseUnit(unit)->factor;
    const double count = bytes / factor;
    if (count >= 1.0 && count == std::floor(count) && count * factor == bytes)
      return units::formatExact(count) + " " + unit;
  }
  return units::formatExact(bytes) + " B";
}

Ordered valueJson(const catalog::Value& value, const catalog::ParameterDef& def) {
  return Ordered::parse(catalog::toJson(value, def).dump());
}

const catalog::ParameterDef* linkParameterDef(const catalog::Catalog& catalog,
                                              std::string_view medium, std::string_view name) {
  const auto* defs = catalog.kinds().linkParameters(medium);
  if (!defs) return nullptr;
  for (const auto& def : *defs)
    if (def.name == name) return &def;
  return nullptr;
}

Ordered nodeJson(const topology::Topology& document, const topology::Node& node) {
  Ordered json;
  json["id"] = node.id;
  json["entry"] = node.entry;
  json["kind"] = node.kind;
  json["name"] = node.name;
  json["position"] = point(node.position);
  const auto* kind = document.kindOf(node);
  if (!node.overrides.empty() && kind)
    json["parameters"] = parameters(node.overrides, [&](const std::string& name) {
      return document.parameterDef(*kind, name); // its own, or a profile figure
    });
  return json;
}

Ordered linkJson(const topology::Topology& document, const topology::Link& link,
                 std::string_view medium) {
  Ordered json;
  json["id"] = link.id;
  json["from"] = link.a.toString();
  json["to"] = link.b.toString();
  if (link.parameters.empty()) return json;
  const auto* defs = medium.empty() ? document.linkParameterDefs(link)
                                    : document.catalog().kinds().linkParameters(medium);
  json["parameters"] =
      parameters(link.parameters, [&](const std::string& name) -> const catalog::ParameterDef* {
        if (!defs) return nullptr;
        for (const auto& def : *defs)
          if (def.name == name) return &def;
        return nullptr;
      });
  return json;
}

Ordered jobJson(const topology::Job& job) {
  Ordered json;
  json["id"] = job.id;
  for (const auto field : {topology::JobField::Name, topology::JobField::Direction,
                           topology::JobField::Source, topology::JobField::Target})
    addJobField(json, job, field);
  // Options at their default are left out, so the file shows what was chosen.
  const topology::Job defaults;
  for (const auto field : topology::allJobFields())
    if (field > topology::JobField::Target && !topology::sameField(job, defaults, field))
      addJobField(json, job, field);
  if (Ordered level = jobLevelJson(job.level); !level.is_null()) json["level"] = std::move(level);
  return json;
}

void addJobField(Ordered& partialJob, const topology::Job& job, topology::JobField field) {
  using topology::JobField;
  const auto& o = job.options;
  const auto optional = [](const auto& value, auto show) {
    return value ? Ordered(show(*value)) : Ordered(nullptr);
  };
  const auto size = [](double bytes) { return sizeText(bytes); };
  const auto same = [](auto value) { return value; };
  const std::string key(topology::jobFieldName(field));
  switch (field) {
  case JobField::Name: partialJob[key] = job.name; return;
  case JobField::Direction:
    partialJob[key] = std::string(topology::directionName(job.direction));
    return;
  case JobField::Source: partialJob[key] = job.source; return;
  case JobField::Target: partialJob[key] = job.target; return;
  default: break;
  }
  Ordered& options = partialJob["options"];
  switch (field) {
  case JobField::Mode: options[key] = std::string(topology::jobModeName(o.mode)); break;
  case JobField::Streams: options[key] = o.streams; break;
  case JobField::BlockSize: options[key] = optional(o.blockSize, size); break;
  case JobField::SoftwareCompression: options[key] = o.softwareCompression; break;
  case JobField::Crc: options[key] = o.crc; break;
  case JobField::PushAgent: options[key] = o.pushAgent; break;
  case JobField::TreeWalk: options[key] = o.treeWalk; break;
  case JobField::RestoreOutOfOrder: options[key] = o.restoreOutOfOrder; break;
  case JobField::DataSize: options[key] = optional(o.dataSize, size); break;
  case JobField::FileCount: options[key] = optional(o.fileCount, same); break;
  case JobField::MeanFileSize: options[key] = optional(o.meanFileSize, size); break;
  case JobField::Compressibility: options[key] = optional(o.compressibility, same); break;
  case JobField::RequestsInFlight: options[key] = optional(o.requestsInFlight, same); break;
  default: break;
  }
}

} // namespace tapeflow::io
