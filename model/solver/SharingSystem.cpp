#include "solver/SharingSystem.h"

#include "util/UnionFind.h"

#include <map>
#include <string>

namespace tapeflow::solver {
namespace {

void flatten(const FlowModel& model, SharingSystem& system) {
  system.start.assign(1, 0);
  for (const auto& stream : model.streams) {
    for (const auto& [r, c] : stream.coefficients) {
      system.resource.push_back(r);
      system.coefficient.push_back(c);
    }
    system.start.push_back(system.resource.size());
  }
}

// Joins the streams that must be solved together; returns nothing, the partition holds it.
void joinCoupled(const FlowModel& model, const SharingSystem& system, UnionFind& partition) {
  constexpr std::size_t kNone = static_cast<std::size_t>(-1);
  std::vector<std::size_t> firstOnResource(model.resources.size(), kNone);
  for (std::size_t s = 0; s < model.streams.size(); ++s)
    for (const std::size_t r : system.resourcesOf(s)) {
      if (firstOnResource[r] == kNone)
        firstOnResource[r] = s;
      else
        partition.join(firstOnResource[r], s);
    }
  std::map<std::string, std::size_t, std::less<>> firstOnDevice;
  for (const auto& job : model.jobs) {
    if (job.streams.empty()) continue;
    for (const std::size_t s : job.streams) partition.join(job.streams.front(), s);
    if (job.device.empty()) continue;
    const auto [it, added] = firstOnDevice.try_emplace(job.device, job.streams.front());
    if (!added) partition.join(it->second, job.streams.front());
  }
}

} // namespace

SharingSystem compileSharing(const FlowModel& model) {
  SharingSystem system;
  flatten(model, system);
  UnionFind partition(model.streams.size());
  joinCoupled(model, system, partition);

  const std::size_t streams = model.streams.size();
  system.componentOfStream.assign(streams, kNoComponent);
  system.localStream.assign(streams, 0);
  std::vector<std::size_t> componentOfRoot(streams, kNoComponent);
  for (std::size_t s = 0; s < streams; ++s) {
    std::size_t& c = componentOfRoot[partition.find(s)];
    if (c == kNoComponent) {
      c = system.components.size();
      system.components.emplace_back();
    }
    system.componentOfStream[s] = c;
    system.localStream[s] = system.components[c].streams.size();
    system.components[c].streams.push_back(s);
  }
  system.componentOfResource.assign(model.resources.size(), kNoComponent);
  system.localResource.assign(model.resources.size(), 0);
  for (std::size_t s = 0; s < streams; ++s)
    for (const std::size_t r : system.resourcesOf(s))
      system.componentOfResource[r] = system.componentOfStream[s];
  for (std::size_t r = 0; r < model.resources.size(); ++r)
    if (const std::size_t c = system.componentOfResource[r]; c != kNoComponent) {
      system.localResource[r] = system.components[c].resources.size();
      system.components[c].resources.push_back(r);
    }
  for (std::size_t t = 0; t < model.tapes.size(); ++t)
    if (const std::size_t c = system.componentOfResource[model.tapes[t].resource];
        c != kNoComponent)
      system.components[c].tapes.push_back(t);
  system.componentOfJob.assign(model.jobs.size(), kNoComponent);
  for (std::size_t j = 0; j < model.jobs.size(); ++j)
    if (!model.jobs[j].streams.empty()) {
      const std::size_t c = system.componentOfStream[model.jobs[j].streams.front()];
      system.componentOfJob[j] = c;
      system.components[c].jobs.push_back(j);
    }
  return system;
}

} // namespace tapeflow::solver
