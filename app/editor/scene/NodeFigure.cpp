#include "NodeFigure.h"

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

QString NodeFigure::text(const topology::Topology& topology, const topology::Node& node) {
  const auto* entry = topology.entryOf(node);
  const auto* kind = topology.kindOf(node);
  QString product;
  if (entry)
    product = QString::fromStdString(entry->model.empty() ? entry->displayName() : entry->model);
  else if (kind)
    product = QString::fromStdString(kind->label);
  if (!kind) return product;
  for (const auto& def : kind->parameters) {
    if (def.type != catalog::ParamType::Quantity) continue;
    if (const auto* value = topology.parameter(node, def.name))
      return product + QStringLiteral(" · ") + valueText(*value, def, topology.view().rateUnit);
  }
  return product;
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
