#pragma once

// Restores planned the way backups are (issue 25): a restore of a job after a night reads its
// latest full, then the differential since (if any), then the incrementals since that. Each
// piece is solved as a restore of that job alone at that piece's level; the pieces run one
// after another, so the restore takes the sum of their times.

#include "topology/Topology.h"

#include <string>
#include <vector>

namespace tapeflow::schedule {

struct RestoreStep {
  std::string day;
  topology::BackupLevel level = topology::BackupLevel::Full;
  double bytes = 0.0;
  double seconds = 0.0; // the restore of this piece, start-up to finish
};

struct RestorePlan {
  std::string job; // id
  std::string name;
  std::string after;              // the night after which the restore runs
  std::vector<RestoreStep> steps; // oldest first
  double seconds = 0.0;
  std::string problem; // the schedule has no full of the job, or a piece cannot run
};

// For every scheduled job, the longest of the restores after each night it runs (the worst
// morning of the period; the earliest such night when several tie).
[[nodiscard]] std::vector<RestorePlan> planRestores(const topology::Topology& topology);

} // namespace tapeflow::schedule
