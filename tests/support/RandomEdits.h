#pragma once

// Random edits of a document through its own operations, for the scenario property tests: nodes
// added (and linked) and removed, catalog entries swapped, overrides set and cleared, renames,
// links removed and their figures changed, jobs added, removed and changed, objectives set.
// Edits the document refuses are skipped, so the result is always a valid document. Nodes of
// the base are never moved (positions are layout, not part of a scenario).

#include "topology/Topology.h"

#include <cstdint>

namespace tapeflow::test {

// Applies `count` random edits to `document`; the same seed gives the same edits.
void applyRandomEdits(topology::Topology& document, std::uint64_t seed, int count);

} // namespace tapeflow::test
