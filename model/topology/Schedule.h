#pragma once

// A schedule of backups (issue 25): for each day of a period (a week, or any number of days),
// which level each job runs at and the window the night's run has. The period repeats, so the
// days before the first full of a period are the previous period's last days.

#include "topology/Elements.h"
#include "topology/JobLevel.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace tapeflow::topology {

struct ScheduleDay {
  std::string name;               // as people call the day: "Mon", "Saturday"
  std::optional<Duration> window; // this night's window; else the document's backup window
  // The job ids that run this night, with their level; a job not listed does not run.
  std::map<std::string, BackupLevel, std::less<>> levels;
  friend bool operator==(const ScheduleDay&, const ScheduleDay&) = default;
};

struct Schedule {
  std::vector<ScheduleDay> days; // in order; empty: no schedule
  friend bool operator==(const Schedule&, const Schedule&) = default;
};

// The days a schedule may hold: at most a year of nights.
inline constexpr std::size_t kMaxScheduleDays = 366;

} // namespace tapeflow::topology
