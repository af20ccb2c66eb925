#include "Certificate.h"

#include <algorithm>
#include <cmath>

namespace tapeflow::maxmin::test {

std::vector<std::string> certificateViolations(const Problem& problem, const Solution& solution,
                                               double rtol) {
  std::vector<std::string> bad;
  const Index constraints = problem.constraintCount();
  const Index variables = problem.variableCount();
  if (solution.x.size() != std::size_t(variables) ||
      solution.frozenBy.size() != std::size_t(variables))
    return {"solution has the wrong size"};

  std::vector<long double> load(std::size_t(constraints), 0.0L);
  std::vector<double> maxRate(std::size_t(constraints), 0.0);
  for (Index j = 0; j < variables; ++j)
    for (Index k = problem.columnStart[j]; k < problem.columnStart[j + 1]; ++k) {
      const Index r = problem.row[k];
      load[r] += static_cast<long double>(problem.coefficient[k]) * solution.x[j];
      maxRate[r] = std::max(maxRate[r], solution.x[j] / problem.weight[j]);
    }
  std::vector<bool> saturated(static_cast<std::size_t>(constraints));
  for (Index r = 0; r < constraints; ++r) {
    const long double capacity = problem.capacity[r];
    saturated[r] = load[r] >= capacity * (1 - rtol);
    if (load[r] > capacity * (1 + rtol))
      bad.push_back("constraint " + std::to_string(r) + " overloaded");
  }
  const auto isBottleneck = [&](Index r, Index j) {
    return saturated[r] && solution.x[j] / problem.weight[j] >= maxRate[r] * (1 - rtol);
  };
  for (Index j = 0; j < variables; ++j) {
    const double x = solution.x[j];
    const double b = problem.bound[j];
    const bool bounded = Problem::hasBound(b);
    const std::string name = "variable " + std::to_string(j);
    if (!(x >= 0) || (bounded && x > b * (1 + rtol))) {
      bad.push_back(name + " outside [0, bound]");
      continue;
    }
    const Index by = solution.frozenBy[j];
    if (by == kFrozenByBound) {
      if (!bounded || x < b * (1 - rtol))
        bad.push_back(name + " said frozen by a bound it is not at");
      continue;
    }
    if (by < 0 || by >= constraints) {
      bad.push_back(name + " frozen by nothing");
      continue;
    }
    bool uses = false;
    for (Index k = problem.columnStart[j]; k < problem.columnStart[j + 1]; ++k)
      uses = uses || problem.row[k] == by;
    if (!uses || !isBottleneck(by, j))
      bad.push_back(name + " said frozen by constraint " + std::to_string(by) +
                    ", which is not its bottleneck");
  }
  return bad;
}

} // namespace tapeflow::maxmin::test
