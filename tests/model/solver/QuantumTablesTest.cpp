// Quantum 2003, Tables 3 and 4: an SDLT 320 and an HP Ultrium 230 fed at a fixed host rate
// (1.5 to 30 "MB/s", which the measured rates show to be MiB/s), 64 KiB blocks, 1:1 data,
// write and read. The drives are the shipped catalog entries; the rest of the path is fast
// generic hardware, so the feed is the only limit besides the drive. Every row within 5 %.

#include "io/TopologyFile.h"
#include "solver/Solver.h"

#include <catch2/catch.hpp>

#include <cmath>

using namespace tapeflow;

namespace {

std::shared_ptr<const catalog::Catalog> shippedCatalog() {
  static const auto catalog = [] {
    Diagnostics diagnostics;
    auto loaded =
        catalog::Catalog::load(std::string(TAPEFLOW_RESOURCE_DIR) + "/catalog", "", diagnostics);
    REQUIRE(loaded);
    return loaded;
  }();
  return catalog;
}

// A volume whose disks deliver (accept) exactly `feed`, to `drive` over fast hardware.
double predicted(const std::string& drive, double feed, topology::Direction direction) {
  const std::string rate = std::to_string(feed) + " B/s";
  const std::string text = R"({"format":"tapeflow-topology","version":1,
    "nodes":[
      {"id":"srv","entry":"generic-linux-server","parameters":{"backup_app":"generic-tar-utility"}},
      {"id":"bus","entry":"generic-pcie-4-x8","parameters":{"slots":2}},
      {"id":"raid","entry":"generic-sas-12g-raid-8"},
      {"id":"group","entry":"generic-raid0-group","parameters":{"read_rate":")" +
                           rate + R"(","write_rate":")" + rate + R"("}},
      {"id":"vol","entry":"volume-file-server","parameters":{"compressibility":1}},
      {"id":"hba","entry":"generic-scsi-ultra160-1ch"},
      {"id":"drive","entry":")" +
                           drive + R"("}],
    "links":[
      {"id":"l1","from":"srv:bus1","to":"bus:host"},
      {"id":"l2","from":"bus:slot1","to":"raid:card"},
      {"id":"l3","from":"bus:slot2","to":"hba:card"},
      {"id":"l4","from":"raid:sas1","to":"group:sas1"},
      {"id":"l5","from":"group:volumes","to":"vol:on"},
      {"id":"l6","from":"hba:ch1","to":"drive:scsi1"}],
    "jobs":[{"id":"j","direction":")" +
                           std::string(topology::directionName(direction)) +
                           R"(","source":"vol","target":"drive",
             "options":{"mode":"image","block_size":"64 KiB"}}]})";
  const auto loaded = io::loadTopologyText(text, "quantum", shippedCatalog());
  INFO(loaded.diagnostics.toString());
  REQUIRE(loaded.topology);
  solver::SolveOptions options;
  options.timeline = false;
  const auto result = solver::solve(*loaded.topology, options);
  const auto* job = result.job("j");
  REQUIRE(job);
  INFO(job->error);
  REQUIRE(job->error.empty());
  return job->rate;
}

struct Row {
  double hostMiB;
  double sdlt;    // bytes/s
  double ultrium; // bytes/s
};

} // namespace

TEST_CASE("Quantum Table 3: fixed host write rate, both drives, within 5 %") {
  const Row row = GENERATE(Row{1.5, 1571142, 1573721}, Row{3, 3147490, 3146066},
                           Row{5, 5245607, 5235502}, Row{10, 10478975, 10049871},
                           Row{15, 15509859, 14402047}, Row{30, 17239311, 14012506});
  const double feed = row.hostMiB * 1048576.0;
  INFO("host " << row.hostMiB << " MiB/s");
  CHECK(predicted("quantum-sdlt-320", feed, topology::Direction::Backup) ==
        Approx(row.sdlt).epsilon(0.05));
  CHECK(predicted("hp-ultrium-230", feed, topology::Direction::Backup) ==
        Approx(row.ultrium).epsilon(0.05));
}

TEST_CASE("Quantum Table 4: fixed host read rate, both drives, within 5 %") {
  const Row row =
      GENERATE(Row{1.5, 1570042, 1573806}, Row{3, 3135215, 3146105}, Row{5, 5213686, 5217326},
               Row{10, 10353328, 9364371}, Row{15, 15264852, 10451584}, Row{30, 16795863, 9511093});
  const double feed = row.hostMiB * 1048576.0;
  INFO("host " << row.hostMiB << " MiB/s");
  CHECK(predicted("quantum-sdlt-320", feed, topology::Direction::Restore) ==
        Approx(row.sdlt).epsilon(0.05));
  CHECK(predicted("hp-ultrium-230", feed, topology::Direction::Restore) ==
        Approx(row.ultrium).epsilon(0.05));
}
