#include "topology/JobDataSet.h"

#include "topology/Topology.h"

namespace tapeflow::topology {

namespace {

bool positive(const std::optional<double>& value) { return value && *value > 0.0; }

// The volume's mean file size: stated, or its data size over its file count.
double volumeMean(const VolumeDataSet& volume) {
  if (positive(volume.meanFileSize)) return *volume.meanFileSize;
  if (positive(volume.fileCount) && positive(volume.dataSize))
    return *volume.dataSize / *volume.fileCount;
  return 0.0;
}

} // namespace

JobDataSet jobDataSet(const JobOptions& options, const VolumeDataSet& volume) {
  JobDataSet set;
  set.bytes = options.dataSize.value_or(volume.dataSize.value_or(0.0));
  if (options.fileCount) {
    set.files = static_cast<double>(*options.fileCount);
    set.meanFileSize = options.meanFileSize.value_or(set.files > 0.0 ? set.bytes / set.files : 0.0);
    return set;
  }
  set.meanFileSize = options.meanFileSize.value_or(volumeMean(volume));
  if (set.meanFileSize > 0.0)
    set.files = set.bytes / set.meanFileSize;
  else if (positive(volume.fileCount)) // the volume names its files but not their size
    set.files = *volume.fileCount, set.meanFileSize = set.bytes / set.files;
  return set;
}

JobDataSet jobDataSet(const Topology& topology, const Job& job) {
  const Node* volume = topology.node(job.source);
  const auto figure = [&](std::string_view name) -> std::optional<double> {
    const auto* value = volume ? topology.parameter(*volume, name) : nullptr;
    return value ? std::optional<double>(value->number()) : std::nullopt;
  };
  return jobDataSet(job.options,
                    {figure("data_size"), figure("file_count"), figure("mean_file_size")});
}

} // namespace tapeflow::topology
