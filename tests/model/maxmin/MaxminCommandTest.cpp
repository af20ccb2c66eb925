// tapeflow-cli maxmin, run in-process: solution to standard output or a file, --time, and the
// exit statuses for usage errors (1) and bad input (2).

#include "CommandLine.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

using namespace tapeflow::cli;

namespace {

struct Run {
  int status;
  std::string out, err;
};

Run run(std::vector<std::string_view> args) {
  std::ostringstream out, err;
  const int status = runCommandLine(args, {out, err});
  return {status, out.str(), err.str()};
}

const std::string kSystem =
    std::string(TAPEFLOW_SHARED_DIR) + "/lmm-systems/small-bench-c10-v10-e4-s101.lmm";

} // namespace

TEST_CASE("maxmin writes the solution to standard output or to -o") {
  // The 10-variable shared system: header, solver line, then x 0 .. x 9.
  const Run r = run({"maxmin", kSystem});
  CHECK(r.status == kExitOk);
  CHECK(r.out.rfind("lmm-solution 1\nsolver tapeflow version=", 0) == 0);
  CHECK(r.out.find("\nx 9 ") != std::string::npos);

  const auto path = std::filesystem::temp_directory_path() / "tapeflow-maxmin-cli.sol";
  const std::string file = path.string();
  const Run toFile = run({"maxmin", kSystem, "-o", file});
  CHECK(toFile.status == kExitOk);
  CHECK(toFile.out.empty());
  std::ifstream in(path);
  const std::string written((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  std::filesystem::remove(path);
  CHECK(written == r.out);
}

TEST_CASE("maxmin --time prints the minimum and median") {
  const Run r = run({"maxmin", kSystem, "--time", "3"});
  CHECK(r.status == kExitOk);
  CHECK(r.out.rfind("3 solves: min ", 0) == 0);
  CHECK(r.out.find(" us, median ") != std::string::npos);
}

TEST_CASE("maxmin usage errors exit 1, bad input exits 2 with file and line") {
  CHECK(run({"maxmin"}).status == kExitUsage);
  CHECK(run({"maxmin", kSystem, "--time", "0"}).status == kExitUsage);
  CHECK(run({"maxmin", kSystem, "--frobnicate"}).status == kExitUsage);
  CHECK(run({"maxmin", kSystem, "-o"}).status == kExitUsage);

  const auto path = std::filesystem::temp_directory_path() / "tapeflow-maxmin-bad.lmm";
  std::ofstream(path) << "lmm-system 1\nc 0 8\nc 1 -3\n";
  const Run bad = run({"maxmin", path.string()});
  std::filesystem::remove(path);
  CHECK(bad.status == kExitInvalidInput);
  CHECK(bad.err.find(path.string() + ":3: capacity must be > 0, not -3") != std::string::npos);
  CHECK(run({"maxmin", "/nonexistent/none.lmm"}).status == kExitInvalidInput);
}
