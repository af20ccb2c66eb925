// The data a job moves: how many bytes and files, and so their mean size. One rule for the
// solver, the advisor and the what-if tools, so a job that backs up part of a volume is
// described the same way everywhere.

#pragma once

#include "topology/Elements.h"

#include <optional>

namespace tapeflow::topology {

// A volume's data set as its parameters state it (absent figures are nullopt).
struct VolumeDataSet {
  std::optional<double> dataSize; // bytes
  std::optional<double> fileCount;
  std::optional<double> meanFileSize; // bytes
};

struct JobDataSet {
  double bytes = 0.0;
  double files = 0.0;        // 0 when neither the job nor its volume says
  double meanFileSize = 0.0; // bytes; 0 when unknown
};

// A job's own figures win; what it leaves open comes from its volume. A job that backs up part
// of a volume (a smaller data size and no file figures) keeps the volume's mean file size, so
// it carries its share of the files: splitting a volume over two jobs must not make its files
// smaller.
[[nodiscard]] JobDataSet jobDataSet(const JobOptions& options, const VolumeDataSet& volume);

class Topology;
// The same for a job of `topology`, its volume's figures read from the document (overrides,
// then catalog entry, then kind defaults).
[[nodiscard]] JobDataSet jobDataSet(const Topology& topology, const Job& job);

} // namespace tapeflow::topology
