#pragma once

// What the tests of requests in flight share (RequestsTest.cpp, ProfileOverrideTest.cpp): the
// backup into a chunk store and the check that a job is held by its own ceiling.

#include "kinds/KindsFixture.h"

#include <initializer_list>
#include <string>
#include <utility>

namespace tapeflow::test {

// The basic local backup (bus 1 GB/s, array 1 GB/s each way) with disk pool `pool` (t-pool:
// 4 disks of 50 MB/s, with `figures`) on server `srv`, which runs t-app-requests (1 MiB
// requests, one in flight on a backup and two on a restore, 100 MB/s a core backing up, 200 MB/s
// restoring); job `j` backs `vol` up into the pool or restores it from there.
Diagram toRequestPool(std::initializer_list<std::pair<std::string, std::string>> figures,
                      topology::JobOptions options = {},
                      topology::Direction direction = topology::Direction::Backup);

// Job `j` of `result`, which a ceiling of its own must hold: fails the test otherwise.
const solver::JobResult& heldByCeiling(const solver::SolveResult& result);

// Seconds each of two requests in flight takes when, alone, one takes `alone` seconds, `atDisk`
// of them holding one of `disks` disks (a chunk store read back). The second finds the first at
// the disk it lands on for atDisk / alone of the time, on one disk in `disks`, and then waits
// for a whole access and transfer (mean-value analysis, RequestPlan.h).
inline double twoRequestsSeconds(double alone, double atDisk, double disks = 4.0) {
  return alone + atDisk * atDisk / (disks * alone);
}

} // namespace tapeflow::test
