// A disk drive: one resource each way, its sequential rate as stated, else the one its spindle
// speed, form factor and year give (DiskMediaRate.h).

#include "solver/kinds/DiskFigures.h"
#include "solver/kinds/Rules.h"
#include "util/Concat.h"

namespace tapeflow::solver::kinds {

void addDiskDrive(const NodeVisit& visit) {
  const auto& here = visit.node;
  const bool backup = visit.backup;
  const double rate =
      sequentialRate(diskFigures(visit.figures), !backup, visit.diskMedia()).value_or(kUnlimited);
  visit.add({{ResourceTag::Disk, backup, visit.index()},
             [&] { return concat("disk:", here.id, backup ? ":read" : ":write"); },
             [&] { return here.name + (backup ? " read" : " write"); },
             ResourceKind::Disk,
             [&] { return rate; },
             backup ? n::kReadRate : n::kWriteRate},
            visit.base);
}

} // namespace tapeflow::solver::kinds
