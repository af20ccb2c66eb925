// Helper threads of a solve from scratch (solver/PartThreads.h): what a helper solves is what the
// caller's thread solves for the same part, and the caller and the helpers share the parts out
// without a gap or an overlap, whoever takes more.

#include "RandomTopology.h"
#include "TestCatalog.h"

#include "solver/Graph.h"
#include "solver/PartThreads.h"
#include "solver/ResultJson.h"
#include "solver/SharedSwitches.h"

#include <catch2/catch.hpp>

#include <memory>

using namespace tapeflow;
using solver::detail::PartHelpers;

namespace {

struct Diagram {
  Diagram() {
    test::RandomTopologyShape shape;
    shape.servers = 30;
    shape.clients = 90;
    shape.streaming = true;
    shape.allowHub = false;
    test::buildRandomTopology(topology, 5, shape);
    graph = std::make_unique<solver::Graph>(topology);
    parts = solver::splitDiagram(topology, graph->linkEnds(), true, solver::sharedSwitches(*graph));
  }
  topology::Topology topology{test::sharedRandomTopologyCatalog()};
  std::unique_ptr<solver::Graph> graph;
  solver::DiagramParts parts;
  solver::SolveOptions options;
};

// The part's results as the caller's thread solves them, resources with them.
std::string solvedHere(const Diagram& d, std::size_t p) {
  solver::detail::PartWorkspace workspace;
  std::vector<solver::ResourceUse> resources;
  solver::SolveResult result = solver::detail::solvePart(
      d.topology, *d.graph, d.parts.parts[p].jobs, d.options, workspace, resources);
  result.resources = std::move(resources);
  return solver::toJson(result).dump();
}

std::string asText(solver::detail::HelpedPart& helped) {
  helped.result.resources = std::move(helped.resources);
  return solver::toJson(helped.result).dump();
}

} // namespace

TEST_CASE("helpers solve every part the caller leaves them, as the caller would") {
  Diagram d;
  REQUIRE(d.parts.parts.size() >= 20);
  PartHelpers helpers(d.topology, d.options, 2);
  helpers.share(d.parts);
  // The caller takes three parts, then leaves the rest to the helpers (or takes more when they
  // are slow to start: the parts left are whatever it did not take).
  std::size_t taken = 0;
  while (taken < 3 && helpers.takeFront()) ++taken;
  auto [first, helped] = helpers.finish();
  CHECK(first >= taken);
  for (std::size_t p = first; p < d.parts.parts.size(); ++p) {
    INFO("part " << p);
    CHECK(helped[p].staysInPart);
    CHECK(asText(helped[p]) == solvedHere(d, p));
  }
}

TEST_CASE("helpers take every part when the caller takes none") {
  Diagram d;
  REQUIRE(!d.parts.parts.empty());
  PartHelpers helpers(d.topology, d.options, 3);
  helpers.share(d.parts);
  auto [first, helped] = helpers.finish();
  CHECK(first == 0);
  CHECK(asText(helped.front()) == solvedHere(d, 0));
  CHECK(asText(helped.back()) == solvedHere(d, d.parts.parts.size() - 1));
}

TEST_CASE("helpers never shared any parts stop when dropped") {
  Diagram d;
  { PartHelpers helpers(d.topology, d.options, 2); } // a solve that kept parts: no share()
  SUCCEED("joined");
}

TEST_CASE("the threads of a solve from scratch follow the jobs it has") {
  using solver::detail::partThreads;
  CHECK(partThreads(1, 1000, 10000) == 1);
  CHECK(partThreads(4, 1000, 10000) == 4);
  CHECK(partThreads(4, 3, 10000) == 3);  // no more threads than parts
  CHECK(partThreads(4, 1000, 299) == 1); // too few jobs to earn a second thread
  CHECK(partThreads(4, 1000, 300) == 2);
  CHECK(partThreads(0, 1000, 100000) >= 1); // one per usable core
}
