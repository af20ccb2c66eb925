#pragma once

// Weighted max-min fair sharing with bounds: the core every Tapeflow throughput solve uses.
//
// Problem (notation of Problem.h): find x_j >= 0 with x_j <= b_j and sum_j A_rj x_j <= C_r for
// every constraint r, such that the vector of normalised rates x_j / w_j, sorted increasingly,
// is lexicographically largest. The answer is unique (Bertsekas & Gallager, "Data Networks",
// 2nd ed. 1992, sec. 6.5.2; weighted form as in SimGrid's lmm, Casanova et al. 2008).
//
// Algorithm: event-driven progressive filling. A level t rises from 0 and every unfrozen
// variable has x_j = w_j t. Constraint r saturates at
//     t_r = R_r / U_r,   R_r = C_r - sum_{j frozen} A_rj x_j,   U_r = sum_{j unfrozen} A_rj w_j,
// and variable j reaches its bound at t = b_j / w_j. Each step takes the lowest of these events:
// a bound freezes its variable at x_j = b_j, a saturated constraint freezes all its unfrozen
// variables at w_j t. Freezing j updates R_r and U_r of the constraints in column j only.
//
// Invariant: every heap key of a live constraint is a lower bound of its current level t_r,
// and no unfrozen variable has x_j / w_j above the current level. Freezing a variable at level
// t <= t_r never lowers t_r (it removes a share whose rate t is at most the constraint's mean
// rate t_r), so a key can only go stale upwards. The heap is therefore updated lazily: freezing
// does not touch it; when a constraint reaches the top its level is recomputed in O(1), and if
// it has risen the key is raised in place, otherwise the constraint saturates now. Ties
// need no special case: constraints at the same level saturate one after the other, and the
// later ones find their level unchanged by the variables the first one froze.
//
// Exactness: there is no precision or epsilon. The only decisions are comparisons of levels
// (quotients, so the same at any unit scale) and the count of unfrozen variables per constraint
// (an integer, so a constraint with nothing left is dropped without testing U_r against a
// threshold, and no level divides by zero). R_r and U_r are running differences, updated in
// O(1) per frozen element; each keeps the U_r it had when last computed from scratch, and when
// U_r has fallen below 1/4096 of that, the level is recomputed from the row with compensated sums
// (CompensatedSum.h) before it is used. So subtracting most of a constraint's usage never
// cancels away the digits that decide its level: between recomputations the rounding error
// of R_r and U_r stays below 4096 n eps of their current values (n elements in the row); a test
// shows a plain running sum off by 8e-8 where this is exact. A level recomputed a rounding
// below the current one (a tie) is raised to it, so levels never go down and x_j / w_j is
// largest on the constraint that froze j.
//
// Cost and data structures. Three paths, chosen by size alone (never by file), give the same
// answer by the same events; they differ in how they find the next event and a row's variables.
//
// 1. Small: C <= 64 and V <= 64 (solveSmall()). Fixed costs dominate such systems, so all state
//    lives in stack arrays and nothing is built but one 64-bit mask of variables per row (set in
//    the pass that sums U_r) and a mask of unfrozen variables. Levels are kept exact instead of
//    lazy: after each event the constraints it touched get theirs recomputed, and each event
//    scans the C levels (pairwise minima, keys padded to a multiple of 4) and the levels of the
//    live bounded variables. O(E + C + V + K (C + B)) time for K events (K <= C + B), no heap,
//    transpose, sort or allocation (besides sizing the solution).
// 2. Mask rows: 3 C ceil(V / 64) <= 2 E (dense systems such as 100 x 100 with 24 constraints
//    per variable, or 100 x 500 with 5). Rows are bit masks of their variables (C ceil(V / 64)
//    words, set in the pass that sums U_r) instead of CSR; a saturating row visits its unfrozen
//    variables word by word. Events come from the structures below. O(E + C V / 64 + V + S + P log
//    C) time.
// 3. CSR (everything else). O(E + C + V + S + P log C) time.
// P is the number of pops of the level order (each constraint's saturation plus its lazy
// re-keys; P <= C + E, in practice a few times C; with the radix queue below the log C becomes
// its at most 16 moves per entry); S is the cost of reading the bound events in order, O(B) for
// levels spread over their range and at most O(B log B); memory is O(C + V + E). Data
// structures of paths 2 and 3:
// - the input is CSC (per variable, as files and topologies list it); the CSR copy holds only
//   variable ids and is built by a counting sort in flat passes over the elements (lengths,
//   then U_r and the fill), with the counts and sums in compact arrays. Beyond 2^18 elements
//   (1 MiB of CSR, half the L2 cache) a direct fill would write to C places at random, mostly
//   misses, so it goes by blocks of rows instead: one pass appends each element to its block (a
//   few sequential write streams), a second places each block's elements into its rows, which
//   span about 2^14 entries and stay in cache (4 bytes per element of memory);
// - constraint state (R_r, U_r, last exact U_r, unfrozen count) is one 32-byte record, so the
//   update of one element touches one cache line;
// - once the elements outgrow the L2 cache (as for the prefetches), what the filling reads and
//   writes of a variable (w_j, its column start, frozenBy) is one 16-byte record, built in the
//   pass that collects the bounds: a variable frozen at random then misses one line, not three,
//   and the final pass reads x_j's inputs from it. Smaller systems read the three arrays, for
//   which building the records costs more than it saves;
// - the unfrozen variables are also a bit set (V / 8 bytes), read where frozenBy would miss the
//   cache on large systems; x is not written during the filling but after it, in one pass in
//   the order of j, from frozenBy and the level at which each constraint saturated (a random
//   store fewer per variable);
// - the lowest constraint level comes from a 4-ary heap of (level, r) with lazy keys
//   (LevelHeap.h; a stale top sifts down once; the four children of a node share one cache line)
//   up to 767 constraints, and from a radix heap over the levels' bits (LevelQueue.h) from 768:
//   the heap's sifts walk a random path of lines, which beyond the L1 cache miss at every level,
//   while the radix heap appends and moves its entries in sequential runs; on a few hundred
//   constraints, all in L1, the heap is the faster. Either replaces per-round scans of every
//   constraint;
// - bounds are (b_j / w_j, j) events in a BoundQueue (BoundQueue.h): one pass puts them into
//   about B / 4 buckets of consecutive levels and each bucket is sorted when the filling first
//   reaches it, so buckets above the last event are never sorted;
// - arrays that can exceed 1 MiB (the problem's, the CSR, the records, the bound events) are
//   LargeArrays (LargeArray.h), on 2 MiB pages where Linux gives them: at 100,000 variables the
//   filling's random reads span some 3,000 pages of 4 KiB, beyond the data TLB's reach;
// - beyond the L2 cache, misses are overlapped by prefetching: a saturating row's columns in a
//   software pipeline (a variable's record 8 ahead, its column 4 ahead), the columns of the bound
//   events 8 ahead, the state and first lines of the row of the constraint next at the top while
//   a row's variables freeze, and the state of each constraint the radix queue moves toward the
//   top.
// What still grows faster than the system's size is the filling's random reads of columns and
// constraint state, which miss the L2 cache at 100,000 variables. docs/benchmarks.md gives the
// measured cost of each path ("The max-min core") and what each structure above gained and what
// was measured and dropped ("History of the max-min core").
//
// A Solver keeps this workspace between solves, so re-solving a system allocates nothing
// (another of the same size may grow some of the radix heap's buckets).

#include "maxmin/BoundQueue.h"
#include "maxmin/LargeArray.h"
#include "maxmin/LevelHeap.h"
#include "maxmin/LevelQueue.h"
#include "maxmin/Problem.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace tapeflow::maxmin {

// What froze a variable: a constraint index r >= 0, or one of these.
inline constexpr Index kFrozenByBound = -1;
inline constexpr Index kUnconstrained = -2; // no constraint and no bound: x_j = +infinity

struct Solution {
  std::vector<double> x;       // x_j
  std::vector<Index> frozenBy; // the constraint that saturated, or kFrozenByBound
};

// Which of the three paths (see above) a Solver takes. Automatic chooses by size; the others are
// for tests, which check every path on the same systems (Small applies only where C, V <= 64).
enum class SolverPath { Automatic, Small, MaskRows, Csr };
// Which structure orders the constraints' levels on paths 2 and 3: chosen by size, or either one
// (for tests, which check both on the same systems).
enum class LevelOrder { Automatic, Heap, RadixQueue };

class Solver {
public:
  // Solves `problem`, which must satisfy checkProblem(), into `solution` (resized to V).
  void solve(const Problem& problem, Solution& solution);

  void setPath(SolverPath path) { m_path = path; }
  void setLevelOrder(LevelOrder order) { m_levelOrder = order; }

  // Bytes held by the workspace (not counting the problem or the solution).
  [[nodiscard]] std::size_t workspaceBytes() const;

private:
  struct ConstraintState {
    double remaining = 0;  // R_r
    double usage = 0;      // U_r
    double exactUsage = 0; // U_r when last computed from scratch
    Index unfrozen = 0;    // unfrozen elements of r; 0 once r is saturated or empty
  };
  // What the filling reads and writes of variable j, in one 16-byte record so that freezing a
  // variable at random misses one cache line instead of three (weight, columnStart, frozenBy).
  // Its column ends where record j + 1's starts.
  struct VariableState {
    double weight = 0;     // w_j
    Index columnStart = 0; // of j in the CSC
    Index frozenBy = 0;    // as Solution::frozenBy; kUnconstrained while unfrozen
  };

  void solveSmall(const Problem& problem, Solution& solution);
  void buildRows(const Problem& problem);
  void buildEvents(const Problem& problem);
  [[nodiscard]] double levelOf(Index r, const Problem& problem);
  void recompute(Index r, const Problem& problem);

  LargeArray<ConstraintState> m_state;
  LargeArray<VariableState> m_variable; // V + 1 records (the last one ends the last column)
  bool m_records = false;               // m_variable is used (large systems only)
  const Index* m_frozenBy = nullptr;    // the solution's frozenBy during a solve without records
  std::vector<Index> m_rowStart;        // CSR of the incidence: variables of constraint r
  LargeArray<Index> m_rowVariable;
  std::vector<double> m_usage;         // U_r while the rows are built
  LargeArray<Index> m_elementVariable; // j of each CSC element
  std::vector<double> m_level;         // level at which each saturated constraint froze
  LargeArray<std::uint32_t> m_blocked; // elements by blocks of rows (large E; buildRows())
  std::vector<Index> m_blockCursor;    // fill cursor of each block of rows
  LevelHeap m_heap;                    // (level key, r) of the live constraints, or on
  LevelQueue m_queue;                  // large systems here (m_radixQueue)
  bool m_radixQueue = false;
  BoundQueue m_bounds;        // (b_j / w_j, j) of the bounded variables
  std::vector<Index> m_batch; // unfrozen variables of the saturating row
  // Rows as bit masks of their variables instead of CSR (see buildRows()).
  SolverPath m_path = SolverPath::Automatic;
  LevelOrder m_levelOrder = LevelOrder::Automatic;
  bool m_maskRows = false;
  Index m_words = 0;                    // 64-bit words per row mask
  std::vector<std::uint64_t> m_rowMask; // C rows of m_words words
  std::vector<std::uint64_t> m_live;    // unfrozen variables
};

// One solve with a fresh workspace.
[[nodiscard]] Solution solve(const Problem& problem);

} // namespace tapeflow::maxmin
