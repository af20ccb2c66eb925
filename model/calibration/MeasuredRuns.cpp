#include "calibration/MeasuredRuns.h"

namespace tapeflow::calibration {

solver::SolveOptions runOptions(topology::Direction direction) {
  solver::SolveOptions options;
  options.timeline = false;
  options.explain = false;
  options.warnings = false;
  options.flow.mode = direction == topology::Direction::Backup ? solver::DirectionMode::Backup
                                                               : solver::DirectionMode::Restore;
  return options;
}

MeasuredRuns measuredRuns(const topology::Topology& topology,
                          const std::vector<JobMeasurement>& measurements) {
  MeasuredRuns runs;
  for (const auto& measured : measurements)
    if (!runs.count(measured.direction))
      runs.emplace(measured.direction, solver::solve(topology, runOptions(measured.direction)));
  return runs;
}

const solver::JobResult* measuredJob(const MeasuredRuns& runs, const JobMeasurement& measured) {
  const auto run = runs.find(measured.direction);
  return run == runs.end() ? nullptr : run->second.job(measured.job);
}

} // namespace tapeflow::calibration
