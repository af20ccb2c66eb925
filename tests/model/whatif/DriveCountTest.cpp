// A count of drives (issue 19, "1 to 8 drives"): setDriveCount builds N drives of the drive's
// model, each linked where the drive is, and spreads its jobs over them; the data and files are
// kept (a split job's parts keep the files as large as they were); a sweep of the count equals
// solves of documents built that way from the diagram as drawn.

#include "RandomTopology.h"
#include "WhatifFixture.h"

#include "whatif/DriveCount.h"
#include "whatif/Sweep.h"

#include <catch2/catch.hpp>

#include <numeric>

using namespace tapeflow;

namespace {

topology::Topology document() {
  topology::Topology t(test::sharedRandomTopologyCatalog());
  test::RandomTopologyShape shape;
  shape.servers = 2;
  shape.clients = 0;
  test::buildRandomTopology(t, 7, shape);
  return t;
}

std::vector<const topology::Job*> jobsOn(const topology::Topology& t,
                                         const std::vector<std::string>& drives) {
  std::vector<const topology::Job*> jobs;
  for (const auto& job : t.jobs())
    if (std::find(drives.begin(), drives.end(), job.target) != drives.end()) jobs.push_back(&job);
  return jobs;
}

} // namespace

TEST_CASE("a count of drives builds linked drives of the model and spreads the jobs") {
  topology::Topology t = document();
  const std::string drive = "srv0-drive1";
  REQUIRE(t.node(drive));
  const auto before = jobsOn(t, {drive});
  REQUIRE(before.size() == 1); // one job: it is split
  const double bytes = before[0]->options.dataSize.value_or(0.0);
  const std::size_t nodes = t.nodes().size();
  const std::size_t links = t.linksOf(drive).size();

  REQUIRE(whatif::setDriveCount(t, drive, 3));
  CHECK(t.nodes().size() == nodes + 2);
  std::vector<std::string> drives{drive};
  for (const auto& node : t.nodes())
    if (node.entry == t.node(drive)->entry && node.id != drive &&
        node.name.rfind(t.node(drive)->name + " (", 0) == 0)
      drives.push_back(node.id);
  REQUIRE(drives.size() == 3);
  for (const auto& id : drives) CHECK(t.linksOf(id).size() == links);
  const auto parts = jobsOn(t, drives);
  REQUIRE(parts.size() == 3);
  for (const auto& id : drives)
    CHECK(std::count_if(parts.begin(), parts.end(), [&](auto* j) { return j->target == id; }) == 1);
  if (bytes > 0.0) {
    const double sum = std::accumulate(parts.begin(), parts.end(), 0.0,
                                       [](double s, auto* j) { return s + *j->options.dataSize; });
    CHECK(sum == Approx(bytes).epsilon(1e-12));
  }
  CHECK_FALSE(whatif::setDriveCount(t, drive, 0));
  CHECK_FALSE(whatif::setDriveCount(t, drive, 65));
  CHECK_FALSE(whatif::setDriveCount(t, "srv0-hba1", 2)); // not a tape drive
}

TEST_CASE("a sweep of the count of drives equals solves of the documents built for it") {
  const topology::Topology base = document();
  auto axis = whatif::parseAxis(base, "srv0-drive1.drives=1:3");
  REQUIRE(axis);
  CHECK(whatif::isStructural(*axis));
  for (const unsigned threads : {1u, 2u}) {
    whatif::SweepOptions options;
    options.threads = threads;
    const auto sweep = whatif::runSweep(base, {*axis}, options);
    REQUIRE(sweep.points.size() == 3);
    for (std::size_t i = 0; i < 3; ++i) {
      topology::Topology built = base;
      REQUIRE(whatif::setDriveCount(built, "srv0-drive1", static_cast<long long>(i + 1)));
      solver::SolveOptions solve;
      solve.flow.mode = solver::DirectionMode::Backup;
      solve.explain = false;
      solve.warnings = false;
      const auto alone = whatif::figuresOf(solver::solve(built, solve), built.objectives());
      REQUIRE(sweep.points[i].error.empty());
      CHECK(sweep.points[i].backup.runSeconds == alone.runSeconds);
      CHECK(sweep.points[i].backup.rate == alone.rate);
    }
  }
  CHECK_FALSE(whatif::parseAxis(base, "srv0-drive1.drives=0:3"));
  CHECK_FALSE(whatif::parseAxis(base, "srv0-hba1.drives=1:2"));
}

TEST_CASE("a count of drives beyond the library's bays names the library and its bays") {
  // The default example's autoloader has two bays: a third drive has nowhere to go, and the
  // refusal says so of the autoloader, not of the drive (issue 40).
  topology::Topology t = test::shippedExample("default");
  REQUIRE(whatif::setDriveCount(t, "lto", 2));
  topology::Topology three = test::shippedExample("default");
  const auto refused = whatif::setDriveCount(three, "lto", 3);
  REQUIRE_FALSE(refused);
  CHECK(refused.error().message ==
        "'Autoloader' has no free port for another 'LTO-9 HH': its 2 bay ports are in use (a "
        "model of it with more, or another one, would take it)");
}
