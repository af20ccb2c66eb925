#pragma once

// What a schedule's days mean for one job (Schedule.h). The period repeats: looking back from
// the first day reaches the last days of the previous period.
//   daysOfChange: the days of change a night's backup holds: an incremental, the days since
//                 the job's previous backup of any level; a differential, since its last full.
//   restoreChain: what a restore after a night reads: the latest full, then the differential
//                 since it (if any), then the incrementals since that, oldest first.

#include "topology/Schedule.h"

#include <optional>
#include <string_view>
#include <vector>

namespace tapeflow::schedule {

// The level job `job` runs at on day `day`, if it runs.
[[nodiscard]] std::optional<topology::BackupLevel> levelOn(const topology::Schedule& schedule,
                                                           std::size_t day, std::string_view job);

// The days of change of the job's backup on `day` (which must run it): 1 to the period's length.
[[nodiscard]] int daysOfChange(const topology::Schedule& schedule, std::size_t day,
                               std::string_view job);

// The days whose backups a restore after `day` reads, oldest first; empty when the period has
// no full (or synthetic full) of the job.
[[nodiscard]] std::vector<std::size_t> restoreChain(const topology::Schedule& schedule,
                                                    std::size_t day, std::string_view job);

} // namespace tapeflow::schedule
