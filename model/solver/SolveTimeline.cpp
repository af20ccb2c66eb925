// The timeline of the run: one event simulation per component of the sharing system. Jobs of
// different components never share a resource or a device slot, so each component's events only
// re-share that component, and the simulations together give the same run as one over the whole
// diagram at a fraction of the cost.

#include "solver/PoolRates.h"
#include "solver/SolveStages.h"
#include "timeline/DrivePool.h"

#include <algorithm>
#include <functional>
#include <limits>
#include <map>

namespace tapeflow::solver::detail {

// A job's rate, its streams' together, and what holds it: its slowest stream's limit (a
// resource's number in the model, kLimitCeiling or kLimitNone).
void addJobShare(std::span<const std::size_t> streams, const SharingSystem& system,
                 const ComponentShares& shares, std::size_t i, timeline::Shares& out) {
  double slowest = std::numeric_limits<double>::infinity();
  for (const std::size_t s : streams) {
    const std::size_t local = system.localStream[s];
    out.rate[i] += shares.rate[local];
    if (shares.rate[local] < slowest) {
      slowest = shares.rate[local];
      out.heldBy[i] = shares.limit[local];
    }
  }
}

namespace {

// A job takes part in the timeline when it can run and has data to move.
bool runs(const JobModel& jm) { return jm.error.empty() && !jm.streams.empty(); }

timeline::TimelineJob timelineJob(const JobModel& jm, std::map<std::string, int>& devices) {
  timeline::TimelineJob tj;
  tj.id = jm.id;
  tj.bytes = jm.bytes;
  tj.startupSeconds = jm.startupSeconds;
  tj.finishSeconds = jm.finishSeconds;
  tj.mediaPerByte = jm.mediaPerByte / std::max<double>(1.0, double(jm.drives.size()));
  tj.cartridgeBytes = jm.cartridgeBytes;
  tj.changeSeconds = jm.changeSeconds;
  if (!jm.device.empty()) {
    tj.device = devices.try_emplace(jm.device, static_cast<int>(devices.size())).first->second;
    tj.deviceSlots = jm.deviceSlots;
  }
  return tj;
}

// A copy job waits for (or spools behind) the backups it copies: those of them that run in this
// component, which all backups into its pool do, since they share the pool's disks.
void linkCopies(const FlowModel& model, const std::vector<std::size_t>& jobs,
                std::vector<timeline::TimelineJob>& timelineJobs) {
  for (std::size_t i = 0; i < jobs.size(); ++i) {
    const TierJob& tier = model.jobs[jobs[i]].tier;
    if (tier.copies.empty()) continue;
    timeline::Spool& spool = timelineJobs[i].spool;
    for (std::size_t k = 0; k < jobs.size(); ++k)
      if (std::find(tier.copies.begin(), tier.copies.end(), model.jobs[jobs[k]].id) !=
          tier.copies.end())
        spool.feeders.push_back(k);
    spool.whileRunning = tier.whileRunning;
    spool.size = tier.spoolSize;
    spool.high = tier.highWater;
    spool.low = tier.lowWater;
  }
}

// A one-stream job into a library takes any free drive of it; the pools of the component's
// libraries, one robot each. (A job of several streams stays spread over the drives as the
// flow model put it.)
bool takesPoolDrive(const JobModel& jm) {
  return !jm.library.library.empty() && !jm.library.drives.empty() && jm.streams.size() == 1;
}

std::vector<timeline::DrivePool> addPools(const FlowModel& model,
                                          const std::vector<std::size_t>& jobs,
                                          std::vector<timeline::TimelineJob>& timelineJobs) {
  std::vector<timeline::DrivePool> pools;
  std::map<std::string, int> index;
  for (std::size_t i = 0; i < jobs.size(); ++i) {
    const JobModel& jm = model.jobs[jobs[i]];
    if (!takesPoolDrive(jm)) continue;
    const auto [it, added] = index.try_emplace(jm.library.library, static_cast<int>(pools.size()));
    if (added)
      pools.push_back({static_cast<int>(jm.library.drives.size()), it->second,
                       jm.library.exchangeSeconds, jm.library.initialiseSeconds});
    timelineJobs[i].pool = it->second;
    timelineJobs[i].priority = jm.library.priority;
    timelineJobs[i].freshMedia = jm.library.newMedia;
  }
  return pools;
}

// The simulation of one component's jobs (model job indices, in order).
timeline::Timeline simulateComponent(const Stages& stages, std::size_t c,
                                     const std::vector<std::size_t>& jobs,
                                     std::vector<timeline::TimelineJob>& timelineJobs,
                                     DirectionMode mode) {
  std::map<std::string, int> devices;
  timelineJobs.clear();
  for (const std::size_t j : jobs)
    timelineJobs.push_back(timelineJob(stages.model.jobs[j], devices));
  linkCopies(stages.model, jobs, timelineJobs);
  const auto pools = addPools(stages.model, jobs, timelineJobs);
  if (!pools.empty()) {
    std::vector<bool> pooled(jobs.size());
    for (std::size_t i = 0; i < jobs.size(); ++i) pooled[i] = timelineJobs[i].pool >= 0;
    PoolRates rates(stages.topology, stages.model, mode, jobs, pooled);
    return timeline::simulate(timelineJobs, pools, std::ref(rates));
  }
  const Component& component = stages.system.components[c];
  std::vector<char> active(component.streams.size());
  // The sharing depends only on which streams are active: the set shared last (a job back from
  // a cartridge change) takes the shares already made, and no stream at all needs none.
  std::vector<char> shared;
  ComponentShares shares;
  return timeline::simulate(
      timelineJobs, {},
      [&](const std::vector<bool>& transferring, const std::vector<int>&, timeline::Shares& out) {
        std::fill(active.begin(), active.end(), 0);
        for (std::size_t i = 0; i < transferring.size(); ++i)
          if (transferring[i])
            for (const std::size_t s : stages.model.jobs[jobs[i]].streams)
              active[stages.system.localStream[s]] = 1;
        const bool none = std::find(active.begin(), active.end(), 1) == active.end();
        if (!none && active != shared) {
          stages.sharing.share(c, shares, {}, active);
          shared = active;
        }
        for (std::size_t i = 0; i < transferring.size(); ++i)
          if (transferring[i])
            addJobShare(stages.model.jobs[jobs[i]].streams, stages.system, shares, i, out);
      });
}

} // namespace

std::vector<double> addTimeline(const Stages& stages, SolveResult& result) {
  const FlowModel& model = stages.model;
  // The jobs that run, by component, in job order; and each one's place in the timeline.
  std::vector<std::vector<std::size_t>> jobsOf(stages.system.components.size());
  std::vector<std::size_t> place(model.jobs.size(), 0);
  std::size_t running = 0;
  for (std::size_t j = 0; j < model.jobs.size(); ++j) {
    const JobModel& jm = model.jobs[j];
    if (!runs(jm)) continue;
    jobsOf[stages.system.componentOfJob[j]].push_back(j);
    place[j] = running++;
  }
  timeline::Timeline& timeline = result.timeline;
  timeline.jobs.resize(running);
  std::vector<double> waits(model.jobs.size(), 0.0);
  double first = std::numeric_limits<double>::infinity();
  double last = -std::numeric_limits<double>::infinity();
  std::vector<timeline::TimelineJob> timelineJobs;
  for (std::size_t c = 0; c < jobsOf.size(); ++c) {
    if (jobsOf[c].empty()) continue;
    timeline::Timeline part = simulateComponent(stages, c, jobsOf[c], timelineJobs, result.mode);
    timeline.events += part.events;
    timeline.stalled = timeline.stalled || part.stalled;
    for (std::size_t i = 0; i < jobsOf[c].size(); ++i) {
      const std::size_t j = jobsOf[c][i];
      const timeline::TimelineJob& scheduled = timelineJobs[i];
      first = std::min(first, scheduled.startAt);
      last = std::max(last, part.jobs[i].end);
      JobResult& job = result.jobs[j];
      job.start = part.jobs[i].start;
      job.end = part.jobs[i].end;
      job.cartridgeChanges = part.jobs[i].cartridgeChanges;
      // (A copy job's wait for its backups is the staging, not a device slot.)
      if (job.start > scheduled.startAt && scheduled.spool.feeders.empty())
        waits[j] = job.start - scheduled.startAt;
      timeline.jobs[place[j]] = std::move(part.jobs[i]);
    }
  }
  timeline.window = running == 0 ? 0.0 : std::max(0.0, last - first);
  return waits;
}

std::vector<timeline::Moved> movedOf(const FlowModel& model, const timeline::Timeline& timeline) {
  std::vector<timeline::Moved> moved;
  if (timeline.jobs.empty()) return moved;
  moved.resize(model.jobs.size());
  std::size_t place = 0; // the timeline holds the jobs that run, in the model's order
  for (std::size_t j = 0; j < model.jobs.size() && place < timeline.jobs.size(); ++j)
    if (runs(model.jobs[j])) moved[j] = timeline.jobs[place++].moved();
  return moved;
}

} // namespace tapeflow::solver::detail
