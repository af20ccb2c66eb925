// Writing the document's scenarios (format version 2): each change a small object with its
// `change` type, the id of what it changes and the name people know it by, and values with
// their units as node parameters are written.

#include "io/JsonForms.h"

#include "topology/JobFields.h"
#include "units/Format.h"

#include <cstdint>

namespace tapeflow::io {
namespace {

using namespace topology;

Ordered optionalValue(const std::optional<catalog::Value>& value,
                      const catalog::ParameterDef* def) {
  return value && def ? valueJson(*value, *def) : Ordered(nullptr);
}

Ordered record(std::string_view type) {
  Ordered json;
  json["change"] = std::string(type);
  return json;
}

Ordered target(std::string_view type, const char* key, const std::string& id,
               const std::string& name) {
  Ordered json = record(type);
  json[key] = id;
  json["name"] = name;
  return json;
}

std::string durationText(const Duration& d) {
  return d.text.empty() ? units::formatExact(d.seconds) + " s" : d.text;
}

class RecordWriter {
public:
  explicit RecordWriter(const Topology& document) : m_doc(document) {}

  Ordered operator()(const NodeAdded& r) const {
    Ordered json = record("node-added");
    json["node"] = nodeJson(m_doc, r.node);
    return json;
  }
  Ordered operator()(const NodeRemoved& r) const {
    return target("node-removed", "node", r.node, r.name);
  }
  Ordered operator()(const EntryChanged& r) const {
    Ordered json = target("node-entry", "node", r.node, r.name);
    json["entry"] = r.entry;
    return json;
  }
  Ordered operator()(const NodeParameterSet& r) const {
    Ordered json = target("node-parameter", "node", r.node, r.name);
    json["kind"] = r.kind;
    json["parameter"] = r.parameter;
    const auto* kind = m_doc.catalog().kinds().kind(r.kind);
    json["value"] = optionalValue(r.value, kind ? m_doc.parameterDef(*kind, r.parameter) : nullptr);
    return json;
  }
  Ordered operator()(const NodeRenamed& r) const {
    Ordered json = target("node-renamed", "node", r.node, r.name);
    json["to"] = r.to;
    return json;
  }
  Ordered operator()(const LinkAdded& r) const {
    Ordered json = record("link-added");
    json["link"] = linkJson(m_doc, r.link, r.medium);
    json["medium"] = r.medium;
    if (r.index != SIZE_MAX) json["index"] = r.index; // none: at the end, as the reader takes it
    return json;
  }
  Ordered operator()(const LinkRemoved& r) const {
    return target("link-removed", "link", r.link, r.name);
  }
  Ordered operator()(const LinkParameterSet& r) const {
    Ordered json = target("link-parameter", "link", r.link, r.name);
    json["medium"] = r.medium;
    json["parameter"] = r.parameter;
    json["value"] =
        optionalValue(r.value, linkParameterDef(m_doc.catalog(), r.medium, r.parameter));
    return json;
  }
  Ordered operator()(const JobAdded& r) const {
    Ordered json = record("job-added");
    json["job"] = jobJson(r.job);
    if (r.index != SIZE_MAX) json["index"] = r.index; // none: at the end, as the reader takes it
    return json;
  }
  Ordered operator()(const JobRemoved& r) const {
    return target("job-removed", "job", r.job, r.name);
  }
  Ordered operator()(const JobChanged& r) const {
    Ordered json = target("job-changed", "job", r.job, r.name);
    Ordered set = Ordered::object();
    for (const JobField field : r.fields) addJobField(set, r.values, field);
    json["set"] = std::move(set);
    return json;
  }
  Ordered operator()(const ObjectivesChanged& r) const {
    Ordered json = record("objectives");
    Ordered objectives = Ordered::object();
    if (r.objectives.backupWindow)
      objectives["backup_window"] = durationText(*r.objectives.backupWindow);
    if (r.objectives.restoreObjective)
      objectives["restore_objective"] = durationText(*r.objectives.restoreObjective);
    json["objectives"] = std::move(objectives);
    return json;
  }

private:
  const Topology& m_doc;
};

} // namespace

Ordered scenariosJson(const Topology& document) {
  Ordered list = Ordered::array();
  const RecordWriter writer(document);
  for (const Scenario& scenario : document.scenarios()) {
    Ordered json;
    json["name"] = scenario.name;
    if (!scenario.note.empty()) json["note"] = scenario.note;
    Ordered changes = Ordered::array();
    for (const ChangeRecord& change : scenario.changes.records)
      changes.push_back(std::visit(writer, change));
    json["changes"] = std::move(changes);
    list.push_back(std::move(json));
  }
  return list;
}

} // namespace tapeflow::io
