#pragma once

// Job statistics from CSV (issue 23): the rates backup tools log for every job, read as
// measurements of whole jobs and matched to the document's jobs by name. The first line names
// the columns (any order, any case):
//   job (or name)   the job's name as in the document                        required
//   bytes           the data the job moved: "1.5 TB", or a plain number of bytes  required
//   duration        "1:20:05", "80 min", or a plain number of seconds    or start and end:
//   start, end      "2026-11-20 22:00:00" (or with a T; seconds optional)
//   direction       backup or restore; checked against the job's           optional
//   uncertainty     "5 %" or 0.05                                           optional
//   date, note      kept with the measurement                               optional
// Fields may be quoted as RFC 4180 says (util/CsvRecords.h reads them). Every bad field is
// reported with its line and column.

#include "calibration/Calibrate.h"
#include "util/Diagnostics.h"

#include <array>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tapeflow::calibration {

struct CsvMeasurements {
  std::vector<JobMeasurement> measurements;
  Diagnostics diagnostics;
};

[[nodiscard]] CsvMeasurements readJobCsv(std::string_view text, const std::string& file,
                                         const topology::Topology& topology);

// What a column holds, for a file whose columns have other names (the column-mapping dialog,
// CsvFormats.h): a job's name, its bytes, its start and end, its duration, its rate (bytes over
// duration, when the tool logs that instead) and its direction.
enum class CsvRole { Job, Bytes, Start, End, Duration, Rate, Direction };
inline constexpr std::size_t kCsvRoles = 7;
[[nodiscard]] std::string_view roleName(CsvRole role); // "job", "bytes", ... as in the header

struct ColumnMapping {
  std::array<std::optional<std::size_t>, kCsvRoles> columns; // 0-based column of each role
  // How the file writes a direction, lower case: Bacula's catalog has "b" for a backup.
  std::map<std::string, std::string> directionWords;
  [[nodiscard]] std::optional<std::size_t>& operator[](CsvRole role) {
    return columns[static_cast<std::size_t>(role)];
  }
  [[nodiscard]] const std::optional<std::size_t>& operator[](CsvRole role) const {
    return columns[static_cast<std::size_t>(role)];
  }
};

// Why `mapping` cannot import (no job column; neither a rate nor bytes with a duration or a
// start and an end), in words; empty when it can.
[[nodiscard]] std::string mappingProblem(const ColumnMapping& mapping);

// The file read with `mapping` (its first line is a header and is skipped); bad fields are
// reported by line and column, the column named by its role.
[[nodiscard]] CsvMeasurements readJobCsv(std::string_view text, const std::string& file,
                                         const topology::Topology& topology,
                                         const ColumnMapping& mapping);

} // namespace tapeflow::calibration
