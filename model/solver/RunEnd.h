#pragma once

// What ends a run (issue 40): the job that finishes last and the rate the run's bytes move at
// over its time. A run's summary names that job and what holds it; the bottleneck most jobs share
// may not decide the run's time at all (a slow client's job ends hours after the drives' jobs).
// What holds that job comes from the timeline: at its end it may run alone, held by its own path,
// after sharing a switch with the other jobs for most of the run.

#include "solver/Solver.h"

#include <string>
#include <vector>

namespace tapeflow::solver {

// What held a job over part of its transfer, and for how long.
struct Hold {
  std::string label; // a resource's label, or the job's own ceiling in words
  double seconds = 0.0;
};

struct RunEnd {
  const JobResult* last = nullptr; // the job that ends last; null when no job runs
  double bytes = 0.0;              // what every job that runs moves
  double seconds = 0.0;            // the run's time, from the first start to the last end
  // The last job at its end: its rate in its last transfer and what held it then (its steady
  // rate and bottleneck without a timeline).
  double endRate = 0.0;
  std::string heldBy;
  std::string heldByKey; // its resource's key, or the ceiling's ("ceiling:<job>")
  // What else held it earlier in its transfer, the longest first.
  std::vector<Hold> earlier;
  // The rate that agrees with the run's time: its bytes over it (0 for a run of no time).
  [[nodiscard]] double rate() const { return seconds > 0.0 ? bytes / seconds : 0.0; }
};

// What held `job` through one of its transfer segments, in words: the steady bottleneck's at its
// steady rate, else the segment's holder (a resource's label or its ceiling); "" when unsaid.
[[nodiscard]] std::string segmentHolder(const SolveResult& result, const JobResult& job,
                                        const timeline::Segment& segment);

// From the timeline's ends; the first of jobs that end together.
[[nodiscard]] RunEnd runEnd(const SolveResult& result);

} // namespace tapeflow::solver
