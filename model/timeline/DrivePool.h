#pragma once

// A tape library's drives as a pool, and its robot as a shared resource (issue 25). A job whose
// target is a library waits for any free drive of it; when one is free the robot (one exchange
// at a time) mounts a cartridge, a new cartridge is initialised in the drive on first use (LTO-9
// media optimisation), and a job that fills its cartridge waits for the robot again.
//
// Order among waiting jobs: first come first served (the earliest request), then the higher
// priority, then the order given. A drive freed is the lowest-numbered free one.
//
// One exchange (unload, put away, fetch, insert) mounts each cartridge: the cartridge a job
// leaves in its drive goes back to its slot within the next job's exchange, so a job's end
// does not use the robot. An assumption: libraries overlap the put-away and the next fetch.

#include <vector>

namespace tapeflow::timeline {

struct DrivePool {
  int drives = 1;
  int robot = 0;                  // pools with the same robot index share one robot
  double exchangeSeconds = 0.0;   // one robot (or operator) exchange
  double initialiseSeconds = 0.0; // first use of a new cartridge in one of the pool's drives
};

// Who holds which drive and robot while the timeline runs.
class PoolState {
public:
  explicit PoolState(const std::vector<DrivePool>& pools);

  [[nodiscard]] bool driveFree(int pool) const;
  // The lowest-numbered free drive of `pool`, now taken (the pool must have one: driveFree).
  int takeDrive(int pool);
  void releaseDrive(int pool, int drive);

  [[nodiscard]] bool robotFree(int robot) const;
  void takeRobot(int robot);
  void releaseRobot(int robot);

  [[nodiscard]] const DrivePool& pool(int index) const {
    return m_pools[static_cast<std::size_t>(index)];
  }

private:
  std::vector<DrivePool> m_pools;
  std::vector<std::vector<bool>> m_busyDrives; // per pool, per drive
  std::vector<bool> m_busyRobots;
};

// A job's place in a queue: earlier request first, then higher priority, then the order given.
struct QueuePlace {
  double requested = 0.0;
  int priority = 0;
  std::size_t order = 0;
};
[[nodiscard]] bool goesBefore(const QueuePlace& a, const QueuePlace& b);

} // namespace tapeflow::timeline
