#pragma once

// The job reports of backup tools that are plain CSV with a header line, recognised by their
// column names so that the column-mapping dialog starts from the right guess. The formats are
// data (resources/calibration/csv-formats.json), each with the documentation its names come
// from; see docs/calibration.md.

#include "calibration/JobCsv.h"
#include "util/Expected.h"

#include <string>
#include <string_view>
#include <vector>

namespace tapeflow::calibration {

struct CsvFormat {
  std::string id;
  std::string title;  // for people: "Bacula or Bareos catalog, Job table"
  std::string source; // where its column names are documented
  // The header names each role may have, lower case; an empty list: the format has no such
  // column.
  std::array<std::vector<std::string>, kCsvRoles> names;
  std::vector<std::string> required; // names that must all be in a header to recognise it
  std::map<std::string, std::string> directionWords;
};

[[nodiscard]] Expected<std::vector<CsvFormat>> readCsvFormats(std::string_view json);

struct GuessedMapping {
  ColumnMapping mapping;
  const CsvFormat* format = nullptr; // the format recognised; null when none was
};

// The first format (in file order) whose required names are all in `header` (any case, spaces
// trimmed), its columns mapped; else every role whose name any format gives, found by name.
[[nodiscard]] GuessedMapping guessMapping(const std::vector<std::string>& header,
                                          const std::vector<CsvFormat>& formats);

} // namespace tapeflow::calibration
