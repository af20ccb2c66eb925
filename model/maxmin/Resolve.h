#pragma once

// One figure of a solved max-min problem changed, and the answer brought up to date (issue 43):
// a change that reaches no share keeps the answer as it is; any other solves again.
//
// Which changes reach nothing follows from what makes an answer max-min fair: every variable is
// held by its bound or by a saturated constraint on which it has the highest level (Bertsekas &
// Gallager, "Data Networks", 2nd ed. 1992, sec. 6.5.2). A constraint with room to spare holds
// nobody, so moving its capacity leaves every variable held as it was, as long as the room stays;
// likewise a variable held by a constraint keeps its rate whatever its bound, as long as the bound
// stays above it. Most single edits of a real system are of that kind: of the 101 random edits of
// a drive's, a bus's or a CPU's rate or a stream's ceiling that the one-LAN benchmark makes
// (scripts/bench-simgrid-edits.sh), about nine in ten leave every rate where it was.
//
// Exactness: the answer kept is the one a solve from scratch gives, bit for bit. The progressive
// filling (MaxMin.h) takes its events in order of level; a constraint whose final load stays
// below its capacity by the margin below can never come first (its level stays above every
// event's: the variables on it end at or above the level of each event, so reaching it would
// fill the constraint), nor can a bound above its variable's final rate, so the solve from
// scratch takes exactly the same events with exactly the same arithmetic. The margin
// (kChangeSlack) is far above the solver's rounding error (MaxMin.h: below 4096 n eps of a
// running sum's value), so rounding cannot bring the changed figure into play either. On the
// paths of large systems (MaxMin.h, 2 and 3) constraints tied at exactly one level saturate in
// the order of the level heap, whose layout depends on every key: there the constraint named for
// a variable held by such a tie may be another of the tied ones, and the rates after it may
// differ in their last bits (the tied constraints' variables freeze in another order).

#include "maxmin/MaxMin.h"
#include "maxmin/Problem.h"

namespace tapeflow::maxmin {

// A figure of a problem set to a new value: a constraint's capacity (positive and finite) or a
// variable's bound (<= 0 or +infinity: none).
struct Change {
  enum class What { Capacity, Bound };
  What what = What::Capacity;
  Index index = 0; // the constraint's or the variable's
  double value = 0.0;
};

// The room a constraint must keep, or a bound above its variable's rate, as a share of the
// capacity or bound: rounding is some 1e-11 at most (MaxMin.h), so a change within this of
// binding is solved again.
inline constexpr double kChangeSlack = 1e-9;

// What constraint r carries in `solution`: the sum of A_rj x_j over its variables (O(E): the
// columns are walked, no row index is kept).
[[nodiscard]] double loadOf(const Problem& problem, const Solution& solution, Index r);

// Whether `solution`, the answer to `problem` as it is, stays the answer once `change` is made.
// `change` names a constraint or variable of `problem` and a value it may take.
[[nodiscard]] bool reachesNoShare(const Problem& problem, const Solution& solution,
                                  const Change& change);

// Sets the figure `change` names to its value.
void apply(Problem& problem, const Change& change);

// Makes `change` in `problem` and brings `solution` (its answer before the change) up to date:
// kept when the change reaches no share, solved again by `solver` otherwise. Returns whether it
// solved.
bool resolve(Solver& solver, Problem& problem, Solution& solution, const Change& change);

} // namespace tapeflow::maxmin
