#pragma once

// The solves a set of measurements is compared with: one whole run per direction they were
// measured in (a backup measurement against the run of every job as a backup, as
// `tapeflow-cli validate` compares a paper's table). Internal to model/calibration.

#include "calibration/Calibrate.h"
#include "solver/Solver.h"

#include <map>

namespace tapeflow::calibration {

using MeasuredRuns = std::map<topology::Direction, solver::SolveResult>;

// How a run in `direction` is solved: rates only (no next bottlenecks, timeline or words).
[[nodiscard]] solver::SolveOptions runOptions(topology::Direction direction);

[[nodiscard]] MeasuredRuns measuredRuns(const topology::Topology& topology,
                                        const std::vector<JobMeasurement>& measurements);

// The measured job in the run of its direction; null if it is not there.
[[nodiscard]] const solver::JobResult* measuredJob(const MeasuredRuns& runs,
                                                   const JobMeasurement& measured);

} // namespace tapeflow::calibration
