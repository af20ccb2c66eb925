#pragma once

// The models a node can become (issue 40: "what if LTO-8 instead" took a new drive, two links
// and two job retargets). Every catalog entry of the node's kind, in catalog order, each with
// whether Topology::setEntry would take it and, when not, why in the user's words: the
// inspector's Model choice and the canvas's "Replace With" offer the same list.

#include "topology/Topology.h"

#include <string>
#include <string_view>
#include <vector>

namespace tapeflow::topology {

struct ModelChoice {
  const catalog::CatalogEntry* entry = nullptr;
  bool current = false; // the node's own model
  std::string refusal;  // why it cannot hold the node's links; empty when it can
};

[[nodiscard]] std::vector<ModelChoice> modelChoices(const Topology& topology,
                                                    std::string_view nodeId);

} // namespace tapeflow::topology
