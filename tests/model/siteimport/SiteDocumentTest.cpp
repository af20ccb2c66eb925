// A site drawn as a topology document (issue 42): the document opens with the shipped catalog
// and solves, its schedule and its assumptions say what the site and the drawing chose.

#include "siteimport/SiteDocument.h"

#include "SiteFixture.h"
#include "io/TopologyFile.h"
#include "solver/Solver.h"

#include <catch2/catch.hpp>

using namespace tapeflow;
using namespace tapeflow::siteimport;

namespace {

bool assumed(const Site& site, const std::string& subject, const std::string& words) {
  for (const auto& a : site.assumptions)
    if (a.subject == subject && a.text.find(words) != std::string::npos) return true;
  return false;
}

} // namespace

TEST_CASE("A site with an autochanger, spooling and a disk device opens and solves") {
  Site site = test::autochangerSite(3);
  const auto document = siteDocument(site, {});
  const auto loaded =
      io::loadTopologyText(document.dump(), "site.tapeflow", test::shippedCatalog());
  INFO(loaded.diagnostics.toString());
  REQUIRE(loaded.topology);
  const auto& topology = *loaded.topology;
  // Three clients with their data, the autochanger's four drives and the despool job.
  CHECK(topology.jobs().size() == 3 + 1);
  const auto result = solver::solve(topology);
  for (const auto& job : result.jobs) {
    INFO(job.name << ": " << job.error);
    CHECK(job.error.empty());
    CHECK(job.rate > 0.0);
  }
  // The spooling job writes into the spool area, which a copy job moves to the library.
  const auto* spooled = topology.job("client3-backup");
  REQUIRE(spooled);
  CHECK(topology.node(spooled->target)->name == "Spool of client3-backup");
  CHECK(assumed(site, "Spooling of 'client3-backup'", "spools whole"));
  const auto* despool = topology.job("client3-backup.despool");
  REQUIRE(despool);
  CHECK(despool->source == spooled->target);
  CHECK(topology.node(despool->target)->name == "Changer");
  CHECK(assumed(site, "Network", "10 GbE switch of 48 ports"));
  CHECK(assumed(site, "Clients", "RAID-10"));
}

TEST_CASE("The imported document keeps the site's names, priorities and schedule") {
  Site site = test::autochangerSite(2);
  site.jobs[0].priority = 5;
  site.jobs[0].dataBytes = 2.5e12;
  site.jobs[0].files = 1.2e6;
  site.period = {SiteDay{"Sat", {{0, Level::Full}, {1, Level::Full}}},
                 SiteDay{"Mon", {{0, Level::Incremental}}}};
  ImportChoices choices;
  choices.windowSeconds = 6 * 3600.0;
  const auto document = siteDocument(site, choices);
  const auto loaded =
      io::loadTopologyText(document.dump(), "site.tapeflow", test::shippedCatalog());
  INFO(loaded.diagnostics.toString());
  REQUIRE(loaded.topology);
  const auto& topology = *loaded.topology;
  const auto* first = topology.job("client1-backup");
  REQUIRE(first);
  CHECK(first->name == "client1-backup");
  CHECK(first->level.priority == 5); // priority 5 runs before the default 10
  CHECK(topology.job("client2-backup")->level.priority == 0);
  const auto* volume = topology.node(first->source);
  CHECK(volume->overrides.at("data_size").text == "2500 GB");
  CHECK(volume->overrides.at("file_count").number() == 1.2e6);
  REQUIRE(topology.schedule().days.size() == 2);
  CHECK(topology.schedule().days[1].levels.at("client1-backup") ==
        topology::BackupLevel::Incremental);
  REQUIRE(topology.objectives().backupWindow);
  CHECK(topology.objectives().backupWindow->seconds == 6 * 3600.0);
}

TEST_CASE("The history's fulls become measurements of the jobs they ran") {
  Site site = test::autochangerSite(2);
  site.jobs[1].runs.push_back({1.5e12, 3 * 3600.0, "2024-05-04", "Bareos job 7 (Full)"});
  site.jobs[1].runs.push_back({1.4e12, 10000.0, "", ""});
  const auto document = siteDocument(site, {});
  const auto loaded =
      io::loadTopologyText(document.dump(), "site.tapeflow", test::shippedCatalog());
  INFO(loaded.diagnostics.toString());
  REQUIRE(loaded.topology);
  const auto& measured = loaded.topology->measurements();
  REQUIRE(measured.size() == 2);
  CHECK(measured[0].job == "client2-backup");
  CHECK(measured[0].bytes == "1500000000000 B");
  CHECK(measured[0].duration == "10800 s");
  CHECK(measured[0].date == "2024-05-04");
  CHECK(measured[0].note == "Bareos job 7 (Full)");
  CHECK(measured[1].id != measured[0].id);
}

TEST_CASE("More hosts than the switch has ports get a switch of that many ports") {
  Site site = test::autochangerSite(30);
  ImportChoices choices;
  choices.networkBitsPerSecond = 1e9;
  const auto document = siteDocument(site, choices);
  const auto loaded =
      io::loadTopologyText(document.dump(), "site.tapeflow", test::shippedCatalog());
  INFO(loaded.diagnostics.toString());
  REQUIRE(loaded.topology);
  CHECK(assumed(site, "Network", "1 GbE switch of 31 ports"));
}

TEST_CASE("Nine drives take two HBAs, seventeen in one changer raise its bays") {
  Site site = test::autochangerSite(1);
  auto& storage = site.storages[0];
  while (storage.devices.size() < 18)
    storage.devices.push_back(test::lto8("Drive " + std::to_string(storage.devices.size())));
  storage.changers[0].devices.clear();
  for (std::size_t d = 0; d < storage.devices.size(); ++d)
    if (!storage.devices[d].disk) storage.changers[0].devices.push_back(d);
  const auto document = siteDocument(site, {});
  const auto loaded =
      io::loadTopologyText(document.dump(), "site.tapeflow", test::shippedCatalog());
  INFO(loaded.diagnostics.toString());
  REQUIRE(loaded.topology);
  CHECK(assumed(site, "Autochanger 'Changer'", "bays raised to 17"));
}

TEST_CASE("The network is the nearest the catalog has at or below the chosen speed") {
  CHECK(std::string(networkEntries(1e9).nic) == "generic-nic-1g");
  CHECK(std::string(networkEntries(2.5e9).nic) == "generic-nic-1g");
  CHECK(std::string(networkEntries(25e9).switchEntry) == "generic-switch-25g");
  CHECK(std::string(networkEntries(400e9).label) == "100 GbE");
  CHECK(std::string(networkEntries(1e6).label) == "1 GbE");
}
