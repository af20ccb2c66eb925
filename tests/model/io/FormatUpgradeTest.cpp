// The upgrade chain: sample files of versions 1 and 2 (tests/model/data/topologies/v1/, v2/)
// upgrade to the current version and open as they did; each step on its own; files newer than this
// Tapeflow reads are refused with a message that says so.

#include "io/FormatUpgrade.h"
#include "TestCatalog.h"
#include "io/TopologyFile.h"

#include <catch2/catch.hpp>

#include <filesystem>

using namespace tapeflow;

namespace {

std::shared_ptr<const catalog::Catalog> shippedCatalog() {
  Diagnostics diagnostics;
  auto catalog =
      catalog::Catalog::load(std::string(TAPEFLOW_RESOURCE_DIR) + "/catalog", "", diagnostics);
  REQUIRE(catalog);
  return catalog;
}

} // namespace

TEST_CASE("the v1 -> v2 step sets the version and keeps everything else") {
  Json v1 = Json::parse(R"({"format":"tapeflow-topology","version":1,"name":"N","nodes":[]})");
  io::upgradeV1ToV2(v1);
  CHECK(v1 == Json::parse(R"({"format":"tapeflow-topology","version":2,"name":"N","nodes":[]})"));
}

TEST_CASE("a 'scenarios' member of a v1 file is not read as scenarios it never was") {
  Json v1 = Json::parse(R"({"format":"tapeflow-topology","version":1,"scenarios":[{"name":"x"}]})");
  io::upgradeV1ToV2(v1);
  CHECK_FALSE(v1.contains("scenarios"));
  const auto loaded = io::loadTopologyText(
      R"({"format":"tapeflow-topology","version":1,"scenarios":[{"name":"x"}]})", "old",
      test::testCatalog());
  REQUIRE(loaded.topology);
  CHECK(loaded.topology->scenarios().empty());
  CHECK_THAT(loaded.diagnostics.toString(), Catch::Contains("unknown member"));
}

TEST_CASE("the v2 -> v3 step sets the version and keeps v3's members of a v2 file aside") {
  Json v2 = Json::parse(R"({"format":"tapeflow-topology","version":2,"name":"N",
                            "measurements":[1],"schedule":{}})");
  io::upgradeV2ToV3(v2);
  CHECK(v2 == Json::parse(R"j({"format":"tapeflow-topology","version":3,"name":"N",
      "measurements (not read: written to a version 2 file)":[1],
      "schedule (not read: written to a version 2 file)":{}})j"));
}

TEST_CASE("the chain upgrades any known version to the current one and refuses newer ones") {
  Json document = Json::parse(R"({"format":"tapeflow-topology","version":1})");
  REQUIRE(io::upgradeTopology(document));
  CHECK(document["version"] == io::kTopologyFormatVersion);
  REQUIRE(io::upgradeTopology(document)); // the current version: nothing to do
  CHECK(document["version"] == io::kTopologyFormatVersion);

  Json newer = Json::parse(R"({"format":"tapeflow-topology","version":99})");
  const Status refused = io::upgradeTopology(newer);
  REQUIRE_FALSE(refused);
  CHECK_THAT(refused.error().message, Catch::Contains("written by a newer Tapeflow"));
  Json broken = Json::parse(R"({"format":"tapeflow-topology","version":0})");
  CHECK_FALSE(io::upgradeTopology(broken));
  Json untyped = Json::parse(R"({"format":"tapeflow-topology","version":"2"})");
  CHECK_FALSE(io::upgradeTopology(untyped));
}

TEST_CASE("sample v1 and v2 files open, and save as the current version with the same content") {
  const std::vector<std::pair<std::string, std::shared_ptr<const catalog::Catalog>>> samples{
      {"topologies/v1/local-backup.tapeflow", test::testCatalog()},
      {"topologies/v1/dell-1gb-lan.tapeflow", shippedCatalog()},
      {"topologies/v2/scenarios-lan-and-lto9.tapeflow", shippedCatalog()}};
  for (const auto& [file, catalog] : samples) {
    INFO(file);
    const auto old = io::loadTopologyFile(test::dataPath(file), catalog);
    INFO(old.diagnostics.toString());
    REQUIRE(old.topology);
    CHECK(old.diagnostics.empty());
    CHECK_FALSE(old.topology->nodes().empty());
    const std::string saved = io::saveTopologyText(*old.topology);
    CHECK_THAT(saved,
               Catch::Contains("\"version\": " + std::to_string(io::kTopologyFormatVersion) + ","));
    const auto again = io::loadTopologyText(saved, "saved", catalog);
    REQUIRE(again.topology);
    CHECK(again.topology->nodes() == old.topology->nodes());
    CHECK(again.topology->links() == old.topology->links());
    CHECK(again.topology->jobs() == old.topology->jobs());
    CHECK(again.topology->scenarios() == old.topology->scenarios());
  }
}

TEST_CASE("a file newer than this Tapeflow reads is refused at /version, saying why") {
  const auto loaded = io::loadTopologyText(R"({"format":"tapeflow-topology","version":4})",
                                           "future.tapeflow", test::testCatalog());
  CHECK_FALSE(loaded.topology);
  CHECK_THAT(loaded.diagnostics.toString(),
             Catch::Contains("future.tapeflow: /version: error: the file is version 4, written "
                             "by a newer Tapeflow; this version reads up to 3"));
}
