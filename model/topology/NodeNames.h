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

// The name `node` takes when it becomes a `to`, so that a drive made an LTO-8 is not still
// called an LTO-9: a node that still has the name it was given from its entry ("LTO-9 HH 2")
// takes the one it would have been given from `to` ("LTO-8 HH 2" when free); when the two
// models' names differ in one word ("LTO-9" and "LTO-8"), a name with that word has it replaced
// ("Vault LTO-9" → "Vault LTO-8"). None otherwise: the user's own name stays.
[[nodiscard]] std::optional<std::string>
nameAfterEntryChange(const Topology& topology, const Node& node, const catalog::CatalogEntry& to);

} // namespace tapeflow::topology
