// The event simulation of a run: fixed costs, re-sharing when a job ends or pauses, cartridge
// changes. Each case states the system and the times computed by hand.

#include "timeline/Timeline.h"

#include <catch2/catch.hpp>

#include <cmath>

using namespace tapeflow::timeline;

namespace {

// Jobs share one link of `capacity` bytes/s equally, each also capped at `cap` (0: none).
RateFunction shared(double capacity, double cap = 0.0) {
  return [=](const std::vector<bool>& transferring) {
    double count = 0;
    for (const bool t : transferring) count += t ? 1 : 0;
    std::vector<double> rates(transferring.size(), 0.0);
    for (std::size_t i = 0; i < rates.size(); ++i)
      if (transferring[i]) rates[i] = cap > 0 ? std::min(cap, capacity / count) : capacity / count;
    return rates;
  };
}

TimelineJob job(std::string id, double bytes) {
  TimelineJob j;
  j.id = std::move(id);
  j.bytes = bytes;
  return j;
}

} // namespace

TEST_CASE("one job: start-up, transfer and finish add up") {
  // 100 B at 10 B/s after 5 s of start-up, then 3 s of rewind: ends at 18 s.
  TimelineJob j = job("a", 100);
  j.startupSeconds = 5;
  j.finishSeconds = 3;
  const Timeline t = simulate({j}, shared(10));
  REQUIRE(t.jobs.size() == 1);
  CHECK(t.jobs[0].end == Approx(18));
  CHECK(t.jobs[0].transferSeconds == Approx(10));
  CHECK(t.window == Approx(18));
  REQUIRE(t.jobs[0].segments.size() == 3);
  CHECK(t.jobs[0].segments[0].phase == Phase::Startup);
  CHECK(t.jobs[0].segments[1].phase == Phase::Transfer);
  CHECK(t.jobs[0].segments[1].rate == Approx(10));
  CHECK(t.jobs[0].segments[2].phase == Phase::Finish);
  CHECK_FALSE(t.stalled);
}

TEST_CASE("when a job ends the survivor takes what it freed") {
  // Capacity 10 shared by A (100 B) and B (300 B): 5 B/s each until A ends at 20 s; B has
  // 200 B left and alone moves 10 B/s: it ends at 40 s.
  const Timeline t = simulate({job("a", 100), job("b", 300)}, shared(10));
  CHECK(t.jobs[0].end == Approx(20));
  CHECK(t.jobs[1].end == Approx(40));
  CHECK(t.window == Approx(40));
  REQUIRE(t.jobs[1].segments.size() == 2);
  CHECK(t.jobs[1].segments[0].rate == Approx(5));
  CHECK(t.jobs[1].segments[1].rate == Approx(10));
}

TEST_CASE("the simulation uses each job's own rate, not an equal share") {
  // Capacity 10 but every job capped at 2 B/s by its own ceiling: 20 B each take 10 s.
  const Timeline t = simulate({job("a", 20), job("b", 20)}, shared(10, 2));
  CHECK(t.jobs[0].end == Approx(10));
  CHECK(t.jobs[1].end == Approx(10));
}

TEST_CASE("cartridge changes pause the job when the media fill a cartridge") {
  // 100 logical bytes at 10 B/s, compressed 2:1 (0.5 media bytes per byte), 20 media bytes per
  // cartridge: 50 media bytes need three cartridges, so two changes of 30 s each. Transfer
  // takes 10 s: the job ends at 70 s.
  TimelineJob j = job("a", 100);
  j.mediaPerByte = 0.5;
  j.cartridgeBytes = 20;
  j.changeSeconds = 30;
  const Timeline t = simulate({j}, shared(10));
  CHECK(t.jobs[0].cartridgeChanges == 2);
  CHECK(t.jobs[0].end == Approx(70));
  CHECK(t.jobs[0].segments[1].phase == Phase::Change);
  CHECK(t.jobs[0].segments[1].start == Approx(4)); // 40 logical bytes fill 20 media bytes
}

TEST_CASE("a job that ends exactly when its cartridge is full needs no change") {
  TimelineJob j = job("a", 40);
  j.mediaPerByte = 0.5;
  j.cartridgeBytes = 20;
  j.changeSeconds = 30;
  const Timeline t = simulate({j}, shared(10));
  CHECK(t.jobs[0].cartridgeChanges == 0);
  CHECK(t.jobs[0].end == Approx(4));
}

TEST_CASE("while one job changes cartridges the other has the link to itself") {
  // A: 100 B, cartridge of 25 B (no compression), 10 s per change. B: 200 B. Capacity 10.
  // 0-5 s: both at 5 B/s; A's cartridge is full at 25 B. 5-15 s: B alone at 10 B/s (B has
  // 200-25-100 = 75 B left). 15 s on: both at 5 B/s; A needs 3 more cartridges...
  TimelineJob a = job("a", 100);
  a.cartridgeBytes = 25;
  a.changeSeconds = 10;
  const Timeline t = simulate({a, job("b", 200)}, shared(10));
  const auto& bSegments = t.jobs[1].segments;
  REQUIRE(bSegments.size() >= 2);
  CHECK(bSegments[0].end == Approx(5));
  CHECK(bSegments[1].rate == Approx(10));
  // Conservation: B moved 200 bytes in total.
  double moved = 0;
  for (const auto& segment : bSegments) moved += segment.rate * (segment.end - segment.start);
  CHECK(moved == Approx(200));
  CHECK(t.jobs[0].cartridgeChanges == 3);
}

TEST_CASE("jobs that start later join the sharing when they start") {
  // A starts at 0, B at 10; capacity 10. A alone 0-10 s moves 100 B of its 150 B; then both
  // at 5 B/s: A ends at 20 s; B (100 B) has moved 50 B and ends at 25 s.
  TimelineJob b = job("b", 100);
  b.startAt = 10;
  const Timeline t = simulate({job("a", 150), b}, shared(10));
  CHECK(t.jobs[0].end == Approx(20));
  CHECK(t.jobs[1].start == Approx(10));
  CHECK(t.jobs[1].end == Approx(25));
  CHECK(t.window == Approx(25));
}

TEST_CASE("jobs beyond a device's slots wait, in order, for one to finish") {
  // Three jobs of 100 B into one device with two slots, each with 1 s of start-up and 1 s of
  // finish, sharing 10 B/s (each at most 10). A and B: start-up 0-1, 5 B/s each, last byte at
  // 21, done at 22. C waits until 22, starts up until 23, moves 100 B alone at 10 B/s until 33,
  // done at 34. D, on another device, runs from 0 beside them.
  std::vector<TimelineJob> jobs = {job("a", 100), job("b", 100), job("c", 100)};
  for (auto& j : jobs) {
    j.device = 0;
    j.deviceSlots = 2;
    j.startupSeconds = 1;
    j.finishSeconds = 1;
  }
  const Timeline t = simulate(jobs, shared(10, 10));
  CHECK(t.jobs[0].end == Approx(22));
  CHECK(t.jobs[1].end == Approx(22));
  CHECK(t.jobs[2].start == Approx(22));
  CHECK(t.jobs[2].end == Approx(34));
  CHECK(t.jobs[2].segments.front().phase == Phase::Startup);
  CHECK(t.jobs[2].segments.front().start == Approx(22));
  CHECK(t.window == Approx(34));
  CHECK_FALSE(t.stalled);

  // Without the limit all three share from the start: 10/3 B/s each, done at 1 + 30 + 1 = 32.
  for (auto& j : jobs) j.deviceSlots = 0;
  CHECK(simulate(jobs, shared(10, 10)).window == Approx(32));

  // A job on another device does not wait: with D beside them (own device) A, B and D share
  // at 10/3 B/s until 31, C then runs alone: 32-33 start-up, 33-43, done at 44.
  for (auto& j : jobs) j.deviceSlots = 2;
  TimelineJob d = job("d", 100);
  d.device = 1;
  d.deviceSlots = 2;
  d.startupSeconds = 1;
  d.finishSeconds = 1;
  jobs.push_back(d);
  const Timeline four = simulate(jobs, shared(10, 10));
  CHECK(four.jobs[3].start == Approx(0));
  CHECK(four.jobs[3].end == Approx(32));
  CHECK(four.jobs[2].start == Approx(32));
  CHECK(four.jobs[2].end == Approx(44));
}

TEST_CASE("a job with no rate never ends and the timeline says so") {
  const Timeline t = simulate({job("a", 100)}, [](const std::vector<bool>& v) {
    return std::vector<double>(v.size(), 0.0);
  });
  CHECK(t.stalled);
  CHECK(std::isinf(t.jobs[0].end));
}

TEST_CASE("no jobs is an empty timeline") {
  const Timeline t = simulate({}, shared(10));
  CHECK(t.window == 0);
  CHECK(t.jobs.empty());
}

TEST_CASE("an empty job only pays its fixed costs") {
  TimelineJob j = job("a", 0);
  j.startupSeconds = 2;
  j.finishSeconds = 1;
  const Timeline t = simulate({j}, shared(10));
  CHECK(t.jobs[0].end == Approx(3));
}
