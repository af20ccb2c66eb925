// Keeping the calibration honest (issue 20): reading where a calibrated figure was fitted and
// where a measured figure is printed, which calibrated figures a topology uses, and the two
// groups with issue 20's targets.

#include "validation/Calibration.h"
#include "validation/ValidationGroups.h"

#include "catalog/Catalog.h"
#include "io/TopologyFile.h"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace tapeflow;
using Set = std::set<std::string>;

namespace {

topology::ValidationRecord record(std::string paper, std::string table, std::string row = {}) {
  topology::ValidationRecord r;
  r.paper = std::move(paper);
  r.table = std::move(table);
  r.row = std::move(row);
  return r;
}

validation::Row row(double absError, bool calibratedHere) {
  validation::Row r;
  r.predicted = 1.0;
  r.absErrorPercent = absError;
  if (calibratedHere) r.ownCalibration.push_back("drive: native rate");
  return r;
}

} // namespace

TEST_CASE("a calibrated figure's where text cites tables, figures and named sections") {
  CHECK(validation::citationsOfSource("Tables 3-4 (feeds of 1.5-5 MB/s pass)") ==
        Set{"table 3", "table 4"});
  // The tests inside a table are not tables: only Table 1 is cited.
  CHECK(validation::citationsOfSource("Table 1 Windows tests 4-5") == Set{"table 1"});
  CHECK(validation::citationsOfSource("Figures 35-36 and text") == Set{"figure 35", "figure 36"});
  CHECK(validation::citationsOfSource("Table 2, 5 and 7") == Set{"table 2", "table 5", "table 7"});
  CHECK(validation::citationsOfSource("Table 8 and text (CPU 41 %)") == Set{"table 8"});
  CHECK(validation::citationsOfSource("'LAN bandwidth limits backup performance': 260 GB/hr") ==
        Set{"section lan bandwidth limits backup performance"});
  // A typo'd range is read as its two ends, and a runaway number does not overflow.
  CHECK(validation::citationsOfSource("Table 1-999999") == Set{"table 1", "table 999999"});
  CHECK(validation::citationsOfSource("Table 99999999999999999999").size() == 1);
  // An apostrophe is not a quote.
  CHECK(validation::citationsOfSource("the drive's command time, stable").empty());
}

TEST_CASE("a record's table and row give its citations") {
  CHECK(validation::citationsOfRecord(record("dump-1996", "Table 2", "local tpnsv, 10 KB")) ==
        Set{"table 2"});
  CHECK(validation::citationsOfRecord(
            record("dell-2002", "Restore performance slower than backup performance; Figure 5")) ==
        Set{"section restore performance slower than backup performance", "figure 5"});
  CHECK(validation::citationsOfRecord(record("hp-2007", "Tuning", "CRC check ON (Figure 44)")) ==
        Set{"section tuning", "figure 44"});
}

TEST_CASE("a figure is calibrated from a row's table when paper and a citation match") {
  const validation::CalibratedFigure figure{"SDLT 320", "Native rate", "quantum-2003",
                                            "Tables 3-4 (30 MB/s feed)"};
  CHECK(validation::calibratedFrom(figure, record("quantum-2003", "Table 4")));
  CHECK_FALSE(validation::calibratedFrom(figure, record("quantum-2003", "Table 2")));
  // The same table number in another paper is another table.
  CHECK_FALSE(validation::calibratedFrom(figure, record("compaq-1997", "Table 3")));
}

TEST_CASE("a topology uses the calibrated figures of its entries and the profiles they name") {
  Diagnostics diagnostics;
  const auto catalog =
      catalog::Catalog::load(std::string(TAPEFLOW_RESOURCE_DIR) + "/catalog", "", diagnostics);
  REQUIRE(catalog);
  const auto load = [&](const std::string& overrides) {
    const std::string text = R"({"format":"tapeflow-topology","version":1,"nodes":[
      {"id":"d","entry":"quantum-sdlt-320","position":[0,0])" +
                             overrides + R"(},
      {"id":"s","entry":"compaq-proliant-5000","position":[0,100],
       "parameters":{"backup_app":"arcserve-6-nt"}}]})";
    const auto loaded = io::loadTopologyText(text, "t", catalog);
    INFO(loaded.diagnostics.toString());
    REQUIRE(loaded.topology);
    return validation::calibratedFigures(*loaded.topology);
  };
  const auto has = [](const std::vector<validation::CalibratedFigure>& figures,
                      const std::string& where) {
    return std::any_of(figures.begin(), figures.end(),
                       [&](const auto& f) { return f.where.rfind(where, 0) == 0; });
  };
  const auto plain = load("");
  CHECK(has(plain, "Table 3 (fixed host write rate")); // the drive's native rate
  CHECK(has(plain, "Table 4's Test 4 text"));          // ARCserve's per-core job rate
  CHECK(has(plain, "Table 8 (CPU 7 % of two CPUs"));   // the server's CPU figures
  // A figure the node sets itself is not the catalog's fit.
  const auto overridden = load(R"(,"parameters":{"native_rate":"16 MB/s"})");
  CHECK_FALSE(has(overridden, "Table 3 (fixed host write rate"));
  CHECK(overridden.size() + 1 == plain.size());
}

// Six rows: errors 1, 2, 3 % calibrated here and 10, 20, 40 % not. All: median (3 + 10) / 2 =
// 6.5 %, p90 rank ceil(5.4) = 6 -> 40 %. Independent: median 20 %, p90 40 %. Calibrated: 2 %.
TEST_CASE("the two groups are summarised apart and checked against issue 20's targets") {
  const std::vector<validation::Row> rows{row(1, true),   row(2, true),   row(3, true),
                                          row(10, false), row(20, false), row(40, false)};
  const auto groups = validation::groupReports(rows);
  REQUIRE(groups.size() == 3);
  CHECK(groups[0].summary.medianPercent == Approx(6.5));
  CHECK(groups[0].summary.p90Percent == Approx(40.0));
  CHECK(groups[1].summary.count == 3);
  CHECK(groups[1].summary.medianPercent == Approx(2.0));
  CHECK_FALSE(groups[1].hasTarget);
  CHECK(groups[2].summary.count == 3);
  CHECK(groups[2].summary.medianPercent == Approx(20.0));
  CHECK(groups[0].unmet.size() == 2); // median 6.5 > 4, p90 40 > 20
  REQUIRE(groups[2].unmet.size() == 2);
  CHECK(groups[2].unmet[0].find("median") == 0);
  CHECK(groups[2].unmet[1].find("90th percentile") == 0);
  // Within the targets nothing is listed.
  const auto good = validation::groupReports({row(1, false), row(2, false), row(3, true)});
  CHECK(good[0].unmet.empty());
  CHECK(good[2].unmet.empty());
}
