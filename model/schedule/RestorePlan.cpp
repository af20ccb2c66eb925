#include "schedule/RestorePlan.h"

#include "schedule/ScheduleDays.h"
#include "schedule/ScheduleRun.h"
#include "solver/Solver.h"

#include <optional>

namespace tapeflow::schedule {
namespace {

// The restore of one backup: the job alone, at the level and days of change it had that night.
RestoreStep restoreStep(const topology::Topology& topology, const topology::Job& job,
                        std::size_t day, std::string& problem) {
  const topology::Topology night = nightDocument(topology, day);
  topology::Topology alone = night;
  for (const auto& other : night.jobs())
    if (other.id != job.id) (void)alone.removeJob(other.id);
  solver::SolveOptions options;
  options.flow.mode = solver::DirectionMode::Restore;
  const solver::SolveResult result = solver::solve(alone, options);
  RestoreStep step;
  step.day = topology.schedule().days[day].name;
  step.level = *levelOn(topology.schedule(), day, job.id);
  if (const solver::JobResult* solved = result.job(job.id)) {
    step.bytes = solved->bytes;
    step.seconds = result.timeline.window;
    if (!solved->error.empty() && problem.empty()) problem = solved->error;
  }
  if (result.timeline.stalled && problem.empty()) problem = "a piece of the restore never ends";
  return step;
}

} // namespace

std::vector<RestorePlan> planRestores(const topology::Topology& topology) {
  const topology::Schedule& schedule = topology.schedule();
  std::vector<RestorePlan> plans;
  for (const auto& job : topology.jobs()) {
    // Each night's backup restored once; the chains of every morning reuse them.
    std::vector<std::optional<RestoreStep>> pieces(schedule.days.size());
    std::string problem;
    const auto piece = [&](std::size_t day) -> const RestoreStep& {
      if (!pieces[day]) pieces[day] = restoreStep(topology, job, day, problem);
      return *pieces[day];
    };
    std::optional<RestorePlan> worst;
    for (std::size_t d = 0; d < schedule.days.size(); ++d) {
      if (!levelOn(schedule, d, job.id)) continue;
      RestorePlan plan;
      plan.job = job.id;
      plan.name = job.name;
      plan.after = schedule.days[d].name;
      for (const std::size_t day : restoreChain(schedule, d, job.id)) {
        plan.steps.push_back(piece(day));
        plan.seconds += plan.steps.back().seconds;
      }
      if (plan.steps.empty()) plan.problem = "the schedule has no full backup of it";
      if (!worst || plan.seconds > worst->seconds) worst = std::move(plan);
    }
    if (!worst) continue;
    if (worst->problem.empty()) worst->problem = problem;
    plans.push_back(std::move(*worst));
  }
  return plans;
}

} // namespace tapeflow::schedule
