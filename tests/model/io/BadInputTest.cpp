// Bad topology files: each class of mistake gets a message naming the file, the JSON Pointer and
// the problem; none crashes, and no document is returned when there is an error.

#include "TestCatalog.h"
#include "io/TopologyFile.h"
#include "util/JsonReader.h"
#include "util/Text.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

using namespace tapeflow;

namespace {

// A valid document with `nodes`, `links` and `jobs` spliced in (JSON text of the arrays' items).
std::string document(const std::string& nodes, const std::string& links = "",
                     const std::string& jobs = "", const std::string& extra = "") {
  return R"({"format":"tapeflow-topology","version":1,"nodes":[)" + nodes + R"(],"links":[)" +
         links + R"(],"jobs":[)" + jobs + "]" + extra + "}";
}

const std::string kDrive = R"({"id":"dlt","entry":"test-dlt"})";
const std::string kHba = R"({"id":"hba","entry":"test-hba"})";
const std::string kVolume = R"({"id":"vol","entry":"test-volume"})";
const std::string kSwitch = R"({"id":"sw","entry":"test-switch"})";

// Loads `text`, requires failure, and returns the diagnostics for the checks.
Diagnostics refused(const std::string& text) {
  auto result = io::loadTopologyText(text, "bad.tapeflow", test::testCatalog());
  INFO(result.diagnostics.toString());
  CHECK(result.topology == nullptr);
  CHECK(result.diagnostics.hasErrors());
  for (const auto& d : result.diagnostics.all()) CHECK(d.file == "bad.tapeflow");
  return result.diagnostics;
}

bool hasError(const Diagnostics& d, const std::string& pointer, const std::string& text) {
  for (const auto& item : d.all())
    if (item.severity == Severity::Error && item.pointer == pointer &&
        item.message.find(text) != std::string::npos)
      return true;
  return false;
}

} // namespace

TEST_CASE("malformed JSON is reported with line and column") {
  const auto d =
      refused("{\n  \"format\": \"tapeflow-topology\",\n  \"version\": 1,\n  \"nodes\": [,]\n}");
  CHECK_THAT(d.toString(), Catch::Contains("malformed JSON at line 4"));
  refused("");
  refused("[1, 2");
  refused("\x01\x02garbage");
}

TEST_CASE("wrong format, newer version and wrong types of the header") {
  CHECK(hasError(refused(R"({"format":"tapeflow-catalog","version":1})"), "/format",
                 "expected 'tapeflow-topology'"));
  const std::string newer = std::to_string(io::kTopologyFormatVersion + 1);
  CHECK(hasError(refused(R"({"format":"tapeflow-topology","version":)" + newer + "}"), "/version",
                 "written by a newer Tapeflow"));
  CHECK(hasError(refused(R"({"format":"tapeflow-topology","version":"1"})"), "/version",
                 "expected an integer"));
  CHECK(hasError(refused(R"({"version":1})"), "", "missing required member 'format'"));
  CHECK(hasError(refused(R"([1,2,3])"), "", "found an array"));
}

TEST_CASE("wrong types and missing required fields are located") {
  CHECK(hasError(refused(document(R"({"id":"dlt"})")), "/nodes/0",
                 "missing required member 'entry'"));
  CHECK(hasError(refused(document(R"({"id":7,"entry":"test-dlt"})")), "/nodes/0/id",
                 "expected a string, found an integer"));
  CHECK(hasError(refused(R"({"format":"tapeflow-topology","version":1,"nodes":{}})"), "/nodes",
                 "expected an array"));
  CHECK(hasError(refused(document(R"("dlt")")), "/nodes/0", "expected a node (an object)"));
  CHECK(hasError(refused(document(R"({"id":"dlt","entry":"test-dlt","position":[1]})")),
                 "/nodes/0/position", "expected [x, y]"));
}

TEST_CASE("unknown kinds and catalog ids") {
  CHECK(hasError(refused(document(R"({"id":"a","entry":"lto-99"})")), "/nodes/0/entry",
                 "unknown catalog entry 'lto-99'"));
  CHECK(hasError(refused(document(R"({"id":"a","entry":"test-dlt","kind":"tape-drvie"})")),
                 "/nodes/0/kind", "unknown kind 'tape-drvie'"));
  CHECK(hasError(refused(document(R"({"id":"a","entry":"test-dlt","kind":"server"})")),
                 "/nodes/0/kind", "is a tape-drive, not a server"));
}

TEST_CASE("duplicate ids") {
  CHECK(
      hasError(refused(document(kDrive + "," + kDrive)), "/nodes/1/id", "duplicate node id 'dlt'"));
  CHECK(hasError(refused(document(kSwitch + R"(,{"id":"sw2","entry":"test-switch"})",
                                  R"({"id":"l","from":"sw:p1","to":"sw2:p1"},
                                     {"id":"l","from":"sw:p2","to":"sw2:p2"})")),
                 "/links/1/id", "duplicate link id 'l'"));
  CHECK(hasError(refused(document(R"({"id":"bad id","entry":"test-dlt"})")), "/nodes/0/id",
                 "not a valid id"));
}

TEST_CASE("links to missing nodes or ports, and incompatible links") {
  CHECK(hasError(refused(document(kDrive, R"({"id":"l","from":"dlt:scsi","to":"hba:ch1"})")),
                 "/links/0/to", "dangling link: there is no node 'hba'"));
  CHECK(hasError(
      refused(document(kDrive + "," + kHba, R"({"id":"l","from":"dlt:scsi","to":"hba:ch7"})")),
      "/links/0/to", "'Symbios 53c875' has no port 'ch7' (its ports: card, ch1, ch2)"));
  CHECK(
      hasError(refused(document(kDrive + "," + kHba, R"({"id":"l","from":"dlt","to":"hba:ch1"})")),
               "/links/0/from", "is not \"node:port\""));
  CHECK(hasError(
      refused(document(kDrive + "," + kSwitch, R"({"id":"l","from":"dlt:scsi","to":"sw:p1"})")),
      "/links/0", "cannot attach to a Switch"));
}

TEST_CASE("negative or zero capacities, NaN and absurd magnitudes") {
  const auto withRate = [](const std::string& rate) {
    return document(R"({"id":"dlt","entry":"test-dlt","parameters":{"native_rate":)" + rate + "}}");
  };
  CHECK(hasError(refused(withRate(R"("-5 MB/s")")), "/nodes/0/parameters/native_rate",
                 "must be positive"));
  CHECK(hasError(refused(withRate(R"("0 MB/s")")), "/nodes/0/parameters/native_rate",
                 "must be positive"));
  CHECK(hasError(refused(withRate(R"("nan MB/s")")), "/nodes/0/parameters/native_rate",
                 "does not start with a number"));
  CHECK(hasError(refused(withRate(R"("inf MB/s")")), "/nodes/0/parameters/native_rate",
                 "does not start with a number"));
  CHECK(hasError(refused(withRate(R"("1e40 MB/s")")), "/nodes/0/parameters/native_rate",
                 "too large"));
  CHECK(hasError(refused(withRate(R"("800 TB/s")")), "/nodes/0/parameters/native_rate",
                 "above the maximum"));
  CHECK(hasError(refused(withRate(R"("5 furlongs")")), "/nodes/0/parameters/native_rate",
                 "unknown unit"));
  CHECK(hasError(refused(withRate("5")), "/nodes/0/parameters/native_rate",
                 "expects a quantity with its unit"));
  CHECK(hasError(refused(document(R"({"id":"dlt","entry":"test-dlt","position":[1e300, 0]})")),
                 "/nodes/0/position", "outside the canvas"));
  // JSON has no NaN, but a number too large for a double is its nearest cousin.
  CHECK_FALSE(
      io::loadTopologyText(document(R"({"id":"s","entry":"test-switch","position":[1e999,0]})"),
                           "bad.tapeflow", test::testCatalog())
          .topology);
}

TEST_CASE("a profile figure is checked as the referenced kind's figure, at its pointer") {
  // test-server's "filesystem" references a file system, whose per_file_read is 0 s to 10 s.
  const auto withFigures = [](const std::string& parameters) {
    return document(R"({"id":"srv","entry":"test-server","parameters":{)" + parameters + "}}");
  };
  const std::string at = "/nodes/0/parameters/filesystem.per_file_read";
  CHECK(hasError(refused(withFigures(R"("filesystem.per_file_read":"20 s")")), at,
                 "'filesystem.per_file_read' is '20 s', above the maximum"));
  CHECK(hasError(refused(withFigures(R"("filesystem.per_file_read":"-1 ms")")), at,
                 "below the minimum"));
  CHECK(hasError(refused(withFigures(R"("filesystem.per_file_read":5)")), at,
                 "expects a quantity with its unit"));
  CHECK(hasError(refused(withFigures(R"("filesystem.per_file_read":"5 MB/s")")), at, ""));
  // Unknown keys are errors as any unknown parameter is, saying what is wrong with them.
  CHECK(hasError(refused(withFigures(R"("filesystem.colour":"red")")),
                 "/nodes/0/parameters/filesystem.colour",
                 "a Server has no parameter 'filesystem.colour': a File system has no figure "
                 "'colour'"));
  CHECK(hasError(refused(withFigures(R"("cpu_cores.per_file_read":"1 ms")")),
                 "/nodes/0/parameters/cpu_cores.per_file_read",
                 "'cpu_cores' references no profile"));
  CHECK(hasError(refused(withFigures(R"("os.per_file_read":"1 ms")")),
                 "/nodes/0/parameters/os.per_file_read", "has no parameter 'os.per_file_read'"));
  CHECK(hasError(refused(withFigures(R"("filesystem.per_file_read.x":"1 ms")")),
                 "/nodes/0/parameters/filesystem.per_file_read.x", "has no figure"));
  // Only through a reference of the node's own kind.
  CHECK(hasError(
      refused(document(
          R"({"id":"dlt","entry":"test-dlt","parameters":{"filesystem.per_file_read":"1 ms"}})")),
      "/nodes/0/parameters/filesystem.per_file_read", "has no parameter"));
}

TEST_CASE("jobs with a source that is not a volume or a target that is not tape-side") {
  CHECK(
      hasError(refused(document(kDrive + "," + kSwitch, "",
                                R"({"id":"j","direction":"backup","source":"sw","target":"dlt"})")),
               "/jobs/0/source", "is not a volume"));
  CHECK(
      hasError(refused(document(kVolume + "," + kSwitch, "",
                                R"({"id":"j","direction":"backup","source":"vol","target":"sw"})")),
               "/jobs/0/target", "is not a tape drive"));
  CHECK(hasError(
      refused(document(kVolume + "," + kDrive, "",
                       R"({"id":"j","direction":"sideways","source":"vol","target":"dlt"})")),
      "/jobs/0/direction", "is not \"backup\" or \"restore\""));
  CHECK(hasError(refused(document(kVolume + "," + kDrive, "",
                                  R"({"id":"j","direction":"backup","source":"vol","target":"dlt",
                                      "options":{"block_size":"64 KB/s"}})")),
                 "/jobs/0/options/block_size", "expected an amount of data"));
}

TEST_CASE("unknown keys are warnings, and the document still loads") {
  const auto result = io::loadTopologyText(
      document(R"({"id":"dlt","entry":"test-dlt","colour":"red"})", "", "", R"(,"extra":1)"),
      "warn.tapeflow", test::testCatalog());
  REQUIRE(result.topology);
  CHECK_FALSE(result.diagnostics.hasErrors());
  CHECK(result.diagnostics.all().size() == 2);
  CHECK_THAT(result.diagnostics.toString(), Catch::Contains("/nodes/0/colour: warning"));
  CHECK_THAT(result.diagnostics.toString(), Catch::Contains("/extra: warning"));
}

TEST_CASE("every error is reported, not only the first") {
  const auto d = refused(document(R"({"id":"a","entry":"nope"},{"id":"b","entry":"nada"})"));
  CHECK(d.errorCount() == 2);
}

TEST_CASE("huge files are refused before they are read") {
  const auto path = std::filesystem::temp_directory_path() / "tapeflow-huge-test.tapeflow";
  {
    std::ofstream stream(path, std::ios::binary);
    stream.seekp(static_cast<std::streamoff>(kMaxJsonFileBytes) + 10);
    stream.put(' ');
  }
  const auto result = io::loadTopologyFile(path.string(), test::testCatalog());
  std::filesystem::remove(path);
  CHECK_FALSE(result.topology);
  CHECK_THAT(result.diagnostics.toString(), Catch::Contains("are refused"));
  CHECK_THAT(result.diagnostics.toString(), Catch::Contains(path.string()));
}

TEST_CASE("a missing file is an error naming it") {
  const auto result = io::loadTopologyFile("/nonexistent/x.tapeflow", test::testCatalog());
  CHECK_FALSE(result.topology);
  CHECK_THAT(result.diagnostics.toString(), Catch::Contains("/nonexistent/x.tapeflow"));
}

TEST_CASE("a job's wrong option is reported at its member") {
  const auto job = [](const std::string& options) {
    return document(kVolume + "," + kDrive, "",
                    R"({"id":"j","direction":"backup","source":"vol","target":"dlt","options":)" +
                        options + "}");
  };
  CHECK(hasError(refused(job(R"({"streams":0})")), "/jobs/0/options/streams",
                 "streams must be between 1 and 1024"));
  CHECK(hasError(refused(job(R"({"compressibility":0.5})")), "/jobs/0/options/compressibility",
                 "ratio from 1"));
  // Sizes below a byte are not physical (a 1e-320 B job solved for minutes of fixed costs).
  CHECK(hasError(refused(job(R"({"data_size":"1e-320 B"})")), "/jobs/0/options/data_size",
                 "from 1 B"));
  CHECK(hasError(refused(job(R"({"mean_file_size":"0.5 B"})")), "/jobs/0/options/mean_file_size",
                 "from 1 B"));
}

TEST_CASE("a rejected node is reported once, not again by each link and job on it") {
  const auto d = refused(document(
      R"({"id":"lto","entry":"no-such-drive"},)" + kHba + "," + kVolume,
      R"({"id":"l1","from":"hba:ch1","to":"lto:scsi"},{"id":"l2","from":"lto:scsi","to":"hba:ch2"})",
      R"({"id":"j","direction":"backup","source":"vol","target":"lto"})"));
  CHECK(hasError(d, "/nodes/0/entry", "unknown catalog entry 'no-such-drive'"));
  CHECK(d.errorCount() == 1);
  // A node that was never there is still a dangling link.
  CHECK(hasError(refused(document(kHba, R"({"id":"l","from":"hba:ch1","to":"ghost:scsi"})")),
                 "/links/0/to", "dangling link: there is no node 'ghost'"));
}

TEST_CASE("a profile that is not in the catalog gets the hint a node's entry gets") {
  // Issue 41: it said only "'x' is not a filesystem catalog entry".
  const auto node = [](const std::string& profile) {
    return document(R"({"id":"srv","entry":"test-server","parameters":{"filesystem":")" + profile +
                    R"("}})");
  };
  CHECK(hasError(refused(node("no-such-fs")), "/nodes/0/parameters/filesystem",
                 "unknown filesystem catalog entry 'no-such-fs' (is it in a user catalog that is "
                 "not installed here?)"));
  // An entry of another kind is named as what it is.
  CHECK(hasError(refused(node("test-dlt")), "/nodes/0/parameters/filesystem",
                 "'test-dlt' is a tape-drive catalog entry, not a filesystem"));
}

TEST_CASE("what names a job left out with its refused node says so, not that there is none") {
  // Issue 41: the file defines job 'j'; its drive was refused, so 'j' was left out, and the
  // measured figure, the measurement and the schedule that name it said "there is no job 'j'".
  std::string file = document(
      R"({"id":"lto","entry":"no-such-drive"},)" + kHba + "," + kVolume, "",
      R"({"id":"j","direction":"backup","source":"vol","target":"lto"})",
      R"(,"validation":[{"id":"t1","quantity":"job-rate","job":"j","value":"1 MB/s","paper":"p"}],
         "measurements":[{"id":"m1","job":"j","value":"10 MB/s"}],
         "schedule":{"days":[{"name":"Mon","jobs":{"j":"full"}}]})");
  file.replace(file.find(R"("version":1)"), 11, R"("version":3)"); // measurements, schedules
  const auto d = refused(file);
  const std::string text = d.toString();
  INFO(text);
  const std::string left = "job 'j' was left out with node 'lto', which was refused";
  CHECK_THAT(text, Catch::Contains("/validation/0/job: warning: " + left));
  CHECK_THAT(text, Catch::Contains("/measurements/0/job: warning: " + left));
  CHECK_THAT(text, Catch::Contains("/schedule/days/0/jobs/j: warning: " + left));
  CHECK_THAT(text, !Catch::Contains("there is no job"));
  CHECK(d.errorCount() == 1);
}

TEST_CASE("a member given twice is a warning at its pointer") {
  const auto result =
      io::loadTopologyText(document(R"({"id":"dlt","entry":"test-dlt","name":"A","name":"B"})"),
                           "twice.tapeflow", test::testCatalog());
  REQUIRE(result.topology);
  CHECK(result.topology->node("dlt")->name == "B"); // the last one counts, as before
  REQUIRE(result.diagnostics.all().size() == 1);
  const auto& warning = result.diagnostics.all().front();
  CHECK(warning.severity == Severity::Warning);
  CHECK(warning.pointer == "/nodes/0/name");
  CHECK_THAT(warning.message, Catch::Contains("'name' is given more than once"));
}

TEST_CASE("invalid UTF-8 in a file is escaped in messages, never echoed raw") {
  const auto d = refused(document("{\"id\":\"dlt\",\"entry\":\"bad\xff\xfe\"}"));
  const std::string text = d.toString();
  CHECK(text.find('\xff') == std::string::npos);
  CHECK_THAT(text, Catch::Contains("\\xff"));
  // Valid UTF-8 stays as it is; control characters are escaped.
  CHECK(quote("caf\xc3\xa9\x1b[2J") == "'caf\xc3\xa9\\x1b[2J'");
  CHECK(quote("\xed\xa0\x80") == "'\\xed\\xa0\\x80'"); // a UTF-16 surrogate
  CHECK(quote("\xc0\xaf") == "'\\xc0\\xaf'");          // an overlong '/'
}

TEST_CASE("errors are capped, and a long run of bad elements stops the reading") {
  // Issue 21: 10^7 empty links took 308 s and 7 GB in check.
  std::string links;
  for (int i = 0; i < 200000; ++i) links += i ? ",{}" : "{}";
  const auto d = refused(document(kHba, links));
  CHECK(d.all().size() <= Diagnostics::kMaxKept);
  CHECK(hasError(d, "/links", "stopped reading after 100 bad elements in a row"));
  CHECK(hasError(d, "/links", "199900 of its 200000 elements were not read"));

  // Errors that are not in a row are kept up to the cap and counted beyond it.
  std::string nodes;
  for (int i = 0; i < 3000; ++i)
    nodes += (i ? "," : "") + std::string(R"({"id":"n)") + std::to_string(i) +
             (i % 2 ? R"(","entry":"test-switch"})" : R"(","entry":"nope"})");
  const auto many = refused(document(nodes));
  CHECK(many.all().size() == Diagnostics::kMaxKept);
  CHECK(many.errorCount() > Diagnostics::kMaxKept);
  CHECK_THAT(many.toString(), Catch::Contains("... and 1 more problem not shown"));
}

TEST_CASE("a measured figure of a job or node no longer there is a warning, not an error") {
  // Deleting a job or node is always allowed, so a document that did so must reopen.
  const auto result = io::loadTopologyText(
      document(kDrive, "", "",
               R"(,"validation":[{"id":"t1","quantity":"job-rate","job":"gone","value":"1 MB/s",
                   "paper":"p","component":"ghost"}])"),
      "figures.tapeflow", test::testCatalog());
  INFO(result.diagnostics.toString());
  REQUIRE(result.topology);
  CHECK(result.topology->validation().size() == 1);
  CHECK_FALSE(result.diagnostics.hasErrors());
  CHECK_THAT(result.diagnostics.toString(), Catch::Contains("/validation/0/job: warning"));
  CHECK_THAT(result.diagnostics.toString(), Catch::Contains("/validation/0/component: warning"));
}

TEST_CASE("warnings never stop a load: 1,001 measurements of a deleted job reopen") {
  // Issue 37: the app saved such a file with "Saved" and then refused to open it, because the
  // warnings filled the cap and the reader stopped with an error.
  std::string measurements;
  for (int i = 0; i < 1001; ++i)
    measurements += (i ? "," : "") + std::string(R"({"id":"m)") + std::to_string(i) +
                    R"(","job":"gone","value":"1 MB/s"})";
  std::string text = document(kDrive, "", "", R"(,"measurements":[)" + measurements + "]");
  text.replace(text.find(R"("version":1)"), 11, R"("version":3)"); // measurements came in v3
  const auto result = io::loadTopologyText(text, "many.tapeflow", test::testCatalog());
  REQUIRE(result.topology);
  CHECK(result.topology->measurements().size() == 1001);
  CHECK_FALSE(result.diagnostics.hasErrors());
  CHECK(result.diagnostics.all().size() == Diagnostics::kMaxKept);
  CHECK(result.diagnostics.omitted() == 1);
}

TEST_CASE("errors are listed before warnings, each in the order found") {
  Diagnostics d;
  d.warning("f", "/a", "first warning");
  d.error("f", "/b", "first error");
  d.warning("f", "/c", "second warning");
  d.error("f", "/d", "second error");
  REQUIRE(d.all().size() == 4);
  CHECK(d.all()[0].message == "first error");
  CHECK(d.all()[1].message == "second error");
  CHECK(d.all()[2].message == "first warning");
  CHECK(d.all()[3].message == "second warning");

  // Warnings beyond the cap are counted, and never make the list full for errors.
  Diagnostics many;
  for (std::size_t i = 0; i < 2 * Diagnostics::kMaxKept; ++i) many.warning("f", "", "w");
  CHECK_FALSE(many.full());
  many.error("f", "/x", "the real error");
  CHECK(many.all().front().message == "the real error");
  CHECK(many.omitted() == Diagnostics::kMaxKept);
}

TEST_CASE("nesting deeper than any file needs is refused at its place, before it is built") {
  // Issue 37: 60 MB of '[' took 5.3 GB and aborted with bad_alloc.
  const std::string deep = R"({"format":"tapeflow-topology","version":1,"nodes":[)" +
                           std::string(1'000'000, '[') + std::string(1'000'000, ']') + "]}";
  const auto d = refused(deep);
  REQUIRE(d.errorCount() == 1);
  CHECK_THAT(d.all().front().message, Catch::Contains("nested deeper than 64 levels"));
  CHECK(d.all().front().pointer.starts_with("/nodes/0/0/0/"));
  // The formats' own depth is far from it: a scenario's change of a list figure is nine deep.
  CHECK(kMaxJsonDepth >= 16);
}
