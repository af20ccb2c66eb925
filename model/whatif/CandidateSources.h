#pragma once

// The two sources of candidates findCandidates() (Candidates.h) draws on, one file each:
// a saturated resource's component (ResourceCandidates.cpp) and a job's own settings
// (JobCandidates.cpp). Internal to the advisor.

#include "whatif/Candidates.h"

#include <vector>

namespace tapeflow::whatif {

void addResourceChanges(const topology::Topology& topology, const Sensitivity& sensitivity,
                        std::vector<Candidate>& out);
void addJobChanges(const topology::Topology& topology, const solver::JobResult& result,
                   std::vector<Candidate>& out);

} // namespace tapeflow::whatif
