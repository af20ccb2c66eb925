#pragma once

// What ends a run (issue 40): the job that finishes last and the rate the run's bytes move at
// over its time. A run's summary names that job and what holds it; the bottleneck most jobs share
// may not decide the run's time at all (a slow client's job ends hours after the drives' jobs).

#include "solver/Solver.h"

namespace tapeflow::solver {

struct RunEnd {
  const JobResult* last = nullptr; // the job that ends last; null when no job runs
  double bytes = 0.0;              // what every job that runs moves
  double seconds = 0.0;            // the run's time, from the first start to the last end
  // The rate that agrees with the run's time: its bytes over it (0 for a run of no time).
  [[nodiscard]] double rate() const { return seconds > 0.0 ? bytes / seconds : 0.0; }
};

// From the timeline's ends; the first of jobs that end together.
[[nodiscard]] RunEnd runEnd(const SolveResult& result);

} // namespace tapeflow::solver
