#include "whatif/Cards.h"

#include "topology/JobDataSet.h"
#include "util/Text.h"

#include <algorithm>

namespace tapeflow::whatif {
namespace {

bool portOfType(const topology::Topology& topology, const topology::PortRef& ref,
                std::string_view type) {
  const auto port = topology.port(ref);
  return port && port->def && port->def->type == type;
}

// The end of `link` at `node`, and the other end.
std::pair<topology::PortRef, topology::PortRef> ends(const topology::Link& link,
                                                     const std::string& node) {
  return link.a.node == node ? std::pair{link.a, link.b} : std::pair{link.b, link.a};
}

// Links `port` of the new node to `neighbour`'s port `theirs`, or to a free port of the same
// shape on the neighbour; the new link's id.
std::optional<std::string> linkNear(topology::Topology& topology, const topology::PortRef& mine,
                                    const topology::PortRef& theirs,
                                    const topology::ParameterMap& parameters) {
  std::vector<topology::PortRef> tries{theirs};
  const auto theirPort = topology.port(theirs);
  if (const auto* neighbour = topology.node(theirs.node); neighbour && theirPort)
    for (const auto& p : topology.ports(*neighbour))
      if (p.def == theirPort->def && p.name != theirs.port) tries.push_back({theirs.node, p.name});
  for (const auto& port : tries)
    if (topology.checkLink(mine, port))
      if (const auto id = topology.addLink({{}, mine, port, parameters})) return *id;
  return std::nullopt;
}

using RemovedLinks = std::vector<std::pair<std::size_t, topology::Link>>;

// Puts back links removed one after another by an edit: the last removed first, so that each
// goes back to the index it was removed from.
void restoreLinks(topology::Topology& topology, const RemovedLinks& removed) {
  for (auto it = removed.rbegin(); it != removed.rend(); ++it)
    (void)topology.addLink(it->second, it->first);
}

// The old card's links to its devices: every link but the one to its slot.
std::vector<topology::Link> deviceLinks(const topology::Topology& topology,
                                        const std::string& card) {
  std::vector<topology::Link> links;
  for (const auto* link : topology.linksOf(card))
    if (!portOfType(topology, ends(*link, card).first, "adapter-card")) links.push_back(*link);
  return links;
}

// Puts the new card `added` in a free slot of `bus` or of another bus of its server.
Status slotIn(topology::Topology& topology, const std::string& added, const std::string& cardPort,
              const std::string& bus) {
  std::optional<topology::PortRef> to = freeSlot(topology, bus, added);
  for (const auto& other : siblingBuses(topology, bus))
    if (!to) to = freeSlot(topology, other, added);
  if (!to) return Error{"no free bus slot"};
  const auto linked = topology.addLink({{}, {added, cardPort}, *to, {}});
  return linked ? Status{Done{}} : Status{linked.error()};
}

// Every second device link moves from the old card to the new one (the same port); a card
// with one device gets a parallel link from the new card to that device's neighbour.
Status shareDevices(topology::Topology& topology, const std::string& old, const std::string& added,
                    RemovedLinks& moved) {
  const auto devices = deviceLinks(topology, old);
  if (devices.empty()) return Error{"no devices to share"};
  for (std::size_t i = devices.size() > 1 ? 1 : 0; i < devices.size(); i += 2) {
    const auto [mine, theirs] = ends(devices[i], old);
    if (devices.size() > 1) {
      auto removed = topology.removeLink(devices[i].id);
      if (!removed) return removed.error();
      moved.push_back(std::move(*removed));
    }
    if (!linkNear(topology, {added, mine.port}, theirs, devices[i].parameters))
      return Error{"no free port for " + quote(theirs.node)};
  }
  return Done{};
}

// Why another node like `old` cannot be linked where it is: the neighbour that has no room, and
// how many such ports it has ("'Autoloader' has no free port for another 'LTO-9 HH': its 2 bay
// ports are in use"), so that the limit is named, not the drive (issue 40).
Error noFreePort(const topology::Topology& topology, const std::string& old,
                 const topology::PortRef& theirs,
                 const std::optional<topology::PortInstance>& theirPort) {
  const auto* node = topology.node(old);
  const auto* neighbour = topology.node(theirs.node);
  const std::string mine = quote(node ? node->name : old);
  if (!neighbour || !theirPort || !theirPort->def) return Error{"no free port beside " + mine};
  long long count = 0;
  for (const auto& p : topology.ports(*neighbour))
    if (p.def == theirPort->def) ++count;
  return Error{quote(neighbour->name) + " has no free port for another " + mine + ": its " +
               std::to_string(count) + " " + theirPort->def->name +
               (count == 1 ? " port is" : " ports are") +
               " in use (a model of it with more, or another one, would take it)"};
}

} // namespace

const topology::Link* slotLinkOf(const topology::Topology& topology, const std::string& card) {
  for (const auto* link : topology.linksOf(card))
    if (portOfType(topology, ends(*link, card).first, "adapter-card")) return link;
  return nullptr;
}

std::optional<topology::PortRef> slotOf(const topology::Topology& topology,
                                        const std::string& card) {
  const auto* link = slotLinkOf(topology, card);
  if (!link) return std::nullopt;
  return ends(*link, card).second;
}

std::vector<std::string> cardsIn(const topology::Topology& topology, const std::string& bus) {
  std::vector<std::string> cards;
  for (const auto* link : topology.linksOf(bus)) {
    const auto [mine, theirs] = ends(*link, bus);
    if (portOfType(topology, mine, "bus-slot")) cards.push_back(theirs.node);
  }
  return cards;
}

std::vector<std::string> siblingBuses(const topology::Topology& topology, const std::string& bus) {
  std::vector<std::string> servers;
  for (const auto* link : topology.linksOf(bus)) {
    const auto [mine, theirs] = ends(*link, bus);
    if (portOfType(topology, theirs, "host-bus")) servers.push_back(theirs.node);
  }
  std::vector<std::string> buses;
  for (const auto& server : servers)
    for (const auto* link : topology.linksOf(server)) {
      const auto [mine, theirs] = ends(*link, server);
      if (portOfType(topology, mine, "host-bus") && theirs.node != bus)
        buses.push_back(theirs.node);
    }
  return buses;
}

std::optional<topology::PortRef> freeSlot(const topology::Topology& topology,
                                          const std::string& bus, const std::string& card) {
  const auto* busNode = topology.node(bus);
  const auto* cardNode = topology.node(card);
  if (!busNode || !cardNode) return std::nullopt;
  // The card's own slot link does not count: the card is about to leave that slot.
  const auto* current = slotLinkOf(topology, card);
  const std::string ignore = current ? current->id : std::string();
  for (const auto& slot : topology.ports(*busNode)) {
    if (!slot.def || slot.def->type != "bus-slot") continue;
    for (const auto& port : topology.ports(*cardNode))
      if (port.def && port.def->type == "adapter-card" &&
          topology.checkLink({card, port.name}, {bus, slot.name}, ignore))
        return topology::PortRef{bus, slot.name};
  }
  return std::nullopt;
}

Expected<Revert> moveCard(topology::Topology& topology, const Candidate& candidate) {
  const auto* link = slotLinkOf(topology, candidate.node);
  if (!link) return Error{quote(candidate.node) + " is in no bus slot"};
  const auto [card, slot] = ends(*link, candidate.node);
  const auto removed = topology.removeLink(link->id);
  if (!removed) return removed.error();
  const auto to = freeSlot(topology, candidate.to, candidate.node);
  const auto added = to ? topology.addLink({{}, card, *to, removed->second.parameters})
                        : Expected<std::string>{Error{"no free slot"}};
  if (!added) {
    restoreLinks(topology, {*removed});
    return added.error();
  }
  return Revert{[id = *added, old = *removed](topology::Topology& t) {
    (void)t.removeLink(id);
    restoreLinks(t, {old});
  }};
}

Expected<Revert> addCard(topology::Topology& topology, const Candidate& candidate) {
  const auto* old = topology.node(candidate.node);
  const auto* slotLink = old ? slotLinkOf(topology, candidate.node) : nullptr;
  if (!slotLink) return Error{quote(candidate.node) + " is in no bus slot"};
  const auto [card, slot] = ends(*slotLink, candidate.node);
  const auto id = topology.addNode(copyBeside(*old, candidate.entry));
  if (!id) return id.error();
  RemovedLinks moved;
  Status done = slotIn(topology, *id, card.port, slot.node);
  if (done) done = shareDevices(topology, candidate.node, *id, moved);
  Revert revert = [added = *id, moved](topology::Topology& t) {
    (void)t.removeNode(added); // with every link it has
    restoreLinks(t, moved);
  };
  if (!done) {
    revert(topology);
    return done.error();
  }
  return revert;
}

topology::Node copyBeside(const topology::Node& old, const std::string& entry) {
  return topology::Node{
      {},           entry, old.kind, old.name + " (2)", {old.position.x + 60, old.position.y + 60},
      old.overrides};
}

// Links the new drive where the old one is linked: the same port of the same neighbour when it
// has room, else a free port of the same shape on that neighbour.
Status linkBeside(topology::Topology& topology, const std::string& old, const std::string& added) {
  std::vector<topology::Link> links;
  for (const auto* link : topology.linksOf(old)) links.push_back(*link);
  for (const auto& link : links) {
    const bool oldIsA = link.a.node == old;
    const topology::PortRef mine{added, oldIsA ? link.a.port : link.b.port};
    const topology::PortRef theirs = oldIsA ? link.b : link.a;
    std::vector<topology::PortRef> tries{theirs};
    const auto theirPort = topology.port(theirs);
    if (const auto* neighbour = topology.node(theirs.node); neighbour && theirPort)
      for (const auto& p : topology.ports(*neighbour))
        if (p.def == theirPort->def && p.name != theirs.port)
          tries.push_back({theirs.node, p.name});
    bool linked = false;
    for (const auto& port : tries) {
      topology::Link copy{{}, mine, port, link.parameters};
      if (!topology.checkLink(copy.a, copy.b)) continue;
      linked = static_cast<bool>(topology.addLink(std::move(copy)));
      if (linked) break;
    }
    if (!linked) return noFreePort(topology, old, theirs, theirPort);
  }
  return Done{};
}

// The data and files a job moves: its own figures, else its volume's (the solver's rule).
std::pair<double, double> volumeOf(const topology::Topology& topology, const topology::Job& job) {
  const auto data = topology::jobDataSet(topology, job);
  return {data.bytes, data.files};
}

} // namespace tapeflow::whatif
