#include "solver/InterleavedReads.h"

#include "solver/FigureWords.h"
#include "units/Format.h"
#include "util/Concat.h"

namespace tapeflow::solver {

double spindleAccess(std::optional<double> rpm, std::optional<double> access,
                     std::optional<double> iops) {
  if (rpm && *rpm <= 0.0) return 0.0;
  if (!rpm && iops && *iops >= kSpindleIops) return 0.0;
  if (access && *access > 0.0) return *access;
  return iops && *iops > 0.0 && *iops < kSpindleIops ? 1.0 / *iops : 0.0;
}

std::string interleavedWords(const std::string& diskLabel, const InterleavedReads& reads) {
  return concat(diskLabel, ", ", units::formatExact(reads.files), " files read at once in ",
                binaryBytesWords(reads.size), " reads, each after a ",
                units::format(reads.access, "ms", 3), " access");
}

} // namespace tapeflow::solver
