#include "NodeFigure.h"

#include "catalog/KindCode.h"
#include "solver/UnstatedDiskRate.h"
#include "units/Format.h"

#include <QCoreApplication>

namespace tapeflow::editor {

QString NodeFigure::valueText(const catalog::Value& value, const catalog::ParameterDef& def,
                              const std::string& rateUnit) {
  if (def.type == catalog::ParamType::Quantity && def.unit.dimension == units::Dimension::Rate)
    if (const auto unit = units::parseUnit(rateUnit))
      return QString::fromStdString(units::format(value.number(), *unit));
  return QString::fromStdString(catalog::displayText(value, def));
}

QString NodeFigure::product(const topology::Topology& topology, const topology::Node& node) {
  if (const auto* entry = topology.entryOf(node))
    return QString::fromStdString(entry->model.empty() ? entry->displayName() : entry->model);
  const auto* kind = topology.kindOf(node);
  return kind ? QString::fromStdString(kind->label) : QString();
}

QString NodeFigure::keyValue(const topology::Topology& topology, const topology::Node& node) {
  const auto* kind = topology.kindOf(node);
  if (!kind) return {};
  // The figure people quote for each kind of component, where the kind has one (kind files are
  // JSON objects, so their parameter order cannot say which it is). A server has none: its
  // product name says more than any one of its rates.
  static const char* const preferred[] = {
      "native_rate", "rate",      "sustained_rate", "channel_rate", "port_rate", "speed",
      "port_speed",  "loop_rate", "bridge_rate",    "read_rate",    "data_size"};
  const catalog::ParameterDef* chosen = nullptr;
  for (const char* name : preferred)
    if ((chosen = kind->parameter(name))) break;
  if (!chosen || chosen->type != catalog::ParamType::Quantity) return {};
  if (const auto* value = solver::diskFigure(topology, node, chosen->name))
    return valueText(*value, *chosen, topology.view().rateUnit);
  // A disk without a rate of its own (or asked for the rule's): the rate the solver works out.
  if (!catalog::isKind(node.kind, catalog::KindCode::DiskDrive)) return {};
  const auto table = solver::DiskMediaTable::fromCatalog(topology.catalog());
  const auto unstated = solver::unstatedDiskRate(topology, node, chosen->name, table);
  if (!unstated || !unstated->rate) return {};
  catalog::Value derived;
  derived.data = *unstated->rate;
  return valueText(derived, *chosen, topology.view().rateUnit);
}

QString NodeFigure::text(const QString& product, const QString& keyValue) {
  return keyValue.isEmpty() ? product : product + QStringLiteral(" · ") + keyValue;
}

QString NodeFigure::toolTip(const topology::Topology& topology, const topology::Node& node) {
  const auto* entry = topology.entryOf(node);
  const auto* kind = topology.kindOf(node);
  QString tip = QStringLiteral("<b>%1</b>").arg(QString::fromStdString(node.name).toHtmlEscaped());
  if (kind) tip += QStringLiteral(" — %1").arg(QString::fromStdString(kind->label).toHtmlEscaped());
  if (entry)
    tip +=
        QStringLiteral("<br>%1").arg(QString::fromStdString(entry->displayName()).toHtmlEscaped());
  tip += QStringLiteral("<br><i>%1</i>")
             .arg(QCoreApplication::translate("NodeFigure",
                                              "Drag from a port to another node's port to link."));
  return tip;
}

} // namespace tapeflow::editor
