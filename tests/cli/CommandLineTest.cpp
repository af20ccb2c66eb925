// tapeflow-cli in-process: options, subcommand dispatch and exit statuses.

#include "CommandLine.h"
#include "CommandDefinition.h"
#include "RunCli.h"
#include "Version.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include <unistd.h>

using namespace tapeflow::cli;

namespace {

using Run = tapeflow::test::CliRun;
using tapeflow::test::run;

} // namespace

TEST_CASE("the version option prints the project version and exits 0") {
  const Run result = run({"--version"});
  CHECK(result.status == kExitOk);
  CHECK(result.out == std::string("tapeflow-cli ") + tapeflow::kVersion + "\n");
}

TEST_CASE("the help option lists every command and the exit statuses") {
  const Run result = run({"--help"});
  CHECK(result.status == kExitOk);
  for (const auto& command : allCommands())
    CHECK_THAT(result.out, Catch::Contains(std::string(command.name)));
  CHECK_THAT(result.out, Catch::Contains("Exit status"));
}

TEST_CASE("no arguments is a usage error with the usage on stderr") {
  const Run result = run({});
  CHECK(result.status == kExitUsage);
  CHECK(result.out.empty());
  CHECK_THAT(result.err, Catch::Contains("Usage"));
}

TEST_CASE("an unknown command is a usage error that names it") {
  const Run result = run({"frobnicate"});
  CHECK(result.status == kExitUsage);
  CHECK_THAT(result.err, Catch::Contains("'frobnicate'"));
}

TEST_CASE("help COMMAND prints that command's synopsis") {
  const Run result = run({"help", "convert"});
  CHECK(result.status == kExitOk);
  CHECK_THAT(result.out, Catch::StartsWith("Usage: tapeflow-cli convert"));
  CHECK(run({"help", "nothing"}).status == kExitUsage);
  CHECK(run({"convert", "--help"}).status == kExitOk);
}

TEST_CASE("convert expresses a value in the unit asked for") {
  const Run result = run({"convert", "54 GB/h", "--to", "MB/s"});
  CHECK(result.status == kExitOk);
  CHECK(result.out == "15 MB/s\n");
}

TEST_CASE("convert picks a readable unit by itself") {
  CHECK(run({"convert", "1 Gb/s"}).out == "125 MB/s\n");
  CHECK(run({"convert", "1 Gb/s", "--bits"}).out == "1 Gb/s\n");
  CHECK(run({"convert", "15 MB/s", "--per-hour"}).out == "54 GB/h\n");
  CHECK(run({"convert", "256 KiB", "1 h"}).out == "262.144 kB\n1 h 00 min\n");
}

TEST_CASE("convert reports invalid input with exit status 2") {
  const Run bad = run({"convert", "12 XB/s"});
  CHECK(bad.status == kExitInvalidInput);
  CHECK_THAT(bad.err, Catch::Contains("unknown prefix 'X'"));

  const Run mismatch = run({"convert", "12 MB/s", "--to", "GB"});
  CHECK(mismatch.status == kExitInvalidInput);
  CHECK_THAT(mismatch.err, Catch::Contains("do not convert"));

  CHECK(run({"convert", "12 MB/s", "--to", "furlongs"}).status == kExitInvalidInput);
}

TEST_CASE("convert usage errors exit 1") {
  CHECK(run({"convert"}).status == kExitUsage);
  CHECK(run({"convert", "12 MB/s", "--to"}).status == kExitUsage);
  CHECK(run({"convert", "12 MB/s", "--frob"}).status == kExitUsage);
}

TEST_CASE("a negative value is a value, not an option") {
  CHECK(run({"convert", "-5 MB", "--to", "kB"}).out == "-5000 kB\n");
}

TEST_CASE("sweep prints one CSV line per point, each with its verdicts") {
  const std::string file = std::string(TAPEFLOW_RESOURCE_DIR) + "/examples/default.tapeflow";
  const Run result = run({"sweep", file, "--vary", "local.streams=1:3", "--csv", "--threads", "1"});
  INFO(result.err);
  REQUIRE(result.status == 0);
  CHECK(result.out.rfind("local.streams,backup_run_seconds,", 0) == 0);
  CHECK(std::count(result.out.begin(), result.out.end(), '\n') == 4);
  CHECK(result.out.find("\n3,") != std::string::npos);
}

TEST_CASE("solve prints the same figures on one thread and on several") {
  // The option is taken, and changes nothing printed; the default example is too small to start
  // helpers (IncrementalSolverTest checks several threads on diagrams of hundreds of jobs).
  const std::string file = std::string(TAPEFLOW_RESOURCE_DIR) + "/examples/default.tapeflow";
  const Run one = run({"solve", file, "--json", "--threads", "1"});
  const Run four = run({"solve", file, "--json", "--threads=4"});
  INFO(one.err << four.err);
  REQUIRE(one.status == 0);
  CHECK(four.status == 0);
  CHECK(four.out == one.out);
}

TEST_CASE("advise lists the changes that buy the most, with both runs before and after") {
  const std::string file = std::string(TAPEFLOW_RESOURCE_DIR) + "/examples/default.tapeflow";
  const Run result = run({"advise", file, "--top", "2"});
  INFO(result.err);
  REQUIRE(result.status == 0);
  CHECK(result.out.find("What buys the most:") != std::string::npos);
  CHECK(result.out.find("1. Add another ") != std::string::npos);
  CHECK(result.out.find("2. Replace 'LTO-9 HH'") != std::string::npos);
  CHECK(result.out.find("3. ") == std::string::npos);
  CHECK(result.out.find("   backup  58 min 47 s -> ") != std::string::npos);
  const Run json = run({"advise", file, "--json", "--direction", "backup"});
  REQUIRE(json.status == 0);
  CHECK(json.out.find("\"format\": \"tapeflow-advice\"") != std::string::npos);
  const Run tornado = run({"advise", file, "--tornado", "--top", "1"});
  REQUIRE(tornado.status == 0);
  CHECK(tornado.out.find("Run times with each figure at -50 % / +50 %:\n  LTO-9 HH (Native rate): "
                         "backup ") != std::string::npos);
  CHECK(run({"advise", file, "--top", "0"}).status == 1);
  CHECK(run({"advise"}).status == 1);
}

TEST_CASE("sweep varies a node's catalog entry, labelled with the entries' names") {
  const std::string file = std::string(TAPEFLOW_RESOURCE_DIR) + "/examples/default.tapeflow";
  const Run result = run({"sweep", file, "--vary", "lto.entry=ibm-lto-8-hh,ibm-lto-9-fh", "--csv"});
  INFO(result.err);
  REQUIRE(result.status == 0);
  CHECK(result.out.rfind("lto.entry,", 0) == 0);
  CHECK(result.out.find("\n\"IBM LTO-9 full-height (IBM, SAS)\",") != std::string::npos);
}

TEST_CASE("compare shows the base and every scenario side by side, with what differs") {
  const std::string file =
      std::string(TAPEFLOW_RESOURCE_DIR) + "/examples/scenarios-lan-and-lto9.tapeflow";
  const Run table = run({"compare", file});
  INFO(table.err);
  REQUIRE(table.status == kExitOk);
  // The label column is as wide as its longest label, nothing cut (issue 40).
  const std::string longest = "Restore ends with";
  CHECK(table.out.find("\n" + longest + " ") != std::string::npos);
  // No job was held by anything else earlier: that row is left out.
  CHECK(table.out.find("held earlier") == std::string::npos);
  CHECK(table.out.find('~') == std::string::npos);
  const auto base = table.out.find("Base ");
  REQUIRE(base != std::string::npos);
  CHECK(table.out.substr(0, base).find_first_not_of(' ') == std::string::npos);
  CHECK(base > longest.size());
  // The values start where their column's title does.
  const auto runRow = table.out.find("\nBackup run ");
  REQUIRE(runRow != std::string::npos);
  CHECK(table.out.substr(runRow + 1 + base, 2) == "2 ");
  CHECK(table.out.find("Second LTO-9 drive") != std::string::npos);
  CHECK(table.out.find("Gigabit to 10 GbE") != std::string::npos);
  CHECK(table.out.find("Backup verdict") != std::string::npos);
  CHECK(table.out.find("  Tape drive 'LTO-9 HH 2' added\n") != std::string::npos);
  const Run one = run({"compare", file, "--scenario", "Gigabit to 10 GbE", "--json"});
  REQUIRE(one.status == kExitOk);
  CHECK(one.out.find("\"format\": \"tapeflow-compare\"") != std::string::npos);
  CHECK(one.out.find("Second LTO-9 drive") == std::string::npos);
  const Run unknown = run({"compare", file, "--scenario", "Tape drive made of cheese"});
  CHECK(unknown.status == kExitUsage);
  CHECK(unknown.err.find("there is no scenario 'Tape drive made of cheese'") != std::string::npos);
}

TEST_CASE("solve --scenario solves that scenario's document") {
  const std::string file =
      std::string(TAPEFLOW_RESOURCE_DIR) + "/examples/scenarios-lan-and-lto9.tapeflow";
  const Run base = run({"solve", file});
  const Run faster = run({"solve", file, "--scenario", "Gigabit to 10 GbE"});
  REQUIRE(base.status == kExitOk);
  REQUIRE(faster.status == kExitOk);
  CHECK(base.out.find("Run 2 h 23 min") != std::string::npos);
  CHECK(faster.out.find("Run 58 min 47 s") != std::string::npos);
  CHECK(run({"solve", file, "--scenario", "nope"}).status == kExitUsage);
}

TEST_CASE("a user catalog folder that cannot be examined warns and check goes on") {
  // Issue 21: a symlink loop as --user-catalog aborted the tool (exit 134).
  namespace fs = std::filesystem;
  const fs::path loop =
      fs::temp_directory_path() / ("tapeflow-cli-loop-" + std::to_string(::getpid()));
  fs::remove(loop);
  fs::create_directory_symlink(loop, loop);
  const std::string fixtures = TAPEFLOW_TEST_DATA_DIR;
  const std::string user = loop.string();
  const std::string catalog = fixtures + "/catalog";
  const std::string file = fixtures + "/topologies/local-backup.tapeflow";
  const Run result = run({"check", "--catalog", catalog, "--user-catalog", user, file, "--quiet"});
  fs::remove(loop);
  CHECK(result.status == kExitOk);
  CHECK_THAT(result.err, Catch::Contains("cannot examine the user catalog folder"));
}

TEST_CASE("an lmm-system file over 64 MiB is refused before it is read") {
  namespace fs = std::filesystem;
  const fs::path big = fs::temp_directory_path() / ("tapeflow-big-" + std::to_string(::getpid()));
  { std::ofstream(big) << "lmm-system 1\n"; }
  fs::resize_file(big, 65u * 1024u * 1024u); // sparse: no disk is used
  const std::string path = big.string();
  const Run result = run({"maxmin", path});
  fs::remove(big);
  CHECK(result.status == kExitInvalidInput);
  CHECK_THAT(result.err, Catch::Contains("MiB are refused"));
}

TEST_CASE("an unknown option is a usage error that names it and the help to read") {
  const Run result = run({"convert", "1 MB", "--frobnicate"});
  CHECK(result.status == kExitUsage);
  CHECK(result.out.empty());
  CHECK_THAT(result.err, Catch::Contains("tapeflow-cli convert: unknown option '--frobnicate'"));
  CHECK_THAT(result.err, Catch::Contains("'tapeflow-cli convert --help'"));
  // Named even when something else is missing too, and without its value.
  const Run alone = run({"check", "--frob=1"});
  CHECK(alone.status == kExitUsage);
  CHECK_THAT(alone.err, Catch::Contains("unknown option '--frob'"));
  CHECK(run({"maxmin", "-x", "file.lmm"}).err.find("unknown option '-x'") != std::string::npos);
  // Before the command, it is the tool's.
  const Run before = run({"--frob", "check"});
  CHECK(before.status == kExitUsage);
  CHECK_THAT(before.err, Catch::Contains("'--frob'"));
}

TEST_CASE("an option without its value is a usage error that names the option") {
  const Run to = run({"convert", "12 MB/s", "--to"});
  CHECK(to.status == kExitUsage);
  CHECK_THAT(to.err, Catch::Contains("tapeflow-cli convert: --to needs a value (UNIT)"));
  CHECK_THAT(to.err, Catch::Contains("'tapeflow-cli convert --help'"));
  const Run catalog = run({"check", "file.tapeflow", "--catalog"});
  CHECK(catalog.status == kExitUsage);
  CHECK_THAT(catalog.err, Catch::Contains("--catalog needs a value (DIR)"));
  CHECK(run({"maxmin", "file.lmm", "--time"}).status == kExitUsage);
}

TEST_CASE("a missing argument or one too many is a usage error that says which") {
  const Run none = run({"advise"});
  CHECK(none.status == kExitUsage);
  CHECK_THAT(none.err, Catch::Contains("tapeflow-cli advise: FILE is required"));
  const Run two = run({"compare", "a.tapeflow", "b.tapeflow"});
  CHECK(two.status == kExitUsage);
  CHECK_THAT(two.err, Catch::Contains("tapeflow-cli compare: unexpected argument 'b.tapeflow'"));
  const std::string file = std::string(TAPEFLOW_RESOURCE_DIR) + "/examples/default.tapeflow";
  CHECK(run({"solve", file, file}).err.find("give exactly one topology file") != std::string::npos);
  CHECK(run({"sweep", file}).err.find("--vary is required") != std::string::npos);
}

TEST_CASE("an argument that spells a command's name is an argument") {
  // One command per run: "help" here is the value to convert, not the help command.
  const Run result = run({"convert", "help"});
  CHECK(result.status == kExitInvalidInput);
  CHECK(result.out.empty());
}

TEST_CASE("help and --help show the same text, on standard output") {
  for (const auto& command : allCommands()) {
    const std::string name(command.name);
    const Run help = run({"help", name});
    INFO(name);
    CHECK(help.status == kExitOk);
    CHECK(help.err.empty());
    CHECK(run({name, "--help"}).out == help.out);
    CHECK(run({name, "-h"}).out == help.out);
    // Even with the rest of the command line wrong.
    CHECK(run({name, "--no-such-option", "--help"}).out == help.out);
  }
  CHECK(run({"help"}).out == run({"--help"}).out);
  CHECK(run({"-h"}).out == run({"--help"}).out);
  const Run nothing = run({"help", "nothing"});
  CHECK_THAT(nothing.err, Catch::Contains("no command named 'nothing'"));
}
