#include "solver/PoolRates.h"

#include "solver/FlowBuilder.h"
#include "solver/SolveStages.h"

#include <algorithm>
#include <string_view>
#include <unordered_map>

namespace tapeflow::solver::detail {

PoolRates::PoolRates(const topology::Topology& topology, const FlowModel& model, DirectionMode mode,
                     const std::vector<std::size_t>& jobs, const std::vector<bool>& pooled) {
  std::vector<topology::Job> copies;
  for (std::size_t i = 0; i < jobs.size(); ++i) {
    const JobModel& jm = model.jobs[jobs[i]];
    const topology::Job* job = topology.job(jm.id);
    m_copies.emplace_back();
    if (!job) continue;
    if (!pooled[i]) {
      m_copies.back().push_back(copies.size());
      copies.push_back(*job);
      continue;
    }
    for (const auto& drive : jm.library.drives) {
      m_copies.back().push_back(copies.size());
      copies.push_back(*job);
      copies.back().target = drive;
    }
  }
  const Graph graph(topology);
  FlowOptions options;
  options.mode = mode;
  m_model = FlowBuilder(topology, graph, options).build(copies);
  m_system = compileSharing(m_model);
  m_rated.resize(m_model.resources.size());
  for (std::size_t r = 0; r < m_rated.size(); ++r) m_rated[r] = m_model.resources[r].capacity;
  m_sharing = std::make_unique<Sharing>(m_model, m_system, m_rated);
  // The same resource by its key; one the steady model lacks (another drive's path) says nothing.
  std::unordered_map<std::string_view, std::size_t> steady;
  for (std::size_t r = 0; r < model.resources.size(); ++r)
    steady.emplace(model.resources[r].key, r);
  m_steadyResource.assign(m_model.resources.size(), kLimitNone);
  for (std::size_t r = 0; r < m_model.resources.size(); ++r)
    if (const auto it = steady.find(m_model.resources[r].key); it != steady.end())
      m_steadyResource[r] = it->second;
}

void PoolRates::operator()(const std::vector<bool>& transferring, const std::vector<int>& drive,
                           timeline::Shares& out) {
  // The copy of each transferring job that runs: on its drive, or its only one.
  std::vector<std::size_t> running(transferring.size(), static_cast<std::size_t>(-1));
  for (std::size_t i = 0; i < transferring.size(); ++i) {
    const auto& copies = m_copies[i];
    if (!transferring[i] || copies.empty()) continue;
    const auto d = copies.size() == 1 ? 0 : static_cast<std::size_t>(std::max(0, drive[i]));
    if (d < copies.size()) running[i] = copies[d];
  }
  for (std::size_t c = 0; c < m_system.components.size(); ++c) {
    const Component& component = m_system.components[c];
    m_active.assign(component.streams.size(), 0);
    bool any = false;
    for (std::size_t i = 0; i < running.size(); ++i)
      if (running[i] < m_model.jobs.size() && m_system.componentOfJob[running[i]] == c)
        for (const std::size_t s : m_model.jobs[running[i]].streams) {
          m_active[m_system.localStream[s]] = 1;
          any = true;
        }
    if (!any) continue;
    m_sharing->share(c, m_shares, {}, m_active);
    for (std::size_t i = 0; i < running.size(); ++i)
      if (running[i] < m_model.jobs.size() && m_system.componentOfJob[running[i]] == c) {
        addJobShare(m_model.jobs[running[i]].streams, m_system, m_shares, i, out);
        if (out.heldBy[i] < m_steadyResource.size())
          out.heldBy[i] = m_steadyResource[out.heldBy[i]];
      }
  }
}

} // namespace tapeflow::solver::detail
