// A solved system with one figure changed (maxmin/Resolve.h): worked examples, and random systems
// under random single changes, where the answer kept or solved again must equal a solve from
// scratch bit for bit on every path of the solver.

#include "maxmin/Resolve.h"
#include "RandomSystem.h"

#include "maxmin/MaxMin.h"
#include "maxmin/ProblemBuilder.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <cstdint>
#include <random>
#include <utility>
#include <vector>

using namespace tapeflow::maxmin;
using test::RandomShape;
using test::randomSystem;

namespace {

constexpr Change::What kCapacity = Change::What::Capacity;
constexpr Change::What kBound = Change::What::Bound;

// Two variables share a link of 10; the first also crosses a disk of 20 and has a bound of 8.
Problem linkAndDisk() {
  ProblemBuilder b;
  const Index link = b.addConstraint(10.0);
  const Index disk = b.addConstraint(20.0);
  const Index first = b.addVariable(1.0, 8.0);
  const Index second = b.addVariable(1.0);
  b.addElement(link, first, 1.0);
  b.addElement(link, second, 1.0);
  b.addElement(disk, first, 1.0);
  return b.build();
}

struct Edited {
  bool solved;
  Solution solution;
};

Edited edit(Problem problem, const Change& change) {
  Solver solver;
  Solution solution;
  solver.solve(problem, solution);
  const bool solved = resolve(solver, problem, solution, change);
  return {solved, solution};
}

} // namespace

TEST_CASE("a constraint with room to spare keeps the answer while the room stays") {
  const Problem p = linkAndDisk(); // 5 and 5; the disk carries 5 of 20
  const Edited faster = edit(p, {kCapacity, 1, 40.0});
  CHECK_FALSE(faster.solved);
  CHECK(faster.solution.x == std::vector<double>{5.0, 5.0});
  const Edited slower = edit(p, {kCapacity, 1, 6.0});
  CHECK_FALSE(slower.solved);
  CHECK(slower.solution.x == std::vector<double>{5.0, 5.0});
  const Edited tight = edit(p, {kCapacity, 1, 4.0}); // the disk now holds the first
  CHECK(tight.solved);
  CHECK(tight.solution.x == std::vector<double>{4.0, 6.0});
  CHECK(tight.solution.frozenBy == std::vector<Index>{1, 0});
  // Exactly full is not room: solved again (and nothing moves).
  const Edited full = edit(p, {kCapacity, 1, 5.0});
  CHECK(full.solved);
  CHECK(full.solution.x == std::vector<double>{5.0, 5.0});
}

TEST_CASE("a saturated constraint's capacity always reaches its variables") {
  const Edited more = edit(linkAndDisk(), {kCapacity, 0, 12.0});
  CHECK(more.solved);
  CHECK(more.solution.x == std::vector<double>{6.0, 6.0});
}

TEST_CASE("a bound above its variable's rate keeps the answer while it stays above") {
  const Problem p = linkAndDisk();
  CHECK_FALSE(edit(p, {kBound, 0, 6.0}).solved);
  CHECK_FALSE(edit(p, {kBound, 0, 0.0}).solved); // no bound at all
  CHECK_FALSE(edit(p, {kBound, 1, 7.0}).solved);
  const Edited low = edit(p, {kBound, 0, 3.0});
  CHECK(low.solved);
  CHECK(low.solution.x == std::vector<double>{3.0, 7.0});
  CHECK(low.solution.frozenBy == std::vector<Index>{kFrozenByBound, 0});
}

TEST_CASE("a variable held by its bound moves with it") {
  Problem p = linkAndDisk();
  p.bound[0] = 2.0; // the first is held at 2, the second gets 8
  const Edited raised = edit(p, {kBound, 0, 3.0});
  CHECK(raised.solved);
  CHECK(raised.solution.x == std::vector<double>{3.0, 7.0});
  CHECK_FALSE(edit(p, {kBound, 0, 2.0}).solved); // the same bound: nothing changed
}

namespace {

// A random change, often at or near the edge of reaching a share: a capacity or bound scaled,
// set to its load or rate give or take a few roundings or the margin, or a bound removed.
Change randomChange(std::mt19937_64& rng, const Problem& p, const Solution& s) {
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  const auto pick = [&](int n) { return int(rng() % std::uint64_t(n)); };
  constexpr double kNudges[] = {-1e-12, 0.0, 1e-12, 0.5e-9, 2e-9, 1e-6};
  const double nudge = kNudges[pick(6)];
  if (pick(2) == 0) {
    const Index r = Index(pick(int(p.constraintCount())));
    const double load = loadOf(p, s, r);
    double capacity = pick(2) == 0 ? p.capacity[std::size_t(r)] * std::exp(2.0 * unit(rng) - 1.0)
                                   : load * (1.0 + nudge);
    if (!(capacity > 0.0)) capacity = 0.5;
    return {kCapacity, r, capacity};
  }
  const Index j = Index(pick(int(p.variableCount())));
  const double x = s.x[std::size_t(j)];
  const int how = pick(3);
  double bound = how == 0   ? 0.0
                 : how == 1 ? x * (1.0 + nudge)
                            : x * std::exp(2.0 * unit(rng) - 1.0);
  if (!std::isfinite(bound)) bound = 0.0;
  return {kBound, j, bound};
}

struct Counts {
  int kept = 0;
  int solved = 0;
};

// Chains of random changes on random systems, each answer checked against a fresh solve.
Counts checkChains(std::uint64_t seed, int systems, bool small, bool ties, SolverPath path,
                   LevelOrder order) {
  std::mt19937_64 rng(seed);
  Solver solver, fresh;
  for (Solver* s : {&solver, &fresh}) {
    s->setPath(path);
    s->setLevelOrder(order);
  }
  Counts counts;
  for (int i = 0; i < systems; ++i) {
    RandomShape shape;
    shape.ties = ties;
    if (!small) { // the larger paths' sizes
      shape.minConstraints = 65;
      shape.constraints = 120;
      shape.minVariables = 65;
      shape.variables = 160;
    }
    Problem p = randomSystem(rng, shape);
    Solution kept;
    solver.solve(p, kept);
    for (int e = 0; e < 12; ++e) {
      const Change change = randomChange(rng, p, kept);
      ++(resolve(solver, p, kept, change) ? counts.solved : counts.kept);
      Solution scratch;
      fresh.solve(p, scratch);
      INFO("system " << i << ", change " << e);
      REQUIRE(kept.x == scratch.x);
      REQUIRE(kept.frozenBy == scratch.frozenBy);
    }
  }
  return counts;
}

} // namespace

TEST_CASE("random changes: the answer kept or solved again equals a fresh solve, small path") {
  for (const bool ties : {false, true}) {
    const Counts c = checkChains(ties ? 4311 : 4310, 400, true, ties, SolverPath::Automatic,
                                 LevelOrder::Automatic);
    // Both outcomes are exercised, so the test can tell a wrong "kept" from a right one.
    CHECK(c.kept > 500);
    CHECK(c.solved > 500);
  }
}

TEST_CASE("random changes: the answer kept or solved again equals a fresh solve, large paths") {
  // Real-valued figures (no exact ties), where every path's answer is fixed bit for bit.
  constexpr std::pair<SolverPath, LevelOrder> kPaths[] = {
      {SolverPath::MaskRows, LevelOrder::Heap},
      {SolverPath::Csr, LevelOrder::Heap},
      {SolverPath::MaskRows, LevelOrder::RadixQueue},
      {SolverPath::Csr, LevelOrder::RadixQueue}};
  std::uint64_t seed = 4320;
  for (const auto& [path, order] : kPaths) {
    const Counts c = checkChains(seed++, 25, false, false, path, order);
    CHECK(c.kept > 30);
    CHECK(c.solved > 30);
  }
}
