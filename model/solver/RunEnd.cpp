#include "solver/RunEnd.h"

namespace tapeflow::solver {

RunEnd runEnd(const SolveResult& result) {
  RunEnd run;
  run.seconds = result.timeline.window;
  for (const auto& job : result.jobs) {
    if (!job.error.empty()) continue;
    run.bytes += job.bytes;
    if (!run.last || job.end > run.last->end) run.last = &job;
  }
  return run;
}

} // namespace tapeflow::solver
