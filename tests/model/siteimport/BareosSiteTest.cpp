// Sites read from Bareos and Bacula configurations written from their documentation (issue 42):
// what each resource becomes, what is assumed, and what is said when the configuration is wrong.

#include "siteimport/BareosSite.h"
#include "siteimport/ImportBareos.h"

#include "SiteFixture.h"
#include "bareos/ConfigFiles.h"
#include "schedule/ScheduleRun.h"
#include "solver/Solver.h"

#include <catch2/catch.hpp>

using namespace tapeflow;
using namespace tapeflow::siteimport;

namespace {

std::string data(const std::string& relative) {
  return std::string(TAPEFLOW_TEST_DATA_DIR) + "/" + relative;
}

Site read(const std::string& relative, Diagnostics& diagnostics) {
  const auto config = bareos::readConfig(data(relative));
  diagnostics.append(config.diagnostics);
  return siteFromConfig(config.config, diagnostics);
}

const SiteJob* job(const Site& site, const std::string& name) {
  for (const auto& j : site.jobs)
    if (j.name == name) return &j;
  return nullptr;
}

bool says(const Diagnostics& diagnostics, const std::string& words) {
  for (const auto& d : diagnostics.all())
    if (d.toString().find(words) != std::string::npos) return true;
  return false;
}

} // namespace

TEST_CASE("A fresh Bareos install's configuration is one client backed up to a file device") {
  Diagnostics diagnostics;
  const Site site = read("bareos/bareos-default", diagnostics);
  INFO(diagnostics.toString());
  CHECK(site.product == "Bareos");
  REQUIRE(site.clients.size() == 1);
  CHECK(site.clients[0].name == "bareos-fd");
  REQUIRE(site.storages.size() == 1);
  CHECK(site.storages[0].name == "bareos-sd");
  REQUIRE(site.storages[0].devices.size() == 1);
  CHECK(site.storages[0].devices[0].disk);
  // The restore job is not a backup: two jobs.
  REQUIRE(site.jobs.size() == 2);
  const SiteJob* backup = job(site, "backup-bareos-fd");
  REQUIRE(backup);
  CHECK(backup->fileSet == "SelfTest");
  CHECK(backup->schedule == "WeeklyCycle");
  // WeeklyCycle: a full on the first Saturday, differentials on the others, incrementals
  // Monday to Friday, in a month of four weeks.
  REQUIRE(site.period.size() == 28);
  const std::size_t b = std::size_t(backup - site.jobs.data());
  CHECK(site.period[5].runs.at(b) == Level::Full);
  CHECK(site.period[12].runs.at(b) == Level::Differential);
  CHECK(site.period[0].runs.at(b) == Level::Incremental);
  CHECK(site.period[6].runs.count(b) == 0);
}

TEST_CASE("An autochanger of four LTO-8 drives with spooling, from both daemons' files") {
  Diagnostics diagnostics;
  const Site site = read("bareos/lto-site", diagnostics);
  INFO(diagnostics.toString());
  REQUIRE(site.storages.size() == 1);
  const SiteStorage& sd = site.storages[0];
  REQUIRE(sd.changers.size() == 1);
  CHECK(sd.changers[0].devices.size() == 4);
  for (const std::size_t d : sd.changers[0].devices) {
    CHECK(sd.devices[d].entry == "ibm-lto-8-hh");
    CHECK(sd.devices[d].blockSize == 1048576.0);
    CHECK(sd.devices[d].jobSpoolBytes.has_value());
  }
  REQUIRE(site.jobs.size() == 3);
  for (const auto& j : site.jobs) {
    CHECK(j.spool);
    CHECK(j.compression); // the FileSet's Options compress with LZ4
    CHECK(j.target.changer);
    CHECK(j.spoolBytes == 50e9); // the JobDefs' Spool Size
  }
  CHECK(job(site, "files1")->priority == 12);
}

TEST_CASE("An imported site with a job history opens, solves and carries its measurements") {
  ImportRequest request;
  request.configPath = data("bareos/lto-site");
  request.historyPath = data("siteimport/lto-site-llist-jobs.txt");
  const ImportResult result = importBareos(request, test::shippedCatalog());
  INFO(result.diagnostics.toString());
  REQUIRE(result.topology);
  const auto& topology = *result.topology;
  CHECK(result.historyMatched == 2);
  const auto* db1 = topology.job("db1");
  REQUIRE(db1);
  CHECK(topology.node(topology.node(db1->target)->id)->name == "Spool of db1");
  // The latest full of db1 sizes its volume; both fulls are measurements.
  // The drives' 1 MiB blocks are written by the despool, which writes to tape.
  const auto* despool = topology.job("db1.despool");
  REQUIRE(despool);
  REQUIRE(despool->options.blockSize);
  CHECK(*despool->options.blockSize == 1048576.0);
  CHECK_FALSE(db1->options.blockSize);
  const auto& source = topology.node(db1->source)->overrides;
  CHECK(source.at("data_size").number() == Approx(812.5e9));
  std::size_t measured = 0;
  for (const auto& m : topology.measurements()) measured += m.job == "db1" ? 1 : 0;
  CHECK(measured == 2);
  const auto solved = solver::solve(topology);
  for (const auto& j : solved.jobs) CHECK(j.error.empty());
  CHECK(importSummary(result) == "3 clients, 1 storage daemon, 4 drives, 3 jobs, 1 schedule; " +
                                     std::to_string(result.site.assumptions.size()) +
                                     " assumptions");
}

TEST_CASE("A site of 20 clients, two storage daemons and an autochanger runs its schedule") {
  // Issue 42's measure of done: 20 clients, a tape storage daemon whose configuration was read
  // (an autochanger of four LTO-9 drives, spooling) and a disk storage daemon known from the
  // director alone, two schedules and a job history.
  ImportRequest request;
  request.configPath = data("siteimport/site-20");
  request.historyPath = data("siteimport/site-20-jobs.txt");
  const ImportResult result = importBareos(request, test::shippedCatalog());
  INFO(result.diagnostics.toString());
  REQUIRE(result.topology);
  CHECK_THAT(importSummary(result),
             Catch::StartsWith("20 clients, 2 storage daemons, 4 drives, 20 jobs, 2 schedules;"));
  CHECK(result.historyRecords == 108);
  CHECK(result.historyMatched == 18);
  const auto& topology = *result.topology;
  CHECK(topology.measurements().size() == 18); // one full each
  CHECK(topology.jobs().size() == 20 + 15);    // the 15 tape jobs spool, each despooled
  // Two clients back up their database FileSet first.
  CHECK(topology.job("backup-client01")->level.priority == 5);
  // Every night of the month of four weeks runs, each job at its level; a despool copies what
  // its job wrote that night.
  const auto run = schedule::runSchedule(topology);
  REQUIRE(run.nights.size() == 28);
  CHECK(run.problems.empty());
  for (const auto& night : run.nights)
    for (const auto& job : night.jobs) {
      INFO(night.day << ": " << job.name);
      CHECK(job.error.empty());
    }
  const auto& monday = run.nights[0];
  double spooled = 0.0;
  double despooled = 0.0;
  for (const auto& job : monday.jobs) {
    if (job.name == "backup-client01") spooled = job.bytes;
    if (job.name == "backup-client01 despool") despooled = job.bytes;
  }
  CHECK(spooled > 0.0);
  CHECK(despooled == Approx(spooled));
}

TEST_CASE("Bacula's default configuration, director and storage daemon in one file each") {
  ImportRequest request;
  request.configPath = data("bareos/bacula");
  const ImportResult result = importBareos(request, test::shippedCatalog());
  INFO(result.diagnostics.toString());
  REQUIRE(result.topology);
  CHECK(result.site.product == "Bacula");
  CHECK(result.site.jobs.size() == 2);
}

TEST_CASE("A job whose client or storage is missing is left out, with its file and line") {
  Diagnostics diagnostics;
  const Site site = read("siteimport/missing-references.conf", diagnostics);
  CHECK(site.jobs.size() == 1);
  CHECK(says(diagnostics, "missing-references.conf: line 10: warning: job 'ghost' backs up client "
                          "'nowhere-fd', which the configuration does not define"));
  CHECK(says(diagnostics, "missing-references.conf: line 11: warning: job 'lost' writes to storage "
                          "'Nowhere', which the configuration does not define"));
  CHECK(says(diagnostics, "Run line of schedule 'Odd' left out: 'someday' is not a day"));
}

TEST_CASE("A configuration without backup jobs imports nothing and says why") {
  ImportRequest request;
  request.configPath = data("bareos/broken/unclosed-brace.conf");
  const ImportResult result = importBareos(request, test::shippedCatalog());
  CHECK_FALSE(result.topology);
  CHECK(says(result.diagnostics, "no backup job could be imported"));
}

TEST_CASE("Media types name their LTO generation's drive") {
  CHECK(driveEntry("LTO-8").entry == "ibm-lto-8-hh");
  CHECK(driveEntry("LTO9").entry == "ibm-lto-9-hh");
  CHECK(driveEntry("Ultrium-6").entry == "ibm-lto-6-hh");
  CHECK(driveEntry("lto-10").entry == "ibm-lto-10-fh");
  CHECK(driveEntry("LTO-4").entry == "ibm-lto-4-fh");
  CHECK(driveEntry("Ultrium 3").entry == "ibm-lto-3-fh");
  CHECK(driveEntry("File").entry.empty());
  CHECK(driveEntry("DLT").entry.empty());
}
