// The tornado data: each bar's run times at 50 % and 150 % of a component's figure equal solves
// of the document with that figure so set, and the document is left as it was.

#include "WhatifFixture.h"

#include "whatif/Advisor.h"
#include "whatif/Tornado.h"

#include <catch2/catch.hpp>

using namespace tapeflow;

namespace {

double runAt(topology::Topology copy, const whatif::TornadoBar& bar, double factor,
             solver::DirectionMode mode) {
  const auto* node = copy.node(bar.owner);
  REQUIRE(node);
  const auto* value = copy.parameter(*node, bar.parameter);
  REQUIRE(value);
  catalog::Value scaled{value->number() * factor, {}, {}};
  if (std::holds_alternative<long long>(value->data))
    scaled = {std::max(1LL, std::llround(double(value->integer()) * factor)), {}, {}};
  REQUIRE(copy.setParameter(bar.owner, bar.parameter, scaled));
  return whatif::figuresOf(solver::solve(copy, whatif::advisorSolveOptions(mode)),
                           copy.objectives())
      .runSeconds;
}

} // namespace

TEST_CASE("tornado bars equal solves with the figure at -50 % and +50 %") {
  for (const char* name : {"default", "dell-1gb-lan"}) {
    INFO(name);
    const auto document = test::shippedExample(name);
    const auto data = whatif::tornado(document);
    REQUIRE_FALSE(data.bars.empty());
    for (const auto& bar : data.bars) {
      if (bar.link || !bar.error.empty()) continue;
      INFO(bar.label);
      using enum solver::DirectionMode;
      CHECK(bar.lowBackup.runSeconds == runAt(document, bar, 0.5, Backup));
      CHECK(bar.highBackup.runSeconds == runAt(document, bar, 1.5, Backup));
      CHECK(bar.lowRestore.runSeconds == runAt(document, bar, 0.5, Restore));
      CHECK(bar.highRestore.runSeconds == runAt(document, bar, 1.5, Restore));
    }
    // Halving the figure that limits the run slows it.
    CHECK(data.bars.front().lowBackup.runSeconds > data.backup.runSeconds);
  }
}
