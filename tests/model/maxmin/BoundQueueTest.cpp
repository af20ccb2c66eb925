// BoundQueue: the lazily sorted bound events read in increasing level, ties in increasing j.

#include "maxmin/BoundQueue.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>
#include <vector>

using namespace tapeflow::maxmin;

namespace {

// Reads every event of `levels` (variable j has level levels[j]) through the queue.
std::vector<BoundQueue::Event> readAll(BoundQueue& queue, const std::vector<double>& levels) {
  BoundQueue::Event* const events = queue.prepare(levels.size());
  for (std::size_t j = 0; j < levels.size(); ++j) events[j] = {levels[j], Index(j)};
  queue.distribute(levels.size());
  std::vector<BoundQueue::Event> out;
  for (std::size_t i = 0; i < queue.size(); ++i) out.push_back(queue.at(i));
  return out;
}

void checkOrder(BoundQueue& queue, const std::vector<double>& levels) {
  std::vector<BoundQueue::Event> expected;
  for (std::size_t j = 0; j < levels.size(); ++j) expected.push_back({levels[j], Index(j)});
  std::stable_sort(expected.begin(), expected.end(),
                   [](const auto& a, const auto& b) { return a.level < b.level; });
  const auto got = readAll(queue, levels);
  REQUIRE(got.size() == expected.size());
  for (std::size_t i = 0; i < got.size(); ++i) {
    INFO("position " << i);
    CHECK(got[i].level == expected[i].level);
    CHECK(got[i].variable == expected[i].variable);
  }
}

} // namespace

TEST_CASE("bound queue reads levels in increasing order, ties by variable") {
  std::mt19937_64 rng(11);
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  BoundQueue queue; // reused: every case below also checks that reuse starts afresh
  checkOrder(queue, {});
  checkOrder(queue, {2.5});
  checkOrder(queue, {3, 1, 2, 1, 3, 0.5});
  for (const std::size_t n : {5u, 17u, 300u, 5000u}) {
    std::vector<double> spread(n), ties(n), bunched(n), wide(n);
    for (std::size_t j = 0; j < n; ++j) {
      spread[j] = 0.1 + 10 * unit(rng);
      ties[j] = double(1 + rng() % 4);                       // crowded buckets of equal levels
      bunched[j] = j % 50 == 0 ? 1e6 : 1 + 1e-9 * unit(rng); // most in one narrow range
      wide[j] = std::exp(std::log(10.0) * (60 * unit(rng) - 30));
    }
    wide[0] = std::numeric_limits<double>::infinity(); // b_j / w_j may overflow
    for (const auto* levels : {&spread, &ties, &bunched, &wide}) checkOrder(queue, *levels);
  }
}
