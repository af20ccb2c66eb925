// LevelQueue, the radix heap of the max-min core: against a plain sorted reference, with the
// filling's way of using it (the top read, then popped or raised to a level at or above it).

#include "maxmin/LevelQueue.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <limits>
#include <random>
#include <set>
#include <utility>
#include <vector>

using namespace tapeflow::maxmin;

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

// Runs random pops and raises on `levels` through the queue and a multiset, checking that each
// top is a lowest level of the reference, until both are empty.
void checkAgainstReference(const std::vector<double>& levels, std::mt19937_64& rng,
                           double raiseScale) {
  LevelQueue queue;
  queue.reset(levels.size());
  std::multiset<std::pair<double, Index>> reference;
  for (std::size_t i = 0; i < levels.size(); ++i) {
    queue.append(levels[i], Index(i));
    reference.insert({levels[i], Index(i)});
  }
  queue.start();
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  std::size_t steps = 0;
  while (!reference.empty()) {
    const double top = queue.topLevel();
    REQUIRE(top == reference.begin()->first);
    const Index id = queue.topId();
    const auto it = reference.find({top, id});
    REQUIRE(it != reference.end()); // the id is one of those at the lowest level
    reference.erase(it);
    if (unit(rng) < 0.6) { // a stale key: raised, sometimes to the same level (a tie)
      const double raised = unit(rng) < 0.2 ? top : top + raiseScale * unit(rng);
      queue.raiseTop(raised);
      reference.insert({raised, id});
    } else {
      queue.pop();
    }
    REQUIRE(++steps < 100 * levels.size() + 100);
  }
  CHECK(queue.topLevel() == kInf);
}

} // namespace

TEST_CASE("the level queue gives the lowest level first through raises and pops") {
  std::mt19937_64 rng(11);
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  for (const std::size_t n : {1u, 2u, 17u, 300u, 5000u}) {
    INFO(n << " levels");
    std::vector<double> levels(n);
    for (double& level : levels) level = 1.0 + 1000.0 * unit(rng);
    checkAgainstReference(levels, rng, 10.0);
  }
}

TEST_CASE("the level queue orders levels across many binary orders of magnitude") {
  // From subnormal to near the largest double, and exact ties: every digit of the keys is used.
  std::mt19937_64 rng(12);
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  std::vector<double> levels;
  for (int i = 0; i < 2000; ++i)
    levels.push_back(std::ldexp(1.0 + unit(rng), int(rng() % 2000) - 1070));
  for (int i = 0; i < 200; ++i) levels.push_back(3.0); // ties
  levels.push_back(std::numeric_limits<double>::denorm_min());
  levels.push_back(0.0);
  levels.push_back(kInf); // a constraint whose usage underflowed
  checkAgainstReference(levels, rng, 1e300);
}

TEST_CASE("the level queue files a level below the last minimum at the minimum") {
  LevelQueue queue;
  queue.reset(2);
  queue.append(2.0, 0);
  queue.append(5.0, 1);
  queue.start();
  REQUIRE(queue.topLevel() == 2.0);
  REQUIRE(queue.topId() == 0);
  // A recomputation a rounding low, and a -0: both stay at 2, the level the filling has reached.
  queue.raiseTop(std::nextafter(2.0, 0.0));
  CHECK(queue.topLevel() == 2.0);
  CHECK(queue.topId() == 0);
  queue.raiseTop(-0.0);
  CHECK(queue.topLevel() == 2.0);
  queue.pop();
  CHECK(queue.topLevel() == 5.0);
  CHECK(queue.topId() == 1);
  queue.pop();
  CHECK(queue.topLevel() == kInf);
}

TEST_CASE("the level queue is empty after reset and reusable") {
  LevelQueue queue;
  queue.reset(0);
  queue.start();
  CHECK(queue.topLevel() == kInf);
  queue.reset(3);
  queue.append(4.0, 7);
  queue.start();
  CHECK(queue.topLevel() == 4.0);
  CHECK(queue.topId() == 7);
  queue.reset(1); // entries of the previous use are dropped
  queue.start();
  CHECK(queue.topLevel() == kInf);
}
