#pragma once

// Which links a route search may leave alone (issue 18). A link whose removal splits the diagram
// in two (a bridge: the one cable from a client to its switch, from an HBA to its drive) leads
// from one side to the other only; when the target lies on this side, nothing beyond the link
// can be on a route to it. A search from one client across a LAN otherwise visits every other
// client's disks and buses before it finds its drive: over one LAN, searches grew with the
// square of the diagram.
//
// Found once per graph by a depth-first search (Tarjan's bridges): each node gets its entry
// number and the last entry number below it, so "is the target below this link" is two
// comparisons.

#include <cstddef>
#include <cstdint>
#include <limits>
#include <vector>

namespace tapeflow::solver {

class Graph;

class LinkCuts {
public:
  static constexpr std::size_t kNone = std::numeric_limits<std::size_t>::max();

  void build(const Graph& graph);
  [[nodiscard]] bool built() const { return m_built; }
  // False when following `link` to `neighbour` cannot lead to `target`: the target is not
  // connected to the neighbour at all, or the link is a bridge and the target is on this side of
  // it. Inline: a search asks it of every edge it passes.
  [[nodiscard]] bool mayLeadTo(std::size_t link, std::size_t neighbour, std::size_t target) const {
    if (m_root[neighbour] != m_root[target]) return false;
    const std::size_t below = m_below[link];
    if (below == kNone) return true;
    const bool targetBelow =
        m_entry[below] <= m_entry[target] && m_entry[target] <= m_lastBelow[below];
    return neighbour == below ? targetBelow : !targetBelow;
  }
  // Whether the link (a position in Topology::links()) is a bridge.
  [[nodiscard]] bool isBridge(std::size_t link) const;
  // At a hub (a node of many bridges: a switch), the positions in its edge list of the edges
  // mayLeadTo() passes towards `target`, in list order, found without asking it of each: the
  // hub's links that are not bridges and the one bridge the target lies beyond. A search across a
  // LAN otherwise asked it of the switch's every edge for every route. False, `into` untouched,
  // at a node that is no hub.
  bool edgesTowards(std::size_t node, std::size_t target, std::vector<std::uint32_t>& into) const;

private:
  bool m_built = false;
  std::vector<std::uint32_t> m_entry;     // per node: its depth-first entry number
  std::vector<std::uint32_t> m_lastBelow; // per node: the last entry number in its subtree
  std::vector<std::uint32_t> m_root;      // per node: the entry number of its part's root
  std::vector<std::size_t> m_below;       // per link: a bridge's end away from the root, or none

  struct Child { // a hub's bridge down to a subtree
    std::uint32_t entry, lastBelow, edge;
  };
  struct Hub {
    std::uint32_t childrenFrom, childrenTo; // in m_children, by entry
    std::uint32_t othersFrom, othersTo;     // in m_others: edges that are not bridges
    std::uint32_t up;                       // the bridge towards the root; kNoEdge when none
  };
  void findHubs(const Graph& graph);
  std::vector<std::uint32_t> m_hubOf; // per node: its position in m_hubs, or none
  std::vector<Hub> m_hubs;
  std::vector<Child> m_children;
  std::vector<std::uint32_t> m_others;
};

} // namespace tapeflow::solver
