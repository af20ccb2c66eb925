#pragma once

// A 4-ary min-heap of (level, id) for the max-min core. Besides pop it can raise the key of its
// top in place (one sift-down), which is what a stale lazy key needs: pop + push would sift
// twice. Equal levels come out in an order fixed by the input alone.

#include "maxmin/Problem.h"

#include <cstddef>
#include <cstdint>
#include <limits>
#include <vector>

namespace tapeflow::maxmin {

class LevelHeap {
public:
  struct Entry {
    double level;
    Index id;
  };

  // Empties the heap and makes room for `n` entries (allocates only to grow).
  void reset(std::size_t n) {
    m_size = 0;
    if (m_storage.size() < n + kArity + kArity - 1) m_storage.resize(n + kArity + kArity - 1);
    // Entries start where the children of the root, entries 1 to 4, fill one 64-byte line, and
    // so do the children of every node: a sift step then reads one cache line, not two.
    const auto address = reinterpret_cast<std::uintptr_t>(m_storage.data() + 1);
    m_offset = (kLine - address % kLine) % kLine / sizeof(Entry);
  }
  // Appends without ordering (at most the `n` of reset()); call heapify() after the last one.
  void append(double level, Index id) { entries()[m_size++] = {level, id}; }
  // Appends if `keep`, without a branch (for a condition that is random).
  void appendIf(bool keep, double level, Index id) {
    entries()[m_size] = {level, id};
    m_size += std::size_t(keep);
  }
  void heapify() {
    pad();
    for (std::size_t i = (m_size + kArity - 2) / kArity; i-- > 0;) siftDown(i, entries()[i]);
  }
  [[nodiscard]] bool empty() const { return m_size == 0; }
  [[nodiscard]] std::size_t size() const { return m_size; }
  // The lowest level, or +infinity when empty (the padding).
  [[nodiscard]] double topLevel() const { return entries()[0].level; }
  [[nodiscard]] Index topId() const { return entries()[0].id; }
  void pop() {
    const Entry last = entries()[--m_size];
    entries()[m_size] = kSentinel;
    if (m_size > 0) siftDown(0, last);
  }
  // The top's level rose to `level`: move it down to its place.
  void raiseTop(double level) { siftDown(0, {level, entries()[0].id}); }
  [[nodiscard]] std::size_t capacityBytes() const { return m_storage.capacity() * sizeof(Entry); }

private:
  // Four children per node: half the depth of a binary heap, and the children of a node are
  // 64 contiguous bytes, so a sift on the 10,000 constraints of a large system misses the cache
  // about half as often.
  static constexpr std::size_t kArity = 4;
  static constexpr Entry kSentinel{std::numeric_limits<double>::infinity(), -1};

  // The kArity slots after the last entry hold +infinity, so every node with a child has all
  // four (the missing ones never win) and a sift compares them without a bounds test.
  void pad() {
    for (std::size_t i = 0; i < kArity; ++i) entries()[m_size + i] = kSentinel;
  }
  // Places `entry` at hole `i` or below, moving the smallest child up. Top-down with an early
  // exit: a raised top usually stays near the top, so sinking to a leaf first would cost more.
  // Levels only: a tie-break by index would cost a third of the heap's instructions, and the
  // order of constraints saturating at the same level does not change the answer (MaxMin.h).
  // The smallest of the four children is picked by a branch-free tournament.
  void siftDown(std::size_t i, Entry entry) {
    Entry* const e = entries();
    for (std::size_t first = kArity * i + 1; first < m_size; first = kArity * i + 1) {
      const Entry* c = e + first;
      // Values stay in registers: no load waits on the index of a comparison.
      const double l0 = c[0].level, l1 = c[1].level, l2 = c[2].level, l3 = c[3].level;
      const bool lowIs1 = l1 < l0;
      const bool highIs3 = l3 < l2;
      const double low = lowIs1 ? l1 : l0;
      const double high = highIs3 ? l3 : l2;
      const bool highWins = high < low;
      const double least = highWins ? high : low;
      if (!(least < entry.level)) break;
      const std::size_t best = highWins ? 2 + std::size_t(highIs3) : std::size_t(lowIs1);
      e[i] = c[best];
      i = first + best;
    }
    e[i] = entry;
  }

  static constexpr std::size_t kLine = 64;
  static_assert(kArity * sizeof(Entry) == kLine);

  std::vector<Entry> m_storage;
  std::size_t m_offset = 0; // of entry 0 in m_storage: m_size entries, then kArity sentinels
  std::size_t m_size = 0;

  [[nodiscard]] Entry* entries() { return m_storage.data() + m_offset; }
  [[nodiscard]] const Entry* entries() const { return m_storage.data() + m_offset; }
};

} // namespace tapeflow::maxmin
