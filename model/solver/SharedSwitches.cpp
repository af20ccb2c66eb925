#include "solver/SharedSwitches.h"

#include "solver/BackgroundLoad.h"
#include "solver/Parameters.h"
#include "solver/Vocabulary.h"

namespace tapeflow::solver {
namespace {

using catalog::KindCode;

bool isSwitch(const Graph& graph, std::size_t index) {
  const KindCode kind = graph.kindCode(index);
  return kind == KindCode::Switch || kind == KindCode::FcSwitch;
}

// The most the switch's links can bring into it per second: the sum of their line rates.
// Infinite when a link has no rate of its own (one to a hub, whose segment is the limit).
double inflow(const Graph& graph, std::size_t index) {
  double sum = 0.0;
  for (const Edge& edge : graph.edges(index)) {
    if (graph.kindCode(edge.neighbour) == KindCode::Hub) return kUnlimited;
    sum += graph.lineRate(edge, index);
  }
  return sum;
}

} // namespace

bool backplaneCanBind(const Graph& graph, std::size_t index) {
  if (!isSwitch(graph, index)) return false;
  const Parameters figures = graph.parameters(index);
  if (!figures.has(names::kBackplaneRate)) return false;
  const double backplane =
      figures.number(names::kBackplaneRate, kUnlimited) * shareLeftForJobs(figures);
  return !(backplane >= inflow(graph, index));
}

bool isSharedSwitch(const Graph& graph, std::size_t index) {
  return isSwitch(graph, index) && !backplaneCanBind(graph, index);
}

std::vector<char> sharedSwitches(const Graph& graph) {
  std::vector<char> shared(graph.size(), 0);
  for (std::size_t i = 0; i < graph.size(); ++i) shared[i] = isSharedSwitch(graph, i) ? 1 : 0;
  return shared;
}

} // namespace tapeflow::solver
