#include "maxmin/MaxMin.h"

#include "maxmin/CompensatedSum.h"
#include "maxmin/RadixSort.h"

#include <algorithm>
#include <limits>

namespace tapeflow::maxmin {
namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();

// kUnconstrained doubles as "not frozen yet" while solving: whatever is still unfrozen at the
// end has no constraint and no bound.
constexpr Index kNotFrozen = kUnconstrained;

// Recompute R_r and U_r from scratch once U_r has fallen below this share of its last exact
// value: the running differences then carry at most 4096 n eps relative error, under 1e-9 for
// rows of up to 2,000 elements and far less in practice, where errors partly cancel (MaxMin.h).
constexpr double kRecomputeShare = 1.0 / 4096;

// How many bound events ahead to prefetch the column of (bound events are random in j).
constexpr std::size_t kBoundLookahead = 8;
// Systems with more elements than this (about 2 MiB of columns) get the prefetches.
constexpr Index kPrefetchElements = 1 << 17;

} // namespace

void Solver::buildRows(const Problem& problem) {
  const Index constraints = problem.constraintCount();
  const Index variables = problem.variableCount();
  m_state.resize(std::size_t(constraints));
  for (Index r = 0; r < constraints; ++r) m_state[r] = {problem.capacity[r], 0.0, 0.0, 0};

  // The variable of each element, from columnStart by a prefix sum (an empty column adds to
  // the same mark), so that both passes below run flat over the elements: looping column by
  // column would mispredict the end of every short column, twice per variable.
  const Index elements = problem.elementCount();
  m_elementVariable.assign(std::size_t(elements) + 1, 0);
  for (Index j = 0; j < variables; ++j) ++m_elementVariable[problem.columnStart[j + 1]];
  // Pass 1: initial usage U_r and the length of each row.
  Index owner = 0;
  for (Index k = 0; k < elements; ++k) {
    owner += m_elementVariable[k];
    m_elementVariable[k] = owner;
    ConstraintState& state = m_state[problem.row[k]];
    state.usage += problem.coefficient[k] * problem.weight[owner];
    ++state.unfrozen;
  }
  // Pass 2, a counting sort into CSR: m_rowStart[r] is the fill cursor of row r, which leaves
  // it at the start of row r + 1; one shift restores the starts.
  m_rowStart.resize(std::size_t(constraints) + 1);
  Index start = 0;
  for (Index r = 0; r < constraints; ++r) {
    m_rowStart[r] = start;
    start += m_state[r].unfrozen;
    m_state[r].exactUsage = m_state[r].usage;
  }
  m_rowStart[constraints] = start;
  m_rowVariable.resize(std::size_t(start));
  Index longestRow = 0;
  for (Index r = 0; r < constraints; ++r) longestRow = std::max(longestRow, m_state[r].unfrozen);
  m_batch.resize(std::size_t(longestRow));
  for (Index k = 0; k < elements; ++k)
    m_rowVariable[m_rowStart[problem.row[k]]++] = m_elementVariable[k];
  std::copy_backward(m_rowStart.begin(), m_rowStart.end() - 1, m_rowStart.end());
  m_rowStart[0] = 0;
}

void Solver::buildEvents(const Problem& problem) {
  m_heap.clear();
  for (Index r = 0; r < problem.constraintCount(); ++r) {
    const ConstraintState& state = m_state[r];
    if (state.unfrozen > 0) m_heap.append(state.remaining / state.usage, r);
  }
  m_heap.heapify();

  // Bounded variables, collected without a branch (which bound is set is random).
  m_bounds.resize(std::size_t(problem.variableCount()));
  std::size_t bounded = 0;
  for (Index j = 0; j < problem.variableCount(); ++j) {
    m_bounds[bounded] = {problem.bound[j] / problem.weight[j], j};
    bounded += std::size_t(Problem::hasBound(problem.bound[j]));
  }
  m_bounds.resize(bounded);
  sortByLevel(m_bounds, m_boundScratch); // stable: equal levels stay in order of j
}

void Solver::recompute(Index r, const Problem& problem, const Solution& solution) {
  CompensatedSum remaining{problem.capacity[r], 0.0};
  CompensatedSum usage;
  for (Index k = m_rowStart[r]; k < m_rowStart[r + 1]; ++k) {
    const Index j = m_rowVariable[k];
    Index e = problem.columnStart[j];
    while (problem.row[e] != r) ++e; // rows hold variables only; columns are short
    if (solution.frozenBy[j] == kNotFrozen)
      usage.add(problem.coefficient[e] * problem.weight[j]);
    else
      remaining.add(-problem.coefficient[e] * solution.x[j]);
  }
  ConstraintState& state = m_state[r];
  state.remaining = remaining.value();
  state.usage = usage.value();
  state.exactUsage = state.usage;
}

double Solver::levelOf(Index r, const Problem& problem, const Solution& solution) {
  const ConstraintState& state = m_state[r];
  if (!(state.usage >= state.exactUsage * kRecomputeShare)) recompute(r, problem, solution);
  if (!(state.usage > 0)) return kInfinity; // only if A_rj * w_j underflowed to 0
  return state.remaining / state.usage;
}

void Solver::solve(const Problem& problem, Solution& solution) {
  const Index variables = problem.variableCount();
  solution.x.assign(std::size_t(variables), 0.0);
  solution.frozenBy.assign(std::size_t(variables), kNotFrozen);
  buildRows(problem);
  buildEvents(problem);

  const double* const weight = problem.weight.data();
  const double* const coefficient = problem.coefficient.data();
  const Index* const row = problem.row.data();
  const Index* const columnStart = problem.columnStart.data();
  ConstraintState* const state = m_state.data();
  double* const x = solution.x.data();
  Index* const batch = m_batch.data();
  Index* const frozenBy = solution.frozenBy.data();
  // Freezes j at `value`: R_r and U_r of every constraint in its column lose j's share.
  const auto freeze = [&](Index j, double value, Index by) {
    x[j] = value;
    frozenBy[j] = by;
    const double w = weight[j];
    for (Index k = columnStart[j]; k < columnStart[j + 1]; ++k) {
      ConstraintState& s = state[row[k]];
      const double a = coefficient[k];
      s.remaining -= a * value;
      s.usage -= a * w;
      --s.unfrozen;
    }
  };

  // Prefetching pays only when the columns no longer fit in the (L2) cache.
  const bool beyondCache = problem.elementCount() > kPrefetchElements;
  std::size_t nextBound = 0;
  Index unfrozenVariables = variables;
  double level = 0.0; // the level t of the last event; never decreases
  while (unfrozenVariables > 0) {
    while (nextBound < m_bounds.size() && frozenBy[m_bounds[nextBound].variable] != kNotFrozen)
      ++nextBound;
    const double boundLevel = nextBound < m_bounds.size() ? m_bounds[nextBound].level : kInfinity;

    if (!m_heap.empty() && m_heap.top().level < boundLevel) {
      const Index r = m_heap.top().constraint;
      if (state[r].unfrozen <= 0) { // every variable already frozen
        m_heap.pop();
        continue;
      }
      const double current = levelOf(r, problem, solution);
      if (current > m_heap.top().level) { // stale key: the level rose since it was set
        m_heap.raiseTop(current);
        continue;
      }
      m_heap.pop();
      level = std::max(level, current); // a tie recomputed a rounding low stays at the level
      // Gather the row's unfrozen variables without a branch (which are frozen is random),
      // then freeze them.
      std::size_t count = 0;
      for (Index k = m_rowStart[r]; k < m_rowStart[r + 1]; ++k) {
        const Index j = m_rowVariable[k];
        batch[count] = j;
        count += std::size_t(frozenBy[j] == kNotFrozen);
      }
      // The batch is random in j: on systems larger than the cache each column costs misses.
      // Touching every column's start and elements first lets those misses overlap.
      if (beyondCache) {
        for (std::size_t i = 0; i < count; ++i) __builtin_prefetch(&columnStart[batch[i]]);
        for (std::size_t i = 0; i < count; ++i) {
          const Index first = columnStart[batch[i]];
          __builtin_prefetch(&row[first]);
          __builtin_prefetch(&coefficient[first]);
          __builtin_prefetch(&x[batch[i]], 1);
        }
      }
      for (std::size_t i = 0; i < count; ++i) freeze(batch[i], weight[batch[i]] * level, r);
      unfrozenVariables -= Index(count);
      state[r].unfrozen = 0;
    } else if (nextBound < m_bounds.size()) { // a bound at or below every constraint's level
      if (beyondCache &&
          nextBound + kBoundLookahead < m_bounds.size()) { // overlap the next columns' misses
        const Index ahead = m_bounds[nextBound + kBoundLookahead].variable;
        __builtin_prefetch(&row[columnStart[ahead]]);
        __builtin_prefetch(&coefficient[columnStart[ahead]]);
      }
      const BoundEvent event = m_bounds[nextBound++];
      level = std::max(level, event.level);
      freeze(event.variable, problem.bound[event.variable], kFrozenByBound);
      --unfrozenVariables;
    } else {
      break; // only variables with no constraint and no bound are left
    }
  }
  if (unfrozenVariables > 0)
    for (Index j = 0; j < variables; ++j)
      if (frozenBy[j] == kNotFrozen) x[j] = kInfinity;
}

std::size_t Solver::workspaceBytes() const {
  return m_state.capacity() * sizeof(ConstraintState) + m_rowStart.capacity() * sizeof(Index) +
         m_rowVariable.capacity() * sizeof(Index) + m_elementVariable.capacity() * sizeof(Index) +
         m_heap.capacityBytes() + m_bounds.capacity() * sizeof(BoundEvent);
}

Solution solve(const Problem& problem) {
  Solver solver;
  Solution solution;
  solver.solve(problem, solution);
  return solution;
}

} // namespace tapeflow::maxmin
