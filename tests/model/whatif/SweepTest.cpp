// Sweeps: every point equals a from-scratch solve of the document with that point's values (to
// the bit), on one thread and on several; ranges and lists read as documented; bad axes are
// refused with what is wrong; a cancelled sweep stops.

#include "RandomTopology.h"

#include "whatif/Sweep.h"

#include <catch2/catch.hpp>

#include <atomic>

using namespace tapeflow;

namespace {

topology::Topology document(bool lan) {
  topology::Topology t(test::sharedRandomTopologyCatalog());
  test::RandomTopologyShape shape;
  shape.servers = 3;
  shape.clients = 2;
  shape.streaming = true;
  shape.lan = lan;
  test::buildRandomTopology(t, 5, shape);
  (void)t.setObjectives({topology::Duration{6 * 3600.0, "6 h"}, topology::Duration{7200.0, "2 h"}});
  return t;
}

whatif::RunFigures alone(topology::Topology copy, const std::vector<whatif::SweepAxis>& axes,
                         const std::vector<std::size_t>& index, solver::DirectionMode mode) {
  for (std::size_t a = 0; a < axes.size(); ++a) REQUIRE(whatif::applyAxis(copy, axes[a], index[a]));
  solver::SolveOptions options;
  options.flow.mode = mode;
  options.explain = false;
  options.warnings = false;
  return whatif::figuresOf(solver::solve(copy, options), copy.objectives());
}

void checkSame(const whatif::RunFigures& a, const whatif::RunFigures& b) {
  CHECK(a.runSeconds == b.runSeconds);
  CHECK(a.rate == b.rate);
  CHECK(a.bottleneckKey == b.bottleneckKey);
  CHECK(a.verdict.fit == b.verdict.fit);
  CHECK(a.verdict.marginSeconds == b.verdict.marginSeconds);
}

} // namespace

TEST_CASE("every sweep point equals a solve of the document with its values") {
  for (const bool lan : {false, true}) {
    const topology::Topology base = document(lan);
    std::vector<whatif::SweepAxis> axes;
    auto drive = whatif::parseAxis(base, "srv0-drive1.native_rate=20MB/s:400MB/s:6:log");
    REQUIRE(drive);
    auto streams = whatif::parseAxis(base, "job1.streams=1:3");
    REQUIRE(streams);
    axes = {*drive, *streams};
    for (const unsigned threads : {1u, 3u}) {
      whatif::SweepOptions options;
      options.threads = threads;
      const auto sweep = whatif::runSweep(base, axes, options);
      REQUIRE(sweep.points.size() == 18);
      for (const auto& point : sweep.points) {
        INFO("lan " << lan << ", threads " << threads << ", point " << point.index[0] << ","
                    << point.index[1]);
        REQUIRE(point.error.empty());
        checkSame(point.backup, alone(base, axes, point.index, solver::DirectionMode::Backup));
        checkSame(point.restore, alone(base, axes, point.index, solver::DirectionMode::Restore));
      }
    }
  }
}

TEST_CASE("ranges, logarithmic ranges, integer ranges and lists read as documented") {
  const topology::Topology base = document(false);
  const auto linear = whatif::parseAxis(base, "srv0-drive1.native_rate=100MB/s:400MB/s:4");
  REQUIRE(linear);
  REQUIRE(linear->values.size() == 4);
  CHECK(linear->values[1].number() == Approx(200e6));
  CHECK(linear->labels.front() == "100 MB/s");
  const auto log = whatif::parseAxis(base, "srv0-drive1.native_rate=10MB/s:1000MB/s:3:log");
  REQUIRE(log);
  CHECK(log->values[1].number() == Approx(100e6));
  const auto streams = whatif::parseAxis(base, "job1.streams=1:4");
  REQUIRE(streams);
  CHECK(streams->values.size() == 4);
  CHECK(streams->values[3].integer() == 4);
  const auto list = whatif::parseAxis(base, "job1.block_size=64KiB,256KiB");
  REQUIRE(list);
  CHECK(list->values[1].number() == Approx(262144));
}

TEST_CASE("a bad axis is refused with what is wrong") {
  const topology::Topology base = document(false);
  CHECK(whatif::parseAxis(base, "nowhere.native_rate=1:2").error().message ==
        "there is no node, link or job 'nowhere'");
  CHECK(whatif::parseAxis(base, "srv0-drive1.colour=1:2").error().message.find("'colour'") !=
        std::string::npos);
  CHECK(whatif::parseAxis(base, "srv0-drive1.native_rate=5 parsecs:1MB/s")
            .error()
            .message.find("parsecs") != std::string::npos);
  CHECK(!whatif::parseAxis(base, "srv0-drive1.native_rate=-1MB/s:1MB/s:3:log"));
  CHECK(!whatif::parseAxis(base, "job1.streams"));
}

TEST_CASE("a refused value is reported at its point; a cancelled sweep stops") {
  const topology::Topology base = document(false);
  const auto axis = whatif::parseAxis(base, "srv0-drive1.native_rate=-5MB/s,100MB/s");
  REQUIRE(axis);
  const auto sweep = whatif::runSweep(base, {*axis});
  CHECK_FALSE(sweep.points[0].error.empty());
  CHECK(sweep.points[1].error.empty());
  std::atomic<bool> cancel{true};
  whatif::SweepOptions options;
  options.cancel = &cancel;
  CHECK(whatif::runSweep(base, {*axis}, options).cancelled);
}

TEST_CASE("a sweep varies a figure of a profile a node references") {
  // "srv0.backup_app.requests_in_flight": the owner is srv0 (no node, link or job is called
  // "srv0.backup_app"), the name the server's override of its application's figure.
  const topology::Topology base = document(false);
  const auto axis = whatif::parseAxis(base, "srv0.backup_app.requests_in_flight=1:4");
  INFO((axis ? std::string() : axis.error().message));
  REQUIRE(axis);
  CHECK(axis->target == whatif::AxisTarget::NodeParameter);
  CHECK(axis->owner == "srv0");
  CHECK(axis->name == "backup_app.requests_in_flight");
  REQUIRE(axis->values.size() == 4);
  CHECK(axis->values[2].integer() == 3); // an integer figure, every value from one to the other
  CHECK(axis->labels[3] == "4");
  topology::Topology copy = base;
  REQUIRE(whatif::applyAxis(copy, *axis, 1));
  CHECK(copy.node("srv0")->overrides.at("backup_app.requests_in_flight").integer() == 2);
  // A quantity figure reads its unit; a figure the profile's kind lacks is refused.
  const auto size = whatif::parseAxis(base, "srv0.backup_app.request_size=1MiB,8MiB");
  REQUIRE(size);
  CHECK(size->values[1].number() == Approx(8.0 * 1048576));
  CHECK(whatif::parseAxis(base, "srv0.backup_app.colour=1:2")
            .error()
            .message.find("'backup_app.colour'") != std::string::npos);
  CHECK(whatif::parseAxis(base, "nowhere.backup_app.requests_in_flight=1:2").error().message ==
        "there is no node, link or job 'nowhere.backup_app'");
  // Each point is refused or set as the document's own operation does (the figure's minimum 1).
  const auto zero = whatif::parseAxis(base, "srv0.backup_app.requests_in_flight=0,1");
  REQUIRE(zero);
  CHECK_FALSE(whatif::applyAxis(copy, *zero, 0));
  CHECK(whatif::applyAxis(copy, *zero, 1));
}

TEST_CASE("a job option is swept on a job that shares its id with a node") {
  // Nodes and jobs have ids of their own (a validation file's volume and its job are both "vm").
  topology::Topology base = document(false);
  auto job = *base.job("job1");
  job.id = "srv0-drive1";
  job.name = "Same id as the drive";
  REQUIRE(base.addJob(job));
  const auto option = whatif::parseAxis(base, "srv0-drive1.requests_in_flight=1,4");
  INFO((option ? std::string() : option.error().message));
  REQUIRE(option);
  CHECK(option->target == whatif::AxisTarget::JobOption);
  CHECK(option->ownerName == "Same id as the drive");
  topology::Topology copy = base;
  REQUIRE(whatif::applyAxis(copy, *option, 1));
  CHECK(copy.job("srv0-drive1")->options.requestsInFlight == 4);
  // The node's own parameter stays the node's.
  const auto rate = whatif::parseAxis(base, "srv0-drive1.native_rate=20MB/s,40MB/s");
  REQUIRE(rate);
  CHECK(rate->target == whatif::AxisTarget::NodeParameter);
}
