#pragma once

// Adapters (HBAs, NICs, RAID controllers) in bus slots, for the advisor's "add an HBA beside an
// existing one" and "move an HBA to another bus": where a card sits, which buses its server
// has, which slots are free, and the two edits with their exact undo.

#include "topology/Topology.h"
#include "whatif/Candidates.h"

#include <optional>
#include <string>
#include <vector>

namespace tapeflow::whatif {

// The link that puts `card` in a bus slot, if it is in one.
[[nodiscard]] const topology::Link* slotLinkOf(const topology::Topology& topology,
                                               const std::string& card);
// The other end of a card's slot link: the bus and slot.
[[nodiscard]] std::optional<topology::PortRef> slotOf(const topology::Topology& topology,
                                                      const std::string& card);
// The cards in a bus's slots.
[[nodiscard]] std::vector<std::string> cardsIn(const topology::Topology& topology,
                                               const std::string& bus);
// The other buses the server of `bus` has (attached to its host-bus ports).
[[nodiscard]] std::vector<std::string> siblingBuses(const topology::Topology& topology,
                                                    const std::string& bus);
// A slot of `bus` the card `card` may be linked to (leaving the slot it is in, if any).
[[nodiscard]] std::optional<topology::PortRef>
freeSlot(const topology::Topology& topology, const std::string& bus, const std::string& card);

// Another `entry` beside `old`: its name with " (2)", a little below and right of it, its
// overrides kept. For "add a drive" and "add an HBA beside".
[[nodiscard]] topology::Node copyBeside(const topology::Node& old, const std::string& entry);
// Links `added` where `old` is linked: the same port of the same neighbour when it has room,
// else a free port of the same shape on that neighbour.
[[nodiscard]] Status linkBeside(topology::Topology& topology, const std::string& old,
                                const std::string& added);
// The data and files a job moves: its own figures, else its volume's (the solver's rule).
[[nodiscard]] std::pair<double, double> volumeOf(const topology::Topology& topology,
                                                 const topology::Job& job);
[[nodiscard]] Expected<Revert> moveCard(topology::Topology& topology, const Candidate& candidate);
[[nodiscard]] Expected<Revert> addCard(topology::Topology& topology, const Candidate& candidate);

} // namespace tapeflow::whatif
