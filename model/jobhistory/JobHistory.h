#pragma once

// A Bareos or Bacula job history as plain records (issue 42, item 3): the text a user exports
// from the director, in any of the forms below, turned into one record per job with its name,
// client, type, level, status, start, run time, bytes and files. Matching the records to a
// diagram's jobs is not done here.
//
// The forms read, told apart by their shape:
//   bconsole `list jobs`    a table of +---+ rulers and | cells; columns found by header name
//   bconsole `llist jobs`   blocks of "key: value" lines, each starting with jobid
//   catalog CSV             the Job table exported with a header row (psql \copy ... csv header,
//                           sqlite3 -csv -header, a spreadsheet)
//   bconsole JSON           the reply to `list jobs` or `llist jobs` after `.api 2` (Bareos)
// Every problem is reported with the file and "line N"; a row that is cut or wrapped is
// reported, never guessed at.

#include "util/Diagnostics.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tapeflow::jobhistory {

enum class JobLevel { Full, Differential, Incremental, Other };

struct JobRecord {
  std::string name;        // the Job resource's name ("backup-bareos-fd")
  std::string job;         // the catalog's unique job ("backup-bareos-fd.2024-05-01_21.00.00_03")
  std::string client;      // when the text gives it
  std::uint64_t jobId = 0; // the catalog's JobId; 0 when the text gives none
  std::uint64_t clientId = 0; // the catalog's ClientId, when given (a CSV may give only this)
  char type = 'B';            // B backup, R restore, C copy, M migrated, V verify, D admin, ...
  JobLevel level = JobLevel::Other;
  char status = 'T';             // T ok, W warnings, E/f error, A cancelled, R running, ...
  std::optional<double> start;   // seconds since the epoch, UTC, when given
  std::optional<double> seconds; // run time: endtime - starttime, or a duration column
  double bytes = 0.0;            // JobBytes
  double files = 0.0;            // JobFiles
  std::size_t line = 0;          // where the record starts in the text (1-based)
};

struct History {
  std::vector<JobRecord> jobs;
  Diagnostics diagnostics;
  // "bconsole list jobs", "bconsole llist jobs", "catalog CSV" or "bconsole JSON"; empty when
  // the text is none of them.
  std::string format;
};

// The jobs of `text`, whose form is recognised from its shape; `file` names it in diagnostics.
[[nodiscard]] History readJobHistory(std::string_view text, const std::string& file);

} // namespace tapeflow::jobhistory
