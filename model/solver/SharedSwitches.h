#pragma once

// The switches a diagram can be cut at (DiagramParts.h). An Ethernet or Fibre Channel switch adds
// one resource of its own, its backplane, and only where it states one; each job that crosses it
// otherwise uses the links of its own two ports. A backplane at least as fast as everything the
// switch's links can bring into it together cannot hold anything either (a non-blocking switch,
// as today's are built): the model leaves it out. Such a switch is "shared": the jobs that cross
// it share nothing there. A backplane slower than that is one resource of every crossing job's.

#include "solver/Graph.h"

#include <vector>

namespace tapeflow::solver {

// Whether the node at `index` is a switch whose backplane can hold jobs (kinds/Switch.cpp adds
// it then, and only then).
[[nodiscard]] bool backplaneCanBind(const Graph& graph, std::size_t index);
// Whether the node at `index` is a switch that couples nothing.
[[nodiscard]] bool isSharedSwitch(const Graph& graph, std::size_t index);
// Per node position of the graph.
[[nodiscard]] std::vector<char> sharedSwitches(const Graph& graph);

} // namespace tapeflow::solver
