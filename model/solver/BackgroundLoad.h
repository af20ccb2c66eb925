#pragma once

// Background load (issue 20): a component can be partly busy with work that is not a job of the
// diagram (other file systems on the same RAID set during the backup, other traffic on the LAN,
// other programs on the server's CPUs). Its kind's `background_load` states that share u of its
// capacity; every resource of the component keeps (1 - u) of its capacity for the jobs.
//
// This is what max-min sharing would give a background flow of demand u C that asks for no more
// than its fair share (it gets u C, the jobs share C - u C); a heavier background would be held
// to its fair share by the sharing, so the stated share is the background's own measured load,
// not a demand it could not get.

#include "solver/Parameters.h"
#include "topology/Topology.h"

#include <string_view>

namespace tapeflow::solver {

// The share of node `nodeId`'s capacity left for the jobs: 1 - its background load (1 for an
// unknown node or a kind without the parameter).
[[nodiscard]] double shareLeftForJobs(const topology::Topology& topology, std::string_view nodeId);
// The same for a node whose figures are at hand (the flow builder reads them by number).
[[nodiscard]] double shareLeftForJobs(const Parameters& node);

} // namespace tapeflow::solver
