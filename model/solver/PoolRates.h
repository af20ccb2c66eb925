#pragma once

// Rates for the timeline when jobs take drives from a library's pool (timeline/DrivePool.h).
// Which drive a job gets decides its path (the drive's own media, its link, its adapter), so
// the steady flow model, which puts a library job on one drive, cannot answer. This builds a
// second flow model of the same jobs in which each pool job appears once per drive of its
// library, and shares it with only the copy on the drive each job holds active. Internal to
// model/solver (SolveTimeline.cpp).

#include "solver/FlowModel.h"
#include "solver/Sharing.h"
#include "solver/SharingSystem.h"
#include "timeline/Timeline.h"

#include <memory>
#include <vector>

namespace tapeflow::solver::detail {

class PoolRates {
public:
  // `jobs`: the model jobs of one timeline, in its order; `pooled[i]`: whether job i takes a
  // pool drive (its library's drives in model.jobs[jobs[i]].library.drives).
  PoolRates(const topology::Topology& topology, const FlowModel& model, DirectionMode mode,
            const std::vector<std::size_t>& jobs, const std::vector<bool>& pooled);

  // Each job's logical rate when the flagged jobs transfer, each pool job on drive[i], and what
  // holds it (a resource's number in the steady model, whose resources the results list).
  void operator()(const std::vector<bool>& transferring, const std::vector<int>& drive,
                  timeline::Shares& out);

private:
  FlowModel m_model;
  SharingSystem m_system;
  std::vector<double> m_rated; // Sharing keeps a view of it
  std::unique_ptr<Sharing> m_sharing;
  std::vector<std::vector<std::size_t>> m_copies; // per timeline job: model job per drive
  std::vector<std::size_t> m_steadyResource;      // per resource of m_model: the steady model's
  std::vector<char> m_active;
  ComponentShares m_shares;
};

} // namespace tapeflow::solver::detail
