#include "topology/ModelChoices.h"

namespace tapeflow::topology {

std::vector<ModelChoice> modelChoices(const Topology& topology, std::string_view nodeId) {
  std::vector<ModelChoice> choices;
  const Node* node = topology.node(nodeId);
  if (!node) return choices;
  for (const auto& entry : topology.catalog().entries()) {
    if (entry.kind != node->kind) continue;
    ModelChoice choice{&entry, entry.id == node->entry, {}};
    if (!choice.current)
      if (auto status = topology.checkEntry(nodeId, entry.id); !status)
        choice.refusal = status.error().message;
    choices.push_back(std::move(choice));
  }
  return choices;
}

} // namespace tapeflow::topology
