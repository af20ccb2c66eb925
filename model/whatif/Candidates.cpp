#include "whatif/Candidates.h"

#include "units/Format.h"
#include "whatif/CandidateSources.h"

#include <algorithm>
#include <set>

namespace tapeflow::whatif {
namespace {

// The resources that move the aggregate rate the most, then the limits of the jobs that end
// last (they set the run's time, even when they carry little of the rate), and those jobs'
// own settings.
void addFromRun(const topology::Topology& topology, const solver::SolveResult& run,
                const std::vector<Sensitivity>& sensitivities, const CandidateOptions& options,
                std::vector<Candidate>& out) {
  for (std::size_t i = 0; i < sensitivities.size() && i < options.resources; ++i)
    addResourceChanges(topology, sensitivities[i], out);
  std::vector<const solver::JobResult*> jobs;
  for (const auto& job : run.jobs) jobs.push_back(&job);
  std::stable_sort(jobs.begin(), jobs.end(),
                   [](const auto* a, const auto* b) { return a->end > b->end; });
  for (std::size_t i = 0; i < jobs.size() && i < options.jobs; ++i) {
    const auto s =
        std::find_if(sensitivities.begin(), sensitivities.end(),
                     [&](const Sensitivity& x) { return x.key == jobs[i]->bottleneck.key; });
    if (s != sensitivities.end()) addResourceChanges(topology, *s, out);
    addJobChanges(topology, *jobs[i], out);
  }
}

std::string editKey(const Candidate& c) {
  return std::to_string(int(c.kind)) + '\n' + c.node + '\n' + c.job + '\n' + c.entry + '\n' + c.to +
         '\n' + std::to_string(c.streams) + '\n' + units::formatExact(c.blockSize) + '\n' +
         (c.compression ? "1" : "0");
}

} // namespace

std::vector<Candidate> findCandidates(const topology::Topology& topology,
                                      const solver::SolveResult& backup,
                                      const std::vector<Sensitivity>& backupSensitivities,
                                      const solver::SolveResult& restore,
                                      const std::vector<Sensitivity>& restoreSensitivities,
                                      const CandidateOptions& options) {
  std::vector<Candidate> all;
  addFromRun(topology, backup, backupSensitivities, options, all);
  addFromRun(topology, restore, restoreSensitivities, options, all);
  std::vector<Candidate> unique;
  std::set<std::string> seen;
  for (auto& candidate : all)
    if (seen.insert(editKey(candidate)).second) unique.push_back(std::move(candidate));
  return unique;
}

} // namespace tapeflow::whatif
