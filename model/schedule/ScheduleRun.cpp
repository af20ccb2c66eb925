#include "schedule/ScheduleRun.h"

#include "catalog/KindCode.h"
#include "schedule/ScheduleDays.h"
#include "util/Text.h"

namespace tapeflow::schedule {
namespace {

int cartridgesOf(const topology::Topology& night, const topology::Job& job,
                 const timeline::JobTimeline& timeline) {
  const topology::Node* target = night.node(job.target);
  if (!target || catalog::isKind(target->kind, catalog::KindCode::NullDevice)) return 0;
  if (timeline.mounts > 0) return timeline.mounts;
  return timeline.cartridgeChanges + 1;
}

// The busiest resource of the night: the highest utilisation of the steady run.
void addBusiest(Night& night) {
  for (const auto& resource : night.run.resources)
    if (resource.utilisation > night.busiestUse) {
      night.busiestUse = resource.utilisation;
      night.busiest = resource.label;
    }
}

} // namespace

topology::Topology nightDocument(const topology::Topology& topology, std::size_t day) {
  const topology::Schedule& schedule = topology.schedule();
  topology::Topology night = topology;
  for (const auto& job : topology.jobs()) {
    const auto level = levelOn(schedule, day, job.id);
    if (!level) {
      (void)night.removeJob(job.id);
      continue;
    }
    topology::Job changed = job;
    changed.level.level = *level;
    changed.level.daysOfChange = daysOfChange(schedule, day, job.id);
    (void)night.updateJob(std::move(changed));
  }
  return night;
}

ScheduleRun runSchedule(const topology::Topology& topology) {
  ScheduleRun result;
  const topology::Schedule& schedule = topology.schedule();
  solver::SolveOptions options;
  options.flow.mode = solver::DirectionMode::Backup;
  for (std::size_t d = 0; d < schedule.days.size(); ++d) {
    const topology::ScheduleDay& day = schedule.days[d];
    for (const auto& [id, level] : day.levels)
      if (!topology.job(id))
        result.problems.push_back(quote(day.name) + " runs the job " + quote(id) +
                                  ", which the diagram no longer has");
    const topology::Topology document = nightDocument(topology, d);
    Night night;
    night.day = day.name;
    night.run = solver::solve(document, options);
    const auto window = day.window ? day.window : topology.objectives().backupWindow;
    night.verdict = whatif::judge(night.run, topology::Direction::Backup, window);
    addBusiest(night);
    for (const auto& job : document.jobs()) {
      NightJob entry;
      entry.id = job.id;
      entry.name = job.name;
      entry.level = job.level.level;
      entry.daysOfChange = job.level.daysOfChange;
      if (const solver::JobResult* solved = night.run.job(job.id)) {
        entry.bytes = solved->bytes;
        entry.start = solved->start;
        entry.end = solved->end;
        entry.error = solved->error;
      }
      for (const auto& timeline : night.run.timeline.jobs)
        if (timeline.id == job.id) entry.cartridges = cartridgesOf(document, job, timeline);
      night.cartridges += entry.cartridges;
      night.bytes += entry.bytes;
      night.jobs.push_back(std::move(entry));
    }
    result.nights.push_back(std::move(night));
  }
  return result;
}

} // namespace tapeflow::schedule
