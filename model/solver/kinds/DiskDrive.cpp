// A disk drive: one resource each way, its sequential rate as stated, else the one its spindle
// speed, form factor and year give (DiskMediaRate.h).

#include "solver/kinds/DiskFigures.h"
#include "solver/kinds/Rules.h"

namespace tapeflow::solver::kinds {

void addDiskDrive(const NodeVisit& visit) {
  const bool write = !visit.backup;
  addStreamingDisk(
      visit,
      sequentialRate(diskFigures(visit.figures), write, visit.diskMedia()).value_or(kUnlimited));
}

} // namespace tapeflow::solver::kinds
