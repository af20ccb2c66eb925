#include "solver/LinkCuts.h"

#include "solver/Graph.h"

#include <algorithm>
#include <limits>

namespace tapeflow::solver {

namespace {

constexpr std::uint32_t kUnseen = std::numeric_limits<std::uint32_t>::max();

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
  m_built = true;
}

bool LinkCuts::isBridge(std::size_t link) const { return m_below[link] != kNone; }

} // namespace tapeflow::solver
