// Jobs into a library's drive pool: queueing for drives, the robot as a shared resource,
// cartridge changes and new-media initialisation. Each case states the set-up and the times
// computed by hand.

#include "timeline/DrivePool.h"
#include "timeline/Timeline.h"

#include <catch2/catch.hpp>

using namespace tapeflow::timeline;

namespace {

// Every transferring job moves `perDrive[d]` B/s on pool drive d, whatever the others do.
DriveRateFunction byDrive(std::vector<double> perDrive) {
  return [perDrive](const std::vector<bool>& transferring, const std::vector<int>& drive) {
    std::vector<double> rates(transferring.size(), 0.0);
    for (std::size_t i = 0; i < rates.size(); ++i)
      if (transferring[i]) rates[i] = perDrive.at(static_cast<std::size_t>(drive[i]));
    return rates;
  };
}

TimelineJob pooled(std::string id, double bytes, int priority = 0) {
  TimelineJob j;
  j.id = std::move(id);
  j.bytes = bytes;
  j.pool = 0;
  j.priority = priority;
  return j;
}

} // namespace

TEST_CASE("three jobs on two drives: the third takes the first drive that comes free") {
  // Drive 0 moves 10 B/s, drive 1 moves 5 B/s; robot exchanges take no time. A (100 B) on
  // drive 0 ends at 10 s, B on drive 1 at 20 s; C waits until 10 s, gets drive 0 and ends at
  // 20 s.
  const DrivePool pool{2, 0, 0.0, 0.0};
  const Timeline t =
      simulate({pooled("a", 100), pooled("b", 100), pooled("c", 100)}, {pool}, byDrive({10, 5}));
  REQUIRE(t.jobs.size() == 3);
  CHECK(t.jobs[0].drive == 0);
  CHECK(t.jobs[0].end == Approx(10));
  CHECK(t.jobs[1].drive == 1);
  CHECK(t.jobs[1].end == Approx(20));
  CHECK(t.jobs[2].drive == 0);
  CHECK(t.jobs[2].start == Approx(10));
  CHECK(t.jobs[2].end == Approx(20));
  CHECK(t.window == Approx(20));
  CHECK_FALSE(t.stalled);
}

TEST_CASE("jobs that ask at the same time go by priority, then in the order given") {
  // One drive at 10 B/s, 100 B each: C (priority 1) runs 0-10 s, A 10-20 s, B 20-30 s.
  const DrivePool pool{1, 0, 0.0, 0.0};
  const Timeline t =
      simulate({pooled("a", 100), pooled("b", 100), pooled("c", 100, 1)}, {pool}, byDrive({10}));
  CHECK(t.jobs[2].start == Approx(0));
  CHECK(t.jobs[0].start == Approx(10));
  CHECK(t.jobs[1].start == Approx(20));
  CHECK(t.jobs[1].end == Approx(30));
}

TEST_CASE("an earlier request goes first whatever the priority") {
  // One drive at 10 B/s. A (100 B) asks at 0 s, B (priority 0) at 1 s, C (priority 9) at 2 s:
  // A runs 0-10 s, then B, which asked first, 10-20 s, then C 20-30 s.
  const DrivePool pool{1, 0, 0.0, 0.0};
  TimelineJob b = pooled("b", 100, 0);
  b.startAt = 1;
  TimelineJob c = pooled("c", 100, 9);
  c.startAt = 2;
  const Timeline t = simulate({pooled("a", 100), b, c}, {pool}, byDrive({10}));
  CHECK(t.jobs[1].start == Approx(10));
  CHECK(t.jobs[2].start == Approx(20));
}

TEST_CASE("one robot mounts one cartridge at a time") {
  // Two free drives, one robot, 60 s per exchange; each job has 5 s of start-up and 100 B at
  // 10 B/s. A: mount 0-60, start-up 60-65, transfer 65-75. B waits for the robot 0-60, mounts
  // 60-120, starts up 120-125 and transfers 125-135.
  const DrivePool pool{2, 0, 60.0, 0.0};
  TimelineJob a = pooled("a", 100);
  a.startupSeconds = 5;
  TimelineJob b = a;
  b.id = "b";
  const Timeline t = simulate({a, b}, {pool}, byDrive({10, 10}));
  CHECK(t.jobs[0].end == Approx(75));
  CHECK(t.jobs[1].end == Approx(135));
  REQUIRE(t.jobs[1].segments.size() == 4);
  CHECK(t.jobs[1].segments[0].phase == Phase::RobotWait);
  CHECK(t.jobs[1].segments[0].end == Approx(60));
  CHECK(t.jobs[1].segments[1].phase == Phase::Mount);
  CHECK(t.jobs[1].segments[1].end == Approx(120));
  CHECK(t.jobs[0].mounts == 1);
  CHECK(t.jobs[1].mounts == 1);
  CHECK(t.jobs[1].cartridgeChanges == 0);
}

TEST_CASE("libraries with their own robots do not wait for each other") {
  // The same two jobs in two libraries with a robot each: both end at 75 s.
  const DrivePool first{1, 0, 60.0, 0.0};
  const DrivePool second{1, 1, 60.0, 0.0};
  TimelineJob a = pooled("a", 100);
  a.startupSeconds = 5;
  TimelineJob b = a;
  b.pool = 1;
  const Timeline t = simulate({a, b}, {first, second}, byDrive({10}));
  CHECK(t.jobs[0].end == Approx(75));
  CHECK(t.jobs[1].end == Approx(75));
}

TEST_CASE("a job that fills its cartridge waits for the robot and initialises the new one") {
  // 100 B at 10 B/s, 0.5 media bytes per byte, 30 media bytes per cartridge: 50 media bytes
  // take two cartridges. Exchange 60 s, new media initialised 100 s. Mount 0-60, initialise
  // 60-160, transfer 60 B (30 media bytes) 160-166, exchange 166-226, initialise 226-326,
  // transfer the last 40 B 326-330.
  const DrivePool pool{1, 0, 60.0, 100.0};
  TimelineJob j = pooled("a", 100);
  j.mediaPerByte = 0.5;
  j.cartridgeBytes = 30;
  j.freshMedia = true;
  const Timeline t = simulate({j}, {pool}, byDrive({10}));
  CHECK(t.jobs[0].end == Approx(330));
  CHECK(t.jobs[0].mounts == 2);
  CHECK(t.jobs[0].cartridgeChanges == 1);
  CHECK(t.jobs[0].transferSeconds == Approx(10));
  std::vector<Phase> phases;
  for (const auto& segment : t.jobs[0].segments) phases.push_back(segment.phase);
  CHECK(phases == std::vector<Phase>{Phase::Mount, Phase::Initialise, Phase::Transfer, Phase::Mount,
                                     Phase::Initialise, Phase::Transfer});
}

TEST_CASE("a cartridge change waits while the robot mounts for another job") {
  // One robot, 10 s per exchange, two drives at 10 B/s. A (50 B, 20 B per cartridge, 1 media
  // byte per byte) mounts 0-10 and fills its first cartridge at 12 s; B starts at 11 s and its
  // mount holds the robot 11-21, so A waits 12-21, exchanges 21-31 and moves its last 30 B
  // (it fills a second cartridge at 33 s, exchanges 33-43) and ends at 44 s.
  const DrivePool pool{2, 0, 10.0, 0.0};
  TimelineJob a = pooled("a", 50);
  a.cartridgeBytes = 20;
  TimelineJob b = pooled("b", 10);
  b.startAt = 11;
  const Timeline t = simulate({a, b}, {pool}, byDrive({10, 10}));
  CHECK(t.jobs[1].end == Approx(22));
  CHECK(t.jobs[0].cartridgeChanges == 2);
  CHECK(t.jobs[0].end == Approx(44));
  REQUIRE(t.jobs[0].segments.size() >= 3);
  CHECK(t.jobs[0].segments[2].phase == Phase::RobotWait);
  CHECK(t.jobs[0].segments[2].start == Approx(12));
  CHECK(t.jobs[0].segments[2].end == Approx(21));
}

namespace {

// Backup `b` (100 B at 10 B/s, into a disk pool) and its copy `c` into a one-drive library
// whose drive moves 20 B/s; the robot mounts in 5 s.
std::vector<TimelineJob> stagedCopy(bool whileRunning, double high) {
  TimelineJob backup;
  backup.id = "b";
  backup.bytes = 100;
  TimelineJob copy = pooled("c", 100);
  copy.spool.feeders = {0};
  copy.spool.whileRunning = whileRunning;
  copy.spool.high = high;
  return {backup, copy};
}

DriveRateFunction stagedRates() {
  return [](const std::vector<bool>& transferring, const std::vector<int>& drive) {
    std::vector<double> rates(transferring.size(), 0.0);
    for (std::size_t i = 0; i < rates.size(); ++i)
      if (transferring[i]) rates[i] = drive[i] < 0 ? 10.0 : 20.0;
    return rates;
  };
}

} // namespace

TEST_CASE("a copy into a library asks for its drive once its backup has written") {
  // After the backup: it writes 0-10 s; the copy takes the drive at 10 s, the robot mounts
  // 10-15 s, and 100 B at 20 B/s end at 20 s.
  const DrivePool pool{1, 0, 5.0, 0.0};
  const Timeline t = simulate(stagedCopy(false, 0.0), {pool}, stagedRates());
  CHECK(t.jobs[0].end == Approx(10));
  CHECK(t.jobs[1].start == Approx(10));
  CHECK(t.jobs[1].mounts == 1);
  CHECK(t.jobs[1].end == Approx(20));
  // Spooling with a 50 B high-water mark: the spool reaches it at 5 s, the robot mounts 5-10 s
  // while the backup ends, and the copy moves its 100 B 10-15 s.
  const Timeline spooled = simulate(stagedCopy(true, 50.0), {pool}, stagedRates());
  CHECK(spooled.jobs[1].start == Approx(5));
  CHECK(spooled.jobs[1].end == Approx(15));
  CHECK_FALSE(spooled.stalled);
}
