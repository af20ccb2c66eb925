#include "timeline/Timeline.h"

#include "timeline/Simulation.h"

#include <algorithm>

namespace tapeflow::timeline {

void Moved::add(const Moved& other) {
  bytes += other.bytes;
  first = std::min(first, other.first);
  last = std::max(last, other.last);
}

Moved JobTimeline::moved() const {
  Moved moved;
  for (const auto& segment : segments) {
    if (segment.phase != Phase::Transfer || !(segment.end > segment.start) || !(segment.rate > 0.0))
      continue;
    moved.add({segment.rate * (segment.end - segment.start), segment.start, segment.end});
  }
  return moved;
}

std::string_view phaseName(Phase phase) {
  switch (phase) {
  case Phase::Waiting: return "waiting";
  case Phase::Startup: return "start-up";
  case Phase::Transfer: return "transfer";
  case Phase::Change: return "cartridge change";
  case Phase::Finish: return "finish";
  case Phase::Done: return "done";
  case Phase::RobotWait: return "waiting for the robot";
  case Phase::Mount: return "mount";
  case Phase::Initialise: return "media initialisation";
  }
  return "?";
}

Timeline simulate(const std::vector<TimelineJob>& jobs, const RateFunction& rates) {
  return simulate(jobs, {}, [&](const std::vector<bool>& transferring, const std::vector<int>&) {
    return rates(transferring);
  });
}

Timeline simulate(const std::vector<TimelineJob>& jobs, const std::vector<DrivePool>& pools,
                  const DriveRateFunction& rates) {
  return simulate(jobs, pools,
                  [&](const std::vector<bool>& transferring, const std::vector<int>& drive,
                      Shares& out) { out.rate = rates(transferring, drive); });
}

Timeline simulate(const std::vector<TimelineJob>& jobs, const std::vector<DrivePool>& pools,
                  const ShareFunction& shares) {
  return detail::Simulation(jobs, pools, shares).run();
}

} // namespace tapeflow::timeline
