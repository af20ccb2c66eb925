// Figures that can be but are unlikely to be meant (issue 37) are warned about where the user
// sees them (on loading, with the JSON Pointer of the figure) and are never changed.

#include "topology/Plausibility.h"
#include "TestCatalog.h"
#include "io/TopologyFile.h"

#include <catch2/catch.hpp>

using namespace tapeflow;
using topology::BackupLevel;
using topology::ImplausibleFigure;
using topology::Job;
using topology::JobField;

namespace {

Job plausibleJob() {
  Job job;
  job.name = "Nightly";
  job.options.dataSize = 2e12;
  job.options.fileCount = 4'000'000;
  job.options.blockSize = 256.0 * 1024;
  return job;
}

std::string messages(const std::vector<ImplausibleFigure>& found) {
  std::string text;
  for (const auto& figure : found) text += figure.message + "\n";
  return text;
}

} // namespace

TEST_CASE("a job of figures seen in practice has nothing implausible") {
  CHECK(topology::implausibleFigures(plausibleJob()).empty());
  Job job = plausibleJob();
  job.level.level = BackupLevel::Incremental;
  job.level.changeRate = 0.05;
  job.level.changedFiles = 40'000;
  CHECK(topology::implausibleFigures(job).empty());
}

TEST_CASE("files of a few bytes on average are flagged on the figure that makes them") {
  Job job = plausibleJob();
  job.options.fileCount = 80'000'000'000; // 25 B a file
  const auto found = topology::implausibleFigures(job);
  REQUIRE(found.size() == 1);
  CHECK(found[0].field == JobField::FileCount);
  CHECK_THAT(found[0].message, Catch::Contains("an average file of 25 B (2 TB in 80,000,000,000 "
                                               "files)"));
  job.options.fileCount.reset();
  job.options.meanFileSize = 10.0;
  REQUIRE(topology::implausibleFigures(job).size() == 1);
  CHECK(topology::implausibleFigures(job)[0].field == JobField::MeanFileSize);
}

TEST_CASE("a block below a sector and a job beyond any file system are flagged") {
  Job job = plausibleJob();
  job.options.blockSize = 16.0;
  job.options.dataSize = 3e16;
  job.options.fileCount.reset();
  const auto found = topology::implausibleFigures(job);
  INFO(messages(found));
  REQUIRE(found.size() == 2);
  CHECK(found[0].field == JobField::BlockSize);
  CHECK_THAT(found[0].message, Catch::Contains("a block of 16 B"));
  CHECK(found[1].field == JobField::DataSize);
  CHECK_THAT(found[1].message, Catch::Contains("30 PB"));
}

TEST_CASE("a level that changes most of its data set, or more files than it has, is flagged") {
  Job job = plausibleJob();
  job.level.level = BackupLevel::Differential;
  job.level.changeRate = 0.8;
  job.level.changedFiles = 5'000'000;
  const auto found = topology::implausibleFigures(job);
  INFO(messages(found));
  REQUIRE(found.size() == 2);
  CHECK_FALSE(found[0].field);
  CHECK_THAT(found[0].message, Catch::Contains("a change rate of 80% a day"));
  CHECK_THAT(found[1].message, Catch::Contains("(5,000,000) than the data set holds (4,000,000)"));
  job.level.level = BackupLevel::Full; // a full's change rate moves nothing
  CHECK(topology::implausibleFigures(job).size() == 1);
}

TEST_CASE("an implausible figure is a warning of the file, at its pointer, and the file opens") {
  const std::string text =
      R"({"format":"tapeflow-topology","version":1,
    "nodes":[{"id":"dlt","entry":"test-dlt"},{"id":"vol","entry":"test-volume"}],"links":[],
    "jobs":[{"id":"j1","source":"vol","target":"dlt","direction":"backup",
             "options":{"data_size":"1 TB","file_count":100000000000,"block_size":"8 B"}}]})";
  const auto loaded = io::loadTopologyText(text, "odd.tapeflow", test::testCatalog());
  INFO(loaded.diagnostics.toString());
  REQUIRE(loaded.topology);
  CHECK(loaded.topology->job("j1")->options.fileCount == 100'000'000'000); // not changed
  std::vector<std::string> pointers;
  for (const auto& d : loaded.diagnostics.all()) {
    CHECK(d.severity == Severity::Warning);
    pointers.push_back(d.pointer);
  }
  CHECK(pointers ==
        std::vector<std::string>{"/jobs/0/options/file_count", "/jobs/0/options/block_size"});
}
