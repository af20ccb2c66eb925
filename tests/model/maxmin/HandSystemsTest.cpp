// Hand-made systems whose weighted max-min allocation is known in closed form.

#include "Certificate.h"

#include "maxmin/MaxMin.h"
#include "maxmin/ProblemBuilder.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <limits>

using namespace tapeflow::maxmin;
using tapeflow::maxmin::test::certificateViolations;
using tapeflow::maxmin::test::close;

namespace {

Solution solveChecked(const Problem& problem) {
  REQUIRE(checkProblem(problem).hasValue());
  Solution solution = solve(problem);
  CHECK(certificateViolations(problem, solution).empty());
  return solution;
}

} // namespace

TEST_CASE("worked example: weights 1 and 3 split a capacity of 8 as 2 and 6") {
  // c0 = 8; x0 (w 1) and x1 (w 3) both on c0 with coefficient 1 -> x = (2, 6), both frozen by c0.
  ProblemBuilder b;
  const Index c = b.addConstraint(8);
  b.addElement(c, b.addVariable(1), 1);
  b.addElement(c, b.addVariable(3), 1);
  const Solution s = solveChecked(b.build());
  CHECK(close(s.x[0], 2, 1e-15));
  CHECK(close(s.x[1], 6, 1e-15));
  CHECK(s.frozenBy[0] == c);
  CHECK(s.frozenBy[1] == c);
}

TEST_CASE("worked example: a bound of 1 on a capacity of 10 leaves 9 to the other") {
  // c0 = 10; x0 bounded by 1, x1 unbounded, weights 1 -> x = (1, 9).
  ProblemBuilder b;
  const Index c = b.addConstraint(10);
  b.addElement(c, b.addVariable(1, 1), 1);
  b.addElement(c, b.addVariable(1), 1);
  const Solution s = solveChecked(b.build());
  CHECK(s.x[0] == 1);
  CHECK(close(s.x[1], 9, 1e-15));
  CHECK(s.frozenBy[0] == kFrozenByBound);
  CHECK(s.frozenBy[1] == c);
}

TEST_CASE("parking lot: a long flow over two links shares each with a short flow") {
  // c0 = c1 = 1; x0 on both, x1 on c0, x2 on c1 -> all 1/2 (both links saturate together).
  ProblemBuilder b;
  const Index c0 = b.addConstraint(1), c1 = b.addConstraint(1);
  const Index x0 = b.addVariable(1), x1 = b.addVariable(1), x2 = b.addVariable(1);
  b.addElement(c0, x0, 1);
  b.addElement(c1, x0, 1);
  b.addElement(c0, x1, 1);
  b.addElement(c1, x2, 1);
  const Solution s = solveChecked(b.build());
  for (double x : s.x) CHECK(close(x, 0.5, 1e-15));
}

TEST_CASE("coefficient 2 and a second bottleneck") {
  // c0 = 10 with 2 x0 + x1 -> 10/3 each. Separately c1 = 1 with x2 + x3, c2 = 10 with x3 + x4:
  // c1 saturates at 1/2, then x4 takes the rest of c2: 19/2.
  ProblemBuilder b;
  const Index c0 = b.addConstraint(10), c1 = b.addConstraint(1), c2 = b.addConstraint(10);
  const Index x0 = b.addVariable(1), x1 = b.addVariable(1);
  const Index x2 = b.addVariable(1), x3 = b.addVariable(1), x4 = b.addVariable(1);
  b.addElement(c0, x0, 2);
  b.addElement(c0, x1, 1);
  b.addElement(c1, x2, 1);
  b.addElement(c1, x3, 1);
  b.addElement(c2, x3, 1);
  b.addElement(c2, x4, 1);
  const Solution s = solveChecked(b.build());
  CHECK(close(s.x[x0], 10.0 / 3, 1e-15));
  CHECK(close(s.x[x1], 10.0 / 3, 1e-15));
  CHECK(close(s.x[x2], 0.5, 1e-15));
  CHECK(close(s.x[x3], 0.5, 1e-15));
  CHECK(close(s.x[x4], 9.5, 1e-15));
  CHECK(s.frozenBy[x4] == c2);
}

TEST_CASE("repeated pairs add up") {
  // c0 = 9 with x0 named twice (coefficients 1 + 1) and x1 once -> 2 x0 + x1 = 9 -> 3 each.
  ProblemBuilder b;
  const Index c = b.addConstraint(9);
  const Index x0 = b.addVariable(1), x1 = b.addVariable(1);
  b.addElement(c, x0, 1);
  b.addElement(c, x1, 1);
  b.addElement(c, x0, 1);
  const Problem p = b.build();
  CHECK(p.elementCount() == 2);
  const Solution s = solveChecked(p);
  CHECK(close(s.x[0], 3, 1e-15));
  CHECK(close(s.x[1], 3, 1e-15));
}

TEST_CASE("ties: constraints saturating at the same level, and a bound at that level") {
  // c0 = 2 with x0, x1; c1 = 2 with x1, x2; c2 = 3 with x3 (bound 1), x4, x5 -> all 1: every
  // constraint saturates at level 1 and x3's bound level is 1 too.
  ProblemBuilder b;
  const Index c0 = b.addConstraint(2), c1 = b.addConstraint(2), c2 = b.addConstraint(3);
  const Index x0 = b.addVariable(1), x1 = b.addVariable(1), x2 = b.addVariable(1);
  const Index x3 = b.addVariable(1, 1), x4 = b.addVariable(1), x5 = b.addVariable(1);
  b.addElement(c0, x0, 1);
  b.addElement(c0, x1, 1);
  b.addElement(c1, x1, 1);
  b.addElement(c1, x2, 1);
  b.addElement(c2, x3, 1);
  b.addElement(c2, x4, 1);
  b.addElement(c2, x5, 1);
  const Solution s = solveChecked(b.build());
  for (double x : s.x) CHECK(close(x, 1, 1e-15));
  CHECK(s.frozenBy[x3] == kFrozenByBound); // a bound at the level goes first
}

TEST_CASE("a variable on a thousand constraints") {
  // Constraint r has capacity r + 1 and carries x0 and its own variable y_r. c0 saturates at
  // 1/2 and freezes x0 = 1/2; then each y_r (r >= 1) takes r + 1/2.
  ProblemBuilder b;
  const Index x0 = b.addVariable(1);
  for (int r = 0; r < 1000; ++r) {
    const Index c = b.addConstraint(r + 1);
    b.addElement(c, x0, 1);
    b.addElement(c, b.addVariable(1), 1);
  }
  const Solution s = solveChecked(b.build());
  CHECK(close(s.x[x0], 0.5, 1e-15));
  CHECK(s.frozenBy[x0] == 0);
  for (int r = 0; r < 1000; ++r) CHECK(close(s.x[r + 1], r + 0.5, 1e-15));
}

TEST_CASE("a constraint with five thousand variables") {
  // c0 = 15000 with 5000 variables of weights 1 and 2 alternating: level 15000 / 7500 = 2, so
  // x = 2 and 4. Every tenth variable also uses c1 = 100 with coefficient 10 (500 variables,
  // weighted usage 10 * 750): c1 saturates first at 100 / 7500 and freezes them.
  ProblemBuilder b;
  const Index c0 = b.addConstraint(15000), c1 = b.addConstraint(100);
  double usage1 = 0;
  for (int j = 0; j < 5000; ++j) {
    const double w = j % 2 == 0 ? 1 : 2;
    const Index x = b.addVariable(w);
    b.addElement(c0, x, 1);
    if (j % 10 == 0 || j % 10 == 5) {
      b.addElement(c1, x, 10);
      usage1 += 10 * w;
    }
  }
  const Solution s = solveChecked(b.build());
  const double t1 = 100 / usage1;
  const double frozenLoad = 100 / 10.0; // c1's load 10 * sum x = 100
  const double t0 = (15000 - frozenLoad) / (7500 - usage1 / 10);
  for (int j = 0; j < 5000; ++j) {
    const double w = j % 2 == 0 ? 1 : 2;
    const bool onC1 = j % 10 == 0 || j % 10 == 5;
    CHECK(close(s.x[j], w * (onC1 ? t1 : t0), 1e-13));
    CHECK(s.frozenBy[j] == (onC1 ? c1 : c0));
  }
}

TEST_CASE("all variables bounded below their fair share") {
  // c0 = 100 with x_j bounded by j + 1 (j < 10): sum of bounds 55 < 100, all at their bounds.
  ProblemBuilder b;
  const Index c = b.addConstraint(100);
  for (int j = 0; j < 10; ++j) b.addElement(c, b.addVariable(1 + j % 3, j + 1), 1);
  const Solution s = solveChecked(b.build());
  for (int j = 0; j < 10; ++j) {
    CHECK(s.x[j] == j + 1);
    CHECK(s.frozenBy[j] == kFrozenByBound);
  }
}

TEST_CASE("bounds above any fair share change nothing") {
  // The worked example (8 split 1:3) with bounds of 1e9: still (2, 6), frozen by the constraint.
  ProblemBuilder b;
  const Index c = b.addConstraint(8);
  b.addElement(c, b.addVariable(1, 1e9), 1);
  b.addElement(c, b.addVariable(3, 1e9), 1);
  const Solution s = solveChecked(b.build());
  CHECK(close(s.x[0], 2, 1e-15));
  CHECK(close(s.x[1], 6, 1e-15));
  CHECK(s.frozenBy[0] == c);
  CHECK(s.frozenBy[1] == c);
}

TEST_CASE("tiny and huge units give the same answer scaled") {
  // The second-bottleneck system with capacities and bounds scaled by s: x scales by s. At
  // s = 1e-200 every usage is far below SimGrid's absolute 1e-5 thresholds.
  for (const double scale : {1e-200, 1e-12, 1e-5, 1.0, 1e12, 1e200}) {
    ProblemBuilder b;
    const Index c0 = b.addConstraint(1 * scale), c1 = b.addConstraint(10 * scale);
    const Index x0 = b.addVariable(1), x1 = b.addVariable(1), x2 = b.addVariable(1, 20 * scale);
    b.addElement(c0, x0, 1);
    b.addElement(c0, x1, 1);
    b.addElement(c1, x1, 1);
    b.addElement(c1, x2, 1);
    const Solution s = solveChecked(b.build());
    CHECK(close(s.x[0], 0.5 * scale, 1e-15, 0));
    CHECK(close(s.x[1], 0.5 * scale, 1e-15, 0));
    CHECK(close(s.x[2], 9.5 * scale, 1e-15, 0));
  }
}

TEST_CASE("a bound level a hair above the fair share does not bind") {
  // c0 = 1e-4 with x0 (bound level 1.0000001 * 5e-5) and x1: fair share 5e-5 each, x0's bound
  // is above it, so both get 5e-5 from the constraint (SimGrid's 1e-5 grouping would bind it).
  ProblemBuilder b;
  const Index c = b.addConstraint(1e-4);
  b.addElement(c, b.addVariable(1, 5e-5 * 1.0000001), 1);
  b.addElement(c, b.addVariable(1), 1);
  const Solution s = solveChecked(b.build());
  CHECK(close(s.x[0], 5e-5, 1e-15, 0));
  CHECK(s.frozenBy[0] == c);
}

TEST_CASE("subtracting most of a constraint's usage does not cancel the rest") {
  // c0 = 1 with x0 (w 1) and x1 (w 1e-9); c1 = 0.999999 with x0 alone. c1 saturates first:
  // x0 = 0.999999; c0 then has 1 - 0.999999 = 1e-6 left for x1, whose usage 1e-9 is what
  // remains of 1 + 1e-9 (a plain running sum gets it 8e-8 wrong).
  ProblemBuilder b;
  const Index c0 = b.addConstraint(1), c1 = b.addConstraint(0.999999);
  const Index x0 = b.addVariable(1), x1 = b.addVariable(1e-9);
  b.addElement(c0, x0, 1);
  b.addElement(c0, x1, 1);
  b.addElement(c1, x0, 1);
  const Solution s = solveChecked(b.build());
  CHECK(close(s.x[x0], 0.999999, 1e-15));
  CHECK(close(s.x[x1], 1 - 0.999999, 1e-15, 0));
  CHECK(s.frozenBy[x1] == c0);
}

TEST_CASE("variables without constraints: at their bound, or unconstrained") {
  // x0 bounded by 3 and on no constraint -> 3; x1 on nothing at all -> +infinity.
  ProblemBuilder b;
  b.addVariable(1, 3);
  b.addVariable(1);
  const Solution s = solve(b.build()); // no certificate: x1 has nothing to be frozen by
  CHECK(s.x[0] == 3);
  CHECK(s.frozenBy[0] == kFrozenByBound);
  CHECK(s.x[1] == std::numeric_limits<double>::infinity());
  CHECK(s.frozenBy[1] == kUnconstrained);
}

TEST_CASE("an empty system and an unused constraint") {
  // No variables: an empty solution. A constraint with no variable is simply never saturated.
  CHECK(solve(Problem{{}, {}, {}, {0}, {}, {}}).x.empty());
  ProblemBuilder b;
  b.addConstraint(5);
  const Index c = b.addConstraint(4);
  b.addElement(c, b.addVariable(2), 1);
  const Solution s = solveChecked(b.build());
  CHECK(close(s.x[0], 4, 1e-15));
}

TEST_CASE("a solver reused on different systems gives the same answers as fresh ones") {
  // One Solver, three systems of different sizes in turn, each compared with a fresh solve.
  Solver solver;
  Solution reused;
  for (int n : {50, 3, 20}) {
    ProblemBuilder b;
    for (int r = 0; r < n; ++r) b.addConstraint(1 + r % 7);
    for (int j = 0; j < 2 * n; ++j) {
      const Index x = b.addVariable(1 + j % 3, j % 4 == 0 ? 0.1 * (j + 1) : 0);
      b.addElement(j % n, x, 1);
      b.addElement((j * 7 + 3) % n, x, 0.5);
    }
    const Problem p = b.build();
    solver.solve(p, reused);
    const Solution fresh = solve(p);
    CHECK(reused.x == fresh.x);
    CHECK(reused.frozenBy == fresh.frozenBy);
    CHECK(certificateViolations(p, reused).empty());
  }
}

TEST_CASE("checkProblem refuses what the solver does not handle") {
  // Each broken field in turn; the good problem passes.
  ProblemBuilder b;
  const Index c = b.addConstraint(1);
  b.addElement(c, b.addVariable(1), 1);
  const Problem good = b.build();
  CHECK(checkProblem(good).hasValue());
  Problem p = good;
  p.capacity[0] = 0;
  CHECK_FALSE(checkProblem(p).hasValue());
  p = good;
  p.weight[0] = std::numeric_limits<double>::infinity();
  CHECK_FALSE(checkProblem(p).hasValue());
  p = good;
  p.coefficient[0] = -1;
  CHECK_FALSE(checkProblem(p).hasValue());
  p = good;
  p.row[0] = 1;
  CHECK_FALSE(checkProblem(p).hasValue());
  p = good;
  p.row.push_back(0);
  p.coefficient.push_back(1);
  p.columnStart[1] = 2;
  CHECK_FALSE(checkProblem(p).hasValue()); // constraint 0 twice in one column
  p = good;
  p.bound[0] = std::nan("");
  CHECK_FALSE(checkProblem(p).hasValue());
}
