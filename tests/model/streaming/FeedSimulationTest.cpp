// A feed that varies in time (issue 20, mechanism 1): the schedule patterns, the measured-trace
// reader, and the event simulation of a drive's buffer, speed matching and repositions, checked
// against hand-computed runs and against the steady closed form.

#include "streaming/FeedSimulation.h"
#include "streaming/FeedSchedule.h"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace tapeflow::streaming;

namespace {

constexpr double MB = 1e6;

// A speed-matching range of 10-20 MB/s, a 20 MB buffer and 5 s repositions: round numbers to
// follow by hand.
DriveStreaming rangeDrive() {
  DriveStreaming drive;
  drive.maxRate = 20 * MB;
  drive.minRate = 10 * MB;
  drive.bufferBytes = 20 * MB;
  drive.repositionTime = 5.0;
  return drive;
}

RateProfile toggle5And15() {
  FeedSchedule schedule;
  schedule.pattern = FeedPattern::Toggle;
  schedule.rates = {5 * MB, 15 * MB};
  schedule.period = 10.0;
  return schedule.profile(100.0);
}

} // namespace

TEST_CASE("a toggling feed across the drive's lowest speed, by hand") {
  // Feed 5 MB/s for 10 s, then 15 MB/s for 10 s, repeating. By hand:
  //  0-4 s    the host fills the 20 MB buffer at 5 MB/s (tape stopped)
  //  4-8 s    streams at the lowest speed, 10 MB/s, draining 5 MB/s: empty at 8 s
  //  8-13 s   reposition 1; the buffer refills (5 MB/s to 10 s, then 15 MB/s: full at 10.67 s,
  //           the host waits 2.33 s)
  //  13-24 s  streams: 15 MB/s matched (full buffer, net 0) to 20 s, then 10 MB/s draining 5:
  //           empty at 24 s
  //  24-29 s  reposition 2; refilled at 28 s, the host waits 1 s
  //  29-40 s  streams: 10 MB/s to 30 s (20 -> 15 MB), then 15 MB/s matched
  // The host has handed over 20+20+10+10+105+20+20+5+150 = 360 MB at 40 s; the 15 MB left in
  // the buffer take 1 s at 15 MB/s: 360 MB in 41 s, 8.78 MB/s, two repositions, 10 s of them.
  // The mean feed is 10 MB/s, which the steady model moves without loss.
  const FeedRun run = simulateFeed(rangeDrive(), toggle5And15(), 360 * MB, Transfer::Write);
  CHECK(run.complete);
  CHECK(run.seconds == Approx(41.0));
  CHECK(run.achievedRate == Approx(360.0 / 41.0 * MB));
  CHECK(run.repositions == 2);
  CHECK(run.repositionSeconds == Approx(10.0));
  CHECK(run.streamingSeconds == Approx(4.0 + 11.0 + 12.0));
  CHECK(achievedRate(rangeDrive(), 10 * MB) == Approx(10 * MB));
}

TEST_CASE("a constant feed reproduces the steady-state model exactly") {
  // Stepped drive (10/20/30 MB/s), 8 MB buffer, 2 s repositions, feed 14 MB/s: it streams at
  // 20 MB/s for 8 / 6 = 4/3 s per stretch, moving 80/3 MB; the closed form gives 8 MB/s.
  DriveStreaming drive;
  drive.maxRate = 30 * MB;
  drive.steps = {10 * MB, 20 * MB, 30 * MB};
  drive.bufferBytes = 8 * MB;
  drive.repositionTime = 2.0;
  const double feed = 14 * MB;
  const double perStretch = 20.0 * 8.0 / 6.0 * MB;
  RateProfile constant;
  constant.start = {0.0};
  constant.rate = {feed};
  for (const int stretches : {1, 7, 60}) {
    const double bytes = stretches * perStretch;
    const FeedRun run = simulateFeed(drive, constant, bytes, Transfer::Write);
    const FeedRun steady = steadyFeedRun(drive, feed, bytes);
    // Every cycle as the closed form's; only the start differs: the first fill takes B / F
    // (8/14 s) where every later one waits out a reposition (2 s).
    CHECK(run.seconds == Approx(steady.seconds - drive.repositionTime + 8.0 / 14.0));
    CHECK(run.repositions == stretches - 1);
    CHECK(steady.repositions == stretches - 1);
    CHECK(run.repositionSeconds == Approx(steady.repositionSeconds).margin(1e-9));
    CHECK(run.streamingSeconds == Approx(steady.streamingSeconds));
  }
  // Reading mirrors writing: the tape starts at once (the buffer is empty) and reads ahead; each
  // stretch fills 8 MB at 20 - 14 MB/s, and the last ends when the tape has read everything.
  const FeedRun read = simulateFeed(drive, constant, 7 * perStretch, Transfer::Read);
  CHECK(read.repositions == 6);
  CHECK(read.repositionSeconds == Approx(12.0));
}

TEST_CASE("a feed at or above the drive's speed never stops it") {
  RateProfile fast;
  fast.start = {0.0};
  fast.rate = {25 * MB};
  const FeedRun run = simulateFeed(rangeDrive(), fast, 400 * MB, Transfer::Write);
  CHECK(run.repositions == 0);
  // 20 MB fill at 25 MB/s (0.8 s), then the tape at 20 MB/s: 0.8 + 400 / 20 = 20.8 s.
  CHECK(run.seconds == Approx(20.8));
}

TEST_CASE("a random schedule is the same for the same seed and draws from its rates") {
  FeedSchedule schedule;
  schedule.pattern = FeedPattern::Random;
  schedule.rates = {1.5 * MB, 3 * MB, 5 * MB, 10 * MB, 15 * MB, 30 * MB};
  schedule.period = 5.0;
  schedule.seed = 42;
  const RateProfile a = schedule.profile(1000.0);
  const RateProfile b = schedule.profile(1000.0);
  CHECK(a.rate == b.rate);
  CHECK(a.rate.size() == 200);
  CHECK(a.period == Approx(1000.0));
  for (const double r : a.rate)
    CHECK(std::find(schedule.rates.begin(), schedule.rates.end(), r) != schedule.rates.end());
  schedule.seed = 43;
  CHECK(schedule.profile(1000.0).rate != a.rate);
  // Over 200 draws every rate comes up.
  for (const double r : schedule.rates)
    CHECK(std::find(a.rate.begin(), a.rate.end(), r) != a.rate.end());
}

TEST_CASE("toggle and sequence schedules, and the mean of a profile") {
  const RateProfile t = toggle5And15();
  CHECK(t.rateAt(0.0) == 5 * MB);
  CHECK(t.rateAt(10.0) == 15 * MB);
  CHECK(t.rateAt(25.0) == 5 * MB);
  CHECK(meanOver(t, 40.0) == Approx(10 * MB));
  FeedSchedule sequence;
  sequence.pattern = FeedPattern::Sequence;
  sequence.rates = {1 * MB, 2 * MB, 4 * MB};
  sequence.period = 2.0;
  const RateProfile s = sequence.profile(0.0);
  CHECK(s.rateAt(5.0) == 4 * MB);
  CHECK(s.rateAt(500.0) == 4 * MB); // the last holds
  CHECK(meanOver(capped(s, 2 * MB), 6.0) == Approx((2 + 4 + 4) / 6.0 * MB));
}

TEST_CASE("a measured trace reads from CSV, and bad lines are named") {
  const auto trace = readFeedTrace("seconds,bytes_per_second\n0,5000000\n2.5,15000000\n\n7,0\n");
  REQUIRE(trace);
  CHECK(trace->start == std::vector<double>{0.0, 2.5, 7.0});
  CHECK(trace->rateAt(3.0) == 15e6);
  CHECK(readFeedTrace("0,1\n1,x\n").error().message ==
        "line 2, column 2 (rate): expected bytes per second, not 'x'");
  CHECK(readFeedTrace("1,5\n").error().message ==
        "line 1, column 1 (time): the trace must start at 0 s");
  CHECK(readFeedTrace("0,5\n0,6\n").error().message ==
        "line 2, column 1 (time): times must increase from line to line");
  CHECK(readFeedTrace("0,-5\n").error().message ==
        "line 1, column 2 (rate): a rate cannot be negative");
  CHECK(readFeedTrace("0 5\n").error().message.find("line 1: expected two fields") == 0);
  CHECK_FALSE(readFeedTrace(""));
}

TEST_CASE("a feed that stops for good ends the run with what moved") {
  RateProfile stops;
  stops.start = {0.0, 1.0};
  stops.rate = {5 * MB, 0.0};
  const FeedRun run = simulateFeed(rangeDrive(), stops, 100 * MB, Transfer::Write);
  CHECK_FALSE(run.complete);
  CHECK(run.bytes < 100 * MB);
}
