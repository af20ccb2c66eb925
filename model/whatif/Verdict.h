#pragma once

// Does the run fit? The backup run's time (the timeline of a solve with every job backing up)
// against the backup window, and the restore run's (every job restoring) against the restore
// objective (docs/architecture.md, pipeline step 9). Numbers first; the sentence people read is
// made by describe(), the one place that words a verdict, for the CLI, the app and the report
// alike.

#include "solver/Solver.h"
#include "topology/Elements.h"

#include <optional>
#include <string>
#include <vector>

namespace tapeflow::whatif {

enum class Fit {
  NotSet,       // no window or objective to check against
  Fits,         // the run ends within it
  Misses,       // the run ends after it
  CannotFinish, // some job cannot run or never ends
};

struct Verdict {
  topology::Direction direction = topology::Direction::Backup;
  Fit fit = Fit::NotSet;
  double runSeconds = 0.0;   // the run's time, first start to last end
  double limitSeconds = 0.0; // the window or objective (0 when not set)
  // Spare time when it fits, the overrun when it misses (both positive); 0 otherwise.
  double marginSeconds = 0.0;
  std::string limitText; // the window as the user wrote it ("6 h")
  std::string why;       // CannotFinish: the first job that cannot run, and why
  // A staged run (backups to disk, then copies to tape or object storage; issue 24): the
  // backups are what must fit (runSeconds is theirs, `run` names them: "Backup to disk"), and
  // each later stage is told by how long after them it finishes.
  std::string run;
  struct Later {
    std::string stage; // "copy to tape"
    double afterSeconds = 0.0;
  };
  std::vector<Later> later;
};

// `run` must be a solve with DirectionMode::Backup (or Restore) and the timeline.
[[nodiscard]] Verdict judge(const solver::SolveResult& run, topology::Direction direction,
                            const std::optional<topology::Duration>& limit);
[[nodiscard]] Verdict judgeBackup(const solver::SolveResult& backup,
                                  const topology::Objectives& objectives);
[[nodiscard]] Verdict judgeRestore(const solver::SolveResult& restore,
                                   const topology::Objectives& objectives);

// "Backup fits the 6 h window with 4 h 50 min to spare", "Restore misses the 2 h objective by
// 1 h 12 min", "Backup takes 1 h 10 min (no backup window set)", "Restore cannot finish: ...",
// "Backup to disk fits the 8 h window with 2 h to spare; the copy to tape finishes 3 h later".
[[nodiscard]] std::string describe(const Verdict& verdict);

} // namespace tapeflow::whatif
