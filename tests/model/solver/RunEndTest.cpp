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

namespace {

const solver::ResourceUse* resourceLabelled(const solver::SolveResult& result,
                                            const std::string& label) {
  for (const auto& resource : result.resources)
    if (resource.label == label) return &resource;
  return nullptr;
}

} // namespace

TEST_CASE("the last job's holder is what holds it at its end, and what held it earlier is said") {
  // Two jobs read one 50 MB/s array into two 40 MB/s drives: together the array holds both
  // (25 MB/s each); once the small one ends, the big one runs alone at its drive's 40 MB/s.
  Diagram d;
  d.localBackup("a").set("drivea", "native_rate", "40 MB/s");
  d.add("drive2", "t-drive", {{"native_rate", "40 MB/s"}}).link("hbaa:ch2", "drive2:scsi1");
  topology::JobOptions big, small;
  big.dataSize = 100e9;
  small.dataSize = 20e9;
  d.job("big", "vola", "drivea", big).job("small", "vola", "drive2", small);
  const auto result = d.solve();
  const auto run = solver::runEnd(result);
  REQUIRE(run.last);
  CHECK(run.last->id == "big");
  // Steady (both running) it is held by the array; at its end by its drive.
  const auto* atEnd = resourceLabelled(result, run.heldBy);
  REQUIRE(atEnd);
  CHECK(atEnd->node == "drivea");
  CHECK(run.endRate == Approx(40e6));
  REQUIRE(run.earlier.size() == 1);
  const auto* before = resourceLabelled(result, run.earlier.front().label);
  REQUIRE(before);
  CHECK(before->node != "drivea");
  // The small job's 20 GB at 25 MB/s: the array held the big one for those 800 s.
  CHECK(run.earlier.front().seconds == Approx(800.0).epsilon(0.01));
}

TEST_CASE("a job that is held by one thing throughout has nothing earlier") {
  Diagram d;
  d.localBackup("a");
  d.job("only", "vola", "drivea");
  const auto result = d.solve();
  const auto run = solver::runEnd(result);
  REQUIRE(run.last);
  CHECK(run.heldBy == run.last->bottleneck.label);
  CHECK(run.endRate == Approx(run.last->rate));
  CHECK(run.earlier.empty());
}
