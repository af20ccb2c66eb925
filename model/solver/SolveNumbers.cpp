// The numbers of a solve: the base sharing of every component, and from it each resource's
// load, each job's rate, bottleneck and headroom, and each host's CPU by kind of work.

#include "solver/SolveStages.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>

namespace tapeflow::solver::detail {

void shareAll(const Stages& stages, BaseShares& base, ComponentShares& shares) {
  const FlowModel& model = stages.model;
  const SharingSystem& system = stages.system;
  base.rate.assign(model.streams.size(), 0.0);
  base.limit.assign(model.streams.size(), kLimitNone);
  base.capacity.resize(model.resources.size());
  for (std::size_t r = 0; r < model.resources.size(); ++r)
    base.capacity[r] = model.resources[r].capacity;
  base.offered.assign(model.tapes.size(), 0.0);
  for (std::size_t c = 0; c < system.components.size(); ++c) {
    stages.sharing.share(c, shares);
    const Component& component = system.components[c];
    for (std::size_t i = 0; i < component.streams.size(); ++i) {
      base.rate[component.streams[i]] = shares.rate[i];
      base.limit[component.streams[i]] = shares.limit[i];
    }
    for (std::size_t k = 0; k < component.resources.size(); ++k)
      base.capacity[component.resources[k]] = shares.capacity[k];
    for (std::size_t t = 0; t < component.tapes.size(); ++t)
      base.offered[component.tapes[t]] = shares.offered[t];
  }
  base.load.assign(model.resources.size(), 0.0);
  for (std::size_t s = 0; s < model.streams.size(); ++s) {
    const auto resources = system.resourcesOf(s);
    const auto coefficients = system.coefficientsOf(s);
    for (std::size_t k = 0; k < resources.size(); ++k)
      base.load[resources[k]] += coefficients[k] * base.rate[s];
  }
}

Limit describeLimit(const FlowModel& model, std::size_t s, std::size_t limit) {
  Limit result;
  if (limit == kLimitCeiling) {
    const StreamModel& stream = model.streams[s];
    result.key = "ceiling:" + model.jobs[stream.job].id;
    result.label = ceilingWords(stream.ceiling.what);
    result.category = stream.ceiling.category;
  } else if (limit < model.resources.size()) {
    const ResourceInfo& info = model.resources[limit];
    const JobModel& job = model.jobs[model.streams[s].job];
    result.key = info.key;
    result.label =
        limit == job.interleaved.disk ? interleavedWords(info.label, job.interleaved) : info.label;
    result.node = info.node;
    result.category = std::string(resourceCategory(info.kind));
  }
  return result;
}

void handOver(FlowModel& model, const BaseShares& base, std::vector<ResourceUse>& resources,
              SolveResult& result) {
  const std::size_t needed = resources.size() + model.resources.size();
  if (needed > resources.capacity()) resources.reserve(std::max(needed, 2 * resources.capacity()));
  for (std::size_t r = 0; r < model.resources.size(); ++r) {
    ResourceInfo& info = model.resources[r];
    const double effective = base.capacity[r];
    const double load = base.load[r];
    resources.push_back({std::move(info.key), std::move(info.label), std::move(info.node),
                         std::move(info.link), info.kind, std::move(info.parameter), info.capacity,
                         effective, load,
                         effective > 0.0 && std::isfinite(effective) ? load / effective : 0.0});
  }
  for (std::size_t j = 0; j < model.jobs.size(); ++j)
    result.jobs[j].path = std::move(model.jobs[j].path);
}

namespace {

// Headroom of every resource on the job's path, as the extra rate this job could push through
// it, busiest first.
std::vector<Headroom> headroomOf(const Stages& stages, const BaseShares& base, const JobModel& jm) {
  std::vector<Headroom> headroom;
  const auto resources = stages.system.resourcesOf(jm.streams.front());
  headroom.reserve(resources.size()); // kept with the results: no room to spare
  const auto coefficients = stages.system.coefficientsOf(jm.streams.front());
  for (std::size_t k = 0; k < resources.size(); ++k) {
    const std::size_t r = resources[k];
    const double c = coefficients[k];
    const double capacity = base.capacity[r];
    if (!std::isfinite(capacity) || !(c > 0.0)) continue;
    const double spare = std::max(0.0, capacity - base.load[r]) / (c * double(jm.streams.size()));
    // handOver() lists the resources in the model's order: r is the resource's number.
    headroom.push_back({r, capacity > 0.0 ? base.load[r] / capacity : 0.0, spare});
  }
  std::sort(headroom.begin(), headroom.end(),
            [](const Headroom& a, const Headroom& b) { return a.utilisation > b.utilisation; });
  return headroom;
}

} // namespace

void addJobs(const Stages& stages, const BaseShares& base, SolveResult& result) {
  const FlowModel& model = stages.model;
  result.jobs.reserve(model.jobs.size());
  for (const JobModel& jm : model.jobs) {
    JobResult job;
    job.id = jm.id;
    job.name = jm.name;
    job.direction = jm.direction;
    job.stage = jm.tier.stage;
    job.error = jm.error;
    job.bytes = jm.bytes;
    job.streams.reserve(jm.streams.size());
    // The job's own ceiling is every stream's: put in words once for those it holds.
    std::optional<Limit> ceiling;
    for (const std::size_t s : jm.streams) {
      const bool held = base.limit[s] == kLimitCeiling;
      if (held && !ceiling) ceiling = describeLimit(model, s, kLimitCeiling);
      job.streams.push_back({model.streams[s].stream, base.rate[s],
                             held ? *ceiling : describeLimit(model, s, base.limit[s])});
      job.rate += base.rate[s];
    }
    if (!job.streams.empty()) {
      // The job's bottleneck: the limit of its slowest stream.
      const auto slowest =
          std::min_element(job.streams.begin(), job.streams.end(),
                           [](const auto& a, const auto& b) { return a.rate < b.rate; });
      job.bottleneck = slowest->bottleneck;
      job.bottleneck.rate = job.rate;
      job.headroom = headroomOf(stages, base, jm);
      if (const std::size_t s = jm.streams.front(); std::isfinite(model.streams[s].ceiling.rate))
        job.ceiling = ceilingWords(model.streams[s].ceiling.what);
    }
    result.aggregateRate += job.rate;
    result.jobs.push_back(std::move(job));
  }
}

void addHosts(const Stages& stages, const BaseShares& base, SolveResult& result) {
  const FlowModel& model = stages.model;
  if (model.cpuTerms.empty()) return; // no host does work (a part without a server's CPU)
  const std::vector<timeline::Moved> moved = movedOf(model, result.timeline);
  struct Load {
    HostCpu host;
    double sessionWork = 0.0; // core-seconds the bytes its jobs move cost it
    timeline::Moved span;     // from the first byte a job using it moves to the last
  };
  std::map<std::size_t, Load> hosts;
  for (const auto& term : model.cpuTerms) {
    const auto [it, added] = hosts.try_emplace(term.resource);
    Load& load = it->second;
    if (added) {
      const auto& info = model.resources[term.resource];
      load.host.node = info.node;
      load.host.name = info.label;
      load.host.cores = info.capacity;
    }
    const double cores = term.coreSecondsPerByte * base.rate[term.stream];
    load.host.byWork[static_cast<std::size_t>(term.work)] += cores;
    if (moved.empty()) continue;
    // A cost is per byte of the stream; a job's bytes are taken to split between its streams as
    // in the steady sharing all through the run (the timeline follows jobs, not streams). A
    // library job is costed on the path of the drive the steady model gives it, also when the
    // timeline lends it another drive of the pool.
    const std::size_t j = model.streams[term.stream].job;
    const double jobRate = result.jobs[j].rate; // its streams' steady rates (addJobs)
    if (!(jobRate > 0.0)) continue;
    load.sessionWork += cores / jobRate * moved[j].bytes;
    load.span.add({0.0, moved[j].first, moved[j].last});
  }
  for (auto& [r, load] : hosts) {
    HostCpu& host = load.host;
    double busy = 0.0;
    for (const double cores : host.byWork) busy += cores;
    host.utilisation = host.cores > 0.0 ? busy / host.cores : 0.0;
    if (moved.empty()) {
      host.sessionUtilisation = host.utilisation; // no timeline: the steady load is all there is
    } else {
      const double window = load.span.span();
      host.sessionUtilisation =
          window > 0.0 && host.cores > 0.0 ? load.sessionWork / (window * host.cores) : 0.0;
    }
    result.hosts.push_back(std::move(host));
  }
}

} // namespace tapeflow::solver::detail
