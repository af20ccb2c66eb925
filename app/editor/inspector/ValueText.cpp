#include "ValueText.h"

#include "units/Units.h"

#include <QCoreApplication>
#include <QStringList>

#include <cmath>

namespace tapeflow::editor {

namespace {
QString tr(const char* text) { return QCoreApplication::translate("tapeflow::editor", text); }
const units::Unit kPlain{"", units::Dimension::Dimensionless, 1.0};
} // namespace

QString unitText(const catalog::ParameterDef& def) {
  return def.type == catalog::ParamType::Quantity || def.type == catalog::ParamType::List
             ? QString::fromStdString(def.unit.symbol)
             : QString();
}

Expected<catalog::Value> parseValue(const QString& text, const catalog::ParameterDef& def) {
  const std::string typed = text.trimmed().toStdString();
  if (typed.empty())
    return Error{tr("Enter a value, or reset to the catalog figure.").toStdString()};
  catalog::Value value;
  switch (def.type) {
  case catalog::ParamType::Quantity: {
    const auto parsed = units::parseAs(typed, def.unit);
    if (!parsed) return parsed.error();
    value.data = *parsed;
    value.text = typed;
    break;
  }
  case catalog::ParamType::Number: {
    const auto parsed = units::parseAs(typed, kPlain);
    if (!parsed) return parsed.error();
    value.data = *parsed;
    break;
  }
  case catalog::ParamType::Integer: {
    const auto parsed = units::parseAs(typed, kPlain);
    if (!parsed) return parsed.error();
    if (std::trunc(*parsed) != *parsed || std::fabs(*parsed) > 9e15)
      return Error{tr("“%1” is not a whole number").arg(text.trimmed()).toStdString()};
    value.data = static_cast<long long>(*parsed);
    break;
  }
  case catalog::ParamType::List: {
    std::vector<double> items;
    for (const QString& item : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
      const auto parsed = units::parseAs(item.trimmed().toStdString(), def.unit);
      if (!parsed) return parsed.error();
      items.push_back(*parsed);
      value.itemTexts.push_back(item.trimmed().toStdString());
    }
    value.data = std::move(items);
    break;
  }
  case catalog::ParamType::Enum:
  case catalog::ParamType::Ref: value.data = typed; break;
  case catalog::ParamType::Flag: value.data = typed == "true" || typed == "on"; break;
  }
  if (const auto problem = catalog::validate(value, def)) return Error{*problem};
  return value;
}

} // namespace tapeflow::editor
