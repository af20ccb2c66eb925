#include "solver/LinkCuts.h"

#include "solver/Graph.h"

#include <algorithm>
#include <iterator>
#include <limits>

namespace tapeflow::solver {

namespace {

constexpr std::uint32_t kUnseen = std::numeric_limits<std::uint32_t>::max();
constexpr std::uint32_t kNoHub = std::numeric_limits<std::uint32_t>::max();
// A node with at least this many bridges is a hub; at one with fewer, asking mayLeadTo() of each
// edge costs little.
constexpr std::size_t kHubBridges = 16;

struct Frame {
  std::size_t node;
  std::size_t arrivedBy; // link position, kNone at a root
  std::size_t nextEdge;
};

} // namespace

// Iterative, so that a long chain of nodes cannot overflow the stack.
void LinkCuts::build(const Graph& graph) {
  const std::size_t nodes = graph.size();
  m_entry.assign(nodes, kUnseen);
  m_lastBelow.assign(nodes, 0);
  m_root.assign(nodes, 0);
  m_below.assign(graph.topology().links().size(), kNone);
  std::vector<std::uint32_t> low(nodes, 0);
  std::vector<Frame> stack;
  std::uint32_t next = 0;
  for (std::size_t root = 0; root < nodes; ++root) {
    if (m_entry[root] != kUnseen) continue;
    const std::uint32_t rootEntry = next;
    m_entry[root] = low[root] = next++;
    m_root[root] = rootEntry;
    stack.push_back({root, kNone, 0});
    while (!stack.empty()) {
      Frame& top = stack.back();
      const auto edges = graph.edges(top.node);
      if (top.nextEdge < edges.size()) {
        const Edge& edge = edges[top.nextEdge++];
        if (edge.link == top.arrivedBy) continue; // the way back; a parallel link is another
        const std::size_t v = edge.neighbour;
        if (m_entry[v] == kUnseen) {
          m_entry[v] = low[v] = next++;
          m_root[v] = rootEntry;
          stack.push_back({v, edge.link, 0}); // `top` is not used after this
        } else {
          low[top.node] = std::min(low[top.node], m_entry[v]);
        }
        continue;
      }
      const Frame done = top;
      stack.pop_back();
      m_lastBelow[done.node] = next - 1;
      if (stack.empty()) break;
      const std::size_t parent = stack.back().node;
      low[parent] = std::min(low[parent], low[done.node]);
      if (low[done.node] > m_entry[parent]) m_below[done.arrivedBy] = done.node;
    }
  }
  findHubs(graph);
  m_built = true;
}

void LinkCuts::findHubs(const Graph& graph) {
  m_hubOf.assign(graph.size(), kNoHub);
  m_hubs.clear();
  m_children.clear();
  m_others.clear();
  for (std::size_t node = 0; node < graph.size(); ++node) {
    const auto edges = graph.edges(node);
    if (edges.size() < kHubBridges) continue;
    Hub hub{static_cast<std::uint32_t>(m_children.size()), 0,
            static_cast<std::uint32_t>(m_others.size()), 0, Graph::kNoEdge};
    for (std::uint32_t e = 0; e < edges.size(); ++e) {
      const std::size_t below = m_below[edges[e].link];
      if (below == kNone)
        m_others.push_back(e);
      else if (below == node)
        hub.up = e;
      else
        m_children.push_back({m_entry[below], m_lastBelow[below], e});
    }
    hub.childrenTo = static_cast<std::uint32_t>(m_children.size());
    hub.othersTo = static_cast<std::uint32_t>(m_others.size());
    if (hub.childrenTo - hub.childrenFrom < kHubBridges) { // not a hub after all
      m_children.resize(hub.childrenFrom);
      m_others.resize(hub.othersFrom);
      continue;
    }
    std::sort(m_children.begin() + hub.childrenFrom, m_children.end(),
              [](const Child& a, const Child& b) { return a.entry < b.entry; });
    m_hubOf[node] = static_cast<std::uint32_t>(m_hubs.size());
    m_hubs.push_back(hub);
  }
}

bool LinkCuts::edgesTowards(std::size_t node, std::size_t target,
                            std::vector<std::uint32_t>& into) const {
  if (m_hubOf[node] == kNoHub) return false;
  into.clear();
  if (m_root[node] != m_root[target]) return true;
  const Hub& hub = m_hubs[m_hubOf[node]];
  // The one bridge the target lies beyond: a child's, when the target is below the hub (the
  // last child entered at or before it), else the one up.
  std::uint32_t bridge = Graph::kNoEdge;
  const std::uint32_t at = m_entry[target];
  if (m_entry[node] < at && at <= m_lastBelow[node]) {
    const auto first = m_children.begin() + hub.childrenFrom;
    const auto last = m_children.begin() + hub.childrenTo;
    const auto after = std::upper_bound(
        first, last, at, [](std::uint32_t value, const Child& c) { return value < c.entry; });
    if (after != first && at <= std::prev(after)->lastBelow) bridge = std::prev(after)->edge;
  } else if (at != m_entry[node]) {
    bridge = hub.up;
  }
  // The links that are not bridges, with the bridge in its place.
  for (std::uint32_t k = hub.othersFrom; k < hub.othersTo; ++k) {
    if (bridge < m_others[k]) {
      into.push_back(bridge);
      bridge = Graph::kNoEdge;
    }
    into.push_back(m_others[k]);
  }
  if (bridge != Graph::kNoEdge) into.push_back(bridge);
  return true;
}

bool LinkCuts::isBridge(std::size_t link) const { return m_below[link] != kNone; }

} // namespace tapeflow::solver
