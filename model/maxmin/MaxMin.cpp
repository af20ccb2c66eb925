#include "maxmin/MaxMin.h"

#include <algorithm>
#include <limits>

namespace tapeflow::maxmin {
namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();

// kUnconstrained doubles as "not frozen yet" while solving: whatever is still unfrozen at the
// end has no constraint and no bound.
constexpr Index kNotFrozen = kUnconstrained;

} // namespace

void Solver::buildRows(const Problem& problem) {
  const Index constraints = problem.constraintCount();
  const Index variables = problem.variableCount();
  m_state.assign(constraints, ConstraintState{});
  for (Index r = 0; r < constraints; ++r) m_state[r].remaining.hi = problem.capacity[r];

  // Pass 1 over the columns: initial usage U_r and the length of each row.
  for (Index j = 0; j < variables; ++j) {
    const double w = problem.weight[j];
    for (Index k = problem.columnStart[j]; k < problem.columnStart[j + 1]; ++k) {
      ConstraintState& state = m_state[problem.row[k]];
      state.usage.add(problem.coefficient[k] * w);
      ++state.unfrozen;
    }
  }
  // Counting sort into CSR: m_rowStart[r] is used as the fill cursor of row r, which leaves it
  // at the start of row r + 1; one shift restores the starts.
  m_rowStart.resize(std::size_t(constraints) + 1);
  Index start = 0;
  for (Index r = 0; r < constraints; ++r) {
    m_rowStart[r] = start;
    start += m_state[r].unfrozen;
  }
  m_rowStart[constraints] = start;
  m_rowVariable.resize(std::size_t(start));
  for (Index j = 0; j < variables; ++j)
    for (Index k = problem.columnStart[j]; k < problem.columnStart[j + 1]; ++k)
      m_rowVariable[m_rowStart[problem.row[k]]++] = j;
  std::copy_backward(m_rowStart.begin(), m_rowStart.end() - 1, m_rowStart.end());
  m_rowStart[0] = 0;
}

void Solver::buildEvents(const Problem& problem) {
  m_heap.clear();
  for (Index r = 0; r < problem.constraintCount(); ++r) {
    const ConstraintState& state = m_state[r];
    if (state.unfrozen > 0) m_heap.push_back({state.remaining.value() / state.usage.value(), r});
  }
  std::make_heap(m_heap.begin(), m_heap.end(), [](const HeapEntry& a, const HeapEntry& b) {
    return a.level > b.level || (a.level == b.level && a.constraint > b.constraint);
  });

  m_bounds.clear();
  for (Index j = 0; j < problem.variableCount(); ++j)
    if (Problem::hasBound(problem.bound[j]))
      m_bounds.push_back({problem.bound[j] / problem.weight[j], j});
  std::sort(m_bounds.begin(), m_bounds.end(), [](const BoundEvent& a, const BoundEvent& b) {
    return a.level < b.level || (a.level == b.level && a.variable < b.variable);
  });
}

double Solver::levelOf(Index r, const Problem& problem, const Solution& solution) {
  ConstraintState& state = m_state[r];
  if (!(state.usage.value() > 0)) {
    // Cannot happen with compensated sums unless the unfrozen usage is below about n * eps^2 of
    // the initial one; recompute R_r and U_r from the row rather than divide by a non-positive.
    state.remaining = CompensatedSum{problem.capacity[r], 0.0};
    state.usage = CompensatedSum{};
    for (Index k = m_rowStart[r]; k < m_rowStart[r + 1]; ++k) {
      const Index j = m_rowVariable[k];
      double a = 0.0;
      for (Index e = problem.columnStart[j]; e < problem.columnStart[j + 1]; ++e)
        if (problem.row[e] == r) a = problem.coefficient[e];
      if (solution.frozenBy[j] == kNotFrozen)
        state.usage.add(a * problem.weight[j]);
      else
        state.remaining.add(-a * solution.x[j]);
    }
    if (!(state.usage.value() > 0)) return kInfinity; // A_rj * w_j underflowed to 0
  }
  return state.remaining.value() / state.usage.value();
}

void Solver::freeze(Index j, double value, Index by, const Problem& problem, Solution& solution) {
  solution.x[j] = value;
  solution.frozenBy[j] = by;
  const double w = problem.weight[j];
  for (Index k = problem.columnStart[j]; k < problem.columnStart[j + 1]; ++k) {
    ConstraintState& state = m_state[problem.row[k]];
    const double a = problem.coefficient[k];
    state.remaining.add(-a * value);
    state.usage.add(-a * w);
    --state.unfrozen;
  }
}

void Solver::solve(const Problem& problem, Solution& solution) {
  const Index variables = problem.variableCount();
  solution.x.assign(std::size_t(variables), 0.0);
  solution.frozenBy.assign(std::size_t(variables), kNotFrozen);
  buildRows(problem);
  buildEvents(problem);

  const auto later = [](const HeapEntry& a, const HeapEntry& b) {
    return a.level > b.level || (a.level == b.level && a.constraint > b.constraint);
  };
  std::size_t nextBound = 0;
  Index unfrozenVariables = variables;
  double level = 0.0; // the level t of the last event; never decreases
  while (unfrozenVariables > 0) {
    while (nextBound < m_bounds.size() &&
           solution.frozenBy[m_bounds[nextBound].variable] != kNotFrozen)
      ++nextBound;
    const double boundLevel = nextBound < m_bounds.size() ? m_bounds[nextBound].level : kInfinity;

    if (!m_heap.empty() && m_heap.front().level < boundLevel) {
      const HeapEntry top = m_heap.front();
      std::pop_heap(m_heap.begin(), m_heap.end(), later);
      m_heap.pop_back();
      if (m_state[top.constraint].unfrozen <= 0) continue; // every variable already frozen
      const double current = levelOf(top.constraint, problem, solution);
      if (current > top.level) { // stale key: the level rose since it was pushed
        m_heap.push_back({current, top.constraint});
        std::push_heap(m_heap.begin(), m_heap.end(), later);
        continue;
      }
      level = std::max(level, current); // a tie recomputed a rounding low stays at the level
      for (Index k = m_rowStart[top.constraint]; k < m_rowStart[top.constraint + 1]; ++k) {
        const Index j = m_rowVariable[k];
        if (solution.frozenBy[j] != kNotFrozen) continue;
        freeze(j, problem.weight[j] * level, top.constraint, problem, solution);
        --unfrozenVariables;
      }
      m_state[top.constraint].unfrozen = 0;
    } else if (nextBound < m_bounds.size()) { // a bound at or below every constraint's level
      const BoundEvent event = m_bounds[nextBound++];
      level = std::max(level, event.level);
      freeze(event.variable, problem.bound[event.variable], kFrozenByBound, problem, solution);
      --unfrozenVariables;
    } else {
      break; // only variables with no constraint and no bound are left
    }
  }
  if (unfrozenVariables > 0)
    for (Index j = 0; j < variables; ++j)
      if (solution.frozenBy[j] == kNotFrozen) solution.x[j] = kInfinity;
}

std::size_t Solver::workspaceBytes() const {
  return m_state.capacity() * sizeof(ConstraintState) + m_rowStart.capacity() * sizeof(Index) +
         m_rowVariable.capacity() * sizeof(Index) + m_heap.capacity() * sizeof(HeapEntry) +
         m_bounds.capacity() * sizeof(BoundEvent);
}

Solution solve(const Problem& problem) {
  Solver solver;
  Solution solution;
  solver.solve(problem, solution);
  return solution;
}

} // namespace tapeflow::maxmin
