#include "maxmin/Resolve.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <limits>

namespace tapeflow::maxmin {
namespace {

constexpr double kNone = std::numeric_limits<double>::infinity();

double boundOrNone(double bound) { return Problem::hasBound(bound) ? bound : kNone; }

bool capacityReachesNoShare(const Problem& problem, const Solution& solution, Index r,
                            double capacity) {
  const double before = problem.capacity[std::size_t(r)];
  if (capacity == before) return true;
  return loadOf(problem, solution, r) <= std::min(before, capacity) * (1.0 - kChangeSlack);
}

bool boundReachesNoShare(const Problem& problem, const Solution& solution, Index j, double bound) {
  const double before = boundOrNone(problem.bound[std::size_t(j)]);
  const double after = boundOrNone(bound);
  if (before == after) return true;
  // Held by its bound (which moved) or by nothing: its rate is the bound.
  if (solution.frozenBy[std::size_t(j)] < 0) return false;
  return solution.x[std::size_t(j)] <= std::min(before, after) * (1.0 - kChangeSlack);
}

} // namespace

// A column names a constraint at most once (Problem.h), so each column stops at r.
double loadOf(const Problem& problem, const Solution& solution, Index r) {
  double load = 0.0;
  const Index* const row = problem.row.data();
  for (Index j = 0; j < problem.variableCount(); ++j)
    for (Index k = problem.columnStart[std::size_t(j)]; k < problem.columnStart[std::size_t(j) + 1];
         ++k)
      if (row[k] == r) {
        load += problem.coefficient[std::size_t(k)] * solution.x[std::size_t(j)];
        break;
      }
  return load;
}

bool reachesNoShare(const Problem& problem, const Solution& solution, const Change& change) {
  return change.what == Change::What::Capacity
             ? capacityReachesNoShare(problem, solution, change.index, change.value)
             : boundReachesNoShare(problem, solution, change.index, change.value);
}

void apply(Problem& problem, const Change& change) {
  (change.what == Change::What::Capacity ? problem.capacity
                                         : problem.bound)[std::size_t(change.index)] = change.value;
}

bool resolve(Solver& solver, Problem& problem, Solution& solution, const Change& change) {
  const bool kept = reachesNoShare(problem, solution, change);
  apply(problem, change);
  if (!kept) solver.solve(problem, solution);
  return !kept;
}

} // namespace tapeflow::maxmin
