// Measurements and calibrated figures in the file (format version 3, issue 23): they survive
// save and load exactly; every mistake is an error at its JSON Pointer; a measurement of a job
// the document no longer has opens with a warning.

#include "TestCatalog.h"
#include "io/TopologyFile.h"

#include <catch2/catch.hpp>

using namespace tapeflow;

namespace {

std::string withMembers(const std::string& members) {
  const std::string text = R"({"format":"tapeflow-topology","version":3,
    "nodes":[{"id":"srv","entry":"test-server"},{"id":"pci","entry":"test-pci"},
             {"id":"hba","entry":"test-hba"},{"id":"dlt","entry":"test-dlt","name":"Drive 1"},
             {"id":"array","entry":"test-array"},{"id":"vol","entry":"test-volume"}],
    "links":[{"id":"l1","from":"srv:bus1","to":"pci:host"},
             {"id":"l2","from":"pci:slot1","to":"hba:card"},
             {"id":"l3","from":"hba:ch1","to":"dlt:scsi"},
             {"id":"l4","from":"hba:ch1","to":"array:scsi"},
             {"id":"l5","from":"array:volumes","to":"vol:storage"}],
    "jobs":[{"id":"j1","name":"Nightly","direction":"backup","source":"vol","target":"dlt"}])";
  return text + (members.empty() ? "" : "," + members) + "}";
}

io::LoadResult load(const std::string& members) {
  return io::loadTopologyText(withMembers(members), "m.tapeflow", test::testCatalog());
}

bool has(const Diagnostics& diagnostics, Severity severity, const std::string& pointer,
         const std::string& words) {
  for (const auto& item : diagnostics.all())
    if (item.severity == severity && item.pointer == pointer &&
        item.message.find(words) != std::string::npos)
      return true;
  return false;
}

} // namespace

TEST_CASE("measurements and calibrated figures are saved and read back exactly") {
  const auto loaded = load(R"("measurements":[
      {"id":"m1","job":"j1","direction":"restore","value":"12.5 MB/s","uncertainty":"5 %",
       "date":"2026-11-20","note":"from the tool's log"},
      {"id":"m2","job":"j1","bytes":"1.2 TB","duration":"200 min"},
      {"id":"m3","figure":"dlt.native_rate","value":"4.9 MB/s","note":"drive test, 64 KiB"}],
    "calibrated":[{"figure":"dlt.native_rate","value":"4.95 MB/s","from":["m1","m3"],
                   "date":"2026-11-24"}])");
  INFO(loaded.diagnostics.toString());
  REQUIRE(loaded.topology);
  CHECK(loaded.diagnostics.empty());
  const auto& measurements = loaded.topology->measurements();
  REQUIRE(measurements.size() == 3);
  CHECK(measurements[0].direction == topology::Direction::Restore);
  CHECK(measurements[0].note == "from the tool's log");
  CHECK(measurements[1].duration == "200 min");
  CHECK(measurements[2].figure == "dlt.native_rate");
  REQUIRE(loaded.topology->calibrated().size() == 1);
  CHECK(loaded.topology->calibrated()[0].from == std::vector<std::string>{"m1", "m3"});

  const std::string saved = io::saveTopologyText(*loaded.topology);
  const auto again = io::loadTopologyText(saved, "again", test::testCatalog());
  REQUIRE(again.topology);
  CHECK(again.topology->measurements() == measurements);
  CHECK(again.topology->calibrated() == loaded.topology->calibrated());
  CHECK(io::saveTopologyText(*again.topology) == saved);
}

TEST_CASE("a file without measurements saves without the members") {
  const auto loaded = load("");
  REQUIRE(loaded.topology);
  const std::string saved = io::saveTopologyText(*loaded.topology);
  CHECK_THAT(saved, !Catch::Contains("measurements") && !Catch::Contains("calibrated"));
}

TEST_CASE("every mistake in a measurement is an error at its place") {
  const auto errorAt = [](const std::string& members, const std::string& pointer,
                          const std::string& words) {
    const auto loaded = load(members);
    INFO(loaded.diagnostics.toString());
    CHECK_FALSE(loaded.topology);
    CHECK(has(loaded.diagnostics, Severity::Error, pointer, words));
  };
  errorAt(R"("measurements":[{"id":"m1","job":"j1","value":"soon"}])", "/measurements/0/value",
          "measurement 'm1'");
  errorAt(R"("measurements":[{"id":"m1","job":"j1","value":"3 h"}])", "/measurements/0/value",
          "is not a rate");
  errorAt(R"("measurements":[{"id":"m1","job":"j1","bytes":"1 TB","duration":"-2 h"}])",
          "/measurements/0/duration", "not a positive duration");
  errorAt(R"("measurements":[{"id":"m1","job":"j1","bytes":"fast","duration":"2 h"}])",
          "/measurements/0/bytes", "measurement 'm1'");
  errorAt(R"("measurements":[{"id":"m1","job":"j1","value":"1 MB/s","uncertainty":"2"}])",
          "/measurements/0/uncertainty", "between 0 and 100 %");
  errorAt(R"("measurements":[{"id":"m1","job":"j1","direction":"sideways","value":"1 MB/s"}])",
          "/measurements/0/direction", "'sideways' is not");
  errorAt(R"("measurements":[{"id":"m1","value":"1 MB/s"}])", "/measurements/0",
          "either a job or a figure");
  errorAt(R"("measurements":[{"id":"m1","job":"j1","value":"1 MB/s"},
                             {"id":"m1","job":"j1","value":"2 MB/s"}])",
          "/measurements/1/id", "m1");
  errorAt(R"("calibrated":[{"figure":"dlt.native_rate","value":"1 MB/s","from":[3]}])",
          "/calibrated/0/from/0", "expected a measurement id");
  errorAt(R"("calibrated":[{"figure":"dlt","value":"1 MB/s"}])", "/calibrated", "is not a figure");
}

TEST_CASE("a measurement of a job the document does not have opens with a warning") {
  const auto loaded = load(R"("measurements":[{"id":"m1","job":"gone","value":"1 MB/s"},
      {"id":"m2","figure":"nowhere.native_rate","value":"1 MB/s"}])");
  REQUIRE(loaded.topology);
  CHECK(has(loaded.diagnostics, Severity::Warning, "/measurements/0/job", "does not apply"));
  CHECK(has(loaded.diagnostics, Severity::Warning, "/measurements/1/figure", "does not apply"));
  CHECK(loaded.topology->measurements().size() == 2);
}
