// Formatting of base-unit numbers for people and for files.

#include "units/Format.h"

#include <array>
#include <cassert>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <string_view>
#include <system_error>

namespace tapeflow::units {
namespace {

// Fixed-point text with `significant` significant digits, trailing zeros removed.
std::string formatNumber(double number, int significant) {
  if (number == 0.0) return "0";
  const int magnitude = static_cast<int>(std::floor(std::log10(std::fabs(number))));
  const int decimals = std::max(0, significant - 1 - magnitude);
  // to_chars writes what printf's "%.*f" writes, without the locale and several times faster
  // (the solver's warnings format thousands of figures: issue 43).
  std::array<char, 512> buffer{};
  const auto written = std::to_chars(buffer.data(), buffer.data() + buffer.size(), number,
                                     std::chars_format::fixed, std::min(decimals, 300));
  std::string_view text(buffer.data(), written.ec == std::errc() ? written.ptr - buffer.data() : 0);
  if (text.find('.') != std::string_view::npos) {
    while (text.back() == '0') text.remove_suffix(1);
    if (text.back() == '.') text.remove_suffix(1);
  }
  if (text == "-0") return "0";
  return std::string(text);
}

struct AutoPrefix {
  const char* name;
  double factor;
};

} // namespace

std::string format(double value, const Unit& unit, int significant) {
  if (!std::isfinite(value)) return "n/a";
  std::string text = formatNumber(value / unit.factor, significant);
  if (unit.symbol.empty()) return text;
  if (unit.symbol == "%" || unit.symbol == ":1") return text + unit.symbol;
  return text + " " + unit.symbol;
}

std::string format(double value, std::string_view unitText, int significant) {
  const auto unit = parseUnit(unitText);
  assert(unit.hasValue() && "format() called with a unit that does not parse");
  if (!unit) return formatExact(value);
  return format(value, *unit, significant);
}

std::string formatAuto(double value, Dimension dimension, AutoStyle style) {
  if (dimension == Dimension::Seconds) return formatDuration(value);
  if (dimension == Dimension::Dimensionless)
    return format(value, Unit{"", Dimension::Dimensionless, 1.0}, style.significant);

  static constexpr std::array<AutoPrefix, 7> kDecimal{
      {{"", 1.0}, {"k", 1e3}, {"M", 1e6}, {"G", 1e9}, {"T", 1e12}, {"P", 1e15}, {"E", 1e18}}};
  static constexpr std::array<AutoPrefix, 7> kBinary{{{"", 1.0},
                                                      {"Ki", 1024.0},
                                                      {"Mi", 1048576.0},
                                                      {"Gi", 1073741824.0},
                                                      {"Ti", 1099511627776.0},
                                                      {"Pi", 1125899906842624.0},
                                                      {"Ei", 1152921504606846976.0}}};
  const auto& prefixes = style.binary ? kBinary : kDecimal;
  const double perUnit = (style.bits ? 1.0 / 8.0 : 1.0);
  const double perTime = (dimension == Dimension::Rate && style.perHour) ? 1.0 / 3600.0 : 1.0;
  const double magnitude = std::fabs(value) / (perUnit * perTime);

  std::size_t chosen = 0;
  for (std::size_t i = 1; i < prefixes.size(); ++i)
    if (magnitude >= prefixes[i].factor * 0.9995) chosen = i; // 999.96 kB shows as 1 MB
  std::string symbol = std::string(prefixes[chosen].name) + (style.bits ? "b" : "B");
  if (dimension == Dimension::Rate) symbol += style.perHour ? "/h" : "/s";
  return format(value, Unit{symbol, dimension, prefixes[chosen].factor * perUnit * perTime},
                style.significant);
}

std::string formatDuration(double seconds) {
  if (!std::isfinite(seconds)) return "n/a";
  if (seconds < 0) return "-" + formatDuration(-seconds);
  if (seconds < 60.0) return formatNumber(seconds, 3) + " s";
  const auto total = static_cast<long long>(std::llround(seconds));
  const long long days = total / 86400;
  const long long hours = (total % 86400) / 3600;
  const long long minutes = (total % 3600) / 60;
  const long long secs = total % 60;
  std::array<char, 64> buffer{};
  if (days > 0)
    std::snprintf(buffer.data(), buffer.size(), "%lld d %lld h", days, hours);
  else if (hours > 0)
    std::snprintf(buffer.data(), buffer.size(), "%lld h %02lld min", hours, minutes);
  else
    std::snprintf(buffer.data(), buffer.size(), "%lld min %02lld s", minutes, secs);
  return buffer.data();
}

std::string formatExact(double value) {
  // Plain digits for the magnitudes people read in a file (160000000, 0.0015), the shortest
  // exponent form beyond them; either way the shortest text that reads back to `value`.
  const double magnitude = std::fabs(value);
  const bool plain = magnitude == 0.0 || (magnitude >= 1e-4 && magnitude < 1e16);
  std::array<char, 400> buffer{};
  const auto result = plain ? std::to_chars(buffer.data(), buffer.data() + buffer.size(), value,
                                            std::chars_format::fixed)
                            : std::to_chars(buffer.data(), buffer.data() + buffer.size(), value);
  return std::string(buffer.data(), result.ptr);
}

} // namespace tapeflow::units
