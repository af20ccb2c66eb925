// Sweeps over catalog alternatives (NODE.entry=A,B,C) and over counts: each point equals a solve
// of the document with that entry set through Topology::setEntry; entries of another kind and
// unknown entries are refused with what is wrong; labels are the entries' display names.

#include "WhatifFixture.h"

#include "whatif/Sweep.h"

#include <catch2/catch.hpp>

using namespace tapeflow;

namespace {

whatif::RunFigures alone(topology::Topology copy, const std::string& node, const std::string& entry,
                         solver::DirectionMode mode) {
  REQUIRE(copy.setEntry(node, entry));
  solver::SolveOptions options;
  options.flow.mode = mode;
  options.explain = false;
  options.warnings = false;
  return whatif::figuresOf(solver::solve(copy, options), copy.objectives());
}

} // namespace

TEST_CASE("every point of a catalog-entry sweep equals a solve with that entry") {
  const auto document = test::shippedExample("default");
  const auto axis =
      whatif::parseAxis(document, "lto.entry=ibm-lto-7-hh,ibm-lto-8-hh,ibm-lto-9-hh,ibm-lto-9-fh");
  REQUIRE(axis);
  CHECK(axis->target == whatif::AxisTarget::NodeEntry);
  CHECK(axis->labels.front() == document.catalog().entry("ibm-lto-7-hh")->displayName());
  const auto sweep = whatif::runSweep(document, {*axis});
  REQUIRE(sweep.points.size() == 4);
  const char* entries[] = {"ibm-lto-7-hh", "ibm-lto-8-hh", "ibm-lto-9-hh", "ibm-lto-9-fh"};
  for (std::size_t p = 0; p < 4; ++p) {
    INFO(entries[p]);
    REQUIRE(sweep.points[p].error.empty());
    const auto backup = alone(document, "lto", entries[p], solver::DirectionMode::Backup);
    const auto restore = alone(document, "lto", entries[p], solver::DirectionMode::Restore);
    CHECK(sweep.points[p].backup.runSeconds == backup.runSeconds);
    CHECK(sweep.points[p].backup.rate == backup.rate);
    CHECK(sweep.points[p].restore.runSeconds == restore.runSeconds);
  }
  // A newer generation is faster here (the drive is the bottleneck).
  CHECK(sweep.points[0].backup.runSeconds > sweep.points[2].backup.runSeconds);
}

TEST_CASE("a catalog-entry axis refuses entries of another kind and unknown entries") {
  const auto document = test::shippedExample("default");
  CHECK(whatif::parseAxis(document, "lto.entry=ibm-lto-9-fh,no-such-drive").error().message ==
        "there is no catalog entry 'no-such-drive'");
  const auto other = whatif::parseAxis(document, "lto.entry=generic-nic-10g");
  REQUIRE_FALSE(other);
  CHECK(other.error().message.find("not a Tape drive") != std::string::npos);
}

TEST_CASE("counts that are numbers of the file sweep as integers") {
  const auto document = test::shippedExample("default");
  const auto members = whatif::parseAxis(document, "group.members=6:10");
  REQUIRE(members);
  CHECK(members->values.size() == 5);
  CHECK(members->values[4].integer() == 10);
  const auto concurrency = whatif::parseAxis(document, "lto.concurrency=1,2");
  REQUIRE(concurrency);
  const auto sweep = whatif::runSweep(document, {*members, *concurrency});
  for (const auto& point : sweep.points) CHECK(point.error.empty());
}
