#include "solver/Graph.h"

namespace tapeflow::solver {

Graph::Graph(const topology::Topology& topology) : m_topology(topology) {
  const auto& nodes = topology.nodes();
  m_edges.resize(nodes.size());
  for (std::size_t i = 0; i < nodes.size(); ++i) m_index.emplace(nodes[i].id, i);
  const auto& kinds = topology.catalog().kinds();
  const auto& links = topology.links();
  for (std::size_t l = 0; l < links.size(); ++l) {
    const auto& link = links[l];
    const auto a = indexOf(link.a.node);
    const auto b = indexOf(link.b.node);
    const auto portA = topology.port(link.a);
    const auto portB = topology.port(link.b);
    if (!a || !b || !portA || !portB) continue; // the topology's operations prevent this
    const auto* rule = kinds.linkRule(portA->def->type, portB->def->type);
    if (!rule) continue;
    const bool peer = portA->def->type == portB->def->type;
    const bool aIsUpstream = !peer && rule->upstream == portA->def->type;
    m_edges[*a].push_back(
        {l, *b, link.a.port, link.b.port, rule->medium, portA->def, !peer && !aIsUpstream, peer});
    m_edges[*b].push_back(
        {l, *a, link.b.port, link.a.port, rule->medium, portB->def, !peer && aIsUpstream, peer});
  }
}

std::optional<std::size_t> Graph::indexOf(std::string_view id) const {
  const auto it = m_index.find(std::string(id));
  if (it == m_index.end()) return std::nullopt;
  return it->second;
}

std::optional<std::size_t> Graph::hostAbove(std::size_t index) const {
  std::size_t current = index;
  for (std::size_t guard = 0; guard <= size(); ++guard) {
    if (kind(current) == "server") return current;
    const Edge* up = nullptr;
    for (const auto& edge : m_edges[current])
      if (edge.neighbourIsUpstream) {
        up = &edge;
        break;
      }
    if (!up) return std::nullopt;
    current = up->neighbour;
  }
  return std::nullopt;
}

} // namespace tapeflow::solver
