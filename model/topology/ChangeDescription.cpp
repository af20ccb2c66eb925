// The words for a change record, for the comparison's "what differs" column and for the
// messages of refused changes. Values are shown as the inspector shows them, before and after.

#include "topology/ChangeSet.h"

#include "topology/JobFields.h"
#include "topology/Topology.h"
#include "units/Format.h"
#include "util/Text.h"

#include <cctype>

namespace tapeflow::topology {
namespace {

std::string capitalised(std::string text) {
  if (!text.empty()) text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
  return text;
}

std::string valueText(const catalog::Value* value, const catalog::ParameterDef& def) {
  return value ? catalog::displayText(*value, def) : std::string("not set");
}

const catalog::ParameterDef* linkDef(const Topology& doc, const std::string& medium,
                                     std::string_view name) {
  const auto* defs = doc.catalog().kinds().linkParameters(medium);
  if (!defs) return nullptr;
  for (const auto& def : *defs)
    if (def.name == name) return &def;
  return nullptr;
}

std::string durationText(const std::optional<Duration>& duration) {
  if (!duration) return "none";
  return duration->text.empty() ? units::formatDuration(duration->seconds) : duration->text;
}

class Describer {
public:
  explicit Describer(const Topology& doc) : m_doc(doc) {}

  std::string operator()(const NodeAdded& r) const {
    return kindLabel(r.node.kind) + " " + quote(r.node.name) + " added";
  }
  std::string operator()(const NodeRemoved& r) const {
    const Node* node = m_doc.node(r.node);
    return (node ? kindLabel(node->kind) + " " : std::string()) + quote(r.name) + " removed";
  }
  std::string operator()(const EntryChanged& r) const {
    const auto* entry = m_doc.catalog().entry(r.entry);
    return quote(r.name) + " becomes " + (entry ? entry->displayName() : r.entry);
  }
  std::string operator()(const NodeParameterSet& r) const {
    const auto* kind = m_doc.catalog().kinds().kind(r.kind);
    const auto* def = kind ? m_doc.parameterDef(*kind, r.parameter) : nullptr;
    if (!def) return "Parameter " + quote(r.parameter) + " of " + quote(r.name) + " changed";
    const Node* node = m_doc.node(r.node);
    const std::string what =
        nodeParameterLabel(m_doc.catalog().kinds(), *kind, r.parameter) + " of " + quote(r.name);
    // A node of another kind under that id has other figures: no "before" to show.
    if (!node || node->kind != r.kind)
      return what + (r.value ? " set to " + catalog::displayText(*r.value, *def) : " cleared");
    std::string after;
    if (r.value) {
      after = catalog::displayText(*r.value, *def);
    } else {
      Node cleared = *node;
      cleared.overrides.erase(r.parameter);
      after = valueText(m_doc.parameter(cleared, r.parameter), *def) + " (catalog)";
    }
    return what + ": " + valueText(m_doc.parameter(*node, r.parameter), *def) + " → " + after;
  }
  std::string operator()(const NodeRenamed& r) const {
    return quote(r.name) + " renamed " + quote(r.to);
  }
  std::string operator()(const LinkAdded& r) const {
    return "Link " + linkWords(m_doc, r.link) + " added";
  }
  std::string operator()(const LinkRemoved& r) const { return "Link " + r.name + " removed"; }
  std::string operator()(const LinkParameterSet& r) const {
    const auto* def = linkDef(m_doc, r.medium, r.parameter);
    if (!def) return "Parameter " + quote(r.parameter) + " of link " + r.name + " changed";
    const Link* link = m_doc.link(r.link);
    const catalog::Value* before = nullptr;
    if (link)
      if (const auto it = link->parameters.find(r.parameter); it != link->parameters.end())
        before = &it->second;
    if (!before && def->defaultValue) before = &*def->defaultValue;
    const catalog::Value* after =
        r.value ? &*r.value : (def->defaultValue ? &*def->defaultValue : nullptr);
    return def->label + " of link " + r.name + ": " + valueText(before, *def) + " → " +
           valueText(after, *def);
  }
  std::string operator()(const JobAdded& r) const {
    return capitalised(std::string(directionName(r.job.direction))) + " job " + quote(r.job.name) +
           " added";
  }
  std::string operator()(const JobRemoved& r) const { return "Job " + quote(r.name) + " removed"; }
  std::string operator()(const JobChanged& r) const {
    const Job* current = m_doc.job(r.job);
    std::string text;
    for (const JobField field : r.fields) {
      text += text.empty() ? "" : "; ";
      text += std::string(jobFieldLabel(field)) + " of job " + quote(r.name) + ": ";
      if (current) text += jobFieldText(*current, field, m_doc) + " → ";
      text += jobFieldText(r.values, field, m_doc);
    }
    return text.empty() ? "Job " + quote(r.name) + " unchanged" : text;
  }
  std::string operator()(const ObjectivesChanged& r) const {
    const Objectives& before = m_doc.objectives();
    std::string text;
    for (const auto& [label, was, becomes] :
         {std::tuple{"Backup window", &before.backupWindow, &r.objectives.backupWindow},
          std::tuple{"Restore objective", &before.restoreObjective,
                     &r.objectives.restoreObjective}}) {
      if (*was == *becomes) continue;
      text += (text.empty() ? std::string() : "; ") + label + ": " + durationText(*was) + " → " +
              durationText(*becomes);
    }
    return text.empty() ? "Objectives unchanged" : text;
  }

private:
  std::string kindLabel(const std::string& kind) const {
    const auto* def = m_doc.catalog().kinds().kind(kind);
    return capitalised(def ? def->label : kind);
  }

  const Topology& m_doc;
};

} // namespace

std::string describe(const ChangeRecord& record, const Topology& base) {
  return std::visit(Describer(base), record);
}

std::vector<std::string> describe(const ChangeSet& changes, const Topology& base) {
  // Each record against the document as the records before it left it, so an added drive's
  // link names the drive and a second change of a figure starts from the first's value.
  Topology scratch = base;
  std::vector<std::string> lines;
  for (const auto& record : changes.records) {
    lines.push_back(describe(record, scratch));
    [[maybe_unused]] const auto ignored = apply(scratch, ChangeSet{{record}});
  }
  return lines;
}

} // namespace tapeflow::topology
