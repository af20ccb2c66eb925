#include "bareos/ConfigUnits.h"

#include <charconv>
#include <cmath>
#include <span>
#include <string>

namespace tapeflow::bareos {
namespace {

struct Modifier {
  std::string_view word;
  double factor;
};

// In the daemons' order: the first word a written modifier begins is the one taken.
constexpr Modifier kSize[] = {{"k", 1024.0},
                              {"kb", 1e3},
                              {"m", 1048576.0},
                              {"mb", 1e6},
                              {"g", 1073741824.0},
                              {"gb", 1e9},
                              {"t", 1099511627776.0},
                              {"tb", 1e12},
                              {"p", 1125899906842624.0},
                              {"pb", 1e15},
                              {"e", 1152921504606846976.0},
                              {"eb", 1e18}};
// "n" (minutes) and "seconds" and "months" come before "minutes", so "m" is a month.
constexpr Modifier kTime[] = {{"n", 60.0},          {"seconds", 1.0},    {"months", 2592000.0},
                              {"minutes", 60.0},    {"mins", 60.0},      {"hours", 3600.0},
                              {"days", 86400.0},    {"weeks", 604800.0}, {"quarters", 7862400.0},
                              {"years", 31536000.0}};
constexpr Modifier kSpeed[] = {{"k/s", 1024.0}, {"kb/s", 1e3}, {"m/s", 1048576.0}, {"mb/s", 1e6}};

bool isBlank(char c) { return c == ' ' || c == '\t'; }
bool isDigit(char c) { return c >= '0' && c <= '9'; }

void skipBlanks(std::string_view& text) {
  while (!text.empty() && isBlank(text.front())) text.remove_prefix(1);
}

// A decimal number at the start of `text` ("12", "1.5", ".5", "2e3"), taken off it; no sign but
// '+', no "inf" or hexadecimal (which a bare strtod or from_chars would take).
std::optional<double> takeNumber(std::string_view& text) {
  if (!text.empty() && text.front() == '+') text.remove_prefix(1);
  std::size_t end = 0;
  std::size_t digits = 0;
  for (; end < text.size() && isDigit(text[end]); ++end) ++digits;
  if (end < text.size() && text[end] == '.')
    for (++end; end < text.size() && isDigit(text[end]); ++end) ++digits;
  if (digits == 0) return std::nullopt;
  // An exponent only when digits follow: "5e" is 5 with the modifier "e".
  std::size_t exponent = end + 1;
  if (exponent < text.size() && (text[exponent] == '+' || text[exponent] == '-')) ++exponent;
  if (end < text.size() && (text[end] == 'e' || text[end] == 'E') && exponent < text.size() &&
      isDigit(text[exponent])) {
    end = exponent;
    while (end < text.size() && isDigit(text[end])) ++end;
  }
  double value = 0;
  const auto read = std::from_chars(text.data(), text.data() + end, value);
  if (read.ec != std::errc() || !std::isfinite(value)) return std::nullopt;
  text.remove_prefix(end);
  return value;
}

// The factor of a written modifier (any case, any leading part of a word of `table`).
std::optional<double> factorOf(std::string_view written, std::span<const Modifier> table) {
  std::string lower(written);
  for (char& c : lower)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  for (const Modifier& modifier : table)
    if (modifier.word.starts_with(lower)) return modifier.factor;
  return std::nullopt;
}

std::optional<std::uint64_t> parseParts(std::string_view text, std::span<const Modifier> table,
                                        bool round) {
  constexpr double kLimit = 18446744073709551616.0; // 2^64
  skipBlanks(text);
  if (text.empty()) return std::nullopt;
  double total = 0;
  while (!text.empty()) {
    const auto number = takeNumber(text);
    if (!number) return std::nullopt;
    skipBlanks(text);
    std::size_t length = 0;
    while (length < text.size() && !isDigit(text[length]) && !isBlank(text[length])) ++length;
    double factor = 1;
    if (length > 0) {
      const auto found = factorOf(text.substr(0, length), table);
      if (!found) return std::nullopt;
      factor = *found;
    }
    text.remove_prefix(length);
    skipBlanks(text);
    const double part = *number * factor;
    total += round ? std::round(part) : std::floor(part);
    if (!(total < kLimit)) return std::nullopt;
  }
  return static_cast<std::uint64_t>(total);
}

} // namespace

std::optional<std::uint64_t> parseSize(std::string_view text) {
  return parseParts(text, kSize, false);
}

std::optional<std::uint64_t> parseTime(std::string_view text) {
  return parseParts(text, kTime, true);
}

std::optional<std::uint64_t> parseSpeed(std::string_view text) {
  return parseParts(text, kSpeed, false);
}

} // namespace tapeflow::bareos
