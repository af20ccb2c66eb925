#include "topology/NodeNames.h"

#include <unordered_set>

namespace tapeflow::topology {

std::string unusedNodeName(const Topology& topology, std::string_view wanted) {
  std::unordered_set<std::string_view> taken;
  for (const auto& node : topology.nodes()) taken.insert(node.name);
  if (!taken.count(wanted)) return std::string(wanted);
  for (std::size_t number = 2;; ++number) {
    std::string name = std::string(wanted) + " " + std::to_string(number);
    if (!taken.count(name)) return name;
  }
}

} // namespace tapeflow::topology
