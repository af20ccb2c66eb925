#include "whatif/Sensitivity.h"

#include <algorithm>
#include <cmath>
#include <unordered_map>

namespace tapeflow::whatif {
namespace {

constexpr std::size_t kNone = static_cast<std::size_t>(-1);

// The streams one saturated resource froze, at their common level.
struct Level {
  std::size_t resource = kNone;
  double level = 0.0;
  std::vector<std::size_t> streams;
};

// The max-min solution laid over the flow model: each stream's rate and the resource that froze
// it, the levels in the order progressive filling met them, and the streams on each resource.
struct Solution {
  solver::FlowModel model;
  std::vector<std::size_t> frozenBy;           // per stream: resource index or kNone
  std::vector<Level> levels;                   // increasing level
  std::vector<std::size_t> levelOf;            // per resource: index in levels or kNone
  std::vector<std::vector<std::size_t>> onRes; // per resource: the streams using it
};

Solution solutionOf(const topology::Topology& topology, const solver::SolveResult& run,
                    const solver::FlowOptions& options) {
  Solution solution{solver::buildFlowModel(topology, options), {}, {}, {}, {}};
  const auto& model = solution.model;
  std::unordered_map<std::string_view, const solver::JobResult*> results;
  for (const auto& job : run.jobs) results.emplace(job.id, &job);
  solution.frozenBy.assign(model.streams.size(), kNone);
  solution.levelOf.assign(model.resources.size(), kNone);
  solution.onRes.resize(model.resources.size());
  std::vector<double> rate(model.streams.size(), 0.0);
  std::unordered_map<std::string_view, std::size_t> resourceIndex;
  for (std::size_t r = 0; r < model.resources.size(); ++r)
    resourceIndex.emplace(model.resources[r].key, r);
  for (const auto& job : model.jobs) {
    const auto found = results.find(job.id);
    if (found == results.end()) continue;
    const auto& streams = found->second->streams;
    for (std::size_t i = 0; i < job.streams.size() && i < streams.size(); ++i) {
      const auto r = resourceIndex.find(streams[i].bottleneck.key);
      if (r == resourceIndex.end()) continue;
      solution.frozenBy[job.streams[i]] = r->second;
      rate[job.streams[i]] = streams[i].rate;
    }
  }
  for (std::size_t s = 0; s < model.streams.size(); ++s) {
    for (const auto& [r, a] : model.streams[s].coefficients)
      if (a > 0.0) solution.onRes[r].push_back(s);
    const std::size_t r = solution.frozenBy[s];
    if (r == kNone) continue;
    if (solution.levelOf[r] == kNone) {
      solution.levelOf[r] = solution.levels.size();
      solution.levels.push_back({r, rate[s], {}});
    }
    solution.levels[solution.levelOf[r]].streams.push_back(s);
  }
  std::stable_sort(solution.levels.begin(), solution.levels.end(),
                   [](const Level& a, const Level& b) { return a.level < b.level; });
  for (std::size_t l = 0; l < solution.levels.size(); ++l)
    solution.levelOf[solution.levels[l].resource] = l;
  return solution;
}

double coefficient(const solver::StreamModel& stream, std::size_t resource) {
  const auto found = stream.coefficients.find(resource);
  return found == stream.coefficients.end() ? 0.0 : found->second;
}

// d x_s / d C_r for every stream, by the recurrence of the header, from r's level upwards.
std::vector<double> derivatives(const Solution& solution, std::size_t r) {
  const auto& model = solution.model;
  std::vector<double> dx(model.streams.size(), 0.0);
  std::vector<char> done(model.streams.size(), 0);
  for (std::size_t l = solution.levelOf[r]; l < solution.levels.size(); ++l) {
    const Level& level = solution.levels[l];
    double rhs = level.resource == r ? 1.0 : 0.0;
    for (const std::size_t k : solution.onRes[level.resource])
      if (done[k]) rhs -= coefficient(model.streams[k], level.resource) * dx[k];
    double sum = 0.0;
    for (const std::size_t k : level.streams) sum += coefficient(model.streams[k], level.resource);
    const double dt = sum > 0.0 ? rhs / sum : 0.0;
    for (const std::size_t k : level.streams) {
      dx[k] = dt;
      done[k] = 1;
    }
  }
  return dx;
}

Sensitivity sensitivityOf(const Solution& solution, const solver::SolveResult& run, std::size_t r) {
  const auto& model = solution.model;
  const auto& info = model.resources[r];
  Sensitivity result{info.key, info.label, info.node, info.parameter, info.capacity, 0.0, 0.0, {}};
  if (const auto* use = run.resource(info.key)) result.capacity = use->effective;
  const auto dx = derivatives(solution, r);
  for (const auto& job : model.jobs) {
    double d = 0.0;
    for (const std::size_t s : job.streams) d += dx[s];
    if (d != 0.0) result.jobs.push_back({job.id, d});
    result.dRate += d;
  }
  if (run.aggregateRate > 0.0)
    result.elasticity = result.capacity * result.dRate / run.aggregateRate;
  return result;
}

} // namespace

std::vector<Sensitivity> sensitivities(const topology::Topology& topology,
                                       const solver::SolveResult& run,
                                       const solver::FlowOptions& options) {
  const Solution solution = solutionOf(topology, run, options);
  std::vector<Sensitivity> result;
  result.reserve(solution.levels.size());
  for (const Level& level : solution.levels)
    result.push_back(sensitivityOf(solution, run, level.resource));
  std::stable_sort(result.begin(), result.end(), [](const Sensitivity& a, const Sensitivity& b) {
    return std::abs(a.elasticity) > std::abs(b.elasticity);
  });
  return result;
}

} // namespace tapeflow::whatif
