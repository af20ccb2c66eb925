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
// Fields may be quoted as RFC 4180 says. Every bad field is reported with its line and column.

#include "calibration/Calibrate.h"
#include "util/Diagnostics.h"

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

// One line of CSV split into fields (quotes removed, "" inside quotes read as one "); false when
// a quoted field is not closed on the line.
[[nodiscard]] bool splitCsvLine(std::string_view line, std::vector<std::string>& fields);

} // namespace tapeflow::calibration
