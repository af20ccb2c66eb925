#include "KindsFixture.h"

#include "util/JsonReader.h"

#include <string>

namespace tapeflow::test {

std::shared_ptr<const catalog::Catalog> kindsCatalog() {
  static const std::shared_ptr<const catalog::Catalog> catalog = [] {
    Diagnostics diagnostics;
    auto kinds = catalog::KindRegistry::load(
        std::string(TAPEFLOW_RESOURCE_DIR) + "/catalog/kinds.json", diagnostics);
    REQUIRE(kinds);
    auto result = std::make_shared<catalog::Catalog>(kinds);
    for (const char* file : {"entries.json", "kind-entries.json"}) {
      const auto entries = readJsonFile(
          std::string(TAPEFLOW_TEST_DATA_DIR) + "/solver/" + std::string(file), diagnostics);
      REQUIRE(entries);
      result->addEntries(*entries, std::string("solver/") + file, false, diagnostics);
    }
    result->crossCheck(diagnostics);
    INFO(diagnostics.toString());
    REQUIRE_FALSE(diagnostics.hasErrors());
    return std::shared_ptr<const catalog::Catalog>(result);
  }();
  return catalog;
}

Diagram kindsDiagram() {
  Diagram d;
  d.topology() = topology::Topology(kindsCatalog());
  return d;
}

double perByte(const solver::SolveResult& result, std::string_view key, std::string_view job) {
  const auto* use = result.resource(key);
  const auto* moved = result.job(job);
  INFO("resource " << key << ", job " << job);
  REQUIRE(use);
  REQUIRE(moved);
  REQUIRE(moved->rate > 0.0);
  return use->load / moved->rate;
}

Diagram toNetworkTarget(const std::string& id, const std::string& entry, const std::string& port,
                        std::initializer_list<std::pair<std::string, std::string>> figures) {
  Diagram d;
  d.localBackup().set("bus", "sustained_rate", "1 GB/s");
  d.set("array", "read_rate", "1 GB/s").set("array", "write_rate", "1 GB/s");
  d.add(id, entry, figures).add("nic", "t-nic", {{"speed", "10 Gb/s"}});
  d.link("bus:slot3", "nic:card").link("nic:eth1", id + ":" + port);
  d.job("j", "vol", id);
  return d;
}

const solver::ResourceUse& resourceOf(const solver::SolveResult& result, const std::string& key) {
  const auto* found = result.resource(key);
  INFO(key);
  REQUIRE(found);
  return *found;
}

} // namespace tapeflow::test
