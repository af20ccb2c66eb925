#pragma once

// Parameters: the typed figures a kind declares (ParameterDef, from kinds.json) and the values
// that catalog entries, nodes and links give them (Value).

#include "units/Units.h"
#include "util/JsonReader.h"

#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace tapeflow::catalog {

enum class ParamType { Quantity, Integer, Number, Enum, Flag, List, Ref };

// A parameter's value. Quantities and numbers are held in base units (bytes, seconds, bytes/s);
// `text` keeps how a person wrote a quantity ("576 GB/h") so that saving a file gives back what
// was loaded. Lists hold their items the same way.
struct Value {
  std::variant<double, long long, std::string, bool, std::vector<double>> data;
  std::string text;                   // Quantity: the original spelling (may be empty)
  std::vector<std::string> itemTexts; // List: the original spelling of each item

  [[nodiscard]] double number() const; // Quantity/Number (Integer converted); 0 otherwise
  [[nodiscard]] long long integer() const;
  [[nodiscard]] const std::string& string() const; // Enum/Ref
  [[nodiscard]] bool flag() const;
  [[nodiscard]] const std::vector<double>& list() const;

  // Same value; the spelling does not matter ("160 MB/s" equals "576 GB/h").
  friend bool operator==(const Value& a, const Value& b) { return a.data == b.data; }
};

struct ParameterDef {
  std::string name;
  std::string label;
  std::string help;
  ParamType type = ParamType::Quantity;
  units::Unit unit;                // Quantity/List: display unit (dimension inside)
  std::optional<double> min;       // base units
  std::optional<double> max;       // base units
  std::vector<std::string> values; // Enum
  std::string refKind;             // Ref
  bool required = false;
  std::optional<Value> defaultValue;
};

[[nodiscard]] std::string_view paramTypeName(ParamType type);

// Reads the value of `def` from `json` (a member of an entry's or a node's parameters); reports
// what is wrong at `pointer` and returns nullopt if it is not a valid value for `def`. Range
// checks use the definition's min and max; a Ref is checked later, against the catalog.
[[nodiscard]] std::optional<Value> readValue(const JsonReader& reader, const Json& json,
                                             const std::string& pointer, const ParameterDef& def);

// The JSON form of a value, as readValue() reads it.
[[nodiscard]] Json toJson(const Value& value, const ParameterDef& def);

// What is wrong with `value` for `def` (type, finiteness, range), or nullopt when it is valid.
// Used for values that do not come from JSON (the inspector, operations from code).
[[nodiscard]] std::optional<std::string> validate(const Value& value, const ParameterDef& def);

// The value for people: "160 MB/s", "3", "on", "LTO-3", "40, 60, 80 MB/s".
[[nodiscard]] std::string displayText(const Value& value, const ParameterDef& def);

} // namespace tapeflow::catalog
