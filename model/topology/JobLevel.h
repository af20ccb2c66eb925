#pragma once

// A backup's level (issue 25): a full copies the whole data set; an incremental what changed
// since the last backup of any level; a differential what changed since the last full; a
// synthetic full is put together on the backup server from earlier backups, so it reads there
// and not on the client. Kept apart from JobOptions so the level's figures travel together.

#include <optional>
#include <string>
#include <string_view>

namespace tapeflow::topology {

enum class BackupLevel { Full, Differential, Incremental, SyntheticFull };

// Limits of what a file may say of a job (issue 37). Assumptions with a margin, not facts: the
// largest file systems in use hold billions of files; a differential holds at most ten years.
inline constexpr long long kMaxFiles = 1'000'000'000'000;
inline constexpr int kMaxDaysOfChange = 3653;
inline constexpr double kMaxBlockSize = 8.0 * 1024 * 1024 * 1024;
inline constexpr int kMaxPriority = 1'000'000; // either way; far more levels than jobs

[[nodiscard]] std::string_view backupLevelName(BackupLevel level); // "full", "incremental", ...
[[nodiscard]] std::optional<BackupLevel> parseBackupLevel(std::string_view name);
// An incremental or a differential: a level that moves only what changed.
[[nodiscard]] bool isPartial(BackupLevel level);

struct JobLevel {
  BackupLevel level = BackupLevel::Full;
  std::optional<double> changeRate;      // share of the data set changed per day, 0 to 1
  std::optional<long long> changedFiles; // files changed per day; else changeRate of the files
  int daysOfChange = 1;                  // days of change a differential or incremental holds
  int priority = 0;                      // higher goes first among jobs queued together
  bool newMedia = false;                 // writes to new cartridges (initialised on first use)
  std::string syntheticSource;           // a synthetic full's volume of earlier backups (a node id)
  friend bool operator==(const JobLevel&, const JobLevel&) = default;
};

// What makes the level invalid (a figure that cannot be), or empty: the document refuses it.
[[nodiscard]] std::string levelError(const JobLevel& level);
// Why the level cannot run, or empty: levelError(), or what it still lacks (an incremental or
// differential its change rate, a synthetic full its source), which a document may hold while
// the user fills it in; the solver reports it as the job's error.
[[nodiscard]] std::string levelProblem(const JobLevel& level);

} // namespace tapeflow::topology
