// The next bottleneck of each job: what limits it once its bottleneck is lifted. Jobs held by
// the same resource share one lifted sharing; a job held by its own ceiling gets one of its own.
// Only the component of the lifted constraint is shared again: nothing else can change.

#include "solver/SolveStages.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace tapeflow::solver::detail {
namespace {

// The limit of the job's slowest stream (the first of the slowest, as its bottleneck is).
std::size_t bottleneckOf(const JobModel& jm, const std::vector<double>& rate,
                         const std::vector<std::size_t>& limit) {
  std::size_t slowest = jm.streams.front();
  for (const std::size_t s : jm.streams)
    if (rate[s] < rate[slowest]) slowest = s;
  return limit[slowest];
}

// The load of every resource of component c in the lifted sharing, by local resource.
void loadsOf(const Stages& stages, std::size_t c, const ComponentShares& again,
             std::vector<double>& load) {
  const Component& component = stages.system.components[c];
  load.assign(component.resources.size(), 0.0);
  for (std::size_t i = 0; i < component.streams.size(); ++i) {
    const auto resources = stages.system.resourcesOf(component.streams[i]);
    const auto coefficients = stages.system.coefficientsOf(component.streams[i]);
    for (std::size_t k = 0; k < resources.size(); ++k)
      load[stages.system.localResource[resources[k]]] += coefficients[k] * again.rate[i];
  }
}

// What holds stream s once the lift is made, ties settled as settleTies() settles the base's
// (CloseLimits.cpp): the max-min core names the constraint it scanned first, and that order
// follows the resources of the model, which depend on what else the diagram holds.
std::size_t nextLimit(const Stages& stages, const ComponentShares& again,
                      const std::vector<double>& load, const Lift& lift, std::size_t s,
                      std::vector<Candidate>& tied) {
  const std::size_t local = stages.system.localStream[s];
  const std::size_t held = again.limit[local];
  if (held == kLimitNone || !(again.rate[local] > 0.0)) return held;
  const StreamModel& stream = stages.model.streams[s];
  const auto at = [&](std::size_t r) { return stages.system.localResource[r]; };
  constraintsAbove(
      stages.system, s, again.rate[local],
      stream.job == lift.job ? kUnlimited : stream.ceiling.rate,
      [&](std::size_t r) { return again.capacity[at(r)]; },
      [&](std::size_t r) { return load[at(r)]; }, 1.0 - kTied, tied);
  return settledLimit(stages.model, tied, held);
}

void setNext(const Stages& stages, std::size_t j, const ComponentShares& again, std::size_t limit,
             JobResult& job) {
  const JobModel& jm = stages.model.jobs[j];
  double rate = 0.0;
  for (const std::size_t s : jm.streams) rate += again.rate[stages.system.localStream[s]];
  job.next = describeLimit(stages.model, jm.streams.front(), limit);
  job.next.rate = rate;
  if (job.next.key == job.bottleneck.key) job.next = {};
}

// Reused from one lifted sharing to the next: a large part lifts thousands of limits.
struct Scratch {
  ComponentShares again;
  std::vector<double> load;
  std::vector<Candidate> tied;
};

// The next bottleneck of each of `jobs` from the sharing of component c with `lift` made.
void setNextOf(const Stages& stages, std::size_t c, const Lift& lift,
               std::span<const std::size_t> jobs, Scratch& scratch, SolveResult& result) {
  stages.sharing.share(c, scratch.again, lift);
  loadsOf(stages, c, scratch.again, scratch.load);
  for (const std::size_t j : jobs) {
    const std::size_t first = stages.model.jobs[j].streams.front();
    const std::size_t limit =
        nextLimit(stages, scratch.again, scratch.load, lift, first, scratch.tied);
    setNext(stages, j, scratch.again, limit, result.jobs[j]);
  }
}

} // namespace

void addNextBottlenecks(const Stages& stages, const BaseShares& base, SolveResult& result) {
  const FlowModel& model = stages.model;
  // Lifted resource -> the jobs it held, in job order.
  std::map<std::size_t, std::vector<std::size_t>> heldBy;
  Scratch scratch;
  for (std::size_t j = 0; j < model.jobs.size(); ++j) {
    const JobModel& jm = model.jobs[j];
    if (jm.streams.empty()) continue;
    const std::size_t limit = bottleneckOf(jm, base.rate, base.limit);
    if (limit == kLimitCeiling)
      setNextOf(stages, stages.system.componentOfJob[j], Lift{kLimitNone, j}, std::span(&j, 1),
                scratch, result);
    else if (limit < model.resources.size())
      heldBy[limit].push_back(j);
  }
  for (const auto& [resource, jobs] : heldBy)
    setNextOf(stages, stages.system.componentOfResource[resource], Lift{resource, kLimitNone}, jobs,
              scratch, result);
}

} // namespace tapeflow::solver::detail
