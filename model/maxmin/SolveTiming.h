#pragma once

// Timed solves, shared by `tapeflow-cli maxmin --time N` and the benchmark so both measure the
// same region: from the Problem (plain arrays, CSC incidence) to every x known. Everything the
// solver builds (CSR transpose, heap, sorted bounds) is built inside that region; parsing is not.

#include "maxmin/Problem.h"

#include <vector>

namespace tapeflow::maxmin {

enum class Workspace {
  Reused, // one Solver for all solves, as the app re-solves: the first solve allocates
  Fresh,  // a new Solver and Solution per solve: allocation inside every timed region
};

struct SolveTimes {
  std::vector<double> micros; // each solve, in order
  double min = 0;
  double median = 0;
};

// `count` timed solves (steady_clock, microseconds). count >= 1.
[[nodiscard]] SolveTimes timeSolves(const Problem& problem, int count,
                                    Workspace workspace = Workspace::Reused);

} // namespace tapeflow::maxmin
