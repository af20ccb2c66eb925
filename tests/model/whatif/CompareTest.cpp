// Comparing scenarios: each column equals solving that scenario's document on its own (to the
// bit), on one thread and on several; the base comes first; an unknown name is refused and a
// scenario that does not apply gets its reason instead of figures.

#include "RandomEdits.h"
#include "RandomTopology.h"
#include "WhatifFixture.h"

#include "whatif/Compare.h"

#include <catch2/catch.hpp>

using namespace tapeflow;
using namespace tapeflow::topology;

namespace {

Topology documentWithScenarios() {
  Topology t(test::sharedRandomTopologyCatalog());
  test::RandomTopologyShape shape;
  shape.servers = 2;
  shape.clients = 2;
  test::buildRandomTopology(t, 11, shape);
  (void)t.setObjectives({Duration{6 * 3600.0, "6 h"}, Duration{7200.0, "2 h"}});
  for (int s = 0; s < 4; ++s) {
    Topology variant = t;
    test::applyRandomEdits(variant, 500 + static_cast<std::uint64_t>(s), 4 + s);
    REQUIRE(t.addScenario(Scenario{"S" + std::to_string(s), "", diff(t, variant)}));
  }
  return t;
}

void checkSame(const whatif::RunFigures& a, const whatif::RunFigures& b) {
  CHECK(a.runSeconds == b.runSeconds);
  CHECK(a.rate == b.rate);
  CHECK(a.bottleneckKey == b.bottleneckKey);
  CHECK(a.verdict.fit == b.verdict.fit);
  CHECK(a.verdict.marginSeconds == b.verdict.marginSeconds);
}

} // namespace

TEST_CASE("each compared scenario equals a solve of its document alone") {
  const Topology t = documentWithScenarios();
  for (const unsigned threads : {1u, 3u}) {
    INFO("threads " << threads);
    const auto comparison = whatif::compareScenarios(t, {}, {threads});
    REQUIRE(comparison);
    REQUIRE(comparison->columns.size() == 5);
    CHECK(comparison->columns.front().base);
    const auto [backup, restore] = whatif::runFigures(t);
    checkSame(comparison->columns.front().backup, backup);
    checkSame(comparison->columns.front().restore, restore);
    for (std::size_t c = 1; c < comparison->columns.size(); ++c) {
      const auto& column = comparison->columns[c];
      INFO(column.name);
      CHECK(column.name == t.scenarios()[c - 1].name);
      REQUIRE(column.error.empty());
      const auto document = scenarioDocument(t, column.name);
      REQUIRE(document);
      const auto [b, r] = whatif::runFigures(*document);
      checkSame(column.backup, b);
      checkSame(column.restore, r);
      CHECK(column.differences == describe(t.scenarios()[c - 1].changes, t));
    }
  }
}

TEST_CASE("compare takes the scenarios asked for, in that order, and refuses unknown names") {
  const Topology t = documentWithScenarios();
  const std::vector<std::string> names{"S2", "S0"};
  const auto comparison = whatif::compareScenarios(t, names);
  REQUIRE(comparison);
  REQUIRE(comparison->columns.size() == 3);
  CHECK(comparison->columns[1].name == "S2");
  CHECK(comparison->columns[2].name == "S0");
  const std::vector<std::string> unknown{"S9"};
  const auto refused = whatif::compareScenarios(t, unknown);
  REQUIRE_FALSE(refused);
  CHECK(refused.error().message == "there is no scenario 'S9'");
}

TEST_CASE("a scenario that no longer applies is compared as such, with its reason") {
  Topology t = documentWithScenarios();
  ChangeSet stale;
  stale.records.push_back(NodeRenamed{"no-such-node", "Old drive", "New drive"});
  REQUIRE(t.addScenario(Scenario{"Stale", "", stale}));
  const std::vector<std::string> names{"Stale"};
  const auto comparison = whatif::compareScenarios(t, names);
  REQUIRE(comparison);
  CHECK_THAT(comparison->columns[1].error,
             Catch::Contains("scenario 'Stale': change 1 ('Old drive' renamed 'New drive')"));
}

TEST_CASE("each column names the job that ends the run and a rate that agrees with its time") {
  // Issue 40: with the switch at 1 Gb/s the backup run takes 2 h 23 min, yet the comparison said
  // "bottleneck: LTO-9 HH" and the rate while both jobs run. The application server's job ends
  // the run, held by its NIC; once the LAN is 10 GbE the file share's job ends it, held by the
  // drive; the rate is the run's bytes over its time.
  const auto document = test::shippedExample("scenarios-lan-and-lto9");
  const auto comparison = whatif::compareScenarios(document);
  REQUIRE(comparison);
  const auto& columns = comparison->columns;
  REQUIRE(columns.size() == 3);
  double bytes = 0.0;
  for (const auto& job : document.jobs())
    bytes += document.parameter(*document.node(job.source), "data_size")->number();
  for (const auto& column : columns)
    for (const auto* run : {&column.backup, &column.restore}) {
      INFO(column.name);
      CHECK(run->rate * run->runSeconds == Approx(bytes).epsilon(1e-9));
      CHECK(run->rate < run->steadyRate); // the jobs do not all run to the end
    }
  CHECK(columns[0].backup.endsWith == "Application server");
  CHECK_THAT(columns[0].backup.bottleneck, Catch::StartsWith("Application server NIC"));
  CHECK(columns[2].name == "Gigabit to 10 GbE");
  CHECK(columns[2].backup.endsWith == "File share");
  CHECK(columns[2].backup.bottleneck == "LTO-9 HH");
}
