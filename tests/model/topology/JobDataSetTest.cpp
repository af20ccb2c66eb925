// A job's bytes and files: its own figures first, then its volume's, keeping the volume's mean
// file size when the job moves only part of it.

#include "topology/JobDataSet.h"

#include <catch2/catch.hpp>

using tapeflow::topology::jobDataSet;
using tapeflow::topology::JobOptions;
using tapeflow::topology::VolumeDataSet;

TEST_CASE("a job without figures moves its whole volume") {
  const auto set = jobDataSet({}, VolumeDataSet{2e12, 1e6, std::nullopt});
  CHECK(set.bytes == 2e12);
  CHECK(set.files == 1e6);
  CHECK(set.meanFileSize == 2e6);
}

TEST_CASE("a job that backs up part of a volume carries its share of the files") {
  // 1 TB of a 2 TB volume of 1,000,000 files: 500,000 files of 2 MB, not 1,000,000 of 1 MB.
  JobOptions half;
  half.dataSize = 1e12;
  const auto set = jobDataSet(half, VolumeDataSet{2e12, 1e6, std::nullopt});
  CHECK(set.files == 5e5);
  CHECK(set.meanFileSize == 2e6);
}

TEST_CASE("the job's file count or mean file size wins over the volume's") {
  JobOptions counted;
  counted.dataSize = 1e12;
  counted.fileCount = 100000;
  const auto byCount = jobDataSet(counted, VolumeDataSet{2e12, 1e6, 4e6});
  CHECK(byCount.files == 1e5);
  CHECK(byCount.meanFileSize == 1e7);

  JobOptions sized;
  sized.dataSize = 1e12;
  sized.meanFileSize = 5e5;
  const auto bySize = jobDataSet(sized, VolumeDataSet{2e12, 1e6, std::nullopt});
  CHECK(bySize.files == 2e6);
  CHECK(bySize.meanFileSize == 5e5);
}

TEST_CASE("a volume's stated mean file size is used before its count") {
  JobOptions part;
  part.dataSize = 3e9;
  const auto set = jobDataSet(part, VolumeDataSet{9e9, 1e3, 1e6});
  CHECK(set.meanFileSize == 1e6);
  CHECK(set.files == 3e3);
}

TEST_CASE("a volume that counts files but states no size gives the job its count") {
  JobOptions sized;
  sized.dataSize = 4e9;
  const auto set = jobDataSet(sized, VolumeDataSet{std::nullopt, 2e3, std::nullopt});
  CHECK(set.files == 2e3);
  CHECK(set.meanFileSize == 2e6);
  const auto none = jobDataSet(sized, VolumeDataSet{});
  CHECK(none.files == 0.0);
  CHECK(none.meanFileSize == 0.0);
}
