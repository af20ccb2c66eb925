#include "timeline/DrivePool.h"

#include <algorithm>
#include <tuple>

namespace tapeflow::timeline {

PoolState::PoolState(const std::vector<DrivePool>& pools) : m_pools(pools) {
  int robots = 0;
  for (const auto& pool : m_pools) {
    m_busyDrives.emplace_back(static_cast<std::size_t>(std::max(0, pool.drives)), false);
    robots = std::max(robots, pool.robot + 1);
  }
  m_busyRobots.assign(static_cast<std::size_t>(robots), false);
}

bool PoolState::driveFree(int pool) const {
  const auto& busy = m_busyDrives[static_cast<std::size_t>(pool)];
  return std::find(busy.begin(), busy.end(), false) != busy.end();
}

int PoolState::takeDrive(int pool) {
  auto& busy = m_busyDrives[static_cast<std::size_t>(pool)];
  const auto it = std::find(busy.begin(), busy.end(), false);
  *it = true;
  return static_cast<int>(it - busy.begin());
}

void PoolState::releaseDrive(int pool, int drive) {
  m_busyDrives[static_cast<std::size_t>(pool)][static_cast<std::size_t>(drive)] = false;
}

bool PoolState::robotFree(int robot) const {
  return robot < 0 || !m_busyRobots[static_cast<std::size_t>(robot)];
}

void PoolState::takeRobot(int robot) {
  if (robot >= 0) m_busyRobots[static_cast<std::size_t>(robot)] = true;
}

void PoolState::releaseRobot(int robot) {
  if (robot >= 0) m_busyRobots[static_cast<std::size_t>(robot)] = false;
}

bool goesBefore(const QueuePlace& a, const QueuePlace& b) {
  return std::tuple(a.requested, -a.priority, a.order) <
         std::tuple(b.requested, -b.priority, b.order);
}

} // namespace tapeflow::timeline
