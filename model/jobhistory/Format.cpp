#include "jobhistory/Format.h"

#include "jobhistory/Fields.h"
#include "jobhistory/Lines.h"

namespace tapeflow::jobhistory {

namespace {

// The first line that is not blank, and its number.
std::pair<std::size_t, std::string_view> firstLine(std::string_view text) {
  std::pair<std::size_t, std::string_view> found{1, {}};
  forEachLine(text, [&](std::size_t number, std::string_view line) {
    if (trim(line).empty()) return true;
    found = {number, trim(line)};
    return false;
  });
  return found;
}

// A header whose names, split at `separator` (quotes around a name dropped), include jobid or
// jobbytes.
bool namesJobColumns(std::string_view line, char separator) {
  if (line.find(separator) == std::string_view::npos) return false;
  for (std::size_t at = 0; at <= line.size();) {
    const auto end = std::min(line.find(separator, at), line.size());
    auto name = trim(line.substr(at, end - at));
    if (name.size() >= 2 && name.front() == '"' && name.back() == '"')
      name = name.substr(1, name.size() - 2);
    const auto field = fieldNamed(name);
    if (field == Field::JobId || field == Field::Bytes) return true;
    at = end + 1;
  }
  return false;
}

// `list jobs` or `llist jobs`, by which shows first: a ruler or a jobid line.
DetectedFormat consoleForm(std::string_view text) {
  DetectedFormat detected;
  forEachLine(text, [&](std::size_t number, std::string_view line) {
    if (isRuler(line)) {
      detected = {Format::Table, number};
    } else if (const auto pair = keyValue(line); pair && fieldNamed(pair->first) == Field::JobId) {
      detected = {Format::LongList, number};
    }
    return detected.format == Format::Unknown;
  });
  return detected;
}

} // namespace

DetectedFormat detectFormat(std::string_view text) {
  const auto [number, line] = firstLine(text);
  if (line.starts_with('{')) return {Format::Json, number};
  if (namesJobColumns(line, ',')) return {Format::CatalogCsv, number};
  const auto console = consoleForm(text);
  if (console.format != Format::Unknown) return console;
  return {Format::Unknown, number};
}

std::string unknownFormatMessage(std::string_view text) {
  std::string message =
      "not a job history that can be read: expected the output of bconsole's 'list jobs' (a "
      "table of +---+ rulers and | cells), of 'llist jobs' (blocks of 'key: value' lines from "
      "jobid on), or the catalog's Job table as CSV with a header row (jobid,name,...,jobbytes); "
      "bconsole's JSON reply after '.api 2' is read too";
  if (namesJobColumns(firstLine(text).second, '\t'))
    message += " (the first line is separated by tabs: export with commas, as psql's "
               "\"\\copy ... csv header\" or sqlite3's -csv -header write it)";
  return message;
}

} // namespace tapeflow::jobhistory
