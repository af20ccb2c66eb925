// tapeflow-cli calibrate (issue 23): fits the drive's rate to two measured jobs of the default
// example, says which figures the measurements do not reach, and names a bad CSV field by line
// and column.

#include "RunCli.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <cstdio>
#include <fstream>

using tapeflow::test::run;

namespace {

const std::string kExample = std::string(TAPEFLOW_RESOURCE_DIR) + "/examples/default.tapeflow";

// A CSV file under the system's temporary folder, removed when done.
struct CsvFile {
  CsvFile(const std::string& name, const std::string& text)
      : path(std::string(P_tmpdir) + "/tapeflow-calibrate-" + name + ".csv") {
    std::ofstream(path) << text;
  }
  ~CsvFile() { std::remove(path.c_str()); }
  std::string path;
};

} // namespace

TEST_CASE("calibrate fits the tape drive to the measured jobs") {
  // Both jobs write to the one LTO-9 drive: 1 TB in 1 h 10 min and 0.9 TB in 1 h.
  const CsvFile csv("two-jobs", "job,bytes,duration\nFile share,1 TB,1:10:00\n"
                                "Application server,900 GB,1:00:00\n");
  const auto text = run({"calibrate", kExample, csv.path});
  INFO(text.err);
  REQUIRE(text.status == 0);
  CHECK(text.out.find("LTO-9 HH ▸ Native rate") != std::string::npos);
  CHECK(text.out.find("not fitted: no measurement depends on it") != std::string::npos);

  const auto json = run({"calibrate", kExample, csv.path, "--json"});
  REQUIRE(json.status == 0);
  const auto parsed = nlohmann::json::parse(json.out);
  CHECK(parsed["converged"] == true);
  bool drive = false;
  for (const auto& figure : parsed["figures"]) {
    if (figure["key"] != "lto.native_rate") continue;
    drive = true;
    CHECK(figure["identified"] == "yes");
    // The least-squares rate between the two measured ones (238.1 and 250 MB/s), weighted
    // equally in relative terms.
    CHECK(figure["after"].get<double>() > 238.0e6);
    CHECK(figure["after"].get<double>() < 250.0e6);
  }
  CHECK(drive);
}

TEST_CASE("calibrate names a bad CSV field and frees only known figures") {
  const CsvFile csv("bad-bytes", "job,bytes,duration\nFile share,lots,1:10:00\n");
  const auto bad = run({"calibrate", kExample, csv.path});
  CHECK(bad.status == 2);
  CHECK(bad.err.find("line 2, column 2 (bytes)") != std::string::npos);
  const auto missing = run({"calibrate", kExample, "/nonexistent/jobs.csv"});
  CHECK(missing.status == 2);
  CHECK(missing.err.find("/nonexistent/jobs.csv: error: cannot read the file") !=
        std::string::npos);

  const CsvFile good("one-job", "job,bytes,duration\nFile share,1 TB,1:10:00\n");
  const auto unknown = run({"calibrate", kExample, good.path, "--free", "lto.nothing"});
  CHECK(unknown.status == 1);
  CHECK(unknown.err.find("--free lto.nothing: no such figure") != std::string::npos);
}

TEST_CASE("calibrate takes the measurements the topology file holds, of jobs and of figures") {
  auto document = nlohmann::json::parse(std::ifstream(kExample));
  document["version"] = 3;
  document["measurements"] = nlohmann::json::parse(R"([
      {"id":"log1","job":"local","bytes":"1 TB","duration":"70 min"},
      {"id":"test1","figure":"lto.native_rate","value":"240 MB/s","note":"drive test"},
      {"id":"old","job":"deleted-job","value":"100 MB/s"}])");
  const CsvFile file("with-measurements", document.dump());
  const auto text = run({"calibrate", file.path});
  INFO(text.err);
  REQUIRE(text.status == 0);
  CHECK(text.err.find("Measurement old: there is no job 'deleted-job'") != std::string::npos);
  CHECK(text.out.find("File share") != std::string::npos);

  const auto json = run({"calibrate", file.path, "--json"});
  REQUIRE(json.status == 0);
  const auto parsed = nlohmann::json::parse(json.out);
  REQUIRE(parsed["measurements"].size() == 2);
  CHECK(parsed["measurements"][1]["figure"] == "lto.native_rate");
  CHECK(parsed["measurements"][1]["name"] == "LTO-9 HH ▸ Native rate");
  for (const auto& figure : parsed["figures"])
    if (figure["key"] == "lto.native_rate")
      CHECK(figure["measured_by"] == nlohmann::json::parse(R"(["log1","test1"])"));
}
