// LinkCuts (issue 18): the links a route search may leave alone. Checked against the definition
// on every shipped diagram and on random ones: a link is a bridge exactly when its ends are
// unconnected without it, and an edge may lead to a target exactly when the target is reachable
// beyond it; and a search that skips links finds the very route one that does not would.

#include "RandomTopology.h"
#include "catalog/Catalog.h"
#include "io/TopologyFile.h"
#include "solver/Graph.h"
#include "solver/Route.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

using namespace tapeflow;

namespace {

// The nodes reachable from `from` over every link but `without`.
std::vector<char> reachableWithout(const solver::Graph& graph, std::size_t from,
                                   std::size_t without) {
  std::vector<char> seen(graph.size(), 0);
  std::vector<std::size_t> stack{from};
  seen[from] = 1;
  while (!stack.empty()) {
    const std::size_t node = stack.back();
    stack.pop_back();
    for (const auto& edge : graph.edges(node))
      if (edge.link != without && !seen[edge.neighbour]) {
        seen[edge.neighbour] = 1;
        stack.push_back(edge.neighbour);
      }
  }
  return seen;
}

struct Counts {
  int bridges = 0;
  int others = 0;
  int routes = 0;
  int hubs = 0;
};

// At a hub, the edges towards each target are those mayLeadTo() passes, in the same order.
void checkHubs(const solver::Graph& graph, const solver::LinkCuts& cuts, Counts& counts) {
  std::vector<std::uint32_t> towards;
  for (std::size_t node = 0; node < graph.size(); ++node) {
    if (!cuts.edgesTowards(node, 0, towards)) continue;
    ++counts.hubs;
    const auto edges = graph.edges(node);
    for (std::size_t target = 0; target < graph.size(); ++target) {
      std::vector<std::uint32_t> expected;
      for (std::uint32_t e = 0; e < edges.size(); ++e)
        if (cuts.mayLeadTo(edges[e].link, edges[e].neighbour, target)) expected.push_back(e);
      REQUIRE(cuts.edgesTowards(node, target, towards));
      INFO(graph.node(node).id << " towards " << graph.node(target).id);
      REQUIRE(towards == expected);
    }
  }
}

void checkCuts(const solver::Graph& graph, Counts& counts) {
  solver::LinkCuts cuts;
  cuts.build(graph);
  for (std::size_t node = 0; node < graph.size(); ++node)
    for (const auto& edge : graph.edges(node)) {
      const auto beyond = reachableWithout(graph, edge.neighbour, edge.link);
      const bool bridge = !beyond[node];
      INFO("link " << graph.topology().links()[edge.link].id << " from " << graph.node(node).id);
      REQUIRE(cuts.isBridge(edge.link) == bridge);
      ++(bridge ? counts.bridges : counts.others);
      for (std::size_t target = 0; target < graph.size(); ++target)
        REQUIRE(cuts.mayLeadTo(edge.link, edge.neighbour, target) == (beyond[target] != 0));
    }
  checkHubs(graph, cuts, counts);
}

// Every pair of a volume and a route end, searched with the cuts from the start and without.
void checkRoutes(const topology::Topology& topology, Counts& counts) {
  const solver::Graph withCuts(topology), without(topology);
  withCuts.scratch().cuts.build(withCuts);
  for (std::size_t s = 0; s < topology.nodes().size(); ++s) {
    if (topology.nodes()[s].kind != "volume") continue;
    for (std::size_t t = 0; t < topology.nodes().size(); ++t) {
      if (t == s || !without.isEndpoint(t)) continue;
      const auto a = solver::findRoute(withCuts, s, t);
      const auto b = solver::findRoute(without, s, t);
      INFO(topology.nodes()[s].id << " to " << topology.nodes()[t].id);
      REQUIRE(a.hasValue() == b.hasValue());
      if (!a.hasValue()) {
        CHECK(a.error().message == b.error().message);
        continue;
      }
      ++counts.routes;
      CHECK(a->hosts == b->hosts);
      REQUIRE(a->visits.size() == b->visits.size());
      for (std::size_t k = 0; k < a->visits.size(); ++k) {
        CHECK(a->visits[k].node == b->visits[k].node);
        CHECK(a->visits[k].in == b->visits[k].in);
        CHECK(a->visits[k].out == b->visits[k].out);
      }
    }
  }
}

} // namespace

TEST_CASE("link cuts and routes on every shipped diagram") {
  Diagnostics diagnostics;
  const auto catalog =
      catalog::Catalog::load(std::string(TAPEFLOW_RESOURCE_DIR) + "/catalog", "", diagnostics);
  REQUIRE(catalog);
  Counts counts;
  for (const char* folder : {"examples", "validation"})
    for (const auto& item : std::filesystem::recursive_directory_iterator(
             std::filesystem::path(TAPEFLOW_RESOURCE_DIR) / folder)) {
      if (item.path().extension() != ".tapeflow") continue;
      const auto loaded = io::loadTopologyFile(item.path().string(), catalog);
      INFO(item.path().string());
      REQUIRE(loaded.topology);
      checkCuts(solver::Graph(*loaded.topology), counts);
      checkRoutes(*loaded.topology, counts);
    }
  // Both kinds of link occur (redundant paths exist in the shipped set), and routes were found.
  CHECK(counts.bridges > 100);
  CHECK(counts.others > 0);
  CHECK(counts.routes > 100);
}

TEST_CASE("link cuts and routes on random diagrams, one LAN or many servers") {
  Counts counts;
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    test::RandomTopologyShape shape;
    shape.servers = 2 + static_cast<int>(seed % 3);
    shape.clients = 3 + static_cast<int>(seed % 5);
    shape.allowHub = seed % 2 == 0;
    shape.lan = seed % 4 != 3;
    topology::Topology topology(test::sharedRandomTopologyCatalog());
    test::buildRandomTopology(topology, seed, shape);
    checkCuts(solver::Graph(topology), counts);
    checkRoutes(topology, counts);
  }
  CHECK(counts.routes > 100);
}

TEST_CASE("a hub's edges towards a target are those a search may follow, in order") {
  Counts counts;
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    test::RandomTopologyShape shape;
    shape.servers = 3 + static_cast<int>(seed);
    shape.clients = 20 + 5 * static_cast<int>(seed);
    shape.allowHub = false;
    topology::Topology topology(test::sharedRandomTopologyCatalog());
    test::buildRandomTopology(topology, seed, shape);
    checkCuts(solver::Graph(topology), counts); // and checkHubs() with them
  }
  CHECK(counts.hubs >= 4); // each LAN's switch at least
}

TEST_CASE("searches across a large LAN find the cuts once, then visit only their way") {
  test::RandomTopologyShape shape;
  shape.servers = 12;
  shape.clients = 60;
  shape.allowHub = false;
  topology::Topology topology(test::sharedRandomTopologyCatalog());
  test::buildRandomTopology(topology, 5, shape);
  REQUIRE(topology.nodes().size() > 300);
  const solver::Graph graph(topology);
  CHECK_FALSE(graph.scratch().cuts.built());
  // Every volume to every drive: a plain search from a client reaches every host on the LAN, and
  // their devices, before the server it goes to.
  std::size_t routes = 0, mostVisited = 0;
  for (std::size_t s = 0; s < topology.nodes().size(); ++s)
    for (std::size_t t = 0; t < topology.nodes().size(); ++t) {
      if (topology.nodes()[s].kind != "volume" || topology.nodes()[t].kind != "tape-drive")
        continue;
      const bool cutsBefore = graph.scratch().cuts.built();
      if (!solver::findRoute(graph, s, t).hasValue()) continue;
      ++routes;
      if (cutsBefore) mostVisited = std::max(mostVisited, graph.scratch().queue.size());
    }
  CHECK(routes > 100);
  CHECK(graph.scratch().cuts.built());
  CHECK(mostVisited < 64);
}
