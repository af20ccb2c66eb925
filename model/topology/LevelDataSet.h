#pragma once

// What a backup at a level moves (JobLevel.h): the changed bytes and files of an incremental or
// a differential, all of the data set for a full.

#include "topology/JobDataSet.h"
#include "topology/JobLevel.h"

namespace tapeflow::topology {

struct LevelDataSet {
  JobDataSet moved;
  double walkedFiles = 0.0; // files the tree walk visits: every file, changed or not
};
[[nodiscard]] LevelDataSet levelDataSet(const JobDataSet& full, const JobLevel& level);

} // namespace tapeflow::topology
