#pragma once

// Documents the what-if tests share: the shipped examples over the shipped catalog, and random
// topologies over the solver test catalog.

#include "topology/Topology.h"

#include <string>

namespace tapeflow::test {

// resources/examples/NAME.tapeflow (or resources/NAME.tapeflow when NAME has a folder) over
// resources/catalog (loaded once).
[[nodiscard]] topology::Topology shippedExample(const std::string& name);
[[nodiscard]] std::shared_ptr<const catalog::Catalog> shippedCatalog();

} // namespace tapeflow::test
