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

Parameters figuresOf(const Graph& graph, std::size_t index) {
  return Parameters(graph.topology(), graph.node(index), graph.entry(index), graph.kindDef(index),
                    graph.figureTables(), graph.figures(index), graph.overrides(index));
}

// The most the switch's links can bring into it per second: the sum of their line rates (a
// link's own speed, else the switch's port speed, which the link's slower end cannot exceed).
// Infinite when a link has no rate of its own (one to a hub, whose segment is the limit).
double inflow(const Graph& graph, std::size_t index, const Parameters& figures) {
  const double port = graph.kindCode(index) == KindCode::Switch
                          ? figures.number(names::kPortSpeed, kUnlimited)
                          : figures.number(names::kPortRate, kUnlimited);
  double sum = 0.0;
  for (const Edge& edge : graph.edges(index)) {
    if (graph.kindCode(edge.neighbour) == KindCode::Hub) return kUnlimited;
    const auto& link = graph.topology().links()[edge.link];
    const auto speed = link.parameters.find(names::kSpeed.name);
    sum += speed != link.parameters.end() ? speed->second.number() : port;
  }
  return sum;
}

} // namespace

bool backplaneCanBind(const Graph& graph, std::size_t index) {
  if (!isSwitch(graph, index)) return false;
  const Parameters figures = figuresOf(graph, index);
  if (!figures.has(names::kBackplaneRate)) return false;
  const double backplane =
      figures.number(names::kBackplaneRate, kUnlimited) * shareLeftForJobs(figures);
  return !(backplane >= inflow(graph, index, figures));
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
