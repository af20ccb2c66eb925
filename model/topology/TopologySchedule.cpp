// The document's schedule of backup levels (Schedule.h): checked whole before it replaces the
// previous one.

#include "topology/Topology.h"
#include "util/Text.h"

#include <set>
#include <utility>

namespace tapeflow::topology {

Expected<Schedule> Topology::setSchedule(Schedule schedule) {
  if (const Status checked = checkSchedule(schedule); !checked) return checked.error();
  Schedule previous = std::exchange(m_schedule, std::move(schedule));
  notify(Change::Type::DocumentChanged, {});
  return previous;
}

Status Topology::checkSchedule(const Schedule& schedule) const {
  if (schedule.days.size() > kMaxScheduleDays)
    return Error{"a schedule holds at most " + std::to_string(kMaxScheduleDays) + " days"};
  std::set<std::string, std::less<>> names;
  for (std::size_t d = 0; d < schedule.days.size(); ++d) {
    const ScheduleDay& day = schedule.days[d];
    const std::string which = "day " + std::to_string(d + 1);
    if (day.name.empty()) return Error{which + " of the schedule has no name"};
    if (!names.insert(day.name).second)
      return Error{"two days of the schedule are called " + quote(day.name)};
    if (day.window && !isObjectiveDuration(day.window->seconds))
      return Error{"the window of " + quote(day.name) + " must be a positive duration"};
    for (const auto& [id, level] : day.levels)
      if (!job(id))
        return Error{quote(day.name) + " runs the job " + quote(id) +
                     ", which the diagram does not have"};
  }
  return Done{};
}

} // namespace tapeflow::topology
