// Thousands of small random systems: the solver's answer against an independent, naive
// progressive filling in long double (every level recomputed from scratch each round), the
// max-min certificate, and invariance under renumbering constraints and variables.

#include "Certificate.h"
#include "RandomSystem.h"

#include "maxmin/MaxMin.h"
#include "maxmin/ProblemBuilder.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <random>
#include <utility>
#include <vector>

using namespace tapeflow::maxmin;

namespace {

// Naive reference: each round computes every constraint's level and every bound level afresh
// and applies the single lowest event. O(rounds * E), no incremental state to get wrong.
std::vector<double> naiveSolve(const Problem& p) {
  const Index nc = p.constraintCount(), nv = p.variableCount();
  std::vector<long double> x(std::size_t(nv), 0);
  std::vector<bool> frozen(std::size_t(nv), false);
  for (Index left = nv; left > 0;) {
    std::vector<long double> remaining(p.capacity.begin(), p.capacity.end());
    std::vector<long double> usage(std::size_t(nc), 0);
    for (Index j = 0; j < nv; ++j)
      for (Index k = p.columnStart[j]; k < p.columnStart[j + 1]; ++k) {
        if (frozen[j])
          remaining[p.row[k]] -= p.coefficient[k] * x[j];
        else
          usage[p.row[k]] += static_cast<long double>(p.coefficient[k]) * p.weight[j];
      }
    long double best = INFINITY;
    Index bestConstraint = -1, bestVariable = -1;
    for (Index r = 0; r < nc; ++r)
      if (usage[r] > 0 && remaining[r] / usage[r] < best) {
        best = remaining[r] / usage[r];
        bestConstraint = r;
      }
    for (Index j = 0; j < nv; ++j)
      if (!frozen[j] && Problem::hasBound(p.bound[j]) &&
          static_cast<long double>(p.bound[j]) / p.weight[j] <= best) {
        best = static_cast<long double>(p.bound[j]) / p.weight[j];
        bestVariable = j;
      }
    if (bestVariable >= 0) {
      x[bestVariable] = p.bound[bestVariable];
      frozen[bestVariable] = true;
      --left;
      continue;
    }
    REQUIRE(bestConstraint >= 0);
    for (Index j = 0; j < nv; ++j)
      for (Index k = p.columnStart[j]; k < p.columnStart[j + 1]; ++k)
        if (!frozen[j] && p.row[k] == bestConstraint) {
          x[j] = p.weight[j] * std::max(best, 0.0L);
          frozen[j] = true;
          --left;
        }
  }
  return {x.begin(), x.end()};
}

using test::RandomShape;
using test::randomSystem;

// `p` with constraints renumbered by rowOf and variables by columnOf.
Problem renumbered(const Problem& p, const std::vector<Index>& rowOf,
                   const std::vector<Index>& columnOf) {
  Problem q;
  q.capacity.resize(p.capacity.size());
  q.weight.resize(p.weight.size());
  q.bound.resize(p.bound.size());
  for (Index r = 0; r < p.constraintCount(); ++r) q.capacity[rowOf[r]] = p.capacity[r];
  std::vector<Element> elements;
  for (Index j = 0; j < p.variableCount(); ++j) {
    q.weight[columnOf[j]] = p.weight[j];
    q.bound[columnOf[j]] = p.bound[j];
    for (Index k = p.columnStart[j]; k < p.columnStart[j + 1]; ++k)
      elements.push_back({rowOf[p.row[k]], columnOf[j], p.coefficient[k]});
  }
  std::reverse(elements.begin(), elements.end()); // also a different element order
  setIncidence(q, elements);
  return q;
}

std::vector<Index> permutation(std::mt19937_64& rng, Index n) {
  std::vector<Index> order(static_cast<std::size_t>(n));
  std::iota(order.begin(), order.end(), 0);
  std::shuffle(order.begin(), order.end(), rng);
  return order;
}

void checkMany(const RandomShape& shape, std::uint64_t seed, int systems) {
  std::mt19937_64 rng(seed);
  // Every path of the solver (MaxMin.h) on every system, paths 2 and 3 with both level orders:
  // these systems are small enough for the small path, which the automatic choice would take
  // for all of them, and for the heap, which it would take on the others.
  constexpr int kSolvers = 5;
  constexpr std::pair<SolverPath, LevelOrder> kPaths[kSolvers] = {
      {SolverPath::Automatic, LevelOrder::Automatic},
      {SolverPath::MaskRows, LevelOrder::Heap},
      {SolverPath::Csr, LevelOrder::Heap},
      {SolverPath::MaskRows, LevelOrder::RadixQueue},
      {SolverPath::Csr, LevelOrder::RadixQueue}};
  Solver solvers[kSolvers];
  for (int i = 0; i < kSolvers; ++i) {
    solvers[i].setPath(kPaths[i].first);
    solvers[i].setLevelOrder(kPaths[i].second);
  }
  Solution s, t;
  for (int n = 0; n < systems; ++n) {
    const Problem p = randomSystem(rng, shape);
    INFO("system " << n << " of seed " << seed);
    REQUIRE(checkProblem(p).hasValue());
    const std::vector<double> reference = naiveSolve(p);
    const auto rowOf = permutation(rng, p.constraintCount());
    const auto columnOf = permutation(rng, p.variableCount());
    const Problem q = renumbered(p, rowOf, columnOf);
    for (int i = 0; i < kSolvers; ++i) {
      INFO("path " << i);
      Solver& solver = solvers[i];
      solver.solve(p, s);
      CHECK(test::certificateViolations(p, s).empty());
      for (Index j = 0; j < p.variableCount(); ++j)
        CHECK(test::close(s.x[j], reference[j], 1e-12, 0));

      solver.solve(q, t);
      CHECK(test::certificateViolations(q, t).empty());
      for (Index j = 0; j < p.variableCount(); ++j) {
        CHECK(test::close(t.x[columnOf[j]], s.x[j], 1e-12, 0));
        const Index by = s.frozenBy[j], byAfter = t.frozenBy[columnOf[j]];
        if (!shape.ties) // with ties, another constraint of the same level may freeze it
          CHECK(byAfter == (by >= 0 ? rowOf[by] : by));
      }
    }
  }
}

} // namespace

TEST_CASE("random systems with real data match the naive reference and renumber cleanly") {
  // 2,000 systems of random reals at unit scale: no ties, so even what froze each variable
  // must be the same constraint after renumbering.
  checkMany({false, 1.0}, 1, 2000);
}

TEST_CASE("random systems full of ties match the naive reference and renumber cleanly") {
  // 2,000 systems of small integers: many constraints and bounds share a level.
  checkMany({true, 1.0}, 2, 2000);
}

TEST_CASE("random systems at tiny and huge scales") {
  // Capacities and bounds times 1e-9 (below SimGrid's absolute thresholds) and 1e9.
  checkMany({false, 1e-9}, 3, 500);
  checkMany({true, 1e-9}, 4, 500);
  checkMany({false, 1e9}, 5, 500);
  checkMany({true, 1e9}, 6, 500);
}

TEST_CASE("a system larger than the cache gives the same answer on every path") {
  // About 330,000 elements: the CSR path then builds its rows by blocks and prefetches columns
  // (MaxMin.cpp), which the small systems above never reach. C is not a power of two, so the
  // last block of rows is partial.
  std::mt19937_64 rng(7);
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  ProblemBuilder b;
  const Index nc = 3001, nv = 30011;
  for (Index r = 0; r < nc; ++r) b.addConstraint(50 + 100 * unit(rng));
  for (Index j = 0; j < nv; ++j) {
    const double w = 0.5 + unit(rng);
    const Index v = b.addVariable(w, unit(rng) < 0.3 ? 0.5 + unit(rng) : 0.0);
    const Index used = 1 + Index(rng() % 21);
    const Index first = Index(rng() % std::uint64_t(nc));
    for (Index i = 0; i < used; ++i) // distinct rows: a stride coprime to nc
      b.addElement((first + 7 * i) % nc, v, 0.25 + unit(rng));
  }
  const Problem p = b.build();
  REQUIRE(checkProblem(p).hasValue());
  REQUIRE(p.elementCount() > (1 << 18));
  // CSR with the radix queue (the automatic choice at 3,001 constraints) and with the heap, and
  // the row masks.
  Solution viaCsr, viaHeap, viaMasks;
  Solver csr, heap, masks;
  csr.setPath(SolverPath::Csr);
  heap.setPath(SolverPath::Csr);
  heap.setLevelOrder(LevelOrder::Heap);
  masks.setPath(SolverPath::MaskRows);
  csr.solve(p, viaCsr);
  heap.solve(p, viaHeap);
  masks.solve(p, viaMasks);
  CHECK(test::certificateViolations(p, viaCsr).empty());
  CHECK(test::certificateViolations(p, viaHeap).empty());
  CHECK(test::certificateViolations(p, viaMasks).empty());
  Index differ = 0;
  for (Index j = 0; j < nv; ++j)
    differ += !test::close(viaCsr.x[j], viaMasks.x[j], 1e-12, 0) ||
              !test::close(viaCsr.x[j], viaHeap.x[j], 1e-12, 0);
  CHECK(differ == 0);
}
