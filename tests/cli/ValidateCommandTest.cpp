// tapeflow-cli validate: issue 20's two groups (rows using a figure calibrated from their own
// table, and rows that do not) and its targets, in the text and the JSON output.

#include "RunCli.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <string>

using tapeflow::test::run;

namespace {

const std::string kSet = std::string(TAPEFLOW_RESOURCE_DIR) + "/validation/";

} // namespace

// Compaq Table 9 (100TX) checks ARCserve's remote agent rates, which were fitted to Table 9; Table
// 2's one-card one-drive run uses no figure fitted to Table 2 (the ProLiant 6000's CPU rates come
// from Table 8). So the first file's rows are the calibrated group, the second's the other.
TEST_CASE("validate --json reports the calibrated and the independent rows apart") {
  const auto result = run(
      {"validate", "--json", kSet + "compaq-t9-100tx.tapeflow", kSet + "compaq-t2-1c1d.tapeflow"});
  INFO(result.err);
  const auto json = nlohmann::json::parse(result.out);
  std::size_t calibratedRows = 0;
  for (const auto& row : json["rows"]) {
    const bool own = !row["own_calibration"].empty();
    CHECK(own == (row["file"] == "compaq-t9-100tx.tapeflow"));
    calibratedRows += own ? 1 : 0;
  }
  REQUIRE(json["groups"].size() == 3);
  const auto& all = json["groups"][0];
  const auto& calibrated = json["groups"][1];
  const auto& independent = json["groups"][2];
  CHECK(all["id"] == "all");
  CHECK(calibrated["id"] == "calibrated");
  CHECK(independent["id"] == "independent");
  CHECK(calibrated["count"] == calibratedRows);
  CHECK(calibratedRows > 0);
  CHECK(independent["count"].get<std::size_t>() + calibratedRows == json["rows"].size());
  // Issue 20's targets, and whether each group meets them, from its own figures.
  CHECK(all["target"]["median_abs_error_percent"] == 4.0);
  CHECK(all["target"]["p90_abs_error_percent"] == 20.0);
  CHECK(all["target"]["bottleneck_agreement"] == 1.0);
  CHECK(independent["target"]["median_abs_error_percent"] == 8.0);
  CHECK(independent["target"]["p90_abs_error_percent"] == 25.0);
  CHECK_FALSE(calibrated.contains("target"));
  const bool met = independent["median_abs_error_percent"].get<double>() <= 8.0 &&
                   independent["p90_abs_error_percent"].get<double>() <= 25.0;
  CHECK(independent["target_met"] == met);
  CHECK(independent["unmet"].empty() == met);
}

TEST_CASE("validate names the rows calibrated on their own table and the targets missed") {
  const auto result = run({"validate", kSet + "compaq-t9-100tx.tapeflow"});
  CHECK(result.out.find("[calibrated here]") != std::string::npos);
  CHECK(result.out.find("rows not calibrated from their own table: 0 figures") !=
        std::string::npos);
  // No independent rows: the target cannot be met, and the output says so.
  CHECK(result.out.find("NOT MET (no rows)") != std::string::npos);
}
