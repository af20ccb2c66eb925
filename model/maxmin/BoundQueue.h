#pragma once

// The bound events (b_j / w_j, j) of the max-min core, read in increasing level and sorted
// lazily. Positive doubles (and +infinity) order like their bit patterns read as unsigned
// integers, so one pass distributes the events into about n / 4 buckets of consecutive key
// ranges (a most-significant-digit radix step: a histogram, a prefix sum, a stable scatter), and
// each bucket is sorted only when the solve first reads it. A bucket holds a few events, so
// sorting it costs a few comparisons, and the buckets above the last event of the solve are
// never sorted. This replaced a full least-significant-digit radix sort (eight passes over the
// bounds) whose passes cost as much as the rest of the solve's set-up on backup-like systems.
// Equal levels come out in increasing j, the order in which the events are given.

#include "maxmin/LargeArray.h"
#include "maxmin/Problem.h"

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace tapeflow::maxmin {

class BoundQueue {
public:
  struct Event {
    double level; // b_j / w_j >= 0
    Index variable;
  };

  // Room for `n` events: write them at the pointer returned, in increasing j, then distribute().
  [[nodiscard]] Event* prepare(std::size_t n) {
    if (m_input.size() < n) m_input.resize(n);
    return m_input.data();
  }

  // Distributes the first `n` events written since prepare() into buckets by level.
  void distribute(std::size_t n) {
    m_size = n;
    m_sortedEnd = 0;
    m_nextBucket = 0;
    m_bucketEnd.clear();
    if (n == 0) return;
    if (m_events.size() < n) m_events.resize(n);
    const Event* const input = m_input.data();
    std::uint64_t lowest = key(input[0]), highest = lowest;
    for (std::size_t i = 1; i < n; ++i) {
      lowest = std::min(lowest, key(input[i]));
      highest = std::max(highest, key(input[i]));
    }
    const std::size_t buckets = std::bit_ceil(std::max<std::size_t>(n / kEventsPerBucket, 1));
    // Bucket of an event: (key - lowest) >> shift, below `buckets`. Keys of levels >= 0 are
    // below 2^63, so the shift stays below 63.
    int shift = 0;
    while (((highest - lowest) >> shift) >= buckets) ++shift;
    m_bucketEnd.assign(buckets, 0);
    std::uint32_t* const cursor = m_bucketEnd.data();
    for (std::size_t i = 0; i < n; ++i) ++cursor[(key(input[i]) - lowest) >> shift];
    std::uint32_t start = 0;
    for (std::size_t b = 0; b < buckets; ++b) {
      const std::uint32_t count = cursor[b];
      cursor[b] = start;
      start += count;
    }
    Event* const events = m_events.data();
    for (std::size_t i = 0; i < n; ++i)
      events[cursor[(key(input[i]) - lowest) >> shift]++] = input[i];
    // Each cursor now stands at the end of its bucket.
  }

  [[nodiscard]] std::size_t size() const { return m_size; }
  // Event i in increasing level (i < size()); sorts the buckets up to it on first use.
  [[nodiscard]] const Event& at(std::size_t i) {
    while (i >= m_sortedEnd) sortNextBucket();
    return m_events[i];
  }
  // Event i as it stands, sorted or not (i < size()): for prefetching ahead.
  [[nodiscard]] const Event& peek(std::size_t i) const { return m_events[i]; }

  [[nodiscard]] std::size_t capacityBytes() const {
    return (m_input.capacity() + m_events.capacity()) * sizeof(Event) +
           m_bucketEnd.capacity() * sizeof(std::uint32_t);
  }

private:
  static constexpr std::size_t kEventsPerBucket = 4;
  static constexpr std::size_t kInsertionSortLimit = 16;

  static std::uint64_t key(const Event& event) { return std::bit_cast<std::uint64_t>(event.level); }

  void sortNextBucket() {
    Event* const first = m_events.data() + m_sortedEnd;
    Event* const last = m_events.data() + m_bucketEnd[m_nextBucket++];
    m_sortedEnd = std::size_t(last - m_events.data());
    if (last - first <= std::ptrdiff_t(kInsertionSortLimit)) { // stable: ties keep order of j
      for (Event* i = first + 1; i < last; ++i) {
        const Event moving = *i;
        Event* hole = i;
        for (; hole > first && moving.level < hole[-1].level; --hole) *hole = hole[-1];
        *hole = moving;
      }
    } else { // a crowded bucket (levels bunched in a narrow range)
      std::sort(first, last, [](const Event& a, const Event& b) {
        return a.level < b.level || (a.level == b.level && a.variable < b.variable);
      });
    }
  }

  LargeArray<Event> m_input;  // as given, in increasing j
  LargeArray<Event> m_events; // by bucket; sorted up to m_sortedEnd
  std::vector<std::uint32_t> m_bucketEnd;
  std::size_t m_size = 0;
  std::size_t m_sortedEnd = 0;
  std::size_t m_nextBucket = 0;
};

} // namespace tapeflow::maxmin
