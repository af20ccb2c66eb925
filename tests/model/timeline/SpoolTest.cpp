// A copy job behind the backup it copies (timeline/Spool.h): it starts after it, or despools
// while it spools, pausing at the low-water mark and starting again at the high-water mark.
// Rates are given per set of moving jobs; each case works out the times by hand.

#include "timeline/Timeline.h"

#include <catch2/catch.hpp>

using namespace tapeflow::timeline;

namespace {

// Job 0 backs up 100 bytes, job 1 copies them. Alone: the backup moves 10/s, the copy 40/s;
// together: the backup 10/s, the copy `together`/s.
Timeline run(Spool spool, double together) {
  std::vector<TimelineJob> jobs(2);
  jobs[0].id = "backup";
  jobs[0].bytes = 100.0;
  jobs[1].id = "copy";
  jobs[1].bytes = 100.0;
  spool.feeders = {0};
  jobs[1].spool = spool;
  return simulate(jobs, [=](const std::vector<bool>& moving) {
    return std::vector<double>{moving[0] ? 10.0 : 0.0,
                               moving[1] ? (moving[0] ? together : 40.0) : 0.0};
  });
}

} // namespace

TEST_CASE("a copy after its backup starts when the backup's last byte is in") {
  // The backup takes 10 s; the copy then moves 100 at 40/s: 2.5 s.
  const Timeline t = run(Spool{{}, false}, 5.0);
  CHECK(t.jobs[1].start == Approx(10.0));
  CHECK(t.jobs[1].end == Approx(12.5));
}

TEST_CASE("a despool slower than the backup runs from the high-water mark to the end") {
  // High-water mark 20: the copy starts at 2 s and moves 5/s beside the backup until 10 s
  // (40 moved), then the other 60 alone at 40/s: 1.5 s, ending at 11.5 s.
  const Timeline t = run(Spool{{}, true, 1e9, 20.0, 0.0}, 5.0);
  CHECK(t.jobs[1].start == Approx(2.0));
  CHECK(t.jobs[0].end == Approx(10.0));
  CHECK(t.jobs[1].end == Approx(11.5));
}

TEST_CASE("a despool faster than the backup pauses at the low-water mark") {
  // The copy moves 15/s beside the backup's 10/s: from 2 s the spool drains at 5/s and is empty
  // at 6 s (60 copied); the copy pauses, the spool refills at 10/s to 20 at 8 s, the copy goes
  // on and has drained it to 10 when the backup ends at 10 s (90 copied); the last 10 alone at
  // 40/s end at 10.25 s. The pause shows as a transfer segment at rate 0 from 6 s to 8 s.
  const Timeline t = run(Spool{{}, true, 1e9, 20.0, 0.0}, 15.0);
  CHECK(t.jobs[1].end == Approx(10.25));
  bool paused = false;
  for (const auto& segment : t.jobs[1].segments)
    if (segment.phase == Phase::Transfer && segment.rate == 0.0)
      paused = paused || (segment.start == Approx(6.0) && segment.end == Approx(8.0));
  CHECK(paused);
}
