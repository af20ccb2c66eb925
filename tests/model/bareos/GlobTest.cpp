// Wildcards as glob(3) matches them (Glob.h), and the paths of the in-memory file system.

#include "bareos/Glob.h"
#include "bareos/FileSystem.h"

#include <catch2/catch.hpp>

using namespace tapeflow::bareos;

TEST_CASE("a name matches '*', '?' and sets as glob does") {
  CHECK(matchName("*.conf", "bareos-fd.conf"));
  CHECK_FALSE(matchName("*.conf", "bareos-fd.conf.example"));
  CHECK(matchName("*", "anything"));
  CHECK(matchName("a*b*c", "axxbyyc"));
  CHECK_FALSE(matchName("a*b*c", "axxbyy"));
  CHECK(matchName("f?.conf", "f1.conf"));
  CHECK_FALSE(matchName("f?.conf", "f12.conf"));
  CHECK(matchName("[a-m]*.conf", "alpha.conf"));
  CHECK_FALSE(matchName("[a-m]*.conf", "zulu.conf"));
  CHECK(matchName("[!a-m]*", "zulu"));
  CHECK(matchName("[^a-m]*", "zulu"));
  CHECK(matchName("[]x]", "]"));
  CHECK(matchName("[a-]", "-"));
  CHECK(matchName("x[", "x[")); // an unclosed '[' is itself
  CHECK(matchName("**.conf", "a.conf"));
  CHECK(matchName("", ""));
  CHECK_FALSE(matchName("", "a"));
}

TEST_CASE("a leading dot is matched only by a pattern that starts with one") {
  CHECK_FALSE(matchName("*.conf", ".hidden.conf"));
  CHECK_FALSE(matchName("?hidden.conf", ".hidden.conf"));
  CHECK(matchName(".*.conf", ".hidden.conf"));
}

TEST_CASE("a pattern expands folder by folder to the files it names, sorted") {
  MemoryFileSystem files;
  files.add("/etc/bareos/bareos-dir.d/job/b.conf", "");
  files.add("/etc/bareos/bareos-dir.d/job/a.conf", "");
  files.add("/etc/bareos/bareos-dir.d/job/sub/c.conf", "");
  files.add("/etc/bareos/bareos-dir.d/pool.conf/x", "");
  files.add("/etc/bareos/bareos-dir.d/top.conf", "");
  const auto matches = expandGlob(files, "/etc/bareos/bareos-dir.d/*/*.conf", 100);
  CHECK(matches.files == std::vector<std::string>{"/etc/bareos/bareos-dir.d/job/a.conf",
                                                  "/etc/bareos/bareos-dir.d/job/b.conf"});
  CHECK_FALSE(matches.truncated);
  // A folder whose name matches is not a file.
  CHECK(expandGlob(files, "/etc/bareos/bareos-dir.d/*.conf", 100).files ==
        std::vector<std::string>{"/etc/bareos/bareos-dir.d/top.conf"});
}

TEST_CASE("a pattern stops at its limit of paths") {
  MemoryFileSystem files;
  for (int i = 0; i < 20; ++i) files.add("/d/f" + std::to_string(i + 10) + ".conf", "");
  const auto matches = expandGlob(files, "/d/*.conf", 5);
  CHECK(matches.truncated);
  CHECK(matches.files.size() == 5);
}

TEST_CASE("paths are made plain and resolved") {
  CHECK(normalPath("/etc/./bareos//x/../bareos-dir.conf") == "/etc/bareos/bareos-dir.conf");
  CHECK(normalPath("/etc/bareos/") == "/etc/bareos");
  CHECK(resolvePath("/etc/bareos", "extra/c.conf") == "/etc/bareos/extra/c.conf");
  CHECK(resolvePath("/etc/bareos", "/abs/c.conf") == "/abs/c.conf");
  CHECK(parentFolder("/etc/bareos/bareos-dir.conf") == "/etc/bareos");
  CHECK(parentFolder("/etc") == "/");
  CHECK(fileName("/etc/bareos/bareos-dir.conf") == "bareos-dir.conf");
}

TEST_CASE("the in-memory file system has the folders its paths imply") {
  MemoryFileSystem files;
  files.add("/etc/bareos/bareos-dir.d/job/a.conf", "Job {}");
  files.add("/etc/bareos/bareos-dir.conf", "");
  files.add("/etc/bareos-other/x", "");
  CHECK(files.kind("/etc/bareos") == PathKind::Folder);
  CHECK(files.kind("/etc/bareos/bareos-dir.conf") == PathKind::File);
  CHECK(files.kind("/etc/bare") == PathKind::Missing);
  CHECK(files.list("/etc/bareos") == std::vector<std::string>{"bareos-dir.conf", "bareos-dir.d"});
  CHECK(files.list("/") == std::vector<std::string>{"etc"});
  CHECK(files.read("/etc/bareos/bareos-dir.d/job/a.conf", 100).value() == "Job {}");
  CHECK(files.read("/etc/bareos/bareos-dir.d/job/a.conf", 3).error().message ==
        "it is larger than the 3 bytes left to read");
  CHECK(files.read("/etc/bareos", 100).error().message == "it is a folder");
  CHECK(files.read("/nowhere", 100).error().message == "no such file");
}
