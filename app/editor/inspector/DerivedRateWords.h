#pragma once

#include "ParameterField.h"

#include <optional>

namespace tapeflow::topology {
class Topology;
struct Node;
} // namespace tapeflow::topology

namespace tapeflow::editor {

// What the inspector shows in place of the node's empty figure `name` when the solver works out
// a rate for it (a disk drive's sequential read or write, an array's member rates from its
// member disk; solver/UnstatedDiskRate.h), in words: "derived from 10,000 rpm, 3.5-inch, 1999",
// or "no rate: limits nothing" with the reason. None for every other figure.
[[nodiscard]] std::optional<ParameterField::Derived> derivedRate(const topology::Topology& topology,
                                                                 const topology::Node& node,
                                                                 const std::string& name);

} // namespace tapeflow::editor
