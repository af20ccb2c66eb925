#include "UndoWords.h"

#include "topology/ProfileFigures.h"

#include <QCoreApplication>

namespace tapeflow::editor::undo {

namespace {

QString text(const std::string& value) { return QString::fromStdString(value); }

// A parameter's label from its definition, else its name (a file may name one the catalog
// no longer has).
QString label(const catalog::ParameterDef* def, const std::string& name) {
  return text(def && !def->label.empty() ? def->label : name);
}

} // namespace

QString portWords(const topology::Topology& topology, const topology::PortRef& port) {
  const auto* node = topology.node(port.node);
  return QStringLiteral("%1 %2").arg(text(node ? node->name : port.node), text(port.port));
}

QString linkWords(const topology::Topology& topology, const topology::Link& link) {
  return QStringLiteral("%1 – %2").arg(portWords(topology, link.a), portWords(topology, link.b));
}

QString nodeParameterWords(const topology::Topology& topology, const std::string& nodeId,
                           const std::string& parameter) {
  const auto* node = topology.node(nodeId);
  const auto* kind = node ? topology.catalog().kinds().kind(node->kind) : nullptr;
  // A profile's figure reads "Backup application: Request size", never its key.
  return QCoreApplication::translate("Undo", "%1 of %2")
      .arg(kind ? text(topology::nodeParameterLabel(topology.catalog().kinds(), *kind, parameter))
                : text(parameter),
           text(node ? node->name : nodeId));
}

QString linkParameterWords(const topology::Topology& topology, const std::string& linkId,
                           const std::string& parameter) {
  const auto* link = topology.link(linkId);
  if (!link) return text(parameter);
  const catalog::ParameterDef* def = nullptr;
  if (const auto* defs = topology.linkParameterDefs(*link))
    for (const auto& candidate : *defs)
      if (candidate.name == parameter) def = &candidate;
  return QCoreApplication::translate("Undo", "%1 of link %2")
      .arg(label(def, parameter), undo::linkWords(topology, *link));
}

} // namespace tapeflow::editor::undo
