// Tape streaming under a slow or varying feed: the constant-feed closed form, the speed a drive
// picks, and the time-domain simulation agreeing with both.

#include "streaming/TapeStreaming.h"

#include <catch2/catch.hpp>

using namespace tapeflow::streaming;

namespace {

constexpr double MB = 1e6;

// A drive with three speeds, an 8 MB buffer and 2 s repositions (round numbers to check by hand).
DriveStreaming steppedDrive() {
  DriveStreaming drive;
  drive.maxRate = 30 * MB;
  drive.steps = {10 * MB, 20 * MB, 30 * MB};
  drive.bufferBytes = 8 * MB;
  drive.repositionTime = 2.0;
  return drive;
}

} // namespace

TEST_CASE("a feed at or above the top speed gives the top speed") {
  const DriveStreaming drive = steppedDrive();
  CHECK(achievedRate(drive, 30 * MB) == Approx(30 * MB));
  CHECK(achievedRate(drive, 300 * MB) == Approx(30 * MB));
  CHECK_FALSE(shoeShines(drive, 30 * MB));
}

TEST_CASE("the drive runs at the slowest speed that keeps up with the feed") {
  const DriveStreaming drive = steppedDrive();
  CHECK(drive.speedFor(4 * MB) == 10 * MB);
  CHECK(drive.speedFor(10 * MB) == 10 * MB);
  CHECK(drive.speedFor(10.5 * MB) == 20 * MB);
  CHECK(drive.speedFor(99 * MB) == 30 * MB);
  DriveStreaming ddra;
  ddra.maxRate = 16 * MB;
  ddra.minRate = 4 * MB;
  CHECK(ddra.speedFor(7 * MB) == 7 * MB); // a continuous range matches the feed
  CHECK(ddra.speedFor(1 * MB) == 4 * MB);
  DriveStreaming fixed;
  fixed.maxRate = 5 * MB;
  CHECK(fixed.speedFor(1 * MB) == 5 * MB);
}

TEST_CASE("a feed that refills the buffer during one reposition loses nothing") {
  // 3 MB/s x 2 s = 6 MB <= 8 MB buffer: the host never waits.
  const DriveStreaming drive = steppedDrive();
  CHECK(achievedRate(drive, 3 * MB) == Approx(3 * MB));
  CHECK(shoeShines(drive, 3 * MB)); // the tape still stops and starts
}

TEST_CASE("a starved drive shoe-shines and the host waits") {
  // Feed 14 MB/s runs at the 20 MB/s step: 14 x 2 = 28 MB > 8 MB, so
  // rate = s B / (B + T (s - F)) = 20 x 8 / (8 + 2 x 6) = 8 MB/s.
  const DriveStreaming drive = steppedDrive();
  CHECK(achievedRate(drive, 14 * MB) == Approx(8 * MB));
  // Just above a step the loss is largest; just below the next it is small.
  CHECK(achievedRate(drive, 10.5 * MB) < achievedRate(drive, 19.5 * MB));
}

TEST_CASE("a continuous range matches any feed inside it without loss") {
  DriveStreaming ddra;
  ddra.maxRate = 16 * MB;
  ddra.minRate = 4 * MB;
  ddra.bufferBytes = 8 * MB;
  ddra.repositionTime = 3.0;
  CHECK(achievedRate(ddra, 5 * MB) == Approx(5 * MB));
  CHECK(achievedRate(ddra, 15 * MB) == Approx(15 * MB));
  CHECK_FALSE(shoeShines(ddra, 5 * MB));
  CHECK(shoeShines(ddra, 1 * MB));
}

TEST_CASE("streaming efficiency scales the speed the tape actually moves data") {
  DriveStreaming drive = steppedDrive();
  drive.streamingEfficiency = 0.9;
  CHECK(achievedRate(drive, 100 * MB) == Approx(27 * MB));
  CHECK(achievedRate(drive, 3 * MB) == Approx(3 * MB));
}

TEST_CASE("no feed moves nothing") {
  CHECK(achievedRate(steppedDrive(), 0.0) == 0.0);
  CHECK(simulate(steppedDrive(), RateProfile{{0.0}, {0.0}, 0.0}, 0.0).bytes == 0.0);
}

TEST_CASE("the simulation with a constant feed agrees with the closed form") {
  const DriveStreaming drive = steppedDrive();
  const double feed = GENERATE(3.0, 9.0, 14.0, 19.0, 25.0, 40.0);
  const RateProfile constant{{0.0}, {feed * MB}, 0.0};
  const auto result = simulate(drive, constant, 2.5e9);
  INFO("feed " << feed << " MB/s");
  CHECK(result.bytes == Approx(2.5e9));
  // The first fill of the buffer is a start-up cost the closed form leaves out: 1 % margin.
  CHECK(result.achievedRate == Approx(achievedRate(drive, feed * MB)).epsilon(0.01));
}

TEST_CASE("the simulation counts repositions") {
  const DriveStreaming drive = steppedDrive();
  // Feed 14 MB/s at the 20 MB/s step: each burst streams B / (s - F) = 8/6 s and writes
  // 20 x 8/6 = 26.7 MB, so 2.5 GB takes about 94 repositions.
  const auto starved = simulate(drive, RateProfile{{0.0}, {14 * MB}, 0.0}, 2.5e9);
  CHECK(starved.repositions == Approx(2.5e9 / (20 * MB * 8.0 / 6.0)).epsilon(0.03));
  CHECK(starved.streamingFraction < 0.5);
  // Fed at a step's own speed the tape never stops.
  const auto matched = simulate(drive, RateProfile{{0.0}, {20 * MB}, 0.0}, 2.5e9);
  CHECK(matched.repositions == 0);
}

TEST_CASE("a toggled feed lands between its two constant rates") {
  // 5 and 15 MB/s alternating every 5 s, as in the Quantum paper's toggle test.
  DriveStreaming ddra;
  ddra.maxRate = 16 * MB;
  ddra.minRate = 4 * MB;
  ddra.bufferBytes = 8 * MB;
  ddra.repositionTime = 3.0;
  const RateProfile toggled{{0.0, 5.0}, {5 * MB, 15 * MB}, 10.0};
  CHECK(toggled.rateAt(12.0) == 5 * MB);
  CHECK(toggled.rateAt(17.0) == 15 * MB);
  CHECK(toggled.nextChangeAfter(12.0) == Approx(15.0));
  const auto result = simulate(ddra, toggled, 1e9, 5.0);
  CHECK(result.achievedRate > 4 * MB);
  CHECK(result.achievedRate <= 10 * MB * 1.001); // never more than the mean feed
}
