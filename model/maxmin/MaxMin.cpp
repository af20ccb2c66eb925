#include "maxmin/MaxMin.h"

#include "maxmin/CompensatedSum.h"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstring>
#include <limits>
#include <type_traits>

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
// How many variables of a saturating row ahead to prefetch the column start of (and half as many
// ahead, the column).
constexpr std::size_t kAhead = 8;
// How many entries of the next top's row to prefetch (four cache lines).
constexpr Index kRowAhead = 64;
// Systems with more elements than this (about 2 MiB of columns) get the prefetches.
constexpr Index kPrefetchElements = 1 << 17;

// Systems with more elements than this (1 MiB of CSR) build it by blocks of rows, each of about
// kBlockElements elements (64 KiB of CSR): see buildRows().
constexpr Index kBlockedFillElements = 1 << 18;
constexpr Index kBlockElements = 1 << 14;

// Systems with at least this many constraints keep their levels in a LevelQueue (radix heap)
// instead of a LevelHeap: measured crossover between 500 constraints (the heap 7 % faster) and
// 1,000 (the radix heap 2-6 % faster).
constexpr Index kRadixQueueConstraints = 768;

// Systems with at most this many constraints and variables take solveSmall(): a row is then one
// 64-bit mask of its variables and the unfrozen set is one mask too.
constexpr Index kSmallLimit = 64;

using Mask = std::uint64_t;
// Two doubles compared and selected at once (minpd on x86-64; GCC and Clang vector extension).
using Pair = double __attribute__((vector_size(16)));

// Visits the set bits of `mask`, lowest first.
template <class Visit>
inline void forEachBit(Mask mask, Visit&& visit) {
  while (mask != 0) {
    visit(Index(std::countr_zero(mask)));
    mask &= mask - 1;
  }
}

} // namespace

// The same progressive filling for C, V <= 64, with all state on the stack and no index built:
// one pass over the columns sets U_r and the row masks, and each event scans the live
// constraints' current levels (kept exact: after an event, the constraints it touched get
// theirs recomputed) and the live bounded variables' levels, instead of keeping heaps. That is
// O(E + C + V + K (C + B)) for K events; at these sizes the scans cost less than keeping heaps
// (measured), and the set-up costs no allocation, transpose or sort (MaxMin.h, path 1).
void Solver::solveSmall(const Problem& problem, Solution& solution) {
  const Index constraints = problem.constraintCount();
  const Index variables = problem.variableCount();
  const double* const weight = problem.weight.data();
  const double* const bound = problem.bound.data();
  const double* const coefficient = problem.coefficient.data();
  const Index* const row = problem.row.data();
  const Index* const columnStart = problem.columnStart.data();
  solution.x.resize(std::size_t(variables)); // every x_j is written below
  solution.frozenBy.resize(std::size_t(variables));
  double* const x = solution.x.data();
  Index* const frozenBy = solution.frozenBy.data();

  double remaining[kSmallLimit]; // R_r
  double usage[kSmallLimit];     // U_r
  double exactUsage[kSmallLimit];
  double key[kSmallLimit];   // current level of r, +infinity once r has no unfrozen variable
  Mask rowMask[kSmallLimit]; // variables of r
  double boundLevel[kSmallLimit];
  for (Index r = 0; r < constraints; ++r) {
    remaining[r] = problem.capacity[r];
    usage[r] = 0.0;
    rowMask[r] = 0;
  }
  Mask bounded = 0;
  for (Index j = 0; j < variables; ++j) {
    const double w = weight[j];
    for (Index k = columnStart[j]; k < columnStart[j + 1]; ++k) {
      const Index r = row[k];
      usage[r] += coefficient[k] * w;
      rowMask[r] |= Mask(1) << j;
    }
    boundLevel[j] = bound[j] / w;
    bounded |= Mask(Problem::hasBound(bound[j])) << j;
    frozenBy[j] = kNotFrozen;
  }
  Mask live = variables == 64 ? ~Mask(0) : (Mask(1) << variables) - 1; // unfrozen variables

  // R_r and U_r from scratch (compensated), as recompute() does.
  const auto recomputeSmall = [&](Index r) {
    CompensatedSum rem{problem.capacity[r], 0.0};
    CompensatedSum use;
    forEachBit(rowMask[r], [&](Index j) {
      Index e = columnStart[j];
      while (row[e] != r) ++e;
      if ((live >> j) & 1)
        use.add(coefficient[e] * weight[j]);
      else
        rem.add(-coefficient[e] * x[j]);
    });
    remaining[r] = rem.value();
    usage[r] = use.value();
    exactUsage[r] = usage[r];
  };
  const auto levelOfSmall = [&](Index r) {
    if ((rowMask[r] & live) == 0) return kInfinity;
    if (!(usage[r] >= exactUsage[r] * kRecomputeShare)) recomputeSmall(r);
    if (!(usage[r] > 0)) return kInfinity;
    return remaining[r] / usage[r];
  };
  for (Index r = 0; r < constraints; ++r) {
    exactUsage[r] = usage[r];
    key[r] = rowMask[r] != 0 && usage[r] > 0 ? remaining[r] / usage[r] : kInfinity;
  }
  const Index paddedConstraints = (constraints + 3) & ~Index(3);
  for (Index r = constraints; r < paddedConstraints; ++r) key[r] = kInfinity;

  Mask touched = 0; // constraints whose R_r and U_r changed since their key was set
  const auto freeze = [&](Index j, double value, Index by) {
    x[j] = value;
    frozenBy[j] = by;
    const double w = weight[j];
    for (Index k = columnStart[j]; k < columnStart[j + 1]; ++k) {
      const Index r = row[k];
      const double a = coefficient[k];
      remaining[r] -= a * value;
      usage[r] -= a * w;
      touched |= Mask(1) << r;
    }
  };

  double level = 0.0; // the level t of the last event; never decreases
  while (live != 0) {
    // The lowest bound level of a live variable (ties: lowest j, as the sorted events).
    double lowestBound = kInfinity;
    Index boundVariable = -1;
    forEachBit(bounded & live, [&](Index j) {
      const bool lower = boundLevel[j] < lowestBound;
      lowestBound = lower ? boundLevel[j] : lowestBound;
      boundVariable = lower ? j : boundVariable;
    });
    // The lowest current level of a constraint: its value by running minima of pairs (over keys
    // padded with +infinity to a multiple of 4), then its first occurrence (ties: lowest r).
    double lowest = kInfinity;
    if (paddedConstraints <= 16) { // a few scalar minima: the pairs cost more on short scans
      double m0 = kInfinity, m1 = kInfinity, m2 = kInfinity, m3 = kInfinity;
      for (Index c = 0; c < paddedConstraints; c += 4) {
        m0 = key[c] < m0 ? key[c] : m0;
        m1 = key[c + 1] < m1 ? key[c + 1] : m1;
        m2 = key[c + 2] < m2 ? key[c + 2] : m2;
        m3 = key[c + 3] < m3 ? key[c + 3] : m3;
      }
      m0 = m1 < m0 ? m1 : m0;
      m2 = m3 < m2 ? m3 : m2;
      lowest = m2 < m0 ? m2 : m0;
    } else {
      Pair m01 = {kInfinity, kInfinity}, m23 = {kInfinity, kInfinity};
      for (Index c = 0; c < paddedConstraints; c += 4) {
        Pair k01, k23;
        std::memcpy(&k01, key + c, sizeof k01);
        std::memcpy(&k23, key + c + 2, sizeof k23);
        m01 = k01 < m01 ? k01 : m01;
        m23 = k23 < m23 ? k23 : m23;
      }
      m01 = m23 < m01 ? m23 : m01;
      lowest = m01[1] < m01[0] ? m01[1] : m01[0];
    }
    Index r = 0;
    if (lowest < lowestBound)
      while (key[r] != lowest) ++r;

    if (lowest < lowestBound) {
      level = std::max(level, lowest);
      const Mask batch = rowMask[r] & live;
      live &= ~batch; // first, so that a recomputation below sees them frozen
      forEachBit(batch, [&](Index j) { freeze(j, weight[j] * level, r); });
      key[r] = kInfinity;
      touched &= ~(Mask(1) << r);
    } else if (boundVariable >= 0) { // a bound at or below every constraint's level
      level = std::max(level, lowestBound);
      live &= ~(Mask(1) << boundVariable);
      freeze(boundVariable, bound[boundVariable], kFrozenByBound);
    } else {
      break; // only variables with no constraint and no bound are left
    }
    forEachBit(touched, [&](Index c) { key[c] = levelOfSmall(c); });
    touched = 0;
  }
  forEachBit(live, [&](Index j) { x[j] = kInfinity; });
}

void Solver::buildRows(const Problem& problem) {
  const Index constraints = problem.constraintCount();
  const Index variables = problem.variableCount();
  m_state.resize(std::size_t(constraints));
  ConstraintState* const state = m_state.data();
  for (Index r = 0; r < constraints; ++r) state[r] = {problem.capacity[r], 0.0, 0.0, 0};

  // The variable of each element, from columnStart by a prefix sum (an empty column adds to
  // the same mark), so that both passes below run flat over the elements: looping column by
  // column would mispredict the end of every short column, twice per variable.
  const Index elements = problem.elementCount();
  m_elementVariable.assign(std::size_t(elements) + 1, 0);
  Index* const elementVariable = m_elementVariable.data();
  const Index* const columnStart = problem.columnStart.data();
  const Index* const row = problem.row.data();
  const double* const coefficient = problem.coefficient.data();
  const double* const weight = problem.weight.data();
  for (Index j = 0; j < variables; ++j) ++elementVariable[columnStart[j + 1]];
  // Rows as masks of their variables when those take at most 2/3 as many words as there are
  // elements (words per row W = ceil(V / 64)): setting a bit is then cheaper than a counting
  // sort, and a saturating row visits only its unfrozen variables in W words. Otherwise (large
  // systems, or many variables per constraint) rows are CSR. The 2/3 is measured: at C W ~ E
  // (300 rows of 16 words, 5,000 elements) the masks were 8% slower than CSR.
  const Index words = (variables + 63) / 64;
  m_maskRows = m_path == SolverPath::MaskRows ||
               (m_path != SolverPath::Csr &&
                std::int64_t(constraints) * words * 3 <= std::int64_t(elements) * 2);
  // Pass 1: initial usage U_r and the length of each row (and the row masks).
  Index owner = 0;
  if (m_maskRows) {
    m_words = words;
    m_rowMask.assign(std::size_t(constraints) * std::size_t(words), 0);
    Mask* const rowMask = m_rowMask.data();
    // Counts and sums in compact arrays, as for CSR below.
    m_rowStart.assign(std::size_t(constraints), 0);
    Index* const length = m_rowStart.data();
    m_usage.assign(std::size_t(constraints), 0.0);
    double* const usage = m_usage.data();
    const std::size_t stride = std::size_t(words);
    for (Index k = 0; k < elements; ++k) {
      owner += elementVariable[k];
      const std::size_t r = std::size_t(row[k]);
      usage[r] += coefficient[k] * weight[owner];
      ++length[r];
      rowMask[r * stride + std::size_t(owner >> 6)] |= Mask(1) << (owner & 63);
    }
    for (Index r = 0; r < constraints; ++r) {
      state[r].usage = state[r].exactUsage = usage[r];
      state[r].unfrozen = length[r];
    }
    return;
  }
  // CSR by a counting sort: the row lengths first (a pass that reads only the rows), then one
  // pass computes U_r and places each element's variable. rowStart[r + 1] is the fill cursor of
  // row r, which leaves it at the end of row r, that is the start of row r + 1.
  // The counts and sums go to compact arrays (4 and 8 bytes per row) rather than the 32-byte
  // records: with 10,000 rows those stay in the L2 cache beside the streamed elements.
  m_rowStart.assign(std::size_t(constraints) + 1, 0);
  Index* const rowStart = m_rowStart.data();
  for (Index k = 0; k < elements; ++k) ++rowStart[row[k] + 1];
  Index start = 0;
  Index longestRow = 0;
  for (Index r = 0; r < constraints; ++r) {
    const Index length = rowStart[r + 1];
    state[r].unfrozen = length;
    rowStart[r + 1] = start;
    start += length;
    longestRow = std::max(longestRow, length);
  }
  if (m_rowVariable.size() < std::size_t(start)) m_rowVariable.resize(std::size_t(start));
  if (m_batch.size() < std::size_t(longestRow)) m_batch.resize(std::size_t(longestRow));
  m_usage.assign(std::size_t(constraints), 0.0);
  double* const usage = m_usage.data();
  Index* const rowVariable = m_rowVariable.data();
  // Beyond the cache, placing each element straight into its row writes to C places at random,
  // most of them cache misses. So the fill goes in two passes: the first appends each element to
  // one of a few blocks of rows, in the part of the CSR that those rows will hold (a few write
  // streams); the second places each block's elements into its rows, which then span about
  // kBlockElements entries and stay in the L1/L2 cache. An element of a block is one 32-bit
  // word: its row within the block above its variable.
  int shift = 0; // rows per block: 2^shift, the largest with about kBlockElements entries
  while (shift < 30 &&
         (std::int64_t(elements) << (shift + 1)) <= std::int64_t(kBlockElements) * constraints)
    ++shift;
  const int variableBits = std::bit_width(std::uint32_t(std::max(variables - 1, Index(1))));
  if (elements <= kBlockedFillElements || variableBits + shift > 32) {
    for (Index k = 0; k < elements; ++k) {
      owner += elementVariable[k];
      const Index r = row[k];
      usage[r] += coefficient[k] * weight[owner];
      rowVariable[rowStart[r + 1]++] = owner;
    }
  } else {
    const Index blocks = ((constraints - 1) >> shift) + 1;
    m_blockCursor.resize(std::size_t(blocks));
    Index* const blockCursor = m_blockCursor.data();
    for (Index b = 0; b < blocks; ++b) blockCursor[b] = rowStart[(b << shift) + 1];
    if (m_blocked.size() < std::size_t(elements)) m_blocked.resize(std::size_t(elements));
    std::uint32_t* const blocked = m_blocked.data();
    const std::uint32_t rowInBlock = (std::uint32_t(1) << shift) - 1;
    for (Index k = 0; k < elements; ++k) {
      owner += elementVariable[k];
      const Index r = row[k];
      usage[r] += coefficient[k] * weight[owner];
      blocked[blockCursor[r >> shift]++] =
          (std::uint32_t(r) & rowInBlock) << variableBits | std::uint32_t(owner);
    }
    const std::uint32_t variableMask = (std::uint32_t(1) << variableBits) - 1;
    Index begin = 0;
    for (Index b = 0; b < blocks; ++b) { // each cursor now stands at the end of its block
      Index* const cursor = rowStart + (b << shift) + 1;
      for (Index k = begin; k < blockCursor[b]; ++k) {
        const std::uint32_t element = blocked[k];
        rowVariable[cursor[element >> variableBits]++] = Index(element & variableMask);
      }
      begin = blockCursor[b];
    }
  }
  for (Index r = 0; r < constraints; ++r) state[r].usage = state[r].exactUsage = usage[r];
}

void Solver::buildEvents(const Problem& problem) {
  const Index constraints = problem.constraintCount();
  const Index variables = problem.variableCount();
  const auto fillQueue = [&](auto& queue) {
    queue.reset(std::size_t(constraints));
    for (Index r = 0; r < constraints; ++r) {
      const ConstraintState& state = m_state[r];
      if (state.unfrozen > 0) queue.append(state.remaining / state.usage, r);
    }
  };
  if (m_radixQueue) {
    // Beyond the cache, the state of each constraint about to reach the top is fetched early
    // (xl-wb about 1.5 % faster).
    m_queue.prefetchOnRefill(m_records ? m_state.data() : nullptr, sizeof(ConstraintState));
    fillQueue(m_queue);
    m_queue.start();
  } else {
    fillQueue(m_heap);
    m_heap.heapify();
  }

  // Bounded variables, collected without a branch (which bound is set is random), and with
  // records, those in the same pass (w_j is read once).
  BoundQueue::Event* const events = m_bounds.prepare(std::size_t(variables));
  const double* const weight = problem.weight.data();
  const double* const bound = problem.bound.data();
  std::size_t bounded = 0;
  const auto collect = [&](Index j) {
    events[bounded] = {bound[j] / weight[j], j};
    bounded += std::size_t(Problem::hasBound(bound[j]));
  };
  if (m_records) {
    m_variable.resize(std::size_t(variables) + 1);
    VariableState* const variable = m_variable.data();
    const Index* const columnStart = problem.columnStart.data();
    for (Index j = 0; j < variables; ++j) {
      collect(j);
      variable[j] = {weight[j], columnStart[j], kNotFrozen};
    }
    variable[variables] = {0.0, columnStart[variables], kNotFrozen};
  } else {
    for (Index j = 0; j < variables; ++j) collect(j);
  }
  m_bounds.distribute(bounded); // sorted lazily as the solve reads it
}

void Solver::recompute(Index r, const Problem& problem) {
  CompensatedSum remaining{problem.capacity[r], 0.0};
  CompensatedSum usage;
  const auto add = [&](Index j) {
    Index e = problem.columnStart[j];
    while (problem.row[e] != r) ++e; // rows hold variables only; columns are short
    const Index by = m_records ? m_variable[j].frozenBy : m_frozenBy[j];
    if (by == kNotFrozen)
      usage.add(problem.coefficient[e] * problem.weight[j]);
    else // x_j is written after the loop: b_j, or w_j times the level of the constraint `by`
      remaining.add(-problem.coefficient[e] *
                    (by == kFrozenByBound ? problem.bound[j] : problem.weight[j] * m_level[by]));
  };
  if (m_maskRows) {
    const Mask* const rowMask = m_rowMask.data() + std::size_t(r) * std::size_t(m_words);
    for (Index w = 0; w < m_words; ++w)
      forEachBit(rowMask[w], [&](Index bit) { add(64 * w + bit); });
  } else {
    for (Index k = m_rowStart[r]; k < m_rowStart[r + 1]; ++k) add(m_rowVariable[k]);
  }
  ConstraintState& state = m_state[r];
  state.remaining = remaining.value();
  state.usage = usage.value();
  state.exactUsage = state.usage;
}

double Solver::levelOf(Index r, const Problem& problem) {
  const ConstraintState& state = m_state[r];
  if (!(state.usage >= state.exactUsage * kRecomputeShare)) recompute(r, problem);
  if (!(state.usage > 0)) return kInfinity; // only if A_rj * w_j underflowed to 0
  return state.remaining / state.usage;
}

void Solver::solve(const Problem& problem, Solution& solution) {
  const Index variables = problem.variableCount();
  const bool fitsSmall = variables <= kSmallLimit && problem.constraintCount() <= kSmallLimit;
  if (fitsSmall && (m_path == SolverPath::Automatic || m_path == SolverPath::Small)) {
    solveSmall(problem, solution);
    return;
  }
  // The variable records pay only when the columns no longer fit in the (L2) cache; below,
  // building them costs more than they save (medium-sparse-c200-v1000 about 3 % slower).
  const bool beyondCache = problem.elementCount() > kPrefetchElements;
  m_radixQueue = m_levelOrder == LevelOrder::RadixQueue ||
                 (m_levelOrder == LevelOrder::Automatic &&
                  problem.constraintCount() >= kRadixQueueConstraints);
  m_records = beyondCache;
  solution.x.resize(std::size_t(variables)); // every x_j (and with records, frozenBy_j) is
                                             // written below
  if (m_records)
    solution.frozenBy.resize(std::size_t(variables));
  else
    solution.frozenBy.assign(std::size_t(variables), kNotFrozen);
  m_frozenBy = solution.frozenBy.data();
  // The unfrozen variables as a bit set as well: V / 8 bytes stay in the cache where the random
  // reads of frozenBy (4 V bytes) miss on large systems.
  m_live.assign(std::size_t((variables + 63) / 64), ~Mask(0));
  Mask* const live = m_live.data();
  const auto isLive = [live](Index j) { return (live[j >> 6] >> (j & 63)) & 1; };
  const auto clearLive = [live](Index j) { live[j >> 6] &= ~(Mask(1) << (j & 63)); };
  m_level.resize(std::size_t(problem.constraintCount()));
  buildRows(problem);
  buildEvents(problem);

  const double* const coefficient = problem.coefficient.data();
  const Index* const row = problem.row.data();
  ConstraintState* const state = m_state.data();
  VariableState* const variable = m_variable.data();
  double* const x = solution.x.data();
  double* const saturationLevel = m_level.data();
  Index* const batch = m_batch.data();
  const Index* const rowStart = m_rowStart.data();
  const Index* const rowVariable = m_rowVariable.data();
  const double* const weight = problem.weight.data();
  const Index* const columnStart = problem.columnStart.data();
  Index* const frozenBy = solution.frozenBy.data();
  // The filling, compiled once with the variable records and once without (a test of
  // `records` in each freeze cost the records' gain on xl-wb).
  const auto fill = [&](auto recordsTag, auto& queue) {
    constexpr bool records = decltype(recordsTag)::value;
    // Freezes j at `value` (b_j, or w_j times the level when `by` is a constraint): R_r and U_r
    // of every constraint in its column lose j's share.
    const auto freezeAt = [&](Index j, Index by, double value) {
      Index begin, end;
      double w;
      if constexpr (records) {
        VariableState& v = variable[j];
        v.frozenBy = by;
        w = v.weight;
        begin = v.columnStart;
        end = variable[j + 1].columnStart;
      } else {
        frozenBy[j] = by;
        w = weight[j];
        begin = columnStart[j];
        end = columnStart[j + 1];
      }
      for (Index k = begin; k < end; ++k) {
        ConstraintState& s = state[row[k]];
        const double a = coefficient[k];
        s.remaining -= a * value;
        s.usage -= a * w;
        --s.unfrozen;
      }
    };
    const auto freeze = [&](Index j, Index by, double level) {
      freezeAt(j, by, (records ? variable[j].weight : weight[j]) * level);
    };

    const std::size_t boundCount = m_bounds.size();
    std::size_t nextBound = 0;
    Index unfrozenVariables = variables;
    double level = 0.0; // the level t of the last event; never decreases
    while (unfrozenVariables > 0) {
      while (nextBound < boundCount && !isLive(m_bounds.at(nextBound).variable)) ++nextBound;
      const double boundLevel = nextBound < boundCount ? m_bounds.at(nextBound).level : kInfinity;

      if (queue.topLevel() < boundLevel) {
        const Index r = queue.topId();
        if (state[r].unfrozen <= 0) { // every variable already frozen
          queue.pop();
          continue;
        }
        const double current = levelOf(r, problem);
        if (current > queue.topLevel()) { // stale key: the level rose since it was set
          queue.raiseTop(current);
          continue;
        }
        queue.pop();
        if (beyondCache && !m_maskRows && queue.topLevel() < kInfinity) {
          // The next top often saturates next: its state and the first lines of its row are
          // fetched now, to arrive while this row's variables freeze (xl-wb about 2 % faster).
          const Index next = queue.topId();
          __builtin_prefetch(&state[next]);
          const Index* const nextRow = rowVariable + rowStart[next];
          for (Index k = 0; k < std::min(rowStart[next + 1] - rowStart[next], kRowAhead); k += 16)
            __builtin_prefetch(nextRow + k);
        }
        level = std::max(level, current); // a tie recomputed a rounding low stays at the level
        saturationLevel[r] = level;
        if (m_maskRows) { // the row's unfrozen variables are its mask and the live mask
          const Mask* const rowMask = m_rowMask.data() + std::size_t(r) * std::size_t(m_words);
          unfrozenVariables -= state[r].unfrozen; // each freeze below counts it down to 0
          for (Index w = 0; w < m_words; ++w) {
            const Mask bits = rowMask[w] & live[w];
            live[w] &= ~bits;
            forEachBit(bits, [&](Index bit) {
              const Index j = 64 * w + bit;
              freeze(j, r, level);
            });
          }
          continue;
        }
        // Gather the row's unfrozen variables without a branch (which are frozen is random),
        // then freeze them.
        std::size_t count = 0;
        for (Index k = rowStart[r]; k < rowStart[r + 1]; ++k) {
          const Index j = rowVariable[k];
          batch[count] = j;
          count += std::size_t(isLive(j));
        }
        if (beyondCache) {
          // The batch is random in j: on systems larger than the cache each column costs
          // misses. A software pipeline overlaps them: kAhead variables ahead, fetch the column
          // start; kAhead / 2 ahead, the column itself (its start has arrived by then).
          for (std::size_t i = 0; i < count; ++i) {
            __builtin_prefetch(&variable[batch[std::min(i + kAhead, count - 1)]]);
            const Index first = variable[batch[std::min(i + kAhead / 2, count - 1)]].columnStart;
            __builtin_prefetch(&row[first]);
            __builtin_prefetch(&coefficient[first]);
            const Index j = batch[i];
            clearLive(j);
            freeze(j, r, level);
          }
        } else {
          for (std::size_t i = 0; i < count; ++i) {
            const Index j = batch[i];
            clearLive(j);
            freeze(j, r, level);
          }
        }
        unfrozenVariables -= Index(count);
        state[r].unfrozen = 0;
      } else if (nextBound < boundCount) { // a bound at or below every constraint's level
        if (beyondCache &&
            nextBound + kBoundLookahead < boundCount) { // overlap the next columns' misses
          const Index ahead = m_bounds.peek(nextBound + kBoundLookahead).variable;
          __builtin_prefetch(&row[variable[ahead].columnStart]);
          __builtin_prefetch(&coefficient[variable[ahead].columnStart]);
        }
        const Index j = m_bounds.at(nextBound++).variable;
        level = std::max(level, boundLevel);
        freezeAt(j, kFrozenByBound, problem.bound[j]);
        clearLive(j);
        --unfrozenVariables;
      } else {
        break; // only variables with no constraint and no bound are left
      }
    }
    // x_j from what froze j, in one pass in the order of j: written during the loop, x would
    // add a random store per variable to the cache's load.
    const double* const bound = problem.bound.data();
    const auto valueOf = [&](Index j, Index by, double w) {
      const double byConstraint = w * saturationLevel[std::max(by, Index(0))];
      const double other = by == kFrozenByBound ? bound[j] : kInfinity;
      return by >= 0 ? byConstraint : other;
    };
    if constexpr (records) { // frozenBy is copied out of the records in the same pass
      for (Index j = 0; j < variables; ++j) {
        const VariableState v = variable[j];
        frozenBy[j] = v.frozenBy;
        x[j] = valueOf(j, v.frozenBy, v.weight);
      }
    } else {
      for (Index j = 0; j < variables; ++j) x[j] = valueOf(j, frozenBy[j], weight[j]);
    }
  };
  if (m_records && m_radixQueue)
    fill(std::true_type{}, m_queue);
  else if (m_records)
    fill(std::true_type{}, m_heap);
  else if (m_radixQueue)
    fill(std::false_type{}, m_queue);
  else
    fill(std::false_type{}, m_heap);
}

std::size_t Solver::workspaceBytes() const {
  return m_state.capacity() * sizeof(ConstraintState) +
         m_variable.capacity() * sizeof(VariableState) + m_rowStart.capacity() * sizeof(Index) +
         m_rowVariable.capacity() * sizeof(Index) + m_usage.capacity() * sizeof(double) +
         m_elementVariable.capacity() * sizeof(Index) + m_heap.capacityBytes() +
         m_queue.capacityBytes() + m_bounds.capacityBytes() + m_level.capacity() * sizeof(double) +
         m_blocked.capacity() * sizeof(std::uint32_t) + m_blockCursor.capacity() * sizeof(Index) +
         m_batch.capacity() * sizeof(Index) +
         (m_rowMask.capacity() + m_live.capacity()) * sizeof(std::uint64_t);
}

Solution solve(const Problem& problem) {
  Solver solver;
  Solution solution;
  solver.solve(problem, solution);
  return solution;
}

} // namespace tapeflow::maxmin
