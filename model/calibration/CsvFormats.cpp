#include "calibration/CsvFormats.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>

namespace tapeflow::calibration {
namespace {

using Json = nlohmann::json;

std::string normal(std::string_view text) {
  const auto first = text.find_first_not_of(" \t\r");
  if (first == std::string_view::npos) return {};
  std::string out(text.substr(first, text.find_last_not_of(" \t\r") - first + 1));
  std::transform(out.begin(), out.end(), out.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return out;
}

Expected<std::vector<std::string>> names(const Json& list, const std::string& where) {
  std::vector<std::string> out;
  if (!list.is_array()) return Error{where + " is not a list of names"};
  for (const auto& name : list) {
    if (!name.is_string()) return Error{where + " holds a non-string"};
    out.push_back(normal(name.get<std::string>()));
  }
  return out;
}

Expected<CsvFormat> formatOf(const Json& item, std::size_t index) {
  const std::string where = "format " + std::to_string(index + 1);
  for (const char* member : {"id", "title", "source"})
    if (!item.contains(member) || !item[member].is_string())
      return Error{where + ": needs '" + member + "' as text"};
  CsvFormat format{item["id"], item["title"], item["source"], {}, {}, {}};
  if (!item.contains("columns") || !item["columns"].is_object())
    return Error{where + ": needs 'columns'"};
  for (const auto& [role, list] : item["columns"].items()) {
    std::size_t r = 0;
    while (r < kCsvRoles && roleName(static_cast<CsvRole>(r)) != role) ++r;
    if (r == kCsvRoles) return Error{where + ": no column role '" + role + "'"};
    auto read = names(list, where + ": '" + role + "'");
    if (!read) return read.error();
    format.names[r] = std::move(*read);
  }
  if (item.contains("requires")) {
    auto read = names(item["requires"], where + ": 'requires'");
    if (!read) return read.error();
    format.required = std::move(*read);
  }
  if (item.contains("direction_words") && item["direction_words"].is_object())
    for (const auto& [word, direction] : item["direction_words"].items())
      if (direction.is_string()) format.directionWords[normal(word)] = direction.get<std::string>();
  return format;
}

std::optional<std::size_t> columnNamed(const std::vector<std::string>& header,
                                       const std::vector<std::string>& names) {
  for (const auto& name : names)
    for (std::size_t c = 0; c < header.size(); ++c)
      if (header[c] == name) return c;
  return std::nullopt;
}

ColumnMapping mappingOf(const std::vector<std::string>& header, const CsvFormat& format) {
  ColumnMapping mapping;
  for (std::size_t r = 0; r < kCsvRoles; ++r)
    mapping.columns[r] = columnNamed(header, format.names[r]);
  mapping.directionWords = format.directionWords;
  return mapping;
}

} // namespace

Expected<std::vector<CsvFormat>> readCsvFormats(std::string_view text) {
  const Json json = Json::parse(text, nullptr, false);
  if (json.is_discarded() || !json.is_object() || !json.contains("formats") ||
      !json["formats"].is_array())
    return Error{"not a CSV formats file (a JSON object with a 'formats' list)"};
  std::vector<CsvFormat> formats;
  for (std::size_t i = 0; i < json["formats"].size(); ++i) {
    auto format = formatOf(json["formats"][i], i);
    if (!format) return format.error();
    formats.push_back(std::move(*format));
  }
  return formats;
}

GuessedMapping guessMapping(const std::vector<std::string>& rawHeader,
                            const std::vector<CsvFormat>& formats) {
  std::vector<std::string> header;
  for (const auto& name : rawHeader) header.push_back(normal(name));
  for (const auto& format : formats) {
    if (format.required.empty()) continue;
    const bool all =
        std::all_of(format.required.begin(), format.required.end(), [&](const auto& n) {
          return std::find(header.begin(), header.end(), n) != header.end();
        });
    if (all) return {mappingOf(header, format), &format};
  }
  // No format recognised: each role by any name a format gives it, in file order.
  GuessedMapping guess;
  for (const auto& format : formats)
    for (std::size_t r = 0; r < kCsvRoles; ++r)
      if (!guess.mapping.columns[r])
        guess.mapping.columns[r] = columnNamed(header, format.names[r]);
  return guess;
}

} // namespace tapeflow::calibration
