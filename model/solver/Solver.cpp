#include "solver/Solver.h"

#include "solver/Parameters.h"
#include "streaming/TapeStreaming.h"
#include "units/Format.h"
#include "util/Text.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace tapeflow::solver {
namespace {

constexpr int kStreamingRounds = 20;
constexpr const char* kCeiling = "ceiling";

std::string formatRate(double rate) {
  return units::formatAuto(rate, units::Dimension::Rate, {false, false, false, 3});
}

} // namespace

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

Solver::Shares Solver::share(const FlowModel& model, std::vector<double> capacities,
                             const std::vector<bool>& active, std::size_t unlimitedTape) {
  Shares shares;
  const std::size_t streams = model.streams.size();
  std::vector<bool> solvable = active;
  shares.rate.assign(streams, 0.0);
  shares.limit.assign(streams, {});
  shares.offered.assign(model.tapes.size(), 0.0);
  // A stream through a resource of no capacity gets nothing, and that resource is its limit.
  for (std::size_t s = 0; s < streams; ++s) {
    if (!solvable[s]) continue;
    for (const auto& [r, c] : model.streams[s].coefficients)
      if (c > 0.0 && !(capacities[r] > 0.0)) {
        solvable[s] = false;
        shares.limit[s] = model.resources[r].key;
        break;
      }
  }
  std::vector<std::size_t> constraintResource;
  std::vector<std::size_t> variableStream;
  // Streaming fixed point. A drive moves what it achieves at the feed the rest of the path
  // offers it (streaming::achievedRate, at most its top speed). Round 0 solves with every drive
  // unlimited, so each drive's load is the feed offered to it; then each drive's capacity
  // becomes what it achieves at that feed, and the sharing is solved again. A drive that is not
  // held by its own capacity shows its offered feed as its load and is updated from it; one
  // that is held keeps the feed it was last offered. Capacities only move towards what the
  // drives achieve, so a few rounds settle it.
  const std::vector<double> rated = capacities;
  for (const auto& tape : model.tapes)
    if (tape.resource != unlimitedTape) capacities[tape.resource] = kUnlimited;
  std::vector<double> loads(model.resources.size(), 0.0);
  for (int round = 0; round < kStreamingRounds; ++round) {
    const maxmin::Problem problem =
        model.toProblem(capacities, solvable, constraintResource, variableStream);
    m_maxmin.solve(problem, m_solution);
    ++m_solves;
    for (std::size_t v = 0; v < variableStream.size(); ++v) {
      const std::size_t s = variableStream[v];
      const double x = m_solution.x[v];
      shares.rate[s] = std::isfinite(x) ? x : 0.0;
      const maxmin::Index by = m_solution.frozenBy[v];
      shares.limit[s] = by >= 0 ? model.resources[constraintResource[std::size_t(by)]].key
                                : std::string(kCeiling);
    }
    if (model.tapes.empty()) break;
    // Loads of every resource in one pass over the elements (not one pass per drive).
    std::fill(loads.begin(), loads.end(), 0.0);
    for (std::size_t s = 0; s < streams; ++s)
      if (shares.rate[s] > 0.0)
        for (const auto& [r, c] : model.streams[s].coefficients) loads[r] += c * shares.rate[s];
    bool changed = false;
    for (std::size_t t = 0; t < model.tapes.size(); ++t) {
      const auto& tape = model.tapes[t];
      if (tape.resource == unlimitedTape) continue;
      const double capacity = capacities[tape.resource];
      const double load = loads[tape.resource];
      const bool held = std::isfinite(capacity) && load >= capacity * (1.0 - 1e-9);
      if (!held) shares.offered[t] = load;
      // Only a drive that loses something at its feed gets a lower capacity: one that keeps up
      // keeps its rated capacity, so it does not tie with (and hide) the real bottleneck.
      double target = rated[tape.resource];
      const double offered = shares.offered[t];
      if (offered > 0.0) {
        const double achieved = streaming::achievedRate(tape.streaming, offered);
        if (achieved < offered * (1.0 - 1e-9)) target = std::min(target, achieved);
      }
      if (!(std::fabs(target - capacity) <= 1e-12 * target)) {
        capacities[tape.resource] = target;
        changed = true;
      }
    }
    if (!changed) break;
  }
  shares.capacity = std::move(capacities);
  return shares;
}

SolveResult Solver::solve(const topology::Topology& topology, const SolveOptions& options) {
  m_solves = 0;
  const FlowModel model = buildFlowModel(topology, options.flow);
  SolveResult result;
  result.mode = options.flow.mode;
  const std::size_t streamCount = model.streams.size();

  std::vector<double> rated(model.resources.size());
  for (std::size_t r = 0; r < rated.size(); ++r) rated[r] = model.resources[r].capacity;
  const std::vector<bool> all(streamCount, true);
  const Shares base = share(model, rated, all);

  // Resources: capacity, load, utilisation.
  std::vector<double> load(model.resources.size(), 0.0);
  for (std::size_t s = 0; s < streamCount; ++s)
    for (const auto& [r, c] : model.streams[s].coefficients) load[r] += c * base.rate[s];
  for (std::size_t r = 0; r < model.resources.size(); ++r) {
    const auto& info = model.resources[r];
    const double effective = base.capacity[r];
    result.resources.push_back(
        {info.key, info.label, info.node, info.link, info.kind, info.parameter, info.capacity,
         effective, load[r],
         effective > 0.0 && std::isfinite(effective) ? load[r] / effective : 0.0});
  }

  const auto limitOf = [&](std::size_t s, const Shares& shares) {
    Limit limit;
    limit.key = shares.limit[s];
    if (limit.key == kCeiling) {
      limit.key = "ceiling:" + model.jobs[model.streams[s].job].id;
      limit.label = model.streams[s].ceiling.what;
      limit.category = model.streams[s].ceiling.category;
    } else if (const auto it = model.resourceIndex.find(limit.key);
               it != model.resourceIndex.end()) {
      limit.label = model.resources[it->second].label;
      limit.node = model.resources[it->second].node;
      limit.category = std::string(resourceCategory(model.resources[it->second].kind));
    }
    return limit;
  };

  // Jobs.
  for (std::size_t j = 0; j < model.jobs.size(); ++j) {
    const JobModel& jm = model.jobs[j];
    JobResult job;
    job.id = jm.id;
    job.name = jm.name;
    job.direction = jm.direction;
    job.error = jm.error;
    job.bytes = jm.bytes;
    job.path = jm.path;
    for (const std::size_t s : jm.streams) {
      job.streams.push_back({model.streams[s].stream, base.rate[s], limitOf(s, base)});
      job.rate += base.rate[s];
    }
    if (!job.streams.empty()) {
      // The job's bottleneck: the limit of its slowest stream.
      const auto slowest =
          std::min_element(job.streams.begin(), job.streams.end(),
                           [](const auto& a, const auto& b) { return a.rate < b.rate; });
      job.bottleneck = slowest->bottleneck;
      job.bottleneck.rate = job.rate;
    }
    // Headroom of every resource on the path, as the extra rate this job could push through it.
    if (!jm.streams.empty()) {
      const auto& coefficients = model.streams[jm.streams.front()].coefficients;
      for (const auto& [r, c] : coefficients) {
        const double capacity = base.capacity[r];
        if (!std::isfinite(capacity) || !(c > 0.0)) continue;
        const double spare = std::max(0.0, capacity - load[r]) / (c * double(jm.streams.size()));
        job.headroom.push_back({model.resources[r].key, model.resources[r].label,
                                capacity > 0.0 ? load[r] / capacity : 0.0, spare});
      }
      std::sort(job.headroom.begin(), job.headroom.end(),
                [](const Headroom& a, const Headroom& b) { return a.utilisation > b.utilisation; });
    }
    result.aggregateRate += job.rate;
    result.jobs.push_back(std::move(job));
  }

  // Next bottleneck: lift the first and solve again. Jobs held by the same resource share one
  // lifted solve; only a job's own ceiling needs a modified copy of the model.
  if (options.explain) {
    std::map<std::string, Shares> liftedResource;
    for (std::size_t j = 0; j < model.jobs.size(); ++j) {
      JobResult& job = result.jobs[j];
      if (job.streams.empty() || job.bottleneck.key.empty()) continue;
      const Shares* again = nullptr;
      Shares own;
      if (job.bottleneck.key.rfind("ceiling:", 0) == 0) {
        FlowModel lifted = model;
        for (const std::size_t s : lifted.jobs[j].streams)
          lifted.streams[s].ceiling.rate = kUnlimited;
        own = share(lifted, rated, all);
        again = &own;
      } else if (const auto it = model.resourceIndex.find(job.bottleneck.key);
                 it != model.resourceIndex.end()) {
        auto cached = liftedResource.find(job.bottleneck.key);
        if (cached == liftedResource.end()) {
          std::vector<double> capacities = rated;
          capacities[it->second] = kUnlimited;
          // A lifted drive streams whatever it is fed.
          cached =
              liftedResource.emplace(job.bottleneck.key, share(model, capacities, all, it->second))
                  .first;
        }
        again = &cached->second;
      } else {
        continue;
      }
      double rate = 0.0;
      const std::size_t first = model.jobs[j].streams.front();
      for (const std::size_t s : model.jobs[j].streams) rate += again->rate[s];
      job.next = limitOf(first, *again);
      job.next.rate = rate;
      if (job.next.key == job.bottleneck.key) job.next = {};
    }
  }

  // CPU by host and kind of work.
  std::map<std::size_t, HostCpu> hosts;
  for (const auto& term : model.cpuTerms) {
    HostCpu& host = hosts[term.resource];
    const auto& info = model.resources[term.resource];
    host.node = info.node;
    host.name = info.label;
    host.cores = info.capacity;
    host.byWork[static_cast<std::size_t>(term.work)] +=
        term.coreSecondsPerByte * base.rate[term.stream];
  }
  for (auto& [r, host] : hosts) {
    double busy = 0.0;
    for (const double cores : host.byWork) busy += cores;
    host.utilisation = host.cores > 0.0 ? busy / host.cores : 0.0;
    result.hosts.push_back(host);
  }

  // Warnings, each naming the component it concerns.
  for (std::size_t t = 0; t < model.tapes.size(); ++t) {
    const auto& tape = model.tapes[t];
    const double feed = base.offered[t];
    const auto& s = tape.streaming;
    if (!(feed > 0.0) || !streaming::shoeShines(s, feed)) continue;
    const double low = !s.steps.empty() ? s.steps.front() : s.minRate > 0.0 ? s.minRate : s.maxRate;
    const double achieved = streaming::achievedRate(s, feed);
    result.warnings.push_back(
        {tape.node, "drive underfed: fed " + formatRate(feed) + " of media data, it streams at " +
                        formatRate(low) + (low < s.maxRate ? " to " + formatRate(s.maxRate) : "") +
                        ", so it stops and restarts (shoe-shining)" +
                        (achieved < feed * 0.999 ? " and moves only " + formatRate(achieved)
                                                 : std::string())});
  }
  for (const auto& jm : model.jobs)
    for (const auto& nodeId : jm.crossedTwice) {
      const auto* node = topology.node(nodeId);
      result.warnings.push_back({nodeId, "job " + quote(jm.name) + " crosses " +
                                             (node ? quote(node->name) : nodeId) +
                                             " twice, into the host and out again (disk or "
                                             "network and tape traffic on one bus)"});
    }
  for (std::size_t j = 0; j < model.jobs.size(); ++j) {
    const JobModel& jm = model.jobs[j];
    const auto* job = topology.job(jm.id);
    if (!job || jm.streams.empty()) continue;
    if (job->options.softwareCompression && !jm.drives.empty()) {
      const auto* drive = topology.node(jm.drives.front());
      const auto* compression = drive ? topology.parameter(*drive, "compression") : nullptr;
      if (compression && compression->string() != "none")
        result.warnings.push_back(
            {drive->id, "job " + quote(jm.name) +
                            " compresses in software and the drive compresses "
                            "again: the drive gains nothing and may expand the data"});
    }
    const JobResult& jr = result.jobs[j];
    if (job->options.streams == 1 && jr.bottleneck.key.rfind("ceiling:", 0) == 0 &&
        jr.next.rate > jr.rate * 1.2)
      result.warnings.push_back({jm.drives.empty() ? std::string() : jm.drives.front(),
                                 "job " + quote(jm.name) + ": one stream is held by " +
                                     jr.bottleneck.label + " at " + formatRate(jr.rate) +
                                     "; parallel streams could reach " + formatRate(jr.next.rate)});
    const bool networkBound = jr.bottleneck.key.rfind("nic:", 0) == 0 ||
                              jr.bottleneck.key.rfind("hub:", 0) == 0 ||
                              jr.bottleneck.key.rfind("link:", 0) == 0;
    if (jm.hosts.size() > 1 && networkBound && !jm.drives.empty())
      for (const auto& tape : model.tapes) {
        if (tape.node != jm.drives.front()) continue;
        const auto& s = tape.streaming;
        const double low = !s.steps.empty()  ? s.steps.front()
                           : s.minRate > 0.0 ? s.minRate
                                             : s.maxRate;
        if (jr.rate * tape.mediaPerHostByte < low)
          result.warnings.push_back({tape.node, "the network path (" + jr.bottleneck.label + ", " +
                                                    formatRate(jr.rate) +
                                                    ") is slower than the drive can stream"});
      }
  }
  for (const auto& host : result.hosts)
    if (host.utilisation > 0.8)
      result.warnings.push_back(
          {host.node, host.name + " above 80 % (" + units::format(host.utilisation, "%", 3) + ")"});
  for (const auto& job : result.jobs)
    if (!job.error.empty())
      result.warnings.push_back({{}, "job " + quote(job.name) + ": " + job.error});

  // Timeline: re-share whenever the set of transferring jobs changes.
  if (options.timeline) {
    std::vector<timeline::TimelineJob> jobs;
    std::vector<std::size_t> modelIndex;
    std::map<std::string, int> devices;
    for (std::size_t j = 0; j < model.jobs.size(); ++j) {
      const JobModel& jm = model.jobs[j];
      if (!jm.error.empty() || jm.streams.empty()) continue;
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
      jobs.push_back(tj);
      modelIndex.push_back(j);
    }
    result.timeline = timeline::simulate(jobs, [&](const std::vector<bool>& transferring) {
      std::vector<bool> active(streamCount, false);
      for (std::size_t i = 0; i < transferring.size(); ++i)
        if (transferring[i])
          for (const std::size_t s : model.jobs[modelIndex[i]].streams) active[s] = true;
      const Shares shares = share(model, rated, active);
      std::vector<double> rates(transferring.size(), 0.0);
      for (std::size_t i = 0; i < transferring.size(); ++i)
        for (const std::size_t s : model.jobs[modelIndex[i]].streams) rates[i] += shares.rate[s];
      return rates;
    });
    for (std::size_t i = 0; i < modelIndex.size(); ++i) {
      JobResult& job = result.jobs[modelIndex[i]];
      job.start = result.timeline.jobs[i].start;
      job.end = result.timeline.jobs[i].end;
      job.cartridgeChanges = result.timeline.jobs[i].cartridgeChanges;
      const JobModel& jm = model.jobs[modelIndex[i]];
      if (job.start > jobs[i].startAt)
        result.warnings.push_back(
            {jm.device, "job " + quote(job.name) + " waits " +
                            units::formatDuration(job.start - jobs[i].startAt) +
                            " for a free slot: " + jm.deviceApp + " runs at most " +
                            std::to_string(jm.deviceSlots) + " job" +
                            (jm.deviceSlots == 1 ? "" : "s") + " into " +
                            quote(topology.node(jm.device)->name) + " at once"});
    }
  }
  result.solves = m_solves;
  return result;
}

SolveResult solve(const topology::Topology& topology, const SolveOptions& options) {
  Solver solver;
  return solver.solve(topology, options);
}

} // namespace tapeflow::solver
