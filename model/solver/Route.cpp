#include "solver/Route.h"

#include "catalog/KindCode.h"
#include "topology/TierKinds.h"
#include "util/Text.h"

#include <algorithm>
#include <limits>

namespace tapeflow::solver {

bool isEndpointKind(std::string_view kind) {
  return catalog::isKind(kind, catalog::KindCode::Volume) ||
         catalog::isKind(kind, catalog::KindCode::TapeDrive) ||
         catalog::isKind(kind, catalog::KindCode::NullDevice) ||
         catalog::isKind(kind, catalog::KindCode::RaitGroup) || topology::isTierKind(kind);
}

namespace {

constexpr std::size_t kNone = std::numeric_limits<std::size_t>::max();

// The chain from `node` up to the first server above it, following upstream links: the nodes
// between (exclusive of `node`) and the server last. Empty when no server is above.
std::vector<std::pair<std::size_t, std::size_t>> chainToHost(const Graph& graph, std::size_t node) {
  std::vector<std::pair<std::size_t, std::size_t>> chain; // (node, edge taken from previous)
  std::size_t current = node;
  for (std::size_t guard = 0; guard < graph.size(); ++guard) {
    const auto& edges = graph.edges(current);
    const std::uint32_t up = graph.upEdge(current);
    if (up == Graph::kNoEdge) return {};
    chain.emplace_back(edges[up].neighbour, up);
    current = edges[up].neighbour;
    if (graph.isServer(current)) return chain;
  }
  return {};
}

// Breadth-first from `source` until `target` is seen, in the graph's scratch (a search costs
// the nodes it visits); endpoints other than the target are dead ends. With `cuts`, links the
// target cannot lie beyond are not followed: the nodes a search finds, and by which edge, are
// the same, only fewer others are visited. Gives up, false, once it has expanded `budget` nodes.
bool breadthFirst(const Graph& graph, std::size_t source, std::size_t target, const LinkCuts* cuts,
                  std::size_t budget) {
  auto& scratch = graph.scratch();
  if (scratch.seen.size() != graph.size()) {
    scratch.previous.assign(graph.size(), kNone);
    scratch.viaEdge.assign(graph.size(), kNone);
    scratch.seen.assign(graph.size(), 0);
    scratch.stamp = 0;
  }
  if (++scratch.stamp == 0) { // wrapped: forget every earlier search
    std::fill(scratch.seen.begin(), scratch.seen.end(), 0u);
    scratch.stamp = 1;
  }
  const unsigned stamp = scratch.stamp;
  auto& queue = scratch.queue;
  queue.assign(1, source);
  scratch.seen[source] = stamp;
  scratch.previous[source] = kNone;
  for (std::size_t head = 0; head < queue.size() && scratch.seen[target] != stamp; ++head) {
    if (head == budget) return false;
    const std::size_t current = queue[head];
    if (current != source && graph.isEndpoint(current)) continue;
    const auto edges = graph.edges(current);
    const auto follow = [&](std::size_t e) {
      const std::size_t next = edges[e].neighbour;
      if (scratch.seen[next] == stamp) return;
      scratch.seen[next] = stamp;
      scratch.previous[next] = current;
      scratch.viaEdge[next] = e;
      queue.push_back(next);
    };
    if (cuts && cuts->edgesTowards(current, target, scratch.hubEdges)) {
      for (const std::uint32_t e : scratch.hubEdges) follow(e);
      continue;
    }
    for (std::size_t e = 0; e < edges.size(); ++e)
      if (!cuts || cuts->mayLeadTo(edges[e].link, edges[e].neighbour, target)) follow(e);
  }
  return true;
}

// A search that expands this many nodes finds the graph's cuts first: few routes cross more than
// a server's own devices, so most diagrams never need them.
constexpr std::size_t kExpandedBeforeCuts = 256;

} // namespace

Expected<Route> findRoute(const Graph& graph, std::size_t source, std::size_t target) {
  const auto& sourceNode = graph.node(source);
  const auto& targetNode = graph.node(target);
  auto& scratch = graph.scratch();
  // Plain while it stays small; with the cuts (found on the first search that grows) otherwise.
  const bool plainDone =
      !scratch.cuts.built() && breadthFirst(graph, source, target, nullptr, kExpandedBeforeCuts);
  if (!plainDone) {
    if (!scratch.cuts.built()) scratch.cuts.build(graph);
    breadthFirst(graph, source, target, &scratch.cuts, kNone);
  }
  const auto& previous = scratch.previous;
  const auto& viaEdge = scratch.viaEdge; // edge index in previous's list
  if (scratch.seen[target] != scratch.stamp) {
    // Name the gap: how far the source reaches (every node, not only those towards the target;
    // a plain search that ended has counted them already).
    if (!plainDone) breadthFirst(graph, source, target, nullptr, kNone);
    const std::size_t reached = scratch.queue.size();
    if (graph.edges(source).empty())
      return Error{"the volume " + quote(sourceNode.name) + " is not linked to anything"};
    if (graph.edges(target).empty())
      return Error{quote(targetNode.name) + " is not linked to anything"};
    return Error{"no path from " + quote(sourceNode.name) + " to " + quote(targetNode.name) +
                 ": they are not connected (" + quote(sourceNode.name) + " reaches " +
                 std::to_string(reached - 1) + " other components)"};
  }

  // The chain of nodes, source first (in the scratch: a search makes only the route).
  auto& chain = scratch.chain;
  chain.clear();
  for (std::size_t n = target; n != kNone; n = previous[n]) chain.push_back(n);
  std::reverse(chain.begin(), chain.end());

  Route route;
  route.visits.reserve(chain.size());
  for (std::size_t i = 0; i < chain.size(); ++i) {
    const std::size_t node = chain[i];
    Visit visit{node, std::nullopt, std::nullopt};
    if (i > 0) visit.in = graph.edges(chain[i - 1])[viaEdge[node]].reverse;
    if (i + 1 < chain.size()) visit.out = viaEdge[chain[i + 1]];
    const auto& edges = graph.edges(node);
    const bool turnsBack = visit.in && visit.out && !graph.isServer(node) &&
                           !edges[*visit.in].neighbourIsUpstream && !edges[*visit.in].peer &&
                           !edges[*visit.out].neighbourIsUpstream && !edges[*visit.out].peer;
    if (!turnsBack) {
      route.visits.push_back(visit);
      if (graph.isServer(node)) route.hosts.push_back(node);
      continue;
    }
    // Up to the host and back down: node (in -> up), the chain up, the host, the chain down,
    // node (down -> out).
    const auto up = chainToHost(graph, node);
    if (up.empty())
      return Error{"data from " + quote(graph.node(chain[i - 1]).name) + " to " +
                   quote(graph.node(chain[i + 1]).name) + " has to pass through host memory, but " +
                   quote(graph.node(node).name) + " is not attached to a server"};
    std::vector<Visit> ascent;
    std::size_t from = node;
    std::optional<std::size_t> fromIn = visit.in;
    for (const auto& [next, edge] : up) {
      ascent.push_back({from, fromIn, edge});
      fromIn = graph.edges(from)[edge].reverse;
      from = next;
    }
    for (const auto& v : ascent) route.visits.push_back(v);
    route.visits.push_back({from, fromIn, fromIn}); // the host: in and out by the same link
    route.hosts.push_back(from);
    for (auto it = ascent.rbegin(); it != ascent.rend(); ++it) {
      // Coming down: in by the link it went up, out by the link it came in (or the final out).
      const bool last = it + 1 == ascent.rend();
      route.visits.push_back({it->node, it->out, last ? visit.out : it->in});
    }
  }
  return route;
}

} // namespace tapeflow::solver
