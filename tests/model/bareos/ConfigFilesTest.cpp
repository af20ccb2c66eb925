// The layouts a configuration comes in (ConfigFiles.h), on files in memory: one file, a
// component folder, a configuration folder, and the daemon each resource belongs to.

#include "BareosTestSupport.h"

#include <catch2/catch.hpp>

using namespace tapeflow;
using namespace tapeflow::bareos;
using test::errors;
using test::names;

namespace {

MemoryFileSystem etcBareos() {
  MemoryFileSystem files;
  files.add("/etc/bareos/bareos-dir.d/director/bareos-dir.conf", "Director { Name = bareos-dir }");
  files.add("/etc/bareos/bareos-dir.d/job/backup.conf", "Job { Name = backup }");
  files.add("/etc/bareos/bareos-sd.d/device/tape.conf", "Device { Name = tape }");
  files.add("/etc/bareos/bareos-fd.d/client/myself.conf", "Client { Name = host-fd }");
  files.add("/etc/bareos/bconsole.conf", "Director { Name = console-view }");
  return files;
}

} // namespace

TEST_CASE("a configuration folder gives each daemon's resources, marked as that daemon's") {
  const auto read = readConfig("/etc/bareos", etcBareos());
  CHECK(read.diagnostics.empty());
  CHECK(names(read.config) == std::vector<std::string>{"bareos-dir", "backup", "tape", "host-fd"});
  CHECK(read.config.resources[0].daemon == Daemon::Director);
  CHECK(read.config.resources[1].daemon == Daemon::Director);
  CHECK(read.config.resources[2].daemon == Daemon::StorageDaemon);
  CHECK(read.config.resources[3].daemon == Daemon::FileDaemon);
  CHECK(read.config.resources[3].file == "/etc/bareos/bareos-fd.d/client/myself.conf");
}

TEST_CASE("in a configuration folder a component's .conf file wins over its .d folder") {
  MemoryFileSystem files = etcBareos();
  files.add("/etc/bareos/bareos-dir.conf", "Director { Name = from-the-file }");
  const auto read = readConfig("/etc/bareos/", files);
  CHECK(names(read.config) == std::vector<std::string>{"from-the-file", "tape", "host-fd"});
}

TEST_CASE("a component folder is read alone, its daemon from its name") {
  const auto read = readConfig("/etc/bareos/bareos-sd.d", etcBareos());
  CHECK(read.diagnostics.empty());
  REQUIRE(read.config.resources.size() == 1);
  CHECK(read.config.resources[0].daemon == Daemon::StorageDaemon);
}

TEST_CASE("a single file's daemon comes from its name or the folder it is in") {
  MemoryFileSystem files = etcBareos();
  files.add("/etc/bacula/bacula-sd.conf", "Storage { Name = bacula-sd }");
  files.add("/home/me/site.conf", "Job { Name = mine }");
  CHECK(readConfig("/etc/bacula/bacula-sd.conf", files).config.resources.at(0).daemon ==
        Daemon::StorageDaemon);
  CHECK(readConfig("/etc/bareos/bareos-fd.d/client/myself.conf", files)
            .config.resources.at(0)
            .daemon == Daemon::FileDaemon);
  CHECK(readConfig("/home/me/site.conf", files).config.resources.at(0).daemon == Daemon::Unknown);
}

TEST_CASE("a broken resource file does not take the next file's resources with it") {
  MemoryFileSystem files;
  files.add("/etc/bareos/bareos-dir.d/client/a-fd.conf", "Client {\n  Name = a-fd\n");
  files.add("/etc/bareos/bareos-dir.d/client/b-fd.conf", "Client {\n  Name = b-fd\n}\n");
  const auto read = readConfig("/etc/bareos/bareos-dir.d", files);
  CHECK(errors(read.diagnostics) ==
        std::vector<std::string>{"/etc/bareos/bareos-dir.d/client/a-fd.conf: line 2: error: "
                                 "expected '}' to close the Client resource opened on line 1"});
  CHECK(names(read.config) == std::vector<std::string>{"a-fd", "b-fd"});
}

TEST_CASE("a path with no configuration says so") {
  MemoryFileSystem files;
  files.add("/srv/notes/readme.txt", "");
  CHECK(errors(readConfig("/srv/notes", files).diagnostics) ==
        std::vector<std::string>{
            "/srv/notes: error: no Bareos or Bacula configuration in this folder: expected "
            "bareos-dir.d/ or bareos-dir.conf, bacula-dir.conf, or the same for -sd and -fd"});
  CHECK(errors(readConfig("/srv/missing", files).diagnostics) ==
        std::vector<std::string>{"/srv/missing: error: no such file or folder"});
  files.add("/srv/empty/bareos-dir.d/README", "");
  const auto empty = readConfig("/srv/empty/bareos-dir.d", files);
  CHECK_FALSE(empty.diagnostics.hasErrors());
  CHECK(test::lines(empty.diagnostics) ==
        std::vector<std::string>{"/srv/empty/bareos-dir.d: warning: no resource files "
                                 "(<type>/<name>.conf) in this folder"});
}

TEST_CASE("the daemon of a file or folder name") {
  CHECK(daemonOf("bareos-dir.conf") == Daemon::Director);
  CHECK(daemonOf("bacula-dir.conf") == Daemon::Director);
  CHECK(daemonOf("bareos-dir.d") == Daemon::Director);
  CHECK(daemonOf("bareos-sd.d") == Daemon::StorageDaemon);
  CHECK(daemonOf("bacula-sd.conf") == Daemon::StorageDaemon);
  CHECK(daemonOf("bareos-fd.d") == Daemon::FileDaemon);
  CHECK(daemonOf("bconsole.conf") == Daemon::Unknown);
  CHECK(daemonOf("bareos-dir") == Daemon::Unknown);
  CHECK(daemonName(Daemon::StorageDaemon) == "storage daemon");
}
