#include "solver/SharedSwitches.h"

#include "solver/Parameters.h"
#include "solver/Vocabulary.h"

namespace tapeflow::solver {

bool isSharedSwitch(const Graph& graph, std::size_t index) {
  const auto kind = graph.kindCode(index);
  if (kind != catalog::KindCode::Switch && kind != catalog::KindCode::FcSwitch) return false;
  const Parameters figures(graph.topology(), graph.node(index), graph.entry(index),
                           graph.kindDef(index), graph.figureTables(), graph.figures(index),
                           graph.overrides(index));
  return !figures.has(names::kBackplaneRate);
}

std::vector<char> sharedSwitches(const Graph& graph) {
  std::vector<char> shared(graph.size(), 0);
  for (std::size_t i = 0; i < graph.size(); ++i) shared[i] = isSharedSwitch(graph, i) ? 1 : 0;
  return shared;
}

} // namespace tapeflow::solver
