#include "catalog/Parameter.h"

#include "units/Format.h"
#include "util/Text.h"

#include <algorithm>
#include <cmath>

namespace tapeflow::catalog {
namespace {

const std::string kEmpty;
const std::vector<double> kNoList;

// The range problem of `value` (base units) for `def`, if any, as a sentence. `shown()` gives
// the value as the sentence shows it; it is called only for a value out of range (formatting
// every value checked was 4 % of loading a file; issue 18).
template <typename Shown>
std::optional<std::string> rangeProblem(const ParameterDef& def, double value, Shown&& shown) {
  const auto bound = [&](double limit) {
    return def.type == ParamType::Quantity || def.type == ParamType::List
               ? units::format(limit, def.unit, 6)
               : units::formatExact(limit);
  };
  if (def.min && value < *def.min) {
    if (*def.min > 0 && value <= 0)
      return quote(def.name) + " is " + shown() + ", it must be positive";
    return quote(def.name) + " is " + shown() + ", below the minimum " + bound(*def.min);
  }
  if (def.max && value > *def.max)
    return quote(def.name) + " is " + shown() + ", above the maximum " + bound(*def.max) +
           " (is the unit right?)";
  return std::nullopt;
}

template <typename Shown>
bool checkRange(const JsonReader& reader, const std::string& pointer, const ParameterDef& def,
                double value, Shown&& shown) {
  if (const auto problem = rangeProblem(def, value, shown)) {
    reader.error(pointer, *problem);
    return false;
  }
  return true;
}

std::optional<double> readQuantityText(const JsonReader& reader, const Json& json,
                                       const std::string& pointer, const ParameterDef& def) {
  if (!json.is_string()) {
    reader.error(pointer, quote(def.name) + " expects a quantity with its unit as a string (e.g. " +
                              quote(units::format(1.0 * def.unit.factor, def.unit)) + "), found " +
                              JsonReader::typeName(json));
    return std::nullopt;
  }
  const auto text = json.get<std::string>();
  const auto value = units::parseAs(text, def.unit);
  if (!value) {
    reader.error(pointer, quote(def.name) + ": " + value.error().message);
    return std::nullopt;
  }
  if (!checkRange(reader, pointer, def, *value, [&] { return quote(text); })) return std::nullopt;
  return *value;
}

} // namespace

double Value::number() const {
  if (const auto* d = std::get_if<double>(&data)) return *d;
  if (const auto* i = std::get_if<long long>(&data)) return static_cast<double>(*i);
  return 0.0;
}

long long Value::integer() const {
  if (const auto* i = std::get_if<long long>(&data)) return *i;
  if (const auto* d = std::get_if<double>(&data)) return std::llround(*d);
  return 0;
}

const std::string& Value::string() const {
  if (const auto* s = std::get_if<std::string>(&data)) return *s;
  return kEmpty;
}

bool Value::flag() const {
  if (const auto* b = std::get_if<bool>(&data)) return *b;
  return false;
}

const std::vector<double>& Value::list() const {
  if (const auto* l = std::get_if<std::vector<double>>(&data)) return *l;
  return kNoList;
}

std::string_view paramTypeName(ParamType type) {
  switch (type) {
  case ParamType::Quantity: return "quantity";
  case ParamType::Integer: return "integer";
  case ParamType::Number: return "number";
  case ParamType::Enum: return "enum";
  case ParamType::Flag: return "flag";
  case ParamType::List: return "list";
  case ParamType::Ref: return "ref";
  }
  return "?";
}

std::optional<Value> readValue(const JsonReader& reader, const Json& json,
                               const std::string& pointer, const ParameterDef& def) {
  switch (def.type) {
  case ParamType::Quantity: {
    const auto value = readQuantityText(reader, json, pointer, def);
    if (!value) return std::nullopt;
    return Value{*value, json.get<std::string>(), {}};
  }
  case ParamType::Integer: {
    if (!json.is_number_integer()) {
      reader.error(pointer,
                   quote(def.name) + " expects an integer, found " + JsonReader::typeName(json));
      return std::nullopt;
    }
    const auto value = json.get<long long>();
    if (!checkRange(reader, pointer, def, static_cast<double>(value),
                    [&] { return std::to_string(value); }))
      return std::nullopt;
    return Value{value, {}, {}};
  }
  case ParamType::Number: {
    if (!json.is_number()) {
      reader.error(pointer,
                   quote(def.name) + " expects a number, found " + JsonReader::typeName(json));
      return std::nullopt;
    }
    const auto value = json.get<double>();
    if (!std::isfinite(value) ||
        !checkRange(reader, pointer, def, value, [&] { return units::formatExact(value); }))
      return std::nullopt;
    return Value{value, {}, {}};
  }
  case ParamType::Enum: {
    if (!json.is_string()) {
      reader.error(pointer, quote(def.name) + " expects one of its named values, found " +
                                JsonReader::typeName(json));
      return std::nullopt;
    }
    const auto value = json.get<std::string>();
    for (const auto& allowed : def.values)
      if (allowed == value) return Value{value, {}, {}};
    std::string list;
    for (const auto& allowed : def.values) list += (list.empty() ? "" : ", ") + allowed;
    reader.error(pointer, quote(def.name) + ": " + quote(value) + " is not one of " + list);
    return std::nullopt;
  }
  case ParamType::Flag:
    if (!json.is_boolean()) {
      reader.error(pointer,
                   quote(def.name) + " expects true or false, found " + JsonReader::typeName(json));
      return std::nullopt;
    }
    return Value{json.get<bool>(), {}, {}};
  case ParamType::Ref:
    if (!json.is_string()) {
      reader.error(pointer, quote(def.name) + " expects the id of a " + def.refKind +
                                " catalog entry, found " + JsonReader::typeName(json));
      return std::nullopt;
    }
    return Value{json.get<std::string>(), {}, {}};
  case ParamType::List: {
    if (!json.is_array()) {
      reader.error(pointer, quote(def.name) + " expects an array of quantities, found " +
                                JsonReader::typeName(json));
      return std::nullopt;
    }
    Value value{std::vector<double>{}, {}, {}};
    auto& items = std::get<std::vector<double>>(value.data);
    bool ok = true;
    for (std::size_t i = 0; i < json.size(); ++i) {
      const auto item = readQuantityText(reader, json[i], jsonPointer(pointer, i), def);
      if (!item) {
        ok = false;
        continue;
      }
      items.push_back(*item);
      value.itemTexts.push_back(json[i].get<std::string>());
    }
    if (!ok) return std::nullopt;
    return value;
  }
  }
  return std::nullopt;
}

Json toJson(const Value& value, const ParameterDef& def) {
  switch (def.type) {
  case ParamType::Quantity:
    return value.text.empty() ? units::format(value.number(), def.unit, 17) : value.text;
  case ParamType::Integer: return value.integer();
  case ParamType::Number: return value.number();
  case ParamType::Enum:
  case ParamType::Ref: return value.string();
  case ParamType::Flag: return value.flag();
  case ParamType::List: {
    Json items = Json::array();
    const auto& list = value.list();
    for (std::size_t i = 0; i < list.size(); ++i)
      items.push_back(i < value.itemTexts.size() ? Json(value.itemTexts[i])
                                                 : Json(units::format(list[i], def.unit, 17)));
    return items;
  }
  }
  return nullptr;
}

std::optional<std::string> validate(const Value& value, const ParameterDef& def) {
  const auto shown = [&](double number) { return quote(displayText(Value{number, {}, {}}, def)); };
  switch (def.type) {
  case ParamType::Quantity:
  case ParamType::Number:
    if (!std::holds_alternative<double>(value.data) || !std::isfinite(value.number()))
      return quote(def.name) + " needs a finite number";
    return rangeProblem(def, value.number(), [&] { return shown(value.number()); });
  case ParamType::Integer:
    if (!std::holds_alternative<long long>(value.data))
      return quote(def.name) + " needs an integer";
    return rangeProblem(def, static_cast<double>(value.integer()),
                        [&] { return std::to_string(value.integer()); });
  case ParamType::Enum:
    if (std::find(def.values.begin(), def.values.end(), value.string()) == def.values.end())
      return quote(def.name) + ": " + quote(value.string()) + " is not one of its values";
    return std::nullopt;
  case ParamType::Flag:
    if (!std::holds_alternative<bool>(value.data)) return quote(def.name) + " needs true or false";
    return std::nullopt;
  case ParamType::Ref:
    if (!std::holds_alternative<std::string>(value.data))
      return quote(def.name) + " needs an entry id";
    return std::nullopt;
  case ParamType::List:
    if (!std::holds_alternative<std::vector<double>>(value.data))
      return quote(def.name) + " needs a list";
    for (const double item : value.list()) {
      if (!std::isfinite(item)) return quote(def.name) + " needs finite numbers";
      if (auto problem = rangeProblem(def, item, [&] { return shown(item); })) return problem;
    }
    return std::nullopt;
  }
  return std::nullopt;
}

std::string displayText(const Value& value, const ParameterDef& def) {
  switch (def.type) {
  case ParamType::Quantity: return units::format(value.number(), def.unit);
  case ParamType::Integer: return std::to_string(value.integer());
  case ParamType::Number: return units::format(value.number(), units::Unit{}, 6);
  case ParamType::Enum:
  case ParamType::Ref: return value.string();
  case ParamType::Flag: return value.flag() ? "on" : "off";
  case ParamType::List: {
    std::string text;
    for (const double item : value.list())
      text += (text.empty() ? "" : ", ") +
              units::format(item, units::Unit{"", def.unit.dimension, def.unit.factor});
    return text + (def.unit.symbol.empty() ? "" : " " + def.unit.symbol);
  }
  }
  return {};
}

} // namespace tapeflow::catalog
