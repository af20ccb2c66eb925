// Load then save gives the same document: on the fixture file, on every shipped example, and on
// a document built in code.

#include "TestCatalog.h"
#include "io/TopologyFile.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

using namespace tapeflow;
using namespace tapeflow::topology;

namespace {

std::string readText(const std::string& path) {
  std::ifstream stream(path);
  std::ostringstream text;
  text << stream.rdbuf();
  return text.str();
}

void checkSameDocument(const Topology& a, const Topology& b) {
  CHECK(a.name() == b.name());
  CHECK(a.description() == b.description());
  CHECK(a.nodes() == b.nodes());
  CHECK(a.links() == b.links());
  CHECK(a.jobs() == b.jobs());
  CHECK(a.view() == b.view());
  CHECK(a.objectives() == b.objectives());
  CHECK(a.validation() == b.validation());
  CHECK(a.scenarios() == b.scenarios());
  CHECK(a.schedule() == b.schedule());
}

// Loads `path`, saves, loads the saved text: same document, and saving again is byte-identical.
void checkRoundTrip(const std::string& path, std::shared_ptr<const catalog::Catalog> catalog) {
  INFO("file: " << path);
  const auto first = io::loadTopologyFile(path, catalog);
  INFO(first.diagnostics.toString());
  REQUIRE(first.topology);
  CHECK_FALSE(first.diagnostics.hasErrors());
  const std::string saved = io::saveTopologyText(*first.topology);
  const auto second = io::loadTopologyText(saved, "saved", catalog);
  INFO(second.diagnostics.toString());
  REQUIRE(second.topology);
  CHECK(second.diagnostics.empty());
  checkSameDocument(*first.topology, *second.topology);
  CHECK(io::saveTopologyText(*second.topology) == saved);
}

} // namespace

TEST_CASE("the fixture topology loads with every field") {
  const auto result =
      io::loadTopologyFile(test::dataPath("topologies/local-backup.tapeflow"), test::testCatalog());
  INFO(result.diagnostics.toString());
  REQUIRE(result.topology);
  CHECK(result.diagnostics.empty());
  const Topology& t = *result.topology;
  CHECK(t.name() == "Local backup");
  CHECK(t.nodes().size() == 6);
  CHECK(t.links().size() == 5);
  const Node& dlt = *t.node("dlt");
  CHECK(dlt.position == Point{200, 360});
  CHECK(t.parameter(dlt, "native_rate")->number() == Approx(5e6)); // 18 GB/h
  CHECK(t.parameter(dlt, "speed_steps")->list() == std::vector<double>{5e6, 3e6});
  const Job& job = t.jobs().at(0);
  CHECK(job.options.streams == 2);
  CHECK(*job.options.blockSize == 65536.0);
  CHECK(job.options.softwareCompression);
  CHECK(job.options.restoreOutOfOrder);
  CHECK(t.view().rateUnit == "GB/h");
  CHECK(t.validation().at(0).value == "15.3 GB/h");
}

TEST_CASE("the fixture topology round-trips") {
  checkRoundTrip(test::dataPath("topologies/local-backup.tapeflow"), test::testCatalog());
}

TEST_CASE("overrides keep the spelling the user wrote") {
  const auto result =
      io::loadTopologyFile(test::dataPath("topologies/local-backup.tapeflow"), test::testCatalog());
  REQUIRE(result.topology);
  const std::string saved = io::saveTopologyText(*result.topology);
  CHECK_THAT(saved, Catch::Contains("\"native_rate\": \"18 GB/h\""));
  CHECK_THAT(saved, Catch::Contains("\"block_size\": \"64 KiB\""));
  // Catalog figures are not copied into the file.
  CHECK_THAT(saved, !Catch::Contains("\"read_rate\""));
}

TEST_CASE("a node's override of a profile figure loads, is used and round-trips") {
  const std::string text = R"({"format":"tapeflow-topology","version":3,"nodes":[
    {"id":"srv","entry":"test-server","parameters":{"filesystem":"test-ntfs",
     "filesystem.per_file_read":"5 ms"}}],"links":[],"jobs":[]})";
  const auto first = io::loadTopologyText(text, "profile.tapeflow", test::testCatalog());
  INFO(first.diagnostics.toString());
  REQUIRE(first.topology);
  CHECK(first.diagnostics.empty());
  const Node& srv = *first.topology->node("srv");
  ValueOrigin origin = ValueOrigin::Missing;
  CHECK(first.topology->parameter(srv, "filesystem.per_file_read", &origin)->number() ==
        Approx(5e-3));
  CHECK(origin == ValueOrigin::Override);
  const std::string saved = io::saveTopologyText(*first.topology);
  CHECK_THAT(saved, Catch::Contains("\"filesystem.per_file_read\": \"5 ms\""));
  const auto second = io::loadTopologyText(saved, "saved", test::testCatalog());
  INFO(second.diagnostics.toString());
  REQUIRE(second.topology);
  CHECK(second.diagnostics.empty());
  checkSameDocument(*first.topology, *second.topology);
  CHECK(io::saveTopologyText(*second.topology) == saved);
}

TEST_CASE("a document built with the operations round-trips") {
  Topology t(test::testCatalog());
  t.setName("Built");
  REQUIRE(t.addNode(Node{"sw", "test-switch", "", "Core", {1.5, -2.25}, {}}).hasValue());
  REQUIRE(t.addNode(Node{"sw2", "test-switch", "", "Edge", {100, 0}, {}}).hasValue());
  Link link{"l", {"sw", "p3"}, {"sw2", "p1"}, {}};
  link.parameters.emplace("speed", catalog::Value{1.25e8, {}, {}}); // no spelling: formatted
  REQUIRE(t.addLink(link).hasValue());
  const auto loaded = io::loadTopologyText(io::saveTopologyText(t), "built", test::testCatalog());
  INFO(loaded.diagnostics.toString());
  REQUIRE(loaded.topology);
  checkSameDocument(t, *loaded.topology);
}

TEST_CASE("every shipped example round-trips") {
  Diagnostics diagnostics;
  const auto catalog =
      catalog::Catalog::load(std::string(TAPEFLOW_RESOURCE_DIR) + "/catalog", "", diagnostics);
  REQUIRE(catalog);
  int count = 0;
  for (const char* folder : {"examples", "validation"}) {
    const std::filesystem::path dir = std::filesystem::path(TAPEFLOW_RESOURCE_DIR) / folder;
    if (!std::filesystem::is_directory(dir)) continue;
    for (const auto& item : std::filesystem::recursive_directory_iterator(dir))
      if (item.path().extension() == ".tapeflow") {
        checkRoundTrip(item.path().string(), catalog);
        ++count;
      }
  }
  CHECK(count >= 3);
}

TEST_CASE("saving writes the file atomically and it reads back") {
  const auto result =
      io::loadTopologyFile(test::dataPath("topologies/local-backup.tapeflow"), test::testCatalog());
  REQUIRE(result.topology);
  const auto path = std::filesystem::temp_directory_path() / "tapeflow-roundtrip-test.tapeflow";
  REQUIRE(io::saveTopologyFile(*result.topology, path.string()).hasValue());
  CHECK(readText(path.string()) == io::saveTopologyText(*result.topology));
  CHECK_FALSE(std::filesystem::exists(path.string() + ".tmp-save"));
  std::filesystem::remove(path);
  CHECK_FALSE(io::saveTopologyFile(*result.topology, "/nonexistent-dir/x.tapeflow").hasValue());
}
