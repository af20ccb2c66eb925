// Sites written from the manuals into data/bareos/: a tape library of four LTO-8 drives with
// spooling (bareos-dir.conf and bareos-sd.conf, one file each), and a director configuration
// split with `@` includes, relative paths and wildcards. Read from the disk.

#include "BareosTestSupport.h"
#include "bareos/ConfigUnits.h"

#include <catch2/catch.hpp>

using namespace tapeflow;
using namespace tapeflow::bareos;
using test::dataDir;
using test::names;

TEST_CASE("an autochanger of four LTO-8 drives, each spooling to its own folder") {
  const auto read = readConfig(dataDir() + "/lto-site");
  CHECK(read.diagnostics.empty());
  const Config& config = read.config;
  const Resource* changer = config.find("Autochanger", "library-0");
  REQUIRE(changer);
  CHECK(changer->daemon == Daemon::StorageDaemon);
  CHECK(changer->all("Device") == std::vector<std::string>{"lto8-0", "lto8-1", "lto8-2", "lto8-3"});
  CHECK(changer->first("Description") == "Four LTO-8 drives in a 560-slot library.");
  CHECK(changer->first("Changer Command") == "/usr/lib/bareos/scripts/mtx-changer %c %o %S %a %d");

  const auto devices = config.ofType("Device");
  REQUIRE(devices.size() == 4);
  for (std::size_t i = 0; i < devices.size(); ++i) {
    const Resource& drive = *devices[i];
    INFO(drive.name);
    CHECK(drive.name == "lto8-" + std::to_string(i));
    CHECK(drive.first("Media Type") == "LTO-8");
    CHECK(drive.first("autochanger") == "yes");
    CHECK(drive.first("Drive Index") == std::to_string(i));
    CHECK(drive.first("Archive Device") ==
          "/dev/tape/by-id/scsi-3500110a00" + std::to_string(i) + "-nst");
    CHECK(parseSize(*drive.first("Maximum Block Size")) == 1048576u);
    CHECK(drive.first("Spool Directory") == "/var/spool/bareos/lto8-" + std::to_string(i));
    CHECK(parseSize(*drive.first("Maximum Spool Size")) == 400000000000u);
    CHECK(parseSize(*drive.first("Maximum Job Spool Size")) == 100000000000u);
    CHECK(parseSize(*drive.first("Maximum File Size")) == 20000000000u);
  }
  // The four are written four ways: "Maximum Block Size", "MaximumBlockSize", lower case.
  CHECK(devices[2]->find("maximumblocksize")->keyAsWritten == "MaximumBlockSize");
  CHECK(devices[3]->find("Maximum Block Size")->keyAsWritten == "maximum block size");

  const Resource* addresses = config.find("Storage", "tape-sd")->blocks("SD Addresses").at(0);
  CHECK(addresses->blocks("ipv6").at(0)->first("addr") == "::");
}

TEST_CASE("the director of the tape site: storage, spooling jobs, clients written on one line") {
  const auto read = readConfig(dataDir() + "/lto-site");
  const Config& config = read.config;
  const Resource* storage = config.find("Storage", "Tape");
  REQUIRE(storage);
  CHECK(storage->daemon == Daemon::Director);
  CHECK(storage->first("Auto Changer") == "yes");
  CHECK(storage->first("Media Type") == "LTO-8");
  CHECK(storage->first("Maximum Concurrent Jobs") == "4");

  const Resource* jobdefs = config.find("JobDefs", "TapeJob");
  REQUIRE(jobdefs);
  CHECK(jobdefs->first("Spool Data") == "yes");
  CHECK(parseSize(*jobdefs->first("Spool Size")) == 50000000000u);
  CHECK(parseSpeed(*jobdefs->first("Maximum Bandwidth")) == 150000000u);
  CHECK(parseTime(*jobdefs->first("Max Run Time")) == 36000u);

  CHECK(names(config).size() == 22);
  const auto clients = config.ofType("Client");
  REQUIRE(clients.size() == 3);
  CHECK(clients[0]->first("Maximum Concurrent Jobs") == "2");
  CHECK(clients[1]->first("Address") == "files1.example.com");
  CHECK(config.find("Job", "files1")->first("Priority") == "12");
  CHECK(config.find("FileSet", "LinuxAll")
            ->blocks("Include")
            .at(0)
            ->blocks("Options")
            .at(0)
            ->first("Compression") == "LZ4");
  const Resource* schedule = config.find("Schedule", "Nightly");
  REQUIRE(schedule);
  CHECK(schedule->all("Run").front() == "Level=Full Pool=Tape 1st sun at 2:05");
  CHECK(schedule->find("Run")->text == "Level=Full Pool=Tape 1st sun at 2:05");
  CHECK(schedule->directives.back().text == "Incremental mon, tue, wed, thu, fri, sat at 23:00");
  CHECK(parseTime(*config.find("Pool", "Tape")->first("Volume Use Duration")) == 23u * 3600);
}

TEST_CASE("a tree of includes: relative paths, patterns, includes inside resources and values") {
  ReadOptions options;
  options.workingDirectory = dataDir() + "/includes";
  const auto read = readConfig(dataDir() + "/includes/bareos-dir.conf", options);
  CHECK(read.diagnostics.empty());
  const Config& config = read.config;
  // director.conf, clients/*.conf in name order (not .hidden.conf, not notes.txt), the file's
  // own resources, then jobs/[a-m]*.conf.
  CHECK(names(config) == std::vector<std::string>{"bareos-dir", "alpha-fd", "beta-fd", "nightly-db",
                                                  "Homes", "Nightly", "backup-alpha"});
  CHECK(config.resources[1].file == dataDir() + "/includes/clients/alpha-fd.conf");
  CHECK(config.resources[1].first("Maximum Concurrent Jobs") == "3");
  for (const auto& resource : config.resources) CHECK(resource.daemon == Daemon::Director);

  const Resource* job = config.find("Job", "nightly-db");
  REQUIRE(job);
  REQUIRE(job->directives.size() == 7);
  CHECK(job->directives[1].key == "type");
  CHECK(job->directives[1].file == dataDir() + "/includes/common/job-defaults.conf");
  CHECK(job->directives[1].line == 1);
  CHECK(job->directives[6].key == "client");
  CHECK(job->directives[6].file == dataDir() + "/includes/bareos-dir.conf");
  CHECK(job->directives[6].line == 9);

  const Resource* homes = config.find("FileSet", "Homes");
  REQUIRE(homes);
  const Resource& include = *homes->blocks("Include").at(0);
  CHECK(include.first("File") == "/home");
  CHECK(include.blocks("Options").at(0)->first("Compression") == "GZIP6");
  CHECK(config.find("Schedule", "Nightly")->first("Run") == "Incremental mon-fri at 23:00");
}

TEST_CASE("without a working directory the same tree is read from its own folder, with warnings") {
  const auto read = readConfig(dataDir() + "/includes/bareos-dir.conf");
  CHECK_FALSE(read.diagnostics.hasErrors());
  CHECK(read.diagnostics.all().size() == 7); // one for each relative include
  CHECK(read.diagnostics.all()[0].toString() ==
        dataDir() +
            "/includes/bareos-dir.conf: line 3: warning: the relative include "
            "'director.conf' is read as '" +
            dataDir() + "/includes/director.conf'; Bareos reads it from its working directory");
  CHECK(read.config.resources.size() == 7);
}
