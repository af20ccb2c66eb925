// Reading "scenarios" (format version 2): each change record parsed and checked on its own, every
// problem at its JSON Pointer. A scenario whose changes no longer apply to the base diagram is
// kept with a warning, not an error: the app can hold such a scenario (an edit of the base
// made it stale) and whatever the app holds must open again.

#include "io/TopologyReader.h"

#include "io/JsonForms.h"
#include "topology/JobFields.h"

#include <array>

namespace tapeflow::io {
namespace {

using namespace topology;

constexpr std::array<std::string_view, 12> kChangeTypes{
    "node-added",   "node-removed",   "node-entry", "node-parameter", "node-renamed", "link-added",
    "link-removed", "link-parameter", "job-added",  "job-removed",    "job-changed",  "objectives"};

std::string changeTypeList() {
  std::string list;
  for (const auto type : kChangeTypes) list += (list.empty() ? "" : ", ") + std::string(type);
  return list;
}

bool clearable(JobField field) {
  return field == JobField::BlockSize || field == JobField::DataSize ||
         field == JobField::FileCount || field == JobField::MeanFileSize ||
         field == JobField::Compressibility || field == JobField::RequestsInFlight;
}

} // namespace

void TopologyReader::readScenarios(const Json& list) {
  // Each scenario is checked against a copy of the base without the scenarios read so far, made
  // once: a copy of the growing document per scenario made loading quadratic (issue 37).
  const Topology plain = *m_topology;
  m_reader.forEachElement(list, "/scenarios", [&](const Json& json, const std::string& pointer) {
    auto scenario = parseScenario(json, pointer);
    if (!scenario) return;
    Scenario copy = *scenario;
    if (const Status added = m_topology->addScenario(std::move(*scenario)); !added) {
      m_reader.error(jsonPointer(pointer, "name"), added.error().message);
      return;
    }
    if (m_reader.diagnostics().hasErrors()) return; // the base itself is wrong: no check
    if (const auto document = scenarioDocument(plain, copy); !document)
      m_reader.warning(pointer, document.error().message);
  });
}

std::optional<Scenario> TopologyReader::parseScenario(const Json& json,
                                                      const std::string& pointer) {
  if (!m_reader.expectObject(json, pointer, "a scenario")) return std::nullopt;
  m_reader.warnUnknownKeys(json, pointer, {"name", "note", "changes"});
  Scenario scenario;
  const auto name = m_reader.string(json, pointer, "name", true);
  if (!name) return std::nullopt;
  scenario.name = *name;
  scenario.note = m_reader.string(json, pointer, "note", false).value_or("");
  bool ok = true;
  if (const Json* changes = m_reader.array(json, pointer, "changes", false)) {
    for (std::size_t i = 0; i < changes->size(); ++i) {
      auto change = parseChange((*changes)[i], jsonPointer(jsonPointer(pointer, "changes"), i));
      if (change)
        scenario.changes.records.push_back(std::move(*change));
      else
        ok = false;
    }
  } else if (json.contains("changes")) {
    ok = false;
  }
  if (!ok) return std::nullopt;
  return scenario;
}

std::optional<ChangeRecord> TopologyReader::parseChange(const Json& json,
                                                        const std::string& pointer) {
  if (!m_reader.expectObject(json, pointer, "a change")) return std::nullopt;
  const auto type = m_reader.string(json, pointer, "change", true);
  if (!type) return std::nullopt;
  const auto index = [&]() -> std::size_t {
    const auto value = m_reader.integer(json, pointer, "index", false);
    return value && *value >= 0 ? static_cast<std::size_t>(*value) : SIZE_MAX;
  };
  Ids fresh;
  if (*type == "node-added") {
    m_reader.warnUnknownKeys(json, pointer, {"change", "node"});
    const Json* node = m_reader.object(json, pointer, "node", true);
    auto parsed = node ? parseNode(*node, jsonPointer(pointer, "node"), fresh) : std::nullopt;
    if (!parsed) return std::nullopt;
    return NodeAdded{std::move(*parsed)};
  }
  if (*type == "link-added") {
    m_reader.warnUnknownKeys(json, pointer, {"change", "link", "medium", "index"});
    const Json* link = m_reader.object(json, pointer, "link", true);
    const auto medium = m_reader.string(json, pointer, "medium", true);
    if (!link || !medium) return std::nullopt;
    if (medium->empty()) {
      m_reader.error(jsonPointer(pointer, "medium"), "the link's medium is missing");
      return std::nullopt;
    }
    auto parsed = parseLink(*link, jsonPointer(pointer, "link"), fresh, *medium);
    if (!parsed) return std::nullopt;
    return LinkAdded{std::move(*parsed), *medium, index()};
  }
  if (*type == "job-added") {
    m_reader.warnUnknownKeys(json, pointer, {"change", "job", "index"});
    const Json* job = m_reader.object(json, pointer, "job", true);
    auto parsed = job ? parseJob(*job, jsonPointer(pointer, "job"), fresh) : std::nullopt;
    if (!parsed) return std::nullopt;
    return JobAdded{std::move(*parsed), index()};
  }
  if (*type == "objectives") {
    m_reader.warnUnknownKeys(json, pointer, {"change", "objectives"});
    const Json* objectives = m_reader.object(json, pointer, "objectives", true);
    auto parsed = objectives ? parseObjectives(*objectives, jsonPointer(pointer, "objectives"))
                             : std::nullopt;
    if (!parsed) return std::nullopt;
    return ObjectivesChanged{std::move(*parsed)};
  }
  if (*type == "job-changed") return parseJobChanged(json, pointer);
  if (std::find(kChangeTypes.begin(), kChangeTypes.end(), *type) == kChangeTypes.end()) {
    m_reader.error(jsonPointer(pointer, "change"),
                   quote(*type) + " is not a kind of change (" + changeTypeList() + ")");
    return std::nullopt;
  }
  return parseTargeted(json, pointer, *type);
}

bool TopologyReader::parseValue(const Json& json, const std::string& pointer,
                                const catalog::ParameterDef& def,
                                std::optional<catalog::Value>& out) {
  const auto it = json.find("value");
  if (it == json.end() || it->is_null()) return true;
  const std::string where = jsonPointer(pointer, "value");
  out = catalog::readValue(m_reader, *it, where, def);
  if (!out) return false;
  if (def.type == catalog::ParamType::Ref)
    if (const auto problem = m_topology->catalog().referenceProblem(out->string(), def.refKind)) {
      m_reader.error(where, *problem);
      return false;
    }
  return true;
}

// The changes of something in the base: node-..., link-... and job-removed.
std::optional<ChangeRecord> TopologyReader::parseTargeted(const Json& json,
                                                          const std::string& pointer,
                                                          const std::string& type) {
  const std::string key = type.substr(0, type.find('-')); // "node", "link" or "job"
  m_reader.warnUnknownKeys(json, pointer,
                           {"change", "node", "link", "job", "name", "entry", "kind", "parameter",
                            "medium", "value", "to"});
  const auto id = m_reader.string(json, pointer, key, true);
  if (!id) return std::nullopt;
  const std::string name = m_reader.string(json, pointer, "name", false).value_or(*id);
  const auto required = [&](const char* member) {
    return m_reader.string(json, pointer, member, true);
  };
  if (type == "node-removed") return NodeRemoved{*id, name};
  if (type == "link-removed") return LinkRemoved{*id, name};
  if (type == "job-removed") return JobRemoved{*id, name};
  if (type == "node-renamed") {
    const auto to = required("to");
    if (!to) return std::nullopt;
    if (to->empty()) {
      m_reader.error(jsonPointer(pointer, "to"), "a name cannot be empty");
      return std::nullopt;
    }
    return NodeRenamed{*id, name, *to};
  }
  if (type == "node-entry") {
    const auto entry = required("entry");
    if (!entry) return std::nullopt;
    if (!m_topology->catalog().entry(*entry)) {
      m_reader.error(jsonPointer(pointer, "entry"), "unknown catalog entry " + quote(*entry));
      return std::nullopt;
    }
    return EntryChanged{*id, name, *entry};
  }
  const auto owner = required(type == "node-parameter" ? "kind" : "medium");
  const auto parameter = required("parameter");
  if (!owner || !parameter) return std::nullopt;
  const catalog::ParameterDef* def = nullptr;
  if (type == "node-parameter") {
    const auto* kind = m_topology->catalog().kinds().kind(*owner);
    if (!kind) {
      m_reader.error(jsonPointer(pointer, "kind"), "unknown kind " + quote(*owner));
      return std::nullopt;
    }
    def = m_topology->parameterDef(*kind, *parameter); // its own, or a profile figure
    if (!def) {
      m_reader.error(jsonPointer(pointer, "parameter"),
                     topology::noNodeParameter(m_topology->catalog().kinds(), *kind, *parameter));
      return std::nullopt;
    }
  } else {
    def = linkParameterDef(m_topology->catalog(), *owner, *parameter);
  }
  if (!def) {
    m_reader.error(jsonPointer(pointer, "parameter"),
                   "a " + *owner + " has no parameter " + quote(*parameter));
    return std::nullopt;
  }
  std::optional<catalog::Value> value;
  if (def->name != *parameter) {
    // A profile figure, said by its key.
    const catalog::ParameterDef keyed = topology::keyedDef(*def, *parameter);
    if (!parseValue(json, pointer, keyed, value)) return std::nullopt;
  } else if (!parseValue(json, pointer, *def, value)) {
    return std::nullopt;
  }
  if (type == "node-parameter") return NodeParameterSet{*id, name, *owner, *parameter, value};
  return LinkParameterSet{*id, name, *owner, *parameter, value};
}

// "set" is a partial job object: the members it has are the fields that change; null clears
// an optional figure. It is read as a job is (the members it lacks filled in), so its values
// are checked exactly as a job's and its errors point into "set".
std::optional<ChangeRecord> TopologyReader::parseJobChanged(const Json& json,
                                                            const std::string& pointer) {
  m_reader.warnUnknownKeys(json, pointer, {"change", "job", "name", "set"});
  const auto id = m_reader.string(json, pointer, "job", true);
  const Json* set = m_reader.object(json, pointer, "set", true);
  if (!id || !set) return std::nullopt;
  const std::string where = jsonPointer(pointer, "set");
  JobChanged changed{*id, m_reader.string(json, pointer, "name", false).value_or(*id), {}, {}};
  Json partial = *set;
  const Json* options =
      set->contains("options") && (*set)["options"].is_object() ? &(*set)["options"] : nullptr;
  for (const JobField field : allJobFields()) {
    const std::string name(jobFieldName(field));
    const bool top = field <= JobField::Target;
    const Json* holder = top ? set : options;
    if (!holder || !holder->contains(name)) continue;
    changed.fields.push_back(field);
    if (!(*holder)[name].is_null()) continue;
    if (top || !clearable(field)) {
      m_reader.error(jsonPointer(top ? where : jsonPointer(where, "options"), name),
                     quote(name) + " cannot be cleared");
      return std::nullopt;
    }
    partial["options"].erase(name);
  }
  partial["id"] = "set";
  for (const auto& [member, filler] :
       {std::pair{"source", "x"}, std::pair{"target", "x"}, std::pair{"direction", "backup"}})
    if (!partial.contains(member)) partial[member] = filler;
  Ids fresh;
  auto values = parseJob(partial, where, fresh);
  if (!values) return std::nullopt;
  changed.values = std::move(*values);
  return changed;
}

} // namespace tapeflow::io
