// tapeflow-cli solve --schedule in-process: the shipped week example night by night, as text and
// as JSON, and the files and options it refuses.

#include "CommandLine.h"
#include "RunCli.h"

#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include <string>

using namespace tapeflow::cli;
using tapeflow::test::run;

namespace {

const std::string kWeek = std::string(TAPEFLOW_RESOURCE_DIR) + "/examples/library-week.tapeflow";

} // namespace

TEST_CASE("solve --schedule prints each night against its window and the restores") {
  const auto result = run({"solve", kWeek, "--schedule"});
  INFO(result.err);
  CHECK(result.status == kExitOk);
  CHECK_THAT(result.out, Catch::Contains("Mon: Backup fits the 10 h window"));
  CHECK_THAT(result.out, Catch::Contains("Sat: Backup fits the 24 h window"));
  CHECK_THAT(result.out, Catch::Contains("Mail store          differential"));
  CHECK_THAT(result.out, Catch::Contains("Sun full + Mon incremental"));
}

TEST_CASE("solve --schedule --json gives every night, its jobs and the restore chains") {
  const auto result = run({"solve", kWeek, "--schedule", "--json"});
  REQUIRE(result.status == kExitOk);
  const auto json = nlohmann::json::parse(result.out);
  REQUIRE(json["nights"].size() == 7);
  CHECK(json["nights"][0]["day"] == "Mon");
  CHECK(json["nights"][0]["window_seconds"] == 36000.0);
  // Saturday runs three fulls on two drives: the third waits for a drive.
  const auto& saturday = json["nights"][5];
  REQUIRE(saturday["jobs"].size() == 3);
  double latestStart = 0.0;
  for (const auto& job : saturday["jobs"]) {
    CHECK(job["level"] == "full");
    latestStart = std::max(latestStart, job["start"].get<double>());
  }
  CHECK(latestStart > 0.0);
  // The project share's full is on Sunday: its restore after Friday reads six backups.
  bool found = false;
  for (const auto& plan : json["restores"])
    if (plan["job"] == "projects") {
      found = true;
      CHECK(plan["after"] == "Fri");
      CHECK(plan["steps"].size() == 6);
      CHECK(plan["steps"][0]["level"] == "full");
    }
  CHECK(found);
}

TEST_CASE("solve --schedule refuses a file without a schedule and options it cannot honour") {
  const std::string plain = std::string(TAPEFLOW_RESOURCE_DIR) + "/examples/default.tapeflow";
  const auto none = run({"solve", plain, "--schedule"});
  CHECK(none.status == kExitInvalidInput);
  CHECK_THAT(none.err, Catch::Contains("the file has no schedule"));
  CHECK(run({"solve", kWeek, "--schedule", "--csv"}).status == kExitUsage);
}
