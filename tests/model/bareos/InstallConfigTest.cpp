// Configurations as a fresh install leaves them, written from the manuals into
// data/bareos/: Bareos's /etc/bareos in the bareos-dir.d layout (with its storage and file
// daemons), and Bacula's bacula-dir.conf and bacula-sd.conf, one file each. Read from the disk.

#include "BareosTestSupport.h"
#include "bareos/ConfigUnits.h"

#include <catch2/catch.hpp>

using namespace tapeflow;
using namespace tapeflow::bareos;
using test::dataDir;

namespace {

std::vector<std::string> namesOf(const Config& config, std::string_view type) {
  std::vector<std::string> found;
  for (const Resource* resource : config.ofType(type)) found.push_back(resource->name);
  return found;
}

} // namespace

TEST_CASE("a fresh Bareos install: every resource of its bareos-dir.d, sd.d and fd.d") {
  const auto read = readConfig(dataDir() + "/bareos-default");
  CHECK(read.diagnostics.empty());
  const Config& config = read.config;
  CHECK(namesOf(config, "Director") ==
        std::vector<std::string>{"bareos-dir", "bareos-dir", "bareos-dir"});
  CHECK(namesOf(config, "Client") == std::vector<std::string>{"bareos-fd", "bareos-fd"});
  CHECK(namesOf(config, "FileSet") == std::vector<std::string>{"Catalog", "LinuxAll", "SelfTest"});
  CHECK(namesOf(config, "JobDefs") == std::vector<std::string>{"DefaultJob"});
  CHECK(namesOf(config, "Job") ==
        std::vector<std::string>{"BackupCatalog", "RestoreFiles", "backup-bareos-fd"});
  CHECK(namesOf(config, "Schedule") ==
        std::vector<std::string>{"WeeklyCycle", "WeeklyCycleAfterBackup"});
  CHECK(namesOf(config, "Pool") ==
        std::vector<std::string>{"Differential", "Full", "Incremental", "Scratch"});
  CHECK(namesOf(config, "Storage") == std::vector<std::string>{"File", "bareos-sd"});
  CHECK(namesOf(config, "Messages") ==
        std::vector<std::string>{"Daemon", "Standard", "Standard", "Standard"});
  // The console's .conf.example is not read.
  CHECK(namesOf(config, "Console") == std::vector<std::string>{"bareos-mon"});
  CHECK(namesOf(config, "Profile") == std::vector<std::string>{"operator"});
  CHECK(namesOf(config, "Catalog") == std::vector<std::string>{"MyCatalog"});
  CHECK(namesOf(config, "Device") == std::vector<std::string>{"FileStorage"});
  CHECK(config.resources.size() == 28);
}

TEST_CASE("a fresh Bareos install: each daemon's resources and their values") {
  const auto read = readConfig(dataDir() + "/bareos-default");
  const Config& config = read.config;
  const Resource* device = config.find("Device", "FileStorage");
  REQUIRE(device);
  CHECK(device->daemon == Daemon::StorageDaemon);
  CHECK(device->file == dataDir() + "/bareos-default/bareos-sd.d/device/FileStorage.conf");
  CHECK(device->first("Archive Device") == "/var/lib/bareos/storage");
  CHECK(device->first("count") == "10");
  CHECK(config.find("Storage", "File")->daemon == Daemon::Director);
  CHECK(config.find("Storage", "bareos-sd")->daemon == Daemon::StorageDaemon);
  CHECK(config.ofType("Client")[1]->daemon == Daemon::FileDaemon);

  const Resource* jobdefs = config.find("JobDefs", "DefaultJob");
  REQUIRE(jobdefs);
  CHECK(jobdefs->first("Full Backup Pool") == "Full");
  CHECK(jobdefs->first("WriteBootstrap") == "/var/lib/bareos/%c.bsr");
  CHECK(config.find("Job", "BackupCatalog")->first("Write Bootstrap") ==
        "|/usr/bin/bsmtp -h localhost -f \"(Bareos) \" -s \"Bootstrap for Job %j\" root");

  const Resource* linuxAll = config.find("FileSet", "LinuxAll");
  REQUIRE(linuxAll);
  const Resource& options = *linuxAll->blocks("Include").at(0)->blocks("Options").at(0);
  CHECK(options.all("FS Type").size() == 9);
  CHECK(options.first("One FS") == "No");
  CHECK(linuxAll->blocks("Exclude").at(0)->all("File").size() == 9);

  const Resource* schedule = config.find("Schedule", "WeeklyCycle");
  REQUIRE(schedule);
  CHECK(schedule->all("Run") == std::vector<std::string>{"Full 1st sat at 21:00",
                                                         "Differential 2nd-5th sat at 21:00",
                                                         "Incremental mon-fri at 21:00"});
  const Resource* full = config.find("Pool", "Full");
  CHECK(parseSize(*full->first("Maximum Volume Bytes")) == 50ull << 30);
  CHECK(parseTime(*full->first("Volume Retention")) == 365u * 86400);
  CHECK(config.find("Profile", "operator")->all("Command ACL").size() == 12);
  CHECK(config.find("Messages", "Standard")->find("mail")->values ==
        std::vector<std::string>{"root = all", "!skipped", "!saved", "!audit"});
}

TEST_CASE("a fresh Bacula install: bacula-dir.conf and bacula-sd.conf, one file each") {
  const auto read = readConfig(dataDir() + "/bacula");
  CHECK(read.diagnostics.empty());
  const Config& config = read.config;
  CHECK(namesOf(config, "Job") ==
        std::vector<std::string>{"BackupClient1", "BackupCatalog", "RestoreFiles"});
  CHECK(namesOf(config, "FileSet") == std::vector<std::string>{"Full Set", "Catalog"});
  CHECK(namesOf(config, "Pool") == std::vector<std::string>{"Default", "File", "Scratch"});
  CHECK(namesOf(config, "Autochanger") ==
        std::vector<std::string>{"File1", "File2", "FileChgr1", "FileChgr2"});
  CHECK(namesOf(config, "Device") == std::vector<std::string>{"FileChgr1-Dev1", "FileChgr1-Dev2",
                                                              "FileChgr2-Dev1", "FileChgr2-Dev2"});
  CHECK(config.find("Autochanger", "File1")->daemon == Daemon::Director);
  CHECK(config.find("Autochanger", "FileChgr1")->daemon == Daemon::StorageDaemon);
  CHECK(config.find("Autochanger", "FileChgr1")->all("Device") ==
        std::vector<std::string>{"FileChgr1-Dev1", "FileChgr1-Dev2"});
  CHECK(config.find("Autochanger", "FileChgr1")->first("Changer Command") == "");

  const Resource* client = config.find("Client", "bacula-fd");
  REQUIRE(client);
  CHECK(parseTime(*client->first("Job Retention")) == 6u * 30 * 86400);
  CHECK(parseTime(*client->first("File Retention")) == 60u * 86400);
  // Several directives on one line, separated by ';'.
  const Resource* catalog = config.find("Catalog", "MyCatalog");
  CHECK(catalog->first("DB Address") == "localhost");
  CHECK(catalog->first("dbpassword") == "");
  CHECK(config.find("Device", "FileChgr2-Dev1")->first("AlwaysOpen") == "no");
  CHECK(config.find("Device", "FileChgr1-Dev1")->first("Random Access") == "Yes");
  CHECK(config.ofType("Schedule").at(0)->all("run").at(2) == "Incremental mon-sat at 23:05");
  CHECK(config.resources.size() == 29);
}
