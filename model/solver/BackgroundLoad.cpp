#include "solver/BackgroundLoad.h"

#include "solver/Vocabulary.h"

#include <algorithm>

namespace tapeflow::solver {

double shareLeftForJobs(const topology::Topology& topology, std::string_view nodeId) {
  if (nodeId.empty()) return 1.0;
  const auto* node = topology.node(nodeId);
  return node ? shareLeftForJobs(Parameters(topology, *node)) : 1.0;
}

double shareLeftForJobs(const Parameters& node) {
  if (!node.has(names::kBackgroundLoad)) return 1.0;
  // The kind bounds the figure to [0, 0.95]; clamp anyway so a bad value can never make a
  // capacity negative.
  return 1.0 - std::clamp(node.number(names::kBackgroundLoad, 0.0), 0.0, 0.95);
}

} // namespace tapeflow::solver
