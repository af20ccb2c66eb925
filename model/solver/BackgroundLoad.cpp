#include "solver/BackgroundLoad.h"

#include "solver/Vocabulary.h"

#include <algorithm>

namespace tapeflow::solver {

double shareLeftForJobs(const topology::Topology& topology, std::string_view nodeId) {
  if (nodeId.empty()) return 1.0;
  const auto* node = topology.node(nodeId);
  const auto* load = node ? topology.parameter(*node, names::kBackgroundLoad) : nullptr;
  if (!load) return 1.0;
  // The kind bounds the figure to [0, 0.95]; clamp anyway so a bad value can never make a
  // capacity negative.
  return 1.0 - std::clamp(load->number(), 0.0, 0.95);
}

} // namespace tapeflow::solver
