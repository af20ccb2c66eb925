#pragma once

// A 4-ary min-heap of (level, constraint) for the max-min core. Besides push and pop it can
// raise the key of its top in place (one sift-down), which is what a stale lazy key needs:
// pop + push would sift twice. Equal levels come out in an order fixed by the input alone.

#include "maxmin/Problem.h"

#include <algorithm>
#include <cstddef>
#include <vector>

namespace tapeflow::maxmin {

class LevelHeap {
public:
  struct Entry {
    double level;
    Index constraint;
  };

  void clear() { m_entries.clear(); }
  void reserve(std::size_t n) { m_entries.reserve(n); }
  // Appends without ordering; call heapify() once after the last one.
  void append(double level, Index constraint) { m_entries.push_back({level, constraint}); }
  void heapify() {
    for (std::size_t i = (m_entries.size() + kArity - 2) / kArity; i-- > 0;)
      siftDown(i, m_entries[i]);
  }
  [[nodiscard]] bool empty() const { return m_entries.empty(); }
  [[nodiscard]] const Entry& top() const { return m_entries.front(); }
  void pop() {
    const Entry last = m_entries.back();
    m_entries.pop_back();
    if (!m_entries.empty()) siftDown(0, last);
  }
  // The top's level rose to `level`: move it down to its place.
  void raiseTop(double level) { siftDown(0, {level, m_entries.front().constraint}); }
  [[nodiscard]] std::size_t capacityBytes() const { return m_entries.capacity() * sizeof(Entry); }

private:
  // Four children per node: half the depth of a binary heap, and the children of a node are
  // 64 contiguous bytes, so a sift on the 10,000 constraints of a large system misses the cache
  // about half as often.
  static constexpr std::size_t kArity = 4;

  // Levels only: a tie-break by index would cost a third of the heap's instructions, and the
  // order of constraints saturating at the same level does not change the answer (MaxMin.h).
  static bool before(const Entry& a, const Entry& b) { return a.level < b.level; }
  // Places `entry` at hole `i` or below, moving the smallest child up. Top-down with an early
  // exit: a raised top usually stays near the top, so sinking to a leaf first would cost more.
  void siftDown(std::size_t i, Entry entry) {
    const std::size_t n = m_entries.size();
    for (std::size_t first = kArity * i + 1; first < n; first = kArity * i + 1) {
      std::size_t best = first;
      const std::size_t end = std::min(first + kArity, n);
      for (std::size_t c = first + 1; c < end; ++c)
        best = before(m_entries[c], m_entries[best]) ? c : best;
      if (!before(m_entries[best], entry)) break;
      m_entries[i] = m_entries[best];
      i = best;
    }
    m_entries[i] = entry;
  }

  std::vector<Entry> m_entries;
};

} // namespace tapeflow::maxmin
