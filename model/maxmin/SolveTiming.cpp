#include "maxmin/SolveTiming.h"

#include "maxmin/MaxMin.h"

#include <algorithm>
#include <chrono>

namespace tapeflow::maxmin {

SolveTimes timeSolves(const Problem& problem, int count, Workspace workspace) {
  using Clock = std::chrono::steady_clock;
  SolveTimes times;
  times.micros.reserve(std::size_t(count));
  Solver reused;
  Solution reusedSolution;
  for (int i = 0; i < count; ++i) {
    const auto start = Clock::now();
    if (workspace == Workspace::Reused) {
      reused.solve(problem, reusedSolution);
    } else {
      Solver solver;
      Solution solution;
      solver.solve(problem, solution);
    }
    const auto stop = Clock::now();
    times.micros.push_back(std::chrono::duration<double, std::micro>(stop - start).count());
  }
  std::vector<double> sorted = times.micros;
  std::sort(sorted.begin(), sorted.end());
  if (!sorted.empty()) {
    times.min = sorted.front();
    const std::size_t n = sorted.size();
    times.median = n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
  }
  return times;
}

} // namespace tapeflow::maxmin
