#pragma once

// Walking a text line by line without keeping the lines: a history of a million jobs is read in
// one pass, in memory that grows with the records, not with a copy of the text.

#include <algorithm>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace tapeflow::jobhistory {

// Calls visit(number, line) for each line of `text`, numbered from 1, without its line break (a
// "\r\n" ending counts as one, as a file saved on Windows has it). Stops early when visit
// returns false.
template <class Visit>
void forEachLine(std::string_view text, Visit&& visit) {
  std::size_t number = 1;
  for (std::size_t at = 0; at < text.size(); ++number) {
    const std::size_t end = std::min(text.find('\n', at), text.size());
    std::string_view line = text.substr(at, end - at);
    if (line.ends_with('\r')) line.remove_suffix(1);
    if (!visit(number, line)) return;
    at = end + 1;
  }
}

// `text` without the spaces and tabs around it.
inline std::string_view trim(std::string_view text) {
  const auto first = text.find_first_not_of(" \t\r");
  if (first == std::string_view::npos) return {};
  return text.substr(first, text.find_last_not_of(" \t\r") - first + 1);
}

// `text` in ASCII lower case: column names and keys are compared without case, as MySQL keeps
// the catalog's "JobBytes" where PostgreSQL prints "jobbytes".
inline std::string lower(std::string_view text) {
  std::string result(text);
  for (char& c : result)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return result;
}

// A "key: value" line of `llist jobs`: the key is a column name (letters, digits, '_'), so a
// line of prose with a colon ("Automatically selected Catalog: MyCatalog") is not one.
inline std::optional<std::pair<std::string_view, std::string_view>>
keyValue(std::string_view line) {
  const auto colon = line.find(':');
  if (colon == std::string_view::npos) return std::nullopt;
  const auto key = trim(line.substr(0, colon));
  if (key.empty()) return std::nullopt;
  for (const char c : key) {
    const bool word =
        (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
    if (!word) return std::nullopt;
  }
  return std::pair{key, trim(line.substr(colon + 1))};
}

// A ruler of a bconsole table: "+-------+------+", nothing but '+' and '-', starting with '+'.
inline bool isRuler(std::string_view line) {
  const auto text = trim(line);
  return text.size() >= 3 && text.front() == '+' && text.find('-') != std::string_view::npos &&
         text.find_first_not_of("+-") == std::string_view::npos;
}

inline std::string lineName(std::size_t line) { return "line " + std::to_string(line); }

} // namespace tapeflow::jobhistory
