#pragma once

// Line and field scanning shared by the lmm-system and lmm-solution readers: whole-file reads,
// whitespace-separated fields, and strict number parsing (std::from_chars: the whole field must
// be the number, locale-independent, no exceptions).

#include "util/Expected.h"

#include <charconv>
#include <optional>
#include <string>
#include <string_view>

namespace tapeflow::maxmin::text {

[[nodiscard]] Expected<std::string> readWholeFile(const std::string& path);

// Splits `line` into at most `N` fields; returns how many there were (N + 1 means "more").
template <std::size_t N>
std::size_t splitFields(std::string_view line, std::string_view (&fields)[N]) {
  std::size_t count = 0;
  std::size_t i = 0;
  const auto space = [](char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
  };
  while (i < line.size()) {
    while (i < line.size() && space(line[i])) ++i;
    if (i == line.size()) break;
    const std::size_t start = i;
    while (i < line.size() && !space(line[i])) ++i;
    if (count == N) return N + 1;
    fields[count++] = line.substr(start, i - start);
  }
  return count;
}

// A decimal number (an optional leading '+' is accepted, as Python's float() does); nullopt
// when the field is not entirely one, or is out of double's range.
[[nodiscard]] inline std::optional<double> parseDouble(std::string_view field) {
  if (!field.empty() && field.front() == '+') field.remove_prefix(1);
  double value = 0;
  const auto [end, ec] = std::from_chars(field.data(), field.data() + field.size(), value);
  if (ec != std::errc{} || end != field.data() + field.size()) return std::nullopt;
  return value;
}

// A decimal integer; nullopt when the field is not entirely one or overflows (callers check
// ranges).
[[nodiscard]] inline std::optional<long long> parseInteger(std::string_view field) {
  long long value = 0;
  const auto [end, ec] = std::from_chars(field.data(), field.data() + field.size(), value);
  if (ec != std::errc{} || end != field.data() + field.size()) return std::nullopt;
  return value;
}

} // namespace tapeflow::maxmin::text
