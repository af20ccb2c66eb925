#pragma once

// Names for new nodes that tell them apart: a second drive dropped from the palette is
// "LTO-9 HH 2", not a second "LTO-9 HH" (issue 40), so results, warnings and undo texts, which
// name nodes, say which one they mean.

#include "topology/Topology.h"

#include <optional>
#include <string>
#include <string_view>

namespace tapeflow::topology {

// `wanted` when no node of `topology` has that name, else "wanted 2", "wanted 3", ... the first
// free one.
[[nodiscard]] std::string unusedNodeName(const Topology& topology, std::string_view wanted);

// The name a node made from `entry` starts from: its model ("LTO-9 HH"), else what the entry is.
[[nodiscard]] std::string defaultNodeName(const catalog::CatalogEntry& entry);

// When `node` still has the name it was given from its entry ("LTO-9 HH", "LTO-9 HH 2"), the name
// it would have been given from `to` ("LTO-8 HH", "LTO-8 HH 2" when free), so that a drive made
// an LTO-8 is not still called "LTO-9 HH". None when the user named the node themselves.
[[nodiscard]] std::optional<std::string>
nameAfterEntryChange(const Topology& topology, const Node& node, const catalog::CatalogEntry& to);

} // namespace tapeflow::topology
