// Parsing of quantities: a number followed by an optional unit.

#include "units/Units.h"
#include "util/Text.h"

#include <cctype>
#include <charconv>
#include <cmath>
#include <system_error>

namespace tapeflow::units {
namespace {

using tapeflow::quote;

bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

std::string_view trim(std::string_view text) {
  while (!text.empty() && isSpace(text.front())) text.remove_prefix(1);
  while (!text.empty() && isSpace(text.back())) text.remove_suffix(1);
  return text;
}

struct NumberAndUnit {
  double number;
  std::string_view unitText;
};

// Splits "160 MB/s" into 160 and "MB/s". The number is read locale-independently (a dot is the
// decimal separator everywhere); "inf", "nan" and hexadecimal are refused.
Expected<NumberAndUnit> splitNumber(std::string_view text) {
  const std::string_view original = text;
  text = trim(text);
  if (text.empty()) return Error{"empty value: expected a number such as '160 MB/s'"};

  bool negative = false;
  if (text.front() == '+' || text.front() == '-') {
    negative = text.front() == '-';
    text.remove_prefix(1);
  }
  if (text.empty() ||
      !(std::isdigit(static_cast<unsigned char>(text.front())) || text.front() == '.'))
    return Error{quote(original) + " does not start with a number"};

  double number = 0.0;
  const auto [end, ec] =
      std::from_chars(text.data(), text.data() + text.size(), number, std::chars_format::general);
  if (ec == std::errc::result_out_of_range)
    return Error{quote(original) + ": the number is out of range"};
  if (ec != std::errc()) return Error{quote(original) + " does not start with a number"};

  std::string_view rest(end, static_cast<std::size_t>(text.data() + text.size() - end));
  if (!rest.empty() && (rest.front() == '.' || rest.front() == ','))
    return Error{quote(original) + ": malformed number (use one '.' as decimal separator and "
                                   "no thousands separator)"};
  return NumberAndUnit{negative ? -number : number, trim(rest)};
}

Expected<double> checkMagnitude(double value, std::string_view original) {
  if (!std::isfinite(value) || std::fabs(value) > kLargestMagnitude)
    return Error{quote(original) + " is too large to be a real figure"};
  return value;
}

} // namespace

Expected<Quantity> parseQuantity(std::string_view text) {
  auto split = splitNumber(text);
  if (!split) return split.error();
  auto unit = parseUnit(split->unitText);
  if (!unit) return Error{quote(trim(text)) + ": " + unit.error().message};
  auto value = checkMagnitude(split->number * unit->factor, trim(text));
  if (!value) return value.error();
  return Quantity{*value, unit->dimension};
}

Expected<double> parseAs(std::string_view text, const Unit& defaultUnit) {
  auto split = splitNumber(text);
  if (!split) return split.error();
  auto unit = parseUnit(split->unitText);
  if (!unit) return Error{quote(trim(text)) + ": " + unit.error().message};

  double factor = unit->factor;
  if (unit->dimension == Dimension::Dimensionless && defaultUnit.dimension != unit->dimension) {
    // "256K" or "1.5" in a field that expects, say, bytes: the multiplier applies to the
    // field's own unit. "%" and ":1" are only meaningful for plain numbers.
    if (unit->symbol == "%" || unit->symbol == ":1")
      return Error{quote(trim(text)) + ": expected " +
                   std::string(dimensionName(defaultUnit.dimension)) + ", not a ratio"};
    factor *= defaultUnit.factor;
  } else if (unit->dimension != defaultUnit.dimension) {
    return Error{quote(trim(text)) + " is " + std::string(dimensionName(unit->dimension)) +
                 ", expected " + std::string(dimensionName(defaultUnit.dimension)) +
                 (defaultUnit.symbol.empty() ? std::string()
                                             : " (for example in " + defaultUnit.symbol + ")")};
  }
  return checkMagnitude(split->number * factor, trim(text));
}

} // namespace tapeflow::units
