#include "solver/InterleavedReads.h"

#include "solver/FigureWords.h"
#include "units/Format.h"
#include "util/Concat.h"

#include <algorithm>
#include <cmath>

namespace tapeflow::solver {

double spindleAccess(std::optional<double> rpm, std::optional<double> access,
                     std::optional<double> iops) {
  if (rpm && *rpm <= 0.0) return 0.0;
  if (!rpm && iops && *iops >= kSpindleIops) return 0.0;
  if (access && *access > 0.0) return *access;
  return iops && *iops > 0.0 && *iops < kSpindleIops ? 1.0 / *iops : 0.0;
}

double perByteUnderOtherWork(double busy, double access, double rate, double size) {
  if (busy <= 0.0 || access <= 0.0 || size <= 0.0 || rate <= 0.0 || !std::isfinite(rate))
    return 1.0;
  const double left = 1.0 - busy;
  const double everyRead = left / (1.0 + access * rate / size); // shares of the rate
  const double everyForeignIo = 1.0 - 2.0 * busy;
  return left / std::max(everyRead, everyForeignIo);
}

std::string interleavedWords(const std::string& diskLabel, const InterleavedReads& reads) {
  const std::string busy = units::formatExact(std::round(reads.busy * 1000.0) / 10.0) + " %";
  if (reads.files <= 1.0)
    return concat(diskLabel, ", ", busy,
                  " busy with other work, whose I/Os send the heads away "
                  "from the backup's ",
                  binaryBytesWords(reads.size), " reads (", units::format(reads.access, "ms", 3),
                  " an access)");
  return concat(diskLabel, ", ", units::formatExact(reads.files), " files read at once in ",
                binaryBytesWords(reads.size), " reads, each after a ",
                units::format(reads.access, "ms", 3), " access",
                reads.busy > 0.0 ? concat(", ", busy, " busy with other work") : std::string());
}

} // namespace tapeflow::solver
