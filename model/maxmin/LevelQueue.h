#pragma once

// The constraint levels of the max-min core on systems with many constraints: a monotone
// priority queue of (level, id), a radix heap (Ahuja, Mehlhorn, Orlin & Tarjan, "Faster
// algorithms for the shortest path problem", J. ACM 37(2), 1990) over the bits of the levels,
// with digits of 4 bits.
//
// Why: the filling only ever takes the lowest level, and every level it stores is at or above
// the last one taken (keys are lower bounds that only rise, MaxMin.h). That is the monotone case
// a radix heap is made for. A level >= 0 orders like its bit pattern read as an unsigned
// integer, so an entry is filed by the highest 4-bit digit in which its key differs from the
// last minimum, and by its value of that digit; bucket 0 holds the keys equal to the last
// minimum. Filing appends to a bucket (no sift); when bucket 0 runs empty, the lowest non-empty
// bucket is scanned for its minimum, which becomes the last one, and its entries move to lower
// buckets. An entry only moves down, at most 16 times and in practice two or three, in
// sequential runs. A 4-ary heap's sifts instead walk a random path of cache lines per raise and
// per pop: on 10,000 constraints (160 KiB of heap, beyond the L1 cache) they were a third of the
// filling; with this queue, xl-wb (100,000 variables) solves about 12 % faster. On a few hundred
// constraints the heap stays in the L1 cache and costs less than the buckets (MaxMin.h).
//
// Levels given to append() must be >= 0 or +infinity (a constraint's first level: a positive
// capacity over a positive usage). A level raised to below the last minimum (a rounding below a
// tie, -0, NaN) is filed as the last minimum: the solver raises such a level to the current one
// anyway. Equal levels come out in an order fixed by the input alone (last in, first out).
// Unlike the heap, the top is only known after topLevel(): call it before topId(), pop() and
// raiseTop().

#include "maxmin/Problem.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <vector>

namespace tapeflow::maxmin {

class LevelQueue {
public:
  struct Entry {
    double level;
    Index id;
  };

  // Empties the queue and makes room for `n` entries in the first bucket (allocates only to
  // grow); append the entries, then start().
  void reset(std::size_t n) {
    if (m_buckets.empty()) m_buckets.resize(kBuckets);
    for (std::vector<Entry>& bucket : m_buckets) bucket.clear();
    m_buckets[0].reserve(n);
    m_occupied.fill(0);
    m_last = 0;
  }
  void append(double level, Index id) { m_buckets[0].push_back({level, id}); }
  // Orders the appended entries: their lowest level becomes the last minimum.
  void start() {
    std::vector<Entry>& all = m_buckets[0];
    if (all.empty()) return;
    std::uint64_t lowest = key(all[0].level);
    for (const Entry& e : all) lowest = std::min(lowest, key(e.level));
    m_last = lowest;
    std::size_t kept = 0; // bucket 0 keeps the minima, compacted in place
    for (const Entry& e : all) {
      const std::size_t b = bucketOf(key(e.level));
      if (b == 0)
        all[kept++] = e;
      else
        put(b, e);
    }
    all.resize(kept);
  }

  // The entries of a refilled bucket come out next: if set, the caller's record of each (at
  // `base` + id * `stride` bytes) is fetched into the cache as they move (nullptr: none).
  void prefetchOnRefill(const void* base, std::size_t stride) {
    m_prefetch = static_cast<const char*>(base);
    m_stride = stride;
  }

  // The lowest level, or +infinity when the queue is empty.
  [[nodiscard]] double topLevel() {
    if (m_buckets[0].empty() && !refill()) return std::numeric_limits<double>::infinity();
    return m_buckets[0].back().level;
  }
  // The id of the lowest level; topLevel() first (it may move entries to the top).
  [[nodiscard]] Index topId() const { return m_buckets[0].back().id; }
  void pop() { m_buckets[0].pop_back(); }
  // The top's level rose to `level`: it moves to its bucket.
  void raiseTop(double level) {
    const Index id = m_buckets[0].back().id;
    m_buckets[0].pop_back();
    const double last = std::bit_cast<double>(m_last);
    const double stored = level > last ? level : last; // also maps NaN to the last minimum
    put(bucketOf(key(stored)), {stored, id});
  }

  [[nodiscard]] std::size_t capacityBytes() const {
    std::size_t entries = 0;
    for (const std::vector<Entry>& bucket : m_buckets) entries += bucket.capacity();
    return entries * sizeof(Entry);
  }

private:
  // Digits of 4 bits: a bucket per (highest differing digit, that digit's value). Digits of one
  // bit (the classic radix heap) moved each entry about 7 times on 10,000 constraints and were
  // 8 % slower there; 6 bits measured the same as 4 with four times the buckets.
  static constexpr int kBits = 4;
  static constexpr int kDigits = 64 / kBits;
  static constexpr std::size_t kFan = std::size_t(1) << kBits;
  static constexpr std::size_t kBuckets = 1 + std::size_t(kDigits) * kFan;
  static constexpr std::size_t kWords = (kBuckets + 63) / 64;

  static std::uint64_t key(double level) { return std::bit_cast<std::uint64_t>(level); }
  // 0 for a key equal to the last minimum; otherwise 1 + (highest digit in which the key
  // differs from it) * kFan + (the key's value of that digit). Keys above the last minimum have
  // a larger digit there, so a lower bucket never holds a higher key.
  [[nodiscard]] std::size_t bucketOf(std::uint64_t k) const {
    const int width = int(std::bit_width(k ^ m_last));
    if (width == 0) return 0;
    const int digit = (width - 1) / kBits;
    return 1 + std::size_t(digit) * kFan + std::size_t((k >> (digit * kBits)) & (kFan - 1));
  }
  // Files `e` in bucket b; only buckets from 1 are marked (bucket 0 is read directly).
  void put(std::size_t b, const Entry& e) {
    m_buckets[b].push_back(e);
    if (b != 0) m_occupied[b / 64] |= std::uint64_t(1) << (b % 64);
  }
  // Bucket 0 is empty: the lowest non-empty bucket's minimum becomes the last minimum and the
  // bucket's entries move to lower buckets (they all agree with it up to its digit). False if
  // the queue is empty.
  bool refill() {
    std::size_t w = 0;
    while (w < kWords && m_occupied[w] == 0) ++w;
    if (w == kWords) return false;
    const std::size_t b = 64 * w + std::size_t(std::countr_zero(m_occupied[w]));
    m_occupied[w] &= m_occupied[w] - 1;
    std::vector<Entry>& from = m_buckets[b];
    std::uint64_t lowest = key(from[0].level);
    for (const Entry& e : from) {
      lowest = std::min(lowest, key(e.level));
      if (m_prefetch != nullptr) __builtin_prefetch(m_prefetch + std::size_t(e.id) * m_stride);
    }
    m_last = lowest;
    for (const Entry& e : from) put(bucketOf(key(e.level)), e); // below b, so not into `from`
    from.clear();
    return true;
  }

  // The buckets, made on first use: a Solver that never takes this queue (small systems, and a
  // fresh Solver per solve) does not construct and destroy 257 vectors.
  std::vector<std::vector<Entry>> m_buckets;
  std::array<std::uint64_t, kWords> m_occupied{}; // bit b: bucket b >= 1 holds entries
  std::uint64_t m_last = 0;                       // key of the last minimum
  const char* m_prefetch = nullptr;               // see prefetchOnRefill()
  std::size_t m_stride = 0;
};

} // namespace tapeflow::maxmin
