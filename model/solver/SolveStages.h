#pragma once

// The stages of Solver::solve (Solver.h) after the flow model and its sharing system are built,
// each a function over typed results. Internal to model/solver.
//   SolveNumbers.cpp  the base sharing of every component, resources, jobs, hosts (numbers)
//   CloseLimits.cpp   ties between constraints settled, the constraints close to holding a job
//   Explain.cpp       the next bottleneck of each job (one lifted sharing per distinct limit)
//   SolveTimeline.cpp the timeline, one event simulation per component
//   Warnings.cpp      the words: warnings that name components and jobs (the last stage)

#include "solver/FlowBuilder.h"
#include "solver/Sharing.h"
#include "solver/Solver.h"

#include <cmath>
#include <span>
#include <vector>

namespace tapeflow::solver::detail {

// The base sharing, scattered back to the whole model's numbering.
struct BaseShares {
  std::vector<double> rate;       // per stream
  std::vector<std::size_t> limit; // per stream (Sharing.h)
  std::vector<double> capacity;   // per resource, effective after streaming
  std::vector<double> offered;    // per tape
  std::vector<double> load;       // per resource
};

// What solvePart() reuses from one part to the next: a whole solve shares thousands of small
// parts, and making these afresh for each was much of its allocation (issue 18). Results never
// depend on what a workspace held before: every stage sizes and fills what it uses.
struct PartWorkspace {
  FlowModel model; // the part's, its names handed over to the results (handOver())
  FlowBuilderStorage flow;
  SharingSystem system;
  SharingCompileScratch compile;
  SharingScratch sharing;
  std::vector<double> rated; // per resource, as rated (Sharing keeps a view of it)
  BaseShares base;
  ComponentShares shares; // of one component, while shareAll() scatters them
};

struct Stages {
  const topology::Topology& topology;
  const FlowModel& model;
  const SharingSystem& system;
  Sharing& sharing;
};

// The whole pipeline over some of the jobs (positions in topology.jobs(): a part of the
// diagram, DiagramParts.h). The part's resources are added at the end of `resources` (the whole
// diagram's, when the solver lays the parts out: moving each resource there afterwards was 8 %
// of a steady solve; issue 18), the rest is returned; a job's headroom numbers its resources from
// the first of the part's.
[[nodiscard]] SolveResult solvePart(const topology::Topology& topology, const Graph& graph,
                                    std::span<const std::size_t> jobs, const SolveOptions& options,
                                    PartWorkspace& workspace, std::vector<ResourceUse>& resources);

// The base sharing of every component into `base` (its storage reused; `shares` is scratch).
void shareAll(const Stages& stages, BaseShares& base, ComponentShares& shares);
// The limit `limit` (a resource index or kLimitCeiling) of stream s, for people.
[[nodiscard]] Limit describeLimit(const FlowModel& model, std::size_t s, std::size_t limit);
// The last stage: every resource (added at the end of `resources`), and each job's path, with the
// names moved out of the flow model (nothing reads them after it; copying them was a tenth of a
// steady solve).
void handOver(FlowModel& model, const BaseShares& base, std::vector<ResourceUse>& resources,
              SolveResult& result);
void addJobs(const Stages& stages, const BaseShares& base, SolveResult& result);
// Bottlenecks named honestly (CloseLimits.cpp): a stream held by several constraints at once is
// said to be held by the one that would hold it lowest alone, whatever the order they were
// scanned in; and each job lists the other constraints within kCloseMargin of holding it.
void settleTies(const Stages& stages, BaseShares& base);
// A constraint of a stream, with the stream's rate through it with nothing else there.
struct Candidate {
  std::size_t limit; // resource index or kLimitCeiling
  double alone;
  double utilisation;
};
// Utilisations this close to 1 are saturated: the same level, up to rounding in the filling.
inline constexpr double kTied = 1e-6;
// Every constraint of stream s at least `level` utilised, with what it would allow alone, into
// `found` (cleared first): its resources by their capacity and load (functions of a resource's
// number in the model: the base sharing's or a lifted one's), and its ceiling when `rate`
// reaches it (an infinite ceiling: none).
template <typename Capacity, typename Load>
void constraintsAbove(const SharingSystem& system, std::size_t s, double rate, double ceiling,
                      const Capacity& capacityOf, const Load& loadOf, double level,
                      std::vector<Candidate>& found) {
  found.clear();
  const auto resources = system.resourcesOf(s);
  const auto coefficients = system.coefficientsOf(s);
  for (std::size_t k = 0; k < resources.size(); ++k) {
    const double capacity = capacityOf(resources[k]);
    const double u =
        capacity > 0.0 && std::isfinite(capacity) ? loadOf(resources[k]) / capacity : 0.0;
    if (coefficients[k] > 0.0 && u >= level)
      found.push_back({resources[k], capacity / coefficients[k], u});
  }
  if (std::isfinite(ceiling) && ceiling > 0.0 && rate >= level * ceiling)
    found.push_back({kLimitCeiling, ceiling, rate / ceiling});
}
// Of the constraints `tied` at a stream's level, the one it is said to be held by: `held` unless
// another ties with it, then the lowest alone, then the first by key.
[[nodiscard]] std::size_t settledLimit(const FlowModel& model, std::span<const Candidate> tied,
                                       std::size_t held);
void addCloseLimits(const Stages& stages, const BaseShares& base, SolveResult& result);
// Each host's CPU, steady and over the session (after the timeline: it averages the
// session's transfers).
void addHosts(const Stages& stages, const BaseShares& base, SolveResult& result);
void addNextBottlenecks(const Stages& stages, const BaseShares& base, SolveResult& result);
// Returns, per job of the model, the seconds it waited for a device slot (0 when none).
std::vector<double> addTimeline(const Stages& stages, SolveResult& result);
// For the timeline's rate functions: job i's rate (its streams' together) and what holds it
// (its slowest stream's limit) into `out`.
void addJobShare(std::span<const std::size_t> streams, const SharingSystem& system,
                 const ComponentShares& shares, std::size_t i, timeline::Shares& out);
// Per job of the model, what it moves in the timeline (nothing for a job that does not run);
// empty without a timeline.
[[nodiscard]] std::vector<timeline::Moved> movedOf(const FlowModel& model,
                                                   const timeline::Timeline& timeline);
void addWarnings(const Stages& stages, const BaseShares& base, const std::vector<double>& waits,
                 SolveResult& result);
// A despool that shares its disk pool with the backups and starves its drive (TierWarnings.cpp).
void despoolStarved(const Stages& stages, const BaseShares& base, const SolveResult& result,
                    std::vector<Warning>& warnings);

} // namespace tapeflow::solver::detail
