#include "solver/Graph.h"

#include "catalog/KindCode.h"
#include "solver/Route.h"
#include "solver/Vocabulary.h"
#include "topology/PortMatch.h"

#include <algorithm>
#include <map>
#include <string_view>
#include <tuple>
#include <vector>

namespace tapeflow::solver {

namespace {

// Fibre Channel has one port type for both ends of a fabric link, but only a host adapter's port
// is an initiator: a disk array, tape drive or FC-SCSI bridge port on a switch or loop is a
// target, and the fabric is the host side of it. Without this a SAN disk array would look like it
// sat above the switch, and every SAN backup would seem to turn back down at the array.
bool isFcInitiator(std::string_view kind) {
  return catalog::isKind(kind, catalog::KindCode::FcHba);
}

// The port shapes of link ends, as Topology::portDef() finds them, with the count of a counted
// shape (bus slots, switch ports) read once per catalog entry instead of by name at every link
// end: a node that overrides the count reads its own.
class PortShapes {
public:
  explicit PortShapes(const topology::Topology& topology) : m_topology(topology) {}

  // `ownCount`: the node overrides a count of its kind (Graph::overridesCount).
  const catalog::PortDef* of(const topology::Node& node, const catalog::CatalogEntry* entry,
                             const catalog::KindDef* kind, std::string_view port, bool ownCount) {
    if (!kind) return nullptr;
    return topology::matchPortDef(*kind, port, [&](const catalog::PortDef& def) -> long long {
      if (def.countParameter.empty()) return def.count;
      if (ownCount) return countOf(node, def);
      const auto [it, added] = m_counts.try_emplace(std::tuple{entry, kind, &def}, 0);
      if (added) it->second = countOf(node, def);
      return it->second;
    });
  }

private:
  long long countOf(const topology::Node& node, const catalog::PortDef& def) const {
    const catalog::Value* value = m_topology.parameter(node, def.countParameter);
    return value ? value->integer() : def.count;
  }

  const topology::Topology& m_topology;
  std::map<std::tuple<const void*, const void*, const void*>, long long> m_counts;
};

// The link rule between two port shapes, found in the catalog's list once per pair of shapes (a
// diagram has a few dozen pairs and thousands of links).
class LinkRules {
public:
  const catalog::LinkRule* of(const catalog::KindRegistry& kinds, const catalog::PortDef& a,
                              const catalog::PortDef& b) {
    for (const auto& [x, y, rule] : m_known)
      if (x == &a && y == &b) return rule;
    const auto* rule = kinds.linkRule(a.type, b.type);
    m_known.emplace_back(&a, &b, rule);
    return rule;
  }

private:
  std::vector<
      std::tuple<const catalog::PortDef*, const catalog::PortDef*, const catalog::LinkRule*>>
      m_known;
};

// Whether the node overrides the count of one of its kind's counted ports: asked once per node
// while its overrides are at hand, not by name at every link end (7 % of a steady solve).
bool overridesCount(const topology::Node& node, const catalog::KindDef* kind) {
  if (!kind || node.overrides.empty()) return false;
  for (const auto& def : kind->ports) {
    if (def.countParameter.empty()) continue;
    for (const auto& [name, value] : node.overrides)
      if (std::string_view(name) == def.countParameter) return true;
  }
  return false;
}

} // namespace

Graph::Graph(const topology::Topology& topology)
    : m_topology(topology), m_figures(topology.catalog()) {
  const auto& nodes = topology.nodes();
  m_figuresOf.resize(nodes.size(), nullptr);
  m_overridesOf.resize(nodes.size(), {0, 0});
  m_kindCode.resize(nodes.size());
  m_server.resize(nodes.size());
  m_endpoint.resize(nodes.size());
  m_entry.resize(nodes.size());
  m_kind.resize(nodes.size());
  m_ownCount.resize(nodes.size());
  std::size_t overrides = 0; // room for them all at once: growing the list copied it (issue 18)
  for (const auto& node : nodes) overrides += node.overrides.size();
  m_overrides.reserve(overrides);
  // What the solver asks of a kind, worked out once per kind definition (a diagram has a few
  // dozen kinds and thousands of nodes).
  struct KindFacts {
    const catalog::KindDef* def;
    KindCode code;
    bool endpoint;
  };
  std::vector<KindFacts> facts;
  const auto factsOf = [&facts](const catalog::KindDef* def, std::string_view name) {
    for (const auto& known : facts)
      if (known.def == def && def) return known;
    const KindFacts made{def, catalog::kindCode(name), isEndpointKind(name)};
    if (def) facts.push_back(made);
    return made;
  };
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    m_kind[i] = topology.nodeDefs()[i].kind;
    refreshEntry(i);
    const KindFacts kind = factsOf(m_kind[i], nodes[i].kind);
    m_kindCode[i] = kind.code;
    m_server[i] = kind.code == KindCode::Server;
    m_endpoint[i] = kind.endpoint;
  }
  const auto& kinds = topology.catalog().kinds();
  const auto& links = topology.links();
  const auto& ends = topology.linkEnds();
  PortShapes shapes(topology);
  LinkRules rules;
  // Each link's two edges as they will be stored, worked out once; the edges are then written
  // straight to their places in each node's list (gathering them in a list of (node, edge) pairs
  // first wrote and read twice the edges' size again: the largest share of a graph's cache
  // misses at 10,000 nodes; issue 18).
  struct Ends {
    const catalog::PortDef* a = nullptr; // null: the link makes no edge
    const catalog::PortDef* b = nullptr;
    std::string_view medium;
    bool aIsUpstream = false;
    bool peer = false;
  };
  std::vector<Ends> shaped(links.size());
  m_edgeStart.assign(nodes.size() + 1, 0);
  for (std::size_t l = 0; l < links.size(); ++l) {
    const auto [a, b] = ends[l];
    if (a >= nodes.size() || b >= nodes.size()) continue; // the topology's operations prevent this
    const auto& link = links[l];
    const auto* defA = shapes.of(nodes[a], m_entry[a], m_kind[a], link.a.port, m_ownCount[a]);
    const auto* defB = shapes.of(nodes[b], m_entry[b], m_kind[b], link.b.port, m_ownCount[b]);
    if (!defA || !defB) continue;
    const auto* rule = rules.of(kinds, *defA, *defB);
    if (!rule) continue;
    const bool peer = defA->type == defB->type;
    bool aIsUpstream = !peer && rule->upstream == defA->type;
    if (!peer && rule->medium == "fc" && rule->upstream == "fc-port") {
      const auto& fcNode = aIsUpstream ? nodes[a] : nodes[b];
      if (!isFcInitiator(fcNode.kind)) aIsUpstream = !aIsUpstream;
    }
    shaped[l] = {defA, defB, rule->medium, aIsUpstream, peer};
    ++m_edgeStart[a + 1];
    ++m_edgeStart[b + 1];
  }
  // Grouped by node, each node's in link order.
  for (std::size_t i = 0; i < nodes.size(); ++i) m_edgeStart[i + 1] += m_edgeStart[i];
  std::vector<std::size_t> next(m_edgeStart.begin(), m_edgeStart.end() - 1);
  m_edges.resize(m_edgeStart.back());
  m_upEdge.assign(nodes.size(), kNoEdge);
  for (std::size_t l = 0; l < links.size(); ++l) {
    const Ends& e = shaped[l];
    if (!e.a) continue;
    const auto [a, b] = ends[l];
    const auto atA = static_cast<std::uint32_t>(next[a]++ - m_edgeStart[a]);
    const auto atB = static_cast<std::uint32_t>(next[b]++ - m_edgeStart[b]);
    const bool aBelow = !e.peer && !e.aIsUpstream; // b is upstream of a
    const bool bBelow = !e.peer && e.aIsUpstream;
    m_edges[m_edgeStart[a] + atA] = Edge{l, b, e.medium, e.a, true, aBelow, e.peer, atB};
    m_edges[m_edgeStart[b] + atB] = Edge{l, a, e.medium, e.b, false, bBelow, e.peer, atA};
    if (aBelow && m_upEdge[a] == kNoEdge) m_upEdge[a] = atA;
    if (bBelow && m_upEdge[b] == kNoEdge) m_upEdge[b] = atB;
  }
}

void Graph::refreshEntry(std::size_t index) {
  m_entry[index] = m_topology.nodeDefs()[index].entry;
  m_figuresOf[index] = nullptr;
  const std::size_t start = m_overrides.size();
  FigureTables::addOverrides(m_topology.nodes()[index].overrides, m_overrides);
  m_overridesOf[index] = {start, m_overrides.size()};
  m_ownCount[index] = overridesCount(m_topology.nodes()[index], m_kind[index]);
}

std::optional<std::size_t> Graph::indexOf(std::string_view id) const {
  return m_topology.nodeIndex(id);
}

std::optional<std::size_t> Graph::hostAbove(std::size_t index) const {
  std::size_t current = index;
  for (std::size_t guard = 0; guard <= size(); ++guard) {
    if (isServer(current)) return current;
    if (m_upEdge[current] == kNoEdge) return std::nullopt;
    current = edges(current)[m_upEdge[current]].neighbour;
  }
  return std::nullopt;
}

} // namespace tapeflow::solver

namespace tapeflow::solver {

double Graph::portSpeed(std::size_t index) const {
  const Parameters p = parameters(index);
  switch (kindCode(index)) {
  case KindCode::Switch: return p.number(names::kPortSpeed, kUnlimited);
  case KindCode::FcSwitch:
  case KindCode::FcHba: return p.number(names::kPortRate, kUnlimited);
  case KindCode::FcAlLoop: return p.number(names::kLoopRate, kUnlimited);
  case KindCode::FcScsiBridge: return p.number(names::kFcPortRate, kUnlimited);
  default: return p.number(names::kSpeed, kUnlimited);
  }
}

double Graph::lineRate(const Edge& edge, std::size_t toNode) const {
  const auto& link = m_topology.links()[edge.link];
  const auto speed = link.parameters.find(names::kSpeed.name);
  return speed != link.parameters.end() ? speed->second.number()
                                        : std::min(portSpeed(edge.neighbour), portSpeed(toNode));
}

} // namespace tapeflow::solver
