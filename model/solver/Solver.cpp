#include "solver/Solver.h"

#include "solver/IncrementalSolver.h"
#include "solver/SolveStages.h"
#include "solver/VaryingFeed.h"

namespace tapeflow::solver {

const JobResult* SolveResult::job(std::string_view id) const {
  for (const auto& result : jobs)
    if (result.id == id) return &result;
  return nullptr;
}

const ResourceUse* SolveResult::resource(std::string_view key) const {
  for (const auto& result : resources)
    if (result.key == key) return &result;
  return nullptr;
}

namespace detail {

SolveResult solvePart(const topology::Topology& topology, const Graph& graph,
                      std::span<const std::size_t> jobs, const SolveOptions& options,
                      PartWorkspace& workspace, std::vector<ResourceUse>& resources) {
  FlowModel& model = workspace.model;
  FlowBuilder(topology, graph, options.flow, model, workspace.flow).fill(jobs);
  SharingSystem& system = workspace.system;
  compileSharing(model, system, workspace.compile);
  std::vector<double>& rated = workspace.rated;
  rated.resize(model.resources.size());
  for (std::size_t r = 0; r < rated.size(); ++r) rated[r] = model.resources[r].capacity;
  Sharing sharing(model, system, rated, workspace.sharing);
  const Stages stages{topology, model, system, sharing};

  SolveResult result;
  result.mode = options.flow.mode;
  BaseShares& base = workspace.base;
  shareAll(stages, base, workspace.shares);
  settleTies(stages, base);
  addJobs(stages, base, result);
  addFeedRuns(stages, base, result);
  addCloseLimits(stages, base, result);
  if (options.explain) addNextBottlenecks(stages, base, result);
  std::vector<double> waits;
  if (options.timeline) waits = addTimeline(stages, result);
  addHosts(stages, base, result);
  if (options.warnings) addWarnings(stages, base, waits, result);
  result.solves = sharing.solves();
  handOver(model, base, resources, result);
  return result;
}

} // namespace detail

// From scratch: every part of the diagram solved once, assembled as an incremental solve
// assembles them, so that the two give the same result.
SolveResult Solver::solve(const topology::Topology& topology, const SolveOptions& options) {
  IncrementalSolver solver(topology, options, IncrementalSolver::Watch::Nothing);
  return solver.take();
}

SolveResult solve(const topology::Topology& topology, const SolveOptions& options) {
  Solver solver;
  return solver.solve(topology, options);
}

} // namespace tapeflow::solver
