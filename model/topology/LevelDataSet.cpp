#include "topology/LevelDataSet.h"

#include <algorithm>

namespace tapeflow::topology {

LevelDataSet levelDataSet(const JobDataSet& full, const JobLevel& level) {
  LevelDataSet result{full, full.files};
  if (level.level != BackupLevel::Differential && level.level != BackupLevel::Incremental)
    return result;
  // Changes of several days are summed: an upper bound, since a file changed twice is copied
  // once (an assumption that errs towards a longer run).
  const double days = std::max(1, level.daysOfChange);
  const double share = std::clamp(level.changeRate.value_or(0.0) * days, 0.0, 1.0);
  result.moved.bytes = full.bytes * share;
  result.moved.files = level.changedFiles
                           ? std::min(full.files > 0.0 ? full.files : 1e300,
                                      static_cast<double>(*level.changedFiles) * days)
                           : full.files * share;
  result.moved.meanFileSize =
      result.moved.files > 0.0 ? result.moved.bytes / result.moved.files : full.meanFileSize;
  return result;
}

} // namespace tapeflow::topology
