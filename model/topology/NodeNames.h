#pragma once

// Names for new nodes that tell them apart: a second drive dropped from the palette is
// "LTO-9 HH 2", not a second "LTO-9 HH" (issue 40), so results, warnings and undo texts, which
// name nodes, say which one they mean.

#include "topology/Topology.h"

#include <string>
#include <string_view>

namespace tapeflow::topology {

// `wanted` when no node of `topology` has that name, else "wanted 2", "wanted 3", ... the first
// free one.
[[nodiscard]] std::string unusedNodeName(const Topology& topology, std::string_view wanted);

} // namespace tapeflow::topology
