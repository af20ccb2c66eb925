#pragma once

// Reading CSV (RFC 4180) into records: what every CSV reader of the product reads (the
// calibration's job statistics, the column-mapping dialog's preview). The parsing is libcsv's,
// a well-kept RFC 4180 parser (issue 37), not a loop of our own; this adds the line each record
// starts on, for messages that say where.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace tapeflow {

// A record of a CSV file: the line it starts on (1-based), its fields (quotes removed, "" inside
// quotes read as one ", spaces around a field dropped), and what makes it unreadable, if
// anything: a quote inside a field that does not start with one, text after a closing quote, or
// a quote left open (which runs to the end of the file). Such a record holds the fields read
// before the fault; reading goes on at the next line.
struct CsvRecord {
  std::size_t line = 0;
  std::vector<std::string> fields;
  std::string problem; // empty: read whole
};

// The records of `text` (a quoted field may hold commas, quotes and line breaks), blank ones left
// out, at most `limit`; a leading byte-order mark (Excel's "CSV UTF-8") is not part of the first
// field.
[[nodiscard]] std::vector<CsvRecord> csvRecords(std::string_view text,
                                                std::size_t limit = SIZE_MAX);

} // namespace tapeflow
