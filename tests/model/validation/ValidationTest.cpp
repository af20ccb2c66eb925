// Validation (issue 5): the summary statistics, the reading of a paper's bottleneck words, and
// the shipped validation set (resources/validation) run through the real catalog and solver.

#include "validation/Validation.h"
#include "catalog/Catalog.h"
#include "io/TopologyFile.h"
#include "validation/ValidationGroups.h"

#include <catch2/catch.hpp>

#include <filesystem>

using namespace tapeflow;
using validation::Row;

namespace {

Row row(double absError, std::optional<bool> agrees = std::nullopt) {
  Row r;
  r.record.id = "r" + std::to_string(absError);
  r.predicted = 1.0;
  r.absErrorPercent = absError;
  r.errorPercent = absError;
  r.bottleneckAgrees = agrees;
  return r;
}

std::shared_ptr<const catalog::Catalog> shippedCatalog() {
  Diagnostics diagnostics;
  auto catalog =
      catalog::Catalog::load(std::string(TAPEFLOW_RESOURCE_DIR) + "/catalog", "", diagnostics);
  INFO(diagnostics.toString());
  REQUIRE(catalog);
  return catalog;
}

} // namespace

TEST_CASE("summary: median, nearest-rank 90th percentile, worst rows, agreement") {
  std::vector<Row> rows;
  for (double e : {1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 30.0}) rows.push_back(row(e));
  rows[0].bottleneckAgrees = true;
  rows[1].bottleneckAgrees = false;
  const auto s = validation::summarize(rows);
  CHECK(s.count == 10);
  CHECK(s.medianPercent == Approx(5.5));
  CHECK(s.p90Percent == Approx(9.0)); // rank ceil(0.9 * 10) = 9
  REQUIRE(s.worst.size() == 5);
  CHECK(rows[s.worst.front()].absErrorPercent == 30.0);
  CHECK(s.bottleneckRows == 2);
  CHECK(s.bottleneckAgree == 1);
  CHECK_FALSE(s.pass); // half the bottlenecks differ

  rows[1].bottleneckAgrees = true;
  CHECK(validation::summarize(rows).pass);
  rows.push_back(row(40.0)); // 11 rows: rank 10 is now 30 %
  CHECK(validation::summarize(rows).p90Percent == Approx(30.0));
  CHECK_FALSE(validation::summarize(rows).pass);
  CHECK_FALSE(validation::summarize({}).pass); // nothing measured proves nothing
}

TEST_CASE("a paper's bottleneck words map to the solver's categories") {
  CHECK(validation::paperBottleneckCategory("Yes (Tape)") == "tape");
  CHECK(validation::paperBottleneckCategory("Yes (File System)") == "file-system");
  CHECK(validation::paperBottleneckCategory("disk drive") == "file-system");
  CHECK(validation::paperBottleneckCategory("tape drives") == "tape");
  CHECK(validation::paperBottleneckCategory("Network") == "network");
  CHECK(validation::paperBottleneckCategory("LAN") == "network");
  CHECK(validation::paperBottleneckCategory("backup server CPU") == "cpu");
  CHECK(validation::paperBottleneckCategory("No").empty());
  CHECK(validation::paperBottleneckCategory("").empty());
}

TEST_CASE("a figure the solver cannot produce keeps its row as a 100 % error") {
  const auto catalog = shippedCatalog();
  const std::string text = R"({"format":"tapeflow-topology","version":1,
    "nodes":[{"id":"vol","entry":"volume-file-server","position":[0,0]},
             {"id":"drive","entry":"ibm-lto-9-hh","position":[0,100]}],
    "jobs":[{"id":"j","name":"J","direction":"backup","source":"vol","target":"drive"}],
    "validation":[{"id":"m","quantity":"job-rate","job":"j","value":"100 MB/s","paper":"hp-2007"}]})";
  const auto loaded = io::loadTopologyText(text, "unlinked", catalog);
  INFO(loaded.diagnostics.toString());
  REQUIRE(loaded.topology);
  const auto rows = validation::validate(*loaded.topology, "unlinked");
  REQUIRE(rows.size() == 1);
  CHECK_FALSE(rows[0].predicted);
  CHECK(rows[0].absErrorPercent == 100.0);
  CHECK(rows[0].problem.find("cannot run") != std::string::npos);
}

// The shipped set: every file loads cleanly, every figure gets a prediction, and the median
// error, the 90th percentile and the bottleneck agreement meet issue 5's thresholds, so a change
// that makes the predictions worse fails here.
TEST_CASE("the shipped validation set") {
  const auto catalog = shippedCatalog();
  const std::filesystem::path dir = std::filesystem::path(TAPEFLOW_RESOURCE_DIR) / "validation";
  std::vector<Row> rows;
  int files = 0;
  for (const auto& item : std::filesystem::directory_iterator(dir)) {
    if (item.path().extension() != ".tapeflow") continue;
    const auto loaded = io::loadTopologyFile(item.path().string(), catalog);
    INFO(item.path().string() << '\n' << loaded.diagnostics.toString());
    REQUIRE(loaded.topology);
    CHECK_FALSE(loaded.diagnostics.hasErrors());
    CHECK_FALSE(loaded.topology->validation().empty());
    auto fileRows = validation::validate(*loaded.topology, item.path().filename().string());
    for (const auto& r : fileRows) {
      INFO(r.record.id);
      CHECK(r.problem.empty());
      CHECK(r.predicted.has_value());
    }
    rows.insert(rows.end(), fileRows.begin(), fileRows.end());
    ++files;
  }
  const auto s = validation::summarize(rows);
  WARN("validation set: " << files << " files, " << s.count << " figures, median "
                          << s.medianPercent << " %, p90 " << s.p90Percent << " %, bottleneck "
                          << s.bottleneckAgree << "/" << s.bottleneckRows);
  CHECK(s.count >= 250);
  CHECK(s.medianPercent <= 10.0);
  CHECK(s.p90Percent <= 25.0);
  CHECK(s.bottleneckRows >= 20);
  CHECK(static_cast<double>(s.bottleneckAgree) >= 0.9 * static_cast<double>(s.bottleneckRows));

  // Issue 20's targets for the whole set and for the rows not calibrated from their own table.
  // Reported (each missed target is a warning in the output) without failing the suite: the
  // acceptance thresholds above are what a change must keep.
  const auto groups = validation::groupReports(rows);
  REQUIRE(groups.size() == 3);
  CHECK(groups[1].summary.count > 0);
  CHECK(groups[2].summary.count > 0);
  CHECK(groups[1].summary.count + groups[2].summary.count == s.count);
  for (const auto& group : groups) {
    WARN(group.title << ": " << group.summary.count << " figures, median "
                     << group.summary.medianPercent << " %, p90 " << group.summary.p90Percent
                     << " %, bottleneck " << group.summary.bottleneckAgree << "/"
                     << group.summary.bottleneckRows);
    for (const auto& miss : group.unmet) WARN(group.title << ": issue 20 target NOT MET: " << miss);
  }
}

// Every shipped example solves: each job runs (a SAN disk array once looked like it sat above
// its switch, and every SAN backup was refused).
TEST_CASE("every shipped example solves with every job running") {
  const auto catalog = shippedCatalog();
  const std::filesystem::path dir = std::filesystem::path(TAPEFLOW_RESOURCE_DIR) / "examples";
  for (const auto& item : std::filesystem::directory_iterator(dir)) {
    if (item.path().extension() != ".tapeflow") continue;
    const auto loaded = io::loadTopologyFile(item.path().string(), catalog);
    REQUIRE(loaded.topology);
    const auto result = solver::solve(*loaded.topology);
    for (const auto& job : result.jobs) {
      INFO(item.path().filename().string() << ": " << job.id << ": " << job.error);
      CHECK(job.error.empty());
      CHECK(job.rate > 0.0);
    }
  }
}
