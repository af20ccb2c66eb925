#pragma once

// The diagram as a graph the solver can walk: nodes by index, and for each node its links with
// the neighbour at the other end and which side of the link is nearer the host CPU (the
// kinds.json link rules are directional: "upstream" is the host side).

#include "catalog/KindCode.h"
#include "solver/FigureTable.h"
#include "solver/LinkCuts.h"
#include "solver/Parameters.h"
#include "topology/Topology.h"

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace tapeflow::solver {

struct Edge {
  std::size_t link;      // index into Topology::links()
  std::size_t neighbour; // node index at the other end
  // The link rule's medium ("scsi", "ethernet", ...), held by the catalog as portDef is: no
  // string is copied per edge (a graph is made on every whole solve).
  std::string_view medium;
  const catalog::PortDef* portDef = nullptr; // this node's port shape
  bool atA = false;                          // this node is the link's end a (else b)
  // The neighbour is upstream of this node (nearer the host): this node hangs below it.
  bool neighbourIsUpstream = false;
  // Both ends have the same port type (Ethernet, FC): no up or down.
  bool peer = false;
  // The position of this link's edge in the neighbour's list, the way back: found by scanning
  // that list, a switch's thousand edges were scanned for every route across it (issue 18).
  std::uint32_t reverse = 0;
};

// A node's kind as a number (catalog/KindCode.h): comparing the kind's name with each in turn
// at every visit of a route was 2 % of a steady solve (issue 18).
using catalog::KindCode;

class Graph {
public:
  explicit Graph(const topology::Topology& topology);

  [[nodiscard]] const topology::Topology& topology() const { return m_topology; }
  [[nodiscard]] std::size_t size() const { return m_edgeStart.size() - 1; }
  [[nodiscard]] std::span<const Edge> edges(std::size_t node) const {
    return {m_edges.data() + m_edgeStart[node], m_edgeStart[node + 1] - m_edgeStart[node]};
  }
  [[nodiscard]] const topology::Node& node(std::size_t index) const {
    return m_topology.nodes()[index];
  }
  [[nodiscard]] std::optional<std::size_t> indexOf(std::string_view id) const;
  // The name of the edge's port on this node.
  [[nodiscard]] const std::string& port(const Edge& edge) const {
    const auto& link = m_topology.links()[edge.link];
    return edge.atA ? link.a.port : link.b.port;
  }
  // A view, so that comparing it with a kind's name checks the length first (a string compared
  // with a literal measured and compared both: 4 % of a steady solve; issue 18).
  [[nodiscard]] std::string_view kind(std::size_t index) const { return node(index).kind; }
  [[nodiscard]] KindCode kindCode(std::size_t index) const { return m_kindCode[index]; }
  // The node's catalog entry and kind definition (null when the catalog has none), found once:
  // a solve reads a node's figures dozens of times, and finding both by id for each read was a
  // tenth of a steady solve (issue 18).
  [[nodiscard]] const catalog::CatalogEntry* entry(std::size_t index) const {
    return m_entry[index];
  }
  [[nodiscard]] const catalog::KindDef* kindDef(std::size_t index) const { return m_kind[index]; }
  // The node's figures as its entry and kind give them (overrides aside), made on first use.
  [[nodiscard]] const FigureTables::Table& figures(std::size_t index) const {
    if (!m_figuresOf[index]) m_figuresOf[index] = &m_figures.of(m_entry[index], m_kind[index]);
    return *m_figuresOf[index];
  }
  [[nodiscard]] const FigureTables& figureTables() const { return m_figures; }
  // The figures the node overrides, by number (FigureTables::addOverrides).
  [[nodiscard]] std::span<const FigureTables::Override> overrides(std::size_t index) const {
    const auto [start, end] = m_overridesOf[index];
    return {m_overrides.data() + start, end - start};
  }
  // The node's figures to read: its entry's and kind's by number, its overrides first.
  [[nodiscard]] Parameters parameters(std::size_t index) const {
    return Parameters(m_topology, node(index), entry(index), kindDef(index), m_figures,
                      figures(index), overrides(index));
  }
  // Line rate of a network port: a switch's or a Fibre Channel port's rate, else the adapter's
  // speed; +inf when it states none.
  [[nodiscard]] double portSpeed(std::size_t index) const;
  // Line rate of a point-to-point network link: its own speed, else the slower of its two ports'.
  [[nodiscard]] double lineRate(const Edge& edge, std::size_t toNode) const;
  // The node positions of each link's ends, by link position (Topology::linkEnds()).
  [[nodiscard]] const std::vector<std::pair<std::size_t, std::size_t>>& linkEnds() const {
    return m_topology.linkEnds();
  }
  // Finds the node's entry and overrides again (the node became another model of its kind, or
  // changed a figure).
  void refreshEntry(std::size_t index);
  // The first server above `index` following upstream links (a NIC's or a bus's host).
  [[nodiscard]] std::optional<std::size_t> hostAbove(std::size_t index) const;
  // The position in edges(index) of the node's first upstream edge; kNoEdge when it has none (a
  // switch, whose every edge is a peer's, has none: looking for one scanned them all).
  static constexpr std::uint32_t kNoEdge = UINT32_MAX;
  [[nodiscard]] std::uint32_t upEdge(std::size_t index) const { return m_upEdge[index]; }
  // Kinds the route search asks about at every step, decided once per node.
  [[nodiscard]] bool isServer(std::size_t index) const { return m_server[index] != 0; }
  [[nodiscard]] bool isEndpoint(std::size_t index) const { return m_endpoint[index] != 0; }

  // Scratch of the route search (Route.cpp), kept so that a search costs what it visits rather
  // than the size of the diagram: `seen[i] == stamp` marks a node seen by the current search.
  struct SearchScratch {
    std::vector<std::size_t> previous;
    std::vector<std::size_t> viaEdge;
    std::vector<unsigned> seen;
    std::vector<std::size_t> queue;
    std::vector<std::size_t> chain; // the nodes of the route found
    unsigned stamp = 0;
    // The links a search may leave alone, found for this graph by the first search that visits
    // many nodes (a graph's links do not change while it lives).
    LinkCuts cuts;
    std::vector<std::uint32_t> hubEdges; // LinkCuts::edgesTowards()
  };
  [[nodiscard]] SearchScratch& scratch() const { return m_scratch; }

private:
  const topology::Topology& m_topology;
  // Every node's edges one after another, in link order (node i's are [start[i], start[i+1])):
  // two allocations for the graph instead of one per node (a graph is made on every whole
  // solve).
  std::vector<Edge> m_edges;
  std::vector<std::size_t> m_edgeStart;
  std::vector<std::uint32_t> m_upEdge; // upEdge()
  std::vector<const catalog::CatalogEntry*> m_entry;
  std::vector<const catalog::KindDef*> m_kind;
  FigureTables m_figures;
  mutable std::vector<const FigureTables::Table*> m_figuresOf;
  // Every node's overrides one after another; a node's again at the end when it changes one.
  std::vector<FigureTables::Override> m_overrides;
  std::vector<std::pair<std::size_t, std::size_t>> m_overridesOf;
  std::vector<char> m_ownCount; // the node overrides a port count of its kind
  std::vector<KindCode> m_kindCode;
  std::vector<char> m_server;
  std::vector<char> m_endpoint;
  mutable SearchScratch m_scratch;
};

} // namespace tapeflow::solver
