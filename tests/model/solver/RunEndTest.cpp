// What ends a run (model/solver/RunEnd.h; issue 40): the job that finishes last, and the rate
// the run's bytes move at over its time, which can be far from the rate of all jobs at once.

#include "SolverFixture.h"

#include "solver/RunEnd.h"

#include <catch2/catch.hpp>

using namespace tapeflow;
using test::Diagram;

TEST_CASE("a run ends with its slowest job, and its rate agrees with its time") {
  // Two servers of 100 GB each: one to a 10 MB/s drive (10,000 s of transfer), one to a
  // 30 MB/s drive (3,333 s). All at once they move 40 MB/s; over the run, 200 GB in the time
  // the slow one takes, about 20 MB/s.
  Diagram d;
  d.localBackup("a").localBackup("b").set("driveb", "native_rate", "30 MB/s");
  d.job("slow", "vola", "drivea").job("fast", "volb", "driveb");
  const auto result = d.solve();
  CHECK(result.aggregateRate == Approx(40e6));
  const auto run = solver::runEnd(result);
  REQUIRE(run.last);
  CHECK(run.last->id == "slow");
  CHECK(run.bytes == Approx(200e9));
  CHECK(run.seconds == result.timeline.window);
  CHECK(run.rate() == Approx(200e9 / result.timeline.window));
  CHECK(run.rate() < 21e6);
}

TEST_CASE("a run with no job that runs has no last job and no rate") {
  Diagram d;
  d.localBackup();
  const auto result = d.solve();
  const auto run = solver::runEnd(result);
  CHECK(run.last == nullptr);
  CHECK(run.rate() == 0.0);
}
