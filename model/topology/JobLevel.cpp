#include "topology/JobLevel.h"

#include <algorithm>
#include <array>
#include <utility>

namespace tapeflow::topology {
namespace {

constexpr std::array<std::pair<BackupLevel, std::string_view>, 4> kNames{{
    {BackupLevel::Full, "full"},
    {BackupLevel::Differential, "differential"},
    {BackupLevel::Incremental, "incremental"},
    {BackupLevel::SyntheticFull, "synthetic-full"},
}};

} // namespace

bool isPartial(BackupLevel level) {
  return level == BackupLevel::Differential || level == BackupLevel::Incremental;
}

std::string_view backupLevelName(BackupLevel level) {
  for (const auto& [value, name] : kNames)
    if (value == level) return name;
  return "full";
}

std::optional<BackupLevel> parseBackupLevel(std::string_view name) {
  for (const auto& [value, text] : kNames)
    if (text == name) return value;
  return std::nullopt;
}

std::string levelError(const JobLevel& level) {
  if (level.changeRate && !(*level.changeRate >= 0.0 && *level.changeRate <= 1.0))
    return "the change rate is a share of the data set per day, from 0 to 1";
  if (level.changedFiles && *level.changedFiles < 0) return "the changed files cannot be negative";
  if (level.changedFiles && *level.changedFiles > kMaxFiles)
    return "more than 10^12 changed files a day is beyond any file system in use";
  if (level.daysOfChange < 1) return "the days of change must be at least 1";
  if (level.priority < -kMaxPriority || level.priority > kMaxPriority)
    return "the priority must be from -" + std::to_string(kMaxPriority) + " to " +
           std::to_string(kMaxPriority);
  // Beyond ten years a differential is not a backup level but a new full (issue 37: 10^9 days
  // was clamped to the whole data set without a word).
  if (level.daysOfChange > kMaxDaysOfChange)
    return "the days of change must be at most " + std::to_string(kMaxDaysOfChange) +
           " (ten years)";
  return {};
}

std::string levelProblem(const JobLevel& level) {
  if (std::string error = levelError(level); !error.empty()) return error;
  if (isPartial(level.level) && !level.changeRate)
    return std::string(level.level == BackupLevel::Incremental ? "an incremental"
                                                               : "a differential") +
           " needs the change rate of its data set";
  if (level.level == BackupLevel::SyntheticFull && level.syntheticSource.empty())
    return "a synthetic full needs the volume that holds the earlier backups";
  return {};
}

} // namespace tapeflow::topology
