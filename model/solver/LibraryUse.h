#pragma once

// How a job into a tape library uses it in the timeline (timeline/DrivePool.h): the library's
// drives as a pool, its robot's exchange time, the first-use initialisation of new cartridges,
// and the job's place in the queue.

#include <string>
#include <vector>

namespace tapeflow::solver {

struct LibraryUse {
  std::string library;             // node id; empty when the job's target is not a library
  std::vector<std::string> drives; // the drives in its bays, in bay order
  double exchangeSeconds = 0.0;    // one robot (or operator) exchange
  double initialiseSeconds = 0.0;  // a new cartridge's first use in one of its drives
  int priority = 0;
  bool newMedia = false;
};

} // namespace tapeflow::solver
