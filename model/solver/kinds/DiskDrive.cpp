// A disk drive: one resource each way, its sequential rate as stated, else the one its spindle
// speed, form factor and year give (DiskMediaRate.h); a backup reading several files at once
// from a spinning one, or reading while other work moves its heads, pays its access time per read
// (InterleavedReads.h).

#include "solver/kinds/DiskFigures.h"
#include "solver/kinds/Rules.h"

namespace tapeflow::solver::kinds {

void addDiskDrive(const NodeVisit& visit) {
  const auto& p = visit.figures;
  const bool write = !visit.backup;
  const double rate = sequentialRate(diskFigures(p), write, visit.diskMedia()).value_or(kUnlimited);
  const double access =
      seeksHere(visit) ? spindleAccess(statedFigure(p, n::kRpm), statedFigure(p, n::kAccessTime),
                                       statedFigure(p, n::kRandomIops))
                       : 0.0;
  addStreamingDisk(visit, rate, access, rate);
}

} // namespace tapeflow::solver::kinds
