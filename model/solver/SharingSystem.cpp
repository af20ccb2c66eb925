#include "solver/SharingSystem.h"

namespace tapeflow::solver {
namespace {

void flatten(const FlowModel& model, SharingSystem& system) {
  system.start.assign(1, 0);
  system.resource.clear();
  system.coefficient.clear();
  for (const auto& stream : model.streams) {
    for (const auto& [r, c] : stream.coefficients) {
      system.resource.push_back(r);
      system.coefficient.push_back(c);
    }
    system.start.push_back(system.resource.size());
  }
}

// Joins the streams that must be solved together; returns nothing, the partition holds it.
void joinCoupled(const FlowModel& model, const SharingSystem& system,
                 SharingCompileScratch& scratch) {
  constexpr std::size_t kNone = static_cast<std::size_t>(-1);
  UnionFind& partition = scratch.partition;
  std::vector<std::size_t>& firstOnResource = scratch.firstOnResource;
  firstOnResource.assign(model.resources.size(), kNone);
  for (std::size_t s = 0; s < model.streams.size(); ++s)
    for (const std::size_t r : system.resourcesOf(s)) {
      if (firstOnResource[r] == kNone)
        firstOnResource[r] = s;
      else
        partition.join(firstOnResource[r], s);
    }
  auto& firstOnDevice = scratch.firstOnDevice;
  firstOnDevice.clear();
  for (const auto& job : model.jobs) {
    if (job.streams.empty()) continue;
    for (const std::size_t s : job.streams) partition.join(job.streams.front(), s);
    if (job.device.empty()) continue;
    const auto [it, added] = firstOnDevice.try_emplace(job.device, job.streams.front());
    if (!added) partition.join(it->second, job.streams.front());
  }
}

// Component c of the system, emptied: a component left from an earlier compile keeps its
// storage.
Component& componentAt(SharingSystem& system, std::size_t c) {
  if (c == system.components.size()) return system.components.emplace_back();
  Component& component = system.components[c];
  component.streams.clear();
  component.resources.clear();
  component.tapes.clear();
  component.jobs.clear();
  return component;
}

} // namespace

SharingSystem compileSharing(const FlowModel& model) {
  SharingSystem system;
  SharingCompileScratch scratch;
  compileSharing(model, system, scratch);
  return system;
}

void compileSharing(const FlowModel& model, SharingSystem& system, SharingCompileScratch& scratch) {
  flatten(model, system);
  const std::size_t streams = model.streams.size();
  scratch.partition.reset(streams);
  joinCoupled(model, system, scratch);

  system.componentOfStream.assign(streams, kNoComponent);
  system.localStream.assign(streams, 0);
  std::vector<std::size_t>& componentOfRoot = scratch.componentOfRoot;
  componentOfRoot.assign(streams, kNoComponent);
  std::size_t components = 0;
  for (std::size_t s = 0; s < streams; ++s) {
    std::size_t& c = componentOfRoot[scratch.partition.find(s)];
    if (c == kNoComponent) {
      c = components;
      (void)componentAt(system, components++);
    }
    system.componentOfStream[s] = c;
    system.localStream[s] = system.components[c].streams.size();
    system.components[c].streams.push_back(s);
  }
  system.components.resize(components);
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
}

} // namespace tapeflow::solver
