// Scenarios in the file (format version 2): random scenarios survive save and load exactly; the
// shipped example reads as written; every mistake in a scenario is an error at its JSON
// Pointer; a scenario that no longer applies to the base still opens, with a warning.

#include "RandomEdits.h"
#include "RandomTopology.h"
#include "TestCatalog.h"
#include "io/TopologyFile.h"

#include <catch2/catch.hpp>

using namespace tapeflow;
using namespace tapeflow::topology;

namespace {

// The fixture topology (test catalog) with `scenarios` as its "scenarios" member.
std::string withScenarios(const std::string& scenarios) {
  std::string text = R"({"format":"tapeflow-topology","version":2,
    "nodes":[{"id":"srv","entry":"test-server"},{"id":"pci","entry":"test-pci"},
             {"id":"hba","entry":"test-hba"},{"id":"dlt","entry":"test-dlt","name":"Drive 1"},
             {"id":"array","entry":"test-array"},{"id":"vol","entry":"test-volume"}],
    "links":[{"id":"l1","from":"srv:bus1","to":"pci:host"},
             {"id":"l2","from":"pci:slot1","to":"hba:card"},
             {"id":"l3","from":"hba:ch1","to":"dlt:scsi"},
             {"id":"l4","from":"hba:ch1","to":"array:scsi"},
             {"id":"l5","from":"array:volumes","to":"vol:storage"}],
    "jobs":[{"id":"j1","name":"Nightly","direction":"backup","source":"vol","target":"dlt"}],
    "scenarios":)";
  return text + scenarios + "}";
}

io::LoadResult load(const std::string& scenarios) {
  return io::loadTopologyText(withScenarios(scenarios), "s.tapeflow", test::testCatalog());
}

bool hasError(const Diagnostics& diagnostics, const std::string& pointer,
              const std::string& words) {
  for (const auto& item : diagnostics.all())
    if (item.severity == Severity::Error && item.pointer == pointer &&
        item.message.find(words) != std::string::npos)
      return true;
  return false;
}

} // namespace

TEST_CASE("random scenarios round-trip through the file exactly") {
  for (std::uint64_t seed = 1; seed <= 25; ++seed) {
    INFO("seed " << seed);
    Topology base(test::sharedRandomTopologyCatalog());
    test::RandomTopologyShape shape;
    shape.lan = seed % 2 == 1;
    test::buildRandomTopology(base, seed, shape);
    for (int s = 0; s < 2; ++s) {
      Topology variant = base;
      test::applyRandomEdits(variant, seed * 31 + static_cast<std::uint64_t>(s), 8);
      REQUIRE(base.addScenario(Scenario{"Scenario " + std::to_string(s),
                                        "note " + std::to_string(s), diff(base, variant)}));
    }
    const std::string saved = io::saveTopologyText(base);
    const auto loaded = io::loadTopologyText(saved, "saved", test::sharedRandomTopologyCatalog());
    INFO(loaded.diagnostics.toString());
    REQUIRE(loaded.topology);
    CHECK(loaded.diagnostics.empty());
    CHECK(loaded.topology->scenarios() == base.scenarios());
    CHECK(io::saveTopologyText(*loaded.topology) == saved);
  }
}

TEST_CASE("the shipped scenario example reads as written and each scenario applies") {
  Diagnostics diagnostics;
  const auto catalog =
      catalog::Catalog::load(std::string(TAPEFLOW_RESOURCE_DIR) + "/catalog", "", diagnostics);
  REQUIRE(catalog);
  const auto loaded = io::loadTopologyFile(
      std::string(TAPEFLOW_RESOURCE_DIR) + "/examples/scenarios-lan-and-lto9.tapeflow", catalog);
  INFO(loaded.diagnostics.toString());
  REQUIRE(loaded.topology);
  CHECK(loaded.diagnostics.empty());
  const auto& scenarios = loaded.topology->scenarios();
  REQUIRE(scenarios.size() == 2);
  CHECK(scenarios[0].name == "Second LTO-9 drive");
  CHECK(scenarios[1].name == "Gigabit to 10 GbE");
  CHECK(describe(scenarios[0].changes, *loaded.topology).front() ==
        "Tape drive 'LTO-9 HH 2' added");
  for (const auto& scenario : scenarios) CHECK(scenarioDocument(*loaded.topology, scenario));
}

TEST_CASE("a scenario's values keep their units and spelling in the file") {
  const auto loaded = load(R"([{"name":"Faster","changes":[
    {"change":"node-parameter","node":"dlt","name":"Drive 1","kind":"tape-drive",
     "parameter":"native_rate","value":"36 GB/h"},
    {"change":"job-changed","job":"j1","name":"Nightly",
     "set":{"options":{"streams":4,"block_size":"256 KiB","data_size":null}}}]}])");
  INFO(loaded.diagnostics.toString());
  REQUIRE(loaded.topology);
  const std::string saved = io::saveTopologyText(*loaded.topology);
  CHECK_THAT(saved, Catch::Contains("\"value\": \"36 GB/h\""));
  CHECK_THAT(saved, Catch::Contains("\"block_size\": \"256 KiB\""));
  CHECK_THAT(saved, Catch::Contains("\"data_size\": null"));
  const auto document = scenarioDocument(*loaded.topology, "Faster");
  REQUIRE(document);
  CHECK(document->job("j1")->options.streams == 4);
  CHECK(document->node("dlt")->overrides.at("native_rate").number() == Approx(10e6));
}

TEST_CASE("a scenario sets a profile figure of a node, checked and saved as one") {
  const auto loaded = load(R"([{"name":"Slow files","changes":[
    {"change":"node-parameter","node":"srv","name":"srv","kind":"server",
     "parameter":"filesystem.per_file_read","value":"8 ms"}]}])");
  INFO(loaded.diagnostics.toString());
  REQUIRE(loaded.topology);
  CHECK_THAT(io::saveTopologyText(*loaded.topology),
             Catch::Contains("\"parameter\": \"filesystem.per_file_read\""));
  CHECK_THAT(io::saveTopologyText(*loaded.topology), Catch::Contains("\"value\": \"8 ms\""));
  const auto document = scenarioDocument(*loaded.topology, "Slow files");
  REQUIRE(document);
  CHECK(document->node("srv")->overrides.at("filesystem.per_file_read").number() == Approx(8e-3));
  CHECK(hasError(load(R"([{"name":"A","changes":[{"change":"node-parameter","node":"srv",
                 "kind":"server","parameter":"filesystem.per_file_read","value":"1 h"}]}])")
                     .diagnostics,
                 "/scenarios/0/changes/0/value", "'filesystem.per_file_read'"));
  CHECK(hasError(load(R"([{"name":"A","changes":[{"change":"node-parameter","node":"srv",
                 "kind":"server","parameter":"filesystem.colour","value":"red"}]}])")
                     .diagnostics,
                 "/scenarios/0/changes/0/parameter", "has no figure 'colour'"));
}

TEST_CASE("mistakes in a scenario are errors at their JSON Pointer") {
  CHECK(hasError(load(R"([{"note":"x"}])").diagnostics, "/scenarios/0",
                 "missing required member 'name'"));
  CHECK(hasError(load(R"([{"name":"A"},{"name":"A"}])").diagnostics, "/scenarios/1/name",
                 "already a scenario 'A'"));
  CHECK(hasError(load(R"([{"name":"A","changes":[{"change":"teleport"}]}])").diagnostics,
                 "/scenarios/0/changes/0/change", "'teleport' is not a kind of change"));
  CHECK(hasError(load(R"([{"name":"A","changes":[{"change":"node-parameter","node":"dlt",
                 "kind":"tape-drive","parameter":"native_rate","value":"-5 MB/s"}]}])")
                     .diagnostics,
                 "/scenarios/0/changes/0/value", "positive"));
  CHECK(hasError(load(R"([{"name":"A","changes":[{"change":"node-parameter","node":"dlt",
                 "kind":"tape-drive","parameter":"colour","value":"red"}]}])")
                     .diagnostics,
                 "/scenarios/0/changes/0/parameter", "no parameter 'colour'"));
  CHECK(hasError(load(R"([{"name":"A","changes":[{"change":"job-changed","job":"j1",
                 "set":{"options":{"streams":null}}}]}])")
                     .diagnostics,
                 "/scenarios/0/changes/0/set/options/streams", "cannot be cleared"));
  CHECK(hasError(load(R"([{"name":"A","changes":[{"change":"job-changed","job":"j1",
                 "set":{"options":{"block_size":"12 parsecs"}}}]}])")
                     .diagnostics,
                 "/scenarios/0/changes/0/set/options/block_size", ""));
  CHECK(hasError(load(R"([{"name":"A","changes":[{"change":"node-entry","node":"dlt",
                 "entry":"no-such-drive"}]}])")
                     .diagnostics,
                 "/scenarios/0/changes/0/entry", "unknown catalog entry 'no-such-drive'"));
  CHECK(hasError(load(R"([{"name":"A","changes":[{"change":"node-added",
                 "node":{"id":"x","entry":"test-dlt","position":[1e9,0]}}]}])")
                     .diagnostics,
                 "/scenarios/0/changes/0/node/position", "outside the canvas"));
  CHECK(hasError(load(R"({"name":"A"})").diagnostics, "/scenarios", "expected an array"));
}

TEST_CASE("a scenario that no longer applies opens with a warning naming it and the change") {
  const auto loaded = load(R"([{"name":"Gone","changes":[
    {"change":"node-renamed","node":"dlt9","name":"Drive 9","to":"Drive nine"}]}])");
  INFO(loaded.diagnostics.toString());
  REQUIRE(loaded.topology);
  CHECK_FALSE(loaded.diagnostics.hasErrors());
  CHECK_THAT(loaded.diagnostics.toString(),
             Catch::Contains("/scenarios/0: warning: scenario 'Gone': change 1 ('Drive 9' "
                             "renamed 'Drive nine'): node 'Drive 9' is no longer in the base"));
  CHECK(loaded.topology->scenarios().size() == 1);
}

TEST_CASE("an added link or job without an index saves without one and reopens") {
  // Found by fuzz_Topology (issue 21): "at the end" (no index) was written as 2^64-1, which the
  // reader refuses as too large, so the saved file could not be reopened.
  const auto loaded = load(R"([{"name":"A","changes":[
      {"change":"link-added","link":{"id":"l9","from":"srv:bus2","to":"pci:host"},
       "medium":"bus"},
      {"change":"job-added","job":{"id":"j2","direction":"restore","source":"vol","target":"dlt"}}
    ]}])");
  INFO(loaded.diagnostics.toString());
  REQUIRE(loaded.topology);
  const std::string saved = io::saveTopologyText(*loaded.topology);
  CHECK(saved.find("\"index\"") == std::string::npos);
  const auto reloaded = io::loadTopologyText(saved, "saved", test::testCatalog());
  INFO(reloaded.diagnostics.toString());
  REQUIRE(reloaded.topology);
  CHECK(io::saveTopologyText(*reloaded.topology) == saved);
}
