// tapeflow-cli in a shell: --option=value, "-" for standard input, check --json, solve --csv.

#include "CommandLine.h"
#include "RunCli.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

using namespace tapeflow::cli;

namespace {

using Run = tapeflow::test::CliRun;
using tapeflow::test::run;

std::string example(const std::string& name) {
  return std::string(TAPEFLOW_RESOURCE_DIR) + "/examples/" + name;
}

std::string textOf(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>()};
}

std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> result;
  std::istringstream stream(text);
  for (std::string line; std::getline(stream, line);) result.push_back(line);
  return result;
}

} // namespace

TEST_CASE("an option's value may follow an equals sign") {
  CHECK(run({"convert", "54 GB/h", "--to=MB/s"}).out == "15 MB/s\n");
  const std::string file = example("scenarios-lan-and-lto9.tapeflow");
  const Run spaced = run({"solve", file, "--scenario", "Gigabit to 10 GbE", "--json"});
  const Run joined = run({"solve", file, "--scenario=Gigabit to 10 GbE", "--json"});
  REQUIRE(spaced.status == kExitOk);
  CHECK(joined.status == kExitOk);
  CHECK(joined.out == spaced.out);
  // Only the first '=' splits: a sweep's value holds one of its own.
  const Run sweep = run(
      {"sweep", example("default.tapeflow"), "--vary=local.streams=1:2", "--csv", "--threads=1"});
  INFO(sweep.err);
  CHECK(sweep.status == kExitOk);
  CHECK(lines(sweep.out).size() == 3);
  CHECK(run({"convert", "1 MB", "--frob=1"}).err.find("'--frob'") != std::string::npos);
}

TEST_CASE("a topology FILE of '-' is read from standard input") {
  const std::string file = example("default.tapeflow");
  const Run fromFile = run({"solve", file, "--json"});
  const Run fromInput = run({"solve", "-", "--json"}, textOf(file));
  REQUIRE(fromFile.status == kExitOk);
  CHECK(fromInput.status == kExitOk);
  CHECK(fromInput.out == fromFile.out);

  const Run checked = run({"check", "-"}, textOf(file));
  CHECK(checked.status == kExitOk);
  CHECK(checked.out.starts_with("(standard input): ok ("));

  const Run broken = run({"check", "-"}, "{ \"format\": \"tapeflow-topology\", ");
  CHECK(broken.status == kExitInvalidInput);
  CHECK(broken.err.find("(standard input)") != std::string::npos);
  CHECK(run({"check", "-", "-"}, textOf(file)).status == kExitUsage);
}

TEST_CASE("check puts warnings and errors on one stream, errors first as the list has them") {
  // Issue 41: warnings went to standard output and errors to standard error, so a terminal or
  // a log showed them interleaved out of order. Here a warning (an unknown key) and an error.
  const std::string text =
      R"({"format":"tapeflow-topology","version":1,"colour":"red","nodes":[],"links":[],)"
      R"("jobs":[{"id":"j","direction":"backup","source":"ghost","target":"ghost"}]})";
  const Run checked = run({"check", "-"}, text);
  CHECK(checked.status == kExitInvalidInput);
  CHECK(checked.out.empty());
  const auto warning = checked.err.find("warning");
  const auto error = checked.err.find("error");
  REQUIRE(warning != std::string::npos);
  REQUIRE(error != std::string::npos);
  CHECK(error < warning);
}

TEST_CASE("check --json gives each file's verdict and its problems with their pointers") {
  const std::string data = std::string(TAPEFLOW_TEST_DATA_DIR) + "/topologies/";
  const std::string catalog = std::string(TAPEFLOW_TEST_DATA_DIR) + "/catalog";
  const Run result = run({"check", "--catalog", catalog, "--json", data + "local-backup.tapeflow",
                          data + "bad/dangling-link.tapeflow"});
  CHECK(result.status == kExitInvalidInput);
  const auto json = nlohmann::json::parse(result.out);
  REQUIRE(json.size() == 2);
  CHECK(json[0]["ok"] == true);
  CHECK(json[0]["nodes"].get<int>() > 0);
  CHECK(json[0]["errors"] == 0);
  CHECK(json[1]["ok"] == false);
  CHECK(!json[1].contains("nodes"));
  REQUIRE(json[1]["errors"].get<int>() >= 1);
  const auto& problem = json[1]["problems"][0];
  CHECK(problem["severity"] == "error");
  CHECK(problem["pointer"].get<std::string>().starts_with("/links/"));
  CHECK(!problem["message"].get<std::string>().empty());
}

TEST_CASE("solve --csv prints a line per job, --csv resources a line per busy component") {
  const std::string file = example("default.tapeflow");
  const auto json = nlohmann::json::parse(run({"solve", file, "--json"}).out);

  const Run jobs = run({"solve", file, "--csv"});
  REQUIRE(jobs.status == kExitOk);
  const auto jobLines = lines(jobs.out);
  REQUIRE(jobLines.size() == json["jobs"].size() + 1);
  CHECK(jobLines[0].starts_with("run,job,direction,rate_bytes_per_second,"));
  const std::string firstName = json["jobs"][0]["name"];
  CHECK(jobLines[1].starts_with("as-defined," + firstName + ","));
  CHECK(run({"solve", file, "--csv", "jobs"}).out == jobs.out);
  CHECK(run({"solve", "--csv", file}).out == jobs.out);

  const Run resources = run({"solve", file, "--csv", "resources"});
  REQUIRE(resources.status == kExitOk);
  const auto busy =
      std::count_if(json["resources"].begin(), json["resources"].end(),
                    [](const auto& r) { return r["load"].template get<double>() > 0; });
  const auto resourceLines = lines(resources.out);
  CHECK(resourceLines.size() == static_cast<std::size_t>(busy) + 1);
  CHECK(resourceLines[0].starts_with("run,resource,kind,unit,capacity,"));
  CHECK(run({"solve", file, "--csv=resources"}).out == resources.out);

  const Run both = run({"solve", file, "--csv", "--direction", "both"});
  CHECK(lines(both.out).size() == 2 * json["jobs"].size() + 1);
  CHECK(run({"solve", file, "--csv", "--json"}).status == kExitUsage);
}

TEST_CASE("every kind of option takes its value after '=' as after a space") {
  const std::string file = example("default.tapeflow");
  const std::string catalog = std::string(TAPEFLOW_RESOURCE_DIR) + "/catalog";
  CHECK(run({"check", "--catalog=" + catalog, file}).out ==
        run({"check", "--catalog", catalog, file}).out);
  CHECK(run({"advise", file, "--top=2", "--direction=backup"}).out ==
        run({"advise", file, "--top", "2", "--direction", "backup"}).out);
  const Run both = run({"solve", file, "--direction=both", "--operator-delay=5 min"});
  REQUIRE(both.status == kExitOk);
  CHECK(both.out == run({"solve", file, "--direction", "both", "--operator-delay", "5 min"}).out);
  // A flag given a value: true or false.
  CHECK(run({"solve", file, "--json=true"}).out == run({"solve", file, "--json"}).out);
  // A short option's value follows it.
  const std::string system =
      std::string(TAPEFLOW_SHARED_DIR) + "/lmm-systems/small-bench-c10-v10-e4-s101.lmm";
  CHECK(run({"maxmin", system, "-o", "-"}).out == run({"maxmin", system}).out);
}

TEST_CASE("an option that may repeat takes each value in turn") {
  const std::string file = example("scenarios-lan-and-lto9.tapeflow");
  const Run two = run({"compare", file, "--scenario", "Gigabit to 10 GbE",
                       "--scenario=Second "
                       "LTO-9 drive"});
  INFO(two.err);
  REQUIRE(two.status == kExitOk);
  CHECK(two.out.find("Gigabit to 10 GbE") != std::string::npos);
  CHECK(two.out.find("Second LTO-9 drive") != std::string::npos);
  const Run pairs = run({"sweep", example("default.tapeflow"), "--vary", "local.streams=1:2",
                         "--vary=lto.native_rate=100MB/s:200MB/s:2", "--csv"});
  INFO(pairs.err);
  REQUIRE(pairs.status == kExitOk);
  CHECK(lines(pairs.out).size() == 5); // the header and 2 x 2 points
  CHECK(lines(pairs.out)[0].starts_with("local.streams,lto.native_rate,"));
  // One value each time: a second word after --vary is the FILE, not a third axis.
  const Run extra =
      run({"sweep", "--vary", "local.streams=1:2", example("default.tapeflow"), "--csv"});
  CHECK(extra.status == kExitOk);
}

TEST_CASE("solve's --csv takes jobs or resources as its value; any other word is an argument") {
  const std::string file = example("default.tapeflow");
  const Run after = run({"solve", file, "--csv", "--direction", "both"});
  REQUIRE(after.status == kExitOk);
  CHECK(run({"solve", "--csv", file, "--direction", "both"}).out == after.out);
  CHECK(run({"solve", "--csv=" + file, "--direction=both"}).out == after.out);
  CHECK(run({"solve", "--csv", "resources", file}).out ==
        run({"solve", file, "--csv=resources"}).out);
  CHECK(run({"solve", "--csv", file, "--json"}).status == kExitUsage);
}

TEST_CASE("every command that reads a topology reads '-' from standard input") {
  const std::string file = example("default.tapeflow");
  const std::string text = textOf(file);
  const std::vector<std::vector<std::string_view>> commands{
      {"advise", "--top", "2"},
      {"compare"},
      {"sweep", "--vary", "local.streams=1:2", "--csv"},
      {"check", "--json"},
  };
  for (const auto& command : commands) {
    auto fromFile = command;
    auto fromInput = command;
    fromFile.insert(fromFile.begin() + 1, file);
    fromInput.insert(fromInput.begin() + 1, "-");
    const Run expected = run(fromFile);
    const Run piped = run(fromInput, text);
    INFO(command.front());
    REQUIRE(expected.status == kExitOk);
    CHECK(piped.status == kExitOk);
    if (command.front() == "check") // check names the file it read
      CHECK(piped.out.find("\"file\": \"(standard input)\"") != std::string::npos);
    else
      CHECK(piped.out == expected.out);
  }
  const std::string measured =
      std::string(TAPEFLOW_RESOURCE_DIR) + "/validation/quantum-sdlt-320-30mibs.tapeflow";
  const Run validated = run({"validate", "--json", "-"}, textOf(measured));
  CHECK(validated.status == kExitOk);
  CHECK(validated.out.find("\"file\": \"(standard input)\"") != std::string::npos);
}
