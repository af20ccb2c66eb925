#pragma once

// How the steady rates answer a change of one saturated resource's capacity (issue 19, "What
// buys the most"), read from the max-min solution rather than by solving again.
//
// Progressive filling with weights 1 freezes the streams S_l held by each saturated resource l
// at one level t_l (their common rate), in increasing order of t_l. At the solution, for every
// such l:   sum_{k in S_l} A_lk t_l + sum_{k frozen below t_l} A_lk x_k = C_l.
// Differentiating along the order of the levels gives the change of each level when C_r moves:
//   dt_l/dC_r = ([l == r] - sum_{k frozen below t_l} A_lk dx_k/dC_r) / sum_{k in S_l} A_lk,
// and dx_k = dt_l for k in S_l; streams held by their own ceilings do not move. So raising C_r
// raises the streams it froze, and the streams frozen later by resources they share take less.
// Exact where the solution is not at a tie (a small change keeps every stream's bottleneck);
// the tape drives' capacities are taken as they are after the streaming fixed point (a drive
// fed faster may also shoe-shine less, which this first-order answer leaves out).

#include "solver/Solver.h"

#include <string>
#include <vector>

namespace tapeflow::whatif {

struct JobSensitivity {
  std::string job;    // job id
  double dRate = 0.0; // d(job rate)/d(capacity): logical bytes/s per unit of capacity
};

struct Sensitivity {
  std::string key;       // the resource's key (solver::ResourceUse::key)
  std::string label;     // for people
  std::string node;      // the component, when the resource belongs to one
  std::string parameter; // the figure that sets the capacity
  double capacity = 0.0; // as shared (a drive's after the streaming fixed point)
  double dRate = 0.0;    // d(aggregate rate)/d(capacity)
  // Relative: the aggregate rate's change per relative change of the capacity,
  // (C / rate) dRate; 1 when the whole run moves with it, 0 when it does not.
  double elasticity = 0.0;
  std::vector<JobSensitivity> jobs; // the jobs it moves (dRate != 0)
};

// One entry per resource that holds at least one stream of `run`, largest |elasticity| first.
// `run` must be a solve of `topology` with `options` (the flow model is built again here).
[[nodiscard]] std::vector<Sensitivity> sensitivities(const topology::Topology& topology,
                                                     const solver::SolveResult& run,
                                                     const solver::FlowOptions& options);

} // namespace tapeflow::whatif
