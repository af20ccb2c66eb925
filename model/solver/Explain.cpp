// The next bottleneck of each job: what limits it once its bottleneck is lifted. Jobs held by
// the same resource share one lifted sharing; a job held by its own ceiling gets one of its own.
// Only the component of the lifted constraint is shared again: nothing else can change.

#include "solver/SolveStages.h"

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

void setNext(const Stages& stages, std::size_t j, const ComponentShares& again, JobResult& job) {
  const JobModel& jm = stages.model.jobs[j];
  double rate = 0.0;
  for (const std::size_t s : jm.streams) rate += again.rate[stages.system.localStream[s]];
  const std::size_t first = jm.streams.front();
  job.next = describeLimit(stages.model, first, again.limit[stages.system.localStream[first]]);
  job.next.rate = rate;
  if (job.next.key == job.bottleneck.key) job.next = {};
}

} // namespace

void addNextBottlenecks(const Stages& stages, const BaseShares& base, SolveResult& result) {
  const FlowModel& model = stages.model;
  // Lifted resource -> the jobs it held, in job order.
  std::map<std::size_t, std::vector<std::size_t>> heldBy;
  ComponentShares again;
  for (std::size_t j = 0; j < model.jobs.size(); ++j) {
    const JobModel& jm = model.jobs[j];
    if (jm.streams.empty()) continue;
    const std::size_t limit = bottleneckOf(jm, base.rate, base.limit);
    if (limit == kLimitCeiling) {
      stages.sharing.share(stages.system.componentOfJob[j], again, Lift{kLimitNone, j});
      setNext(stages, j, again, result.jobs[j]);
    } else if (limit < model.resources.size()) {
      heldBy[limit].push_back(j);
    }
  }
  for (const auto& [resource, jobs] : heldBy) {
    stages.sharing.share(stages.system.componentOfResource[resource], again,
                         Lift{resource, kLimitNone});
    for (const std::size_t j : jobs) setNext(stages, j, again, result.jobs[j]);
  }
}

} // namespace tapeflow::solver::detail
