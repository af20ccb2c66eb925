#include "schedule/ScheduleDays.h"

#include <algorithm>

namespace tapeflow::schedule {
namespace {

using topology::BackupLevel;

bool isFull(BackupLevel level) {
  return level == BackupLevel::Full || level == BackupLevel::SyntheticFull;
}

// The day `back` days before `day`, in the repeating period.
std::size_t before(std::size_t day, std::size_t back, std::size_t period) {
  return (day + period - back % period) % period;
}

} // namespace

std::optional<BackupLevel> levelOn(const topology::Schedule& schedule, std::size_t day,
                                   std::string_view job) {
  const auto& levels = schedule.days.at(day).levels;
  const auto it = levels.find(job);
  if (it == levels.end()) return std::nullopt;
  return it->second;
}

int daysOfChange(const topology::Schedule& schedule, std::size_t day, std::string_view job) {
  const std::size_t period = schedule.days.size();
  const auto level = levelOn(schedule, day, job);
  if (!level || isFull(*level)) return 1;
  for (std::size_t back = 1; back <= period; ++back) {
    const auto earlier = levelOn(schedule, before(day, back, period), job);
    if (!earlier) continue;
    if (*level == BackupLevel::Incremental || isFull(*earlier)) return static_cast<int>(back);
  }
  // A differential with no full in the period: everything the period changed.
  return static_cast<int>(period);
}

std::vector<std::size_t> restoreChain(const topology::Schedule& schedule, std::size_t day,
                                      std::string_view job) {
  const std::size_t period = schedule.days.size();
  std::vector<std::size_t> chain;
  bool differentialFound = false;
  for (std::size_t back = 0; back < period; ++back) {
    const std::size_t d = before(day, back, period);
    const auto level = levelOn(schedule, d, job);
    if (!level) continue;
    if (isFull(*level)) {
      chain.push_back(d);
      std::reverse(chain.begin(), chain.end());
      return chain;
    }
    // Incrementals older than the latest differential are in it already.
    if (*level == BackupLevel::Differential) {
      if (!differentialFound) chain.push_back(d);
      differentialFound = true;
    } else if (!differentialFound) {
      chain.push_back(d);
    }
  }
  return {};
}

} // namespace tapeflow::schedule
