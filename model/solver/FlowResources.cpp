// The resources a route touches, visit by visit: the links and shared channels the route crosses
// at a node, then the resources the node's kind adds by its own rules (kinds/Rules.h).

#include "solver/BusPhases.h"
#include "solver/FlowBuilder.h"
#include "solver/kinds/Rules.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace tapeflow::solver::detail {

using catalog::KindCode;

// Payload share of a network's line rate: the TCP/IP efficiency of the operating system of
// the host the adapter sits in, else the operating-system kind's default (kinds.json); 1 when
// the catalog has no such figure at all.
double FlowBuilder::tcpEfficiency(std::size_t nodeIndex, std::optional<std::size_t> other) const {
  auto host = m_graph.hostAbove(nodeIndex);
  if (!host && other) host = m_graph.hostAbove(*other);
  if (host) return params(*host).profileNumber(n::kOperatingSystem, n::kTcpEfficiency, 1.0);
  const auto* defaults =
      m_graph.figureTables().kindDefaults(catalog::kindName(KindCode::OperatingSystem));
  const auto* value = defaults ? defaults->value[n::kTcpEfficiency.id] : nullptr;
  return value ? value->number() : 1.0;
}

void FlowBuilder::visitResources(const Visit& visit, Direction direction, double base,
                                 Coefficients& into, bool isTarget, const JobModel& job) {
  const auto& here = node(visit.node);
  const auto p = params(visit.node);
  const auto& edges = m_graph.edges(visit.node);

  // A multi-drop port (a SCSI channel) is one bus shared by every device on it. The bus
  // carries one transfer at a time, at the speed the device at the other end negotiated: a
  // byte for a Fast-Wide drive on a Wide-Ultra channel holds the bus twice as long. A parallel
  // channel also spends its bus phases on every connection (BusPhases.h); the channel's kind
  // gives their defaults, none at all means none.
  for (const auto& edgeIndex : {visit.in, visit.out}) {
    if (!edgeIndex) continue;
    const Edge& edge = edges[*edgeIndex];
    if (edge.portDef && edge.portDef->maxLinks > 1 && p.has(n::kChannelRate)) {
      const double channel = p.number(n::kChannelRate, kUnlimited);
      const double device = params(edge.neighbour).number(n::kInterfaceRate, kUnlimited);
      const bool parallel = p.text(n::kBusType).rfind("scsi-", 0) == 0;
      const double phases = parallel ? p.number(n::kPhaseTime, 0.0) : 0.0;
      const double burst = p.number(n::kConnectionBurst, 0.0);
      into[resource(
          {ResourceTag::Channel, 0, visit.node, 0, m_graph.port(edge)},
          [&] { return concat("channel:", here.id, ":", m_graph.port(edge)); },
          [&] { return concat(here.name, " channel ", m_graph.port(edge)); }, ResourceKind::Channel,
          [&] { return channelPayloadRate(channel, phases, burst); }, here.id, n::kChannelRate)] +=
          base * channelHold(channel, device, phases, burst);
    }
  }
  if (visit.in)
    addLinkResource(edges[*visit.in], visit.node, direction == Direction::Backup, base, into);

  const kinds::NodeVisit nodeVisit(*this, visit, p, into, direction == Direction::Backup, isTarget,
                                   base, job);
  kinds::rulesFor(m_graph.kindCode(visit.node))(nodeVisit);
}

// A point-to-point network link: per direction unless half duplex; its speed is its own or the
// slower of its two ports'. Links of other media (SCSI, slots) have no capacity of their own.
// The route crosses it from the edge's neighbour to `toNode`; the data go that way in a backup
// and the other way in a restore (issue 40: a restore's resources were named backwards).
void FlowBuilder::addLinkResource(const Edge& edge, std::size_t toNode, bool backup, double base,
                                  Coefficients& into) {
  if (edge.medium != "ethernet" && edge.medium != "fddi" && edge.medium != "fc") return;
  const auto& link = m_topology.links()[edge.link];
  const double speed = m_graph.lineRate(edge, toNode);
  if (!std::isfinite(speed)) return;
  // A hub's segment is the shared capacity: a link to a hub has none of its own.
  if (m_graph.kindCode(edge.neighbour) == KindCode::Hub ||
      m_graph.kindCode(toNode) == KindCode::Hub)
    return;
  const auto duplex = link.parameters.find(n::kDuplex.name);
  const bool half = duplex != link.parameters.end() && duplex->second.string() == "half";
  const double payload = edge.medium == "fc" ? 1.0 : tcpEfficiency(toNode, edge.neighbour);
  const std::size_t sender = backup ? edge.neighbour : toNode;
  const std::size_t receiver = backup ? toNode : edge.neighbour;
  const std::string& from = node(sender).id;
  const std::string& to = node(receiver).id;
  into[resource(
      {ResourceTag::Link, half, edge.link, half ? 0 : sender},
      [&] { return half ? "link:" + link.id : concat("link:", link.id, ":", from, ">", to); },
      [&] { return concat(node(sender).name, " to ", node(receiver).name); }, ResourceKind::Link,
      [&] { return speed * payload; }, {}, n::kSpeed, link.id)] += base;
}

} // namespace tapeflow::solver::detail
