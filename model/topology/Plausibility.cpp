#include "topology/Plausibility.h"

#include "units/Format.h"

#include <cstddef>

namespace tapeflow::topology {
namespace {

// Where "unlikely" starts. Assumptions, each with a wide margin, not sourced figures:
// - the average file of a real file system is kilobytes to megabytes; below 64 bytes the file
//   count or the data size is more likely in the wrong unit;
// - a tape or disk block below one 512-byte sector is no backup program's block;
// - an incremental or differential that moves more than half its data set a day is a full in
//   all but name;
// - a single job above 10 PB is beyond the largest file systems backed up as one job.
constexpr double kSmallestMeanFile = 64.0;
constexpr double kSmallestBlock = 512.0;
constexpr double kLargestDailyChange = 0.5;
constexpr double kLargestJob = 10e15;

std::string bytes(double value) { return units::formatAuto(value, units::Dimension::Bytes); }

// A count as people read it: 80,000,000,000.
std::string count(long long value) {
  std::string digits = std::to_string(value);
  for (auto at = static_cast<std::ptrdiff_t>(digits.size()) - 3; at > (value < 0 ? 1 : 0); at -= 3)
    digits.insert(static_cast<std::size_t>(at), ",");
  return digits;
}

void meanFile(const JobOptions& o, std::vector<ImplausibleFigure>& found) {
  std::optional<double> mean = o.meanFileSize;
  if (!mean && o.dataSize && o.fileCount && *o.fileCount > 0)
    mean = *o.dataSize / static_cast<double>(*o.fileCount);
  if (!mean || *mean >= kSmallestMeanFile) return;
  const JobField field = o.meanFileSize ? JobField::MeanFileSize : JobField::FileCount;
  const std::string how =
      o.meanFileSize ? std::string()
                     : " (" + bytes(*o.dataSize) + " in " + count(*o.fileCount) + " files)";
  found.push_back({field, "an average file of " + bytes(*mean) + how +
                              " is smaller than real file systems keep; is the file count or the "
                              "data size in the wrong unit?"});
}

void blockSize(const JobOptions& o, std::vector<ImplausibleFigure>& found) {
  if (o.blockSize && *o.blockSize < kSmallestBlock)
    found.push_back({JobField::BlockSize, "a block of " + bytes(*o.blockSize) +
                                              " is smaller than a disk sector (512 B); is the "
                                              "block size in the wrong unit?"});
}

void dataSize(const JobOptions& o, std::vector<ImplausibleFigure>& found) {
  if (o.dataSize && *o.dataSize > kLargestJob)
    found.push_back({JobField::DataSize, "a data set of " + bytes(*o.dataSize) +
                                             " is beyond the largest file systems backed up as "
                                             "one job; is the data size in the wrong unit?"});
}

void level(const Job& job, std::vector<ImplausibleFigure>& found) {
  const JobLevel& l = job.level;
  if (isPartial(l.level) && l.changeRate && *l.changeRate > kLargestDailyChange)
    found.push_back({std::nullopt, "a change rate of " + units::format(*l.changeRate, "%", 3) +
                                       " a day moves most of the data set each time: a full in "
                                       "all but name; is the rate a share (0.05 for 5%)?"});
  if (l.changedFiles && job.options.fileCount && *l.changedFiles > *job.options.fileCount)
    found.push_back({std::nullopt, "more files change a day (" + count(*l.changedFiles) +
                                       ") than the data set holds (" +
                                       count(*job.options.fileCount) + ")"});
}

} // namespace

std::vector<ImplausibleFigure> implausibleFigures(const Job& job) {
  std::vector<ImplausibleFigure> found;
  meanFile(job.options, found);
  blockSize(job.options, found);
  dataSize(job.options, found);
  level(job, found);
  return found;
}

} // namespace tapeflow::topology
