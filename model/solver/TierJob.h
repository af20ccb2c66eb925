#pragma once

// What a job to or from one of today's tiers carries beyond a tape job (issue 24): the
// deduplication it meets on a deduplicating target, and for a copy job out of a disk pool or a
// deduplicating target the backups whose data it moves on and when (timeline/Spool.h).

#include <limits>
#include <string>
#include <vector>

namespace tapeflow::solver {

struct TierJob {
  // Logical bytes per byte stored (deduplication with compression): 1 unless the target
  // deduplicates. With source-side deduplication the client chunks and fingerprints at
  // `clientCoreRate` logical bytes per core-second and only new chunks (1/ratio) cross the
  // network after it.
  double dedupRatio = 1.0;
  bool sourceSide = false;
  double clientCoreRate = 0.0;

  // A copy job: ids of the backup jobs into its source whose bytes it moves, whether it
  // despools while they run, and the spool's size and water marks (bytes).
  std::vector<std::string> copies;
  bool whileRunning = false;
  double spoolSize = std::numeric_limits<double>::infinity();
  double highWater = 0.0;
  double lowWater = 0.0;

  // The job's stage for the verdict's words: "backup to disk", "backup to object storage",
  // "copy to tape", "copy to object storage", ...; empty for a backup straight to tape.
  std::string stage;
};

} // namespace tapeflow::solver
