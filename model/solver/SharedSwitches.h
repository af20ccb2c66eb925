#pragma once

// The switches a diagram can be cut at (DiagramParts.h): an Ethernet or Fibre Channel switch
// that states no backplane adds no resource of its own, so the jobs that cross it share nothing
// there; each uses the links of its own two ports. A switch with a backplane is one resource
// that every crossing job shares, and cuts nothing.

#include "solver/Graph.h"

#include <vector>

namespace tapeflow::solver {

// Whether the node at `index` is such a switch.
[[nodiscard]] bool isSharedSwitch(const Graph& graph, std::size_t index);
// Per node position of the graph.
[[nodiscard]] std::vector<char> sharedSwitches(const Graph& graph);

} // namespace tapeflow::solver
