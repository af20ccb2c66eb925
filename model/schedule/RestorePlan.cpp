#include "schedule/RestorePlan.h"

#include "schedule/ScheduleDays.h"
#include "schedule/ScheduleRun.h"
#include "solver/Solver.h"

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
    std::size_t worst = schedule.days.size();
    std::vector<std::size_t> chain;
    bool scheduled = false;
    for (std::size_t d = 0; d < schedule.days.size(); ++d) {
      if (!levelOn(schedule, d, job.id)) continue;
      scheduled = true;
      auto candidate = restoreChain(schedule, d, job.id);
      if (worst == schedule.days.size() || candidate.size() > chain.size()) {
        worst = d;
        chain = std::move(candidate);
      }
    }
    if (!scheduled) continue;
    RestorePlan plan;
    plan.job = job.id;
    plan.name = job.name;
    plan.after = schedule.days[worst].name;
    if (chain.empty()) plan.problem = "the schedule has no full backup of it";
    for (const std::size_t day : chain) {
      plan.steps.push_back(restoreStep(topology, job, day, plan.problem));
      plan.seconds += plan.steps.back().seconds;
    }
    plans.push_back(std::move(plan));
  }
  return plans;
}

} // namespace tapeflow::schedule
