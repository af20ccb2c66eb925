#pragma once

// The flow model compiled for sharing (docs/architecture.md, "The pipeline", between the flow model
// and the max-min core): each stream's resources and coefficients as flat arrays, and the
// independent parts of the system.
//
// Two streams are in one component when they share a resource (any coefficient), belong to one
// job, or to jobs that take slots of one device. Max-min sharing, the streaming fixed point and
// the timeline of one component do not depend on any other, so each is solved on its own: an
// explanation that lifts one resource re-solves only its component, and the timeline of many
// independent servers is many small simulations instead of one whose every event re-shares the
// whole diagram (issue 18: the full solve grew 180x for 10x more nodes).

#include "solver/FlowModel.h"
#include "util/UnionFind.h"

#include <cstddef>
#include <span>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace tapeflow::solver {

inline constexpr std::size_t kNoComponent = static_cast<std::size_t>(-1);

struct Component {
  std::vector<std::size_t> streams;   // FlowModel::streams indices, ascending
  std::vector<std::size_t> resources; // FlowModel::resources indices, ascending
  std::vector<std::size_t> tapes;     // FlowModel::tapes indices, ascending
  std::vector<std::size_t> jobs;      // FlowModel::jobs indices with streams, ascending
};

struct SharingSystem {
  // Stream s uses resource[k] with coefficient[k] for k in [start[s], start[s+1]), in ascending
  // resource order (as the flow model's map holds them).
  std::vector<std::size_t> start;
  std::vector<std::size_t> resource;
  std::vector<double> coefficient;

  std::vector<Component> components;
  std::vector<std::size_t> componentOfStream;   // per stream
  std::vector<std::size_t> componentOfResource; // per resource; kNoComponent when unused
  std::vector<std::size_t> componentOfJob;      // per job; kNoComponent when it has no stream
  std::vector<std::size_t> localStream;         // position of each stream in its component's list
  std::vector<std::size_t> localResource;       // position of each used resource in its component's

  [[nodiscard]] std::span<const std::size_t> resourcesOf(std::size_t stream) const {
    return {resource.data() + start[stream], start[stream + 1] - start[stream]};
  }
  [[nodiscard]] std::span<const double> coefficientsOf(std::size_t stream) const {
    return {coefficient.data() + start[stream], start[stream + 1] - start[stream]};
  }
};

// What compileSharing() works with, kept by a caller that compiles many parts one after another
// so that each compile allocates nothing new (PartWorkspace in SolveStages.h).
struct SharingCompileScratch {
  UnionFind partition;
  std::vector<std::size_t> firstOnResource;
  std::vector<std::size_t> componentOfRoot;
  std::unordered_map<std::string_view, std::size_t> firstOnDevice; // views of JobModel::device
};

[[nodiscard]] SharingSystem compileSharing(const FlowModel& model);
// The same into `system`, whose storage is reused.
void compileSharing(const FlowModel& model, SharingSystem& system, SharingCompileScratch& scratch);

} // namespace tapeflow::solver
