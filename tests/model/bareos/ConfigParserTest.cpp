// The grammar of resources, directives and blocks (ConfigParser.h), on texts in memory.

#include "bareos/ConfigParser.h"
#include "BareosTestSupport.h"

#include <catch2/catch.hpp>

using namespace tapeflow;
using namespace tapeflow::bareos;
using test::errors;
using test::readText;

TEST_CASE("keywords compare without case or spaces, and keep how they were written") {
  const auto read = readText("Director {\n"
                             "  Name = bareos-dir\n"
                             "  Maximum Concurrent Jobs = 10\n"
                             "  MaximumConcurrentJobs = 11\n"
                             "  maximum concurrent jobs = 12\n"
                             "}\n");
  CHECK(read.diagnostics.empty());
  REQUIRE(read.config.resources.size() == 1);
  const Resource& director = read.config.resources[0];
  CHECK(director.type == "Director");
  CHECK(director.typeKey == "director");
  CHECK(director.name == "bareos-dir");
  CHECK(director.daemon == Daemon::Director);
  CHECK(director.file == "/etc/bareos/bareos-dir.conf");
  CHECK(director.line == 1);
  REQUIRE(director.directives.size() == 4);
  CHECK(director.directives[1].key == "maximumconcurrentjobs");
  CHECK(director.directives[1].keyAsWritten == "Maximum Concurrent Jobs");
  CHECK(director.directives[1].line == 3);
  CHECK(director.first("MAXIMUM concurrentJobs") == "10");
  CHECK(director.all("Maximum Concurrent Jobs") == std::vector<std::string>{"10", "11", "12"});
  CHECK(read.config.ofType("DIRECTOR").size() == 1);
  CHECK(read.config.find("director", "bareos-dir") == &director);
  CHECK(read.config.find("director", "Bareos-Dir") == nullptr); // names are exact
}

TEST_CASE("a FileSet's nested blocks and repeated directives") {
  const auto read = readText("FileSet {\n"
                             "  Name = \"LinuxAll\"\n"
                             "  Include {\n"
                             "    Options {\n"
                             "      Signature = XXH128 # a checksum\n"
                             "      One FS = No\n"
                             "      FS Type = ext4\n"
                             "      FS Type = xfs\n"
                             "    }\n"
                             "    File = /\n"
                             "    File = \"/home/my files\"\n"
                             "  }\n"
                             "  Exclude { File = /proc; File = /tmp }\n"
                             "}\n");
  CHECK(read.diagnostics.empty());
  REQUIRE(read.config.resources.size() == 1);
  const Resource& fileset = read.config.resources[0];
  CHECK(fileset.name == "LinuxAll");
  REQUIRE(fileset.blocks("include").size() == 1);
  const Resource& include = *fileset.blocks("Include")[0];
  CHECK(include.line == 3);
  CHECK(include.all("File") == std::vector<std::string>{"/", "/home/my files"});
  REQUIRE(include.blocks("Options").size() == 1);
  const Resource& options = *include.blocks("Options")[0];
  CHECK(options.first("signature") == "XXH128");
  CHECK(options.first("onefs") == "No");
  CHECK(options.all("FSType") == std::vector<std::string>{"ext4", "xfs"});
  REQUIRE(fileset.blocks("Exclude").size() == 1);
  CHECK(fileset.blocks("Exclude")[0]->all("File") == std::vector<std::string>{"/proc", "/tmp"});
}

TEST_CASE("values: lists, quotes, '=' inside, and the whole text") {
  const auto read = readText("Messages {\n"
                             "  Name = Standard\n"
                             "  mail = root@localhost = all, !skipped, !saved\n"
                             "  append = \"/var/log/bareos/bareos.log\" = all, !skipped\n"
                             "}\n"
                             "Schedule {\n"
                             "  Name = Nightly\n"
                             "  Run = Level=Full Pool=Monthly 1st sun at 2:05\n"
                             "  Run = Incremental mon, wed,fri at 23:00\n"
                             "}\n"
                             "Console {\n"
                             "  Name = mon; Password = \"\"; Command ACL = status, \".status\"\n"
                             "}\n");
  CHECK(read.diagnostics.empty());
  REQUIRE(read.config.resources.size() == 3);
  const Resource& messages = read.config.resources[0];
  CHECK(messages.find("mail")->values ==
        std::vector<std::string>{"root@localhost = all", "!skipped", "!saved"});
  CHECK(messages.find("append")->values ==
        std::vector<std::string>{"/var/log/bareos/bareos.log = all", "!skipped"});
  const Resource& schedule = read.config.resources[1];
  REQUIRE(schedule.directives.size() == 3);
  CHECK(schedule.directives[1].values ==
        std::vector<std::string>{"Level=Full Pool=Monthly 1st sun at 2:05"});
  CHECK(schedule.directives[2].values ==
        std::vector<std::string>{"Incremental mon", "wed", "fri at 23:00"});
  CHECK(schedule.directives[2].text == "Incremental mon, wed,fri at 23:00");
  const Resource& console = read.config.resources[2];
  CHECK(console.first("password") == "");
  CHECK(console.all("commandacl") == std::vector<std::string>{"status", ".status"});
}

TEST_CASE("a block after '=' and values that end at the closing brace") {
  const auto read = readText("Director {\n"
                             "  Name = bareos-dir\n"
                             "  Dir Addresses = {\n"
                             "    ipv4 = { addr = 0.0.0.0 ; port = 9101 }\n"
                             "    ipv6 = { addr = ::; port = 9101; }\n"
                             "  }\n"
                             "}\n"
                             "Client { Name = c-fd; Address = c.example.com }\n");
  CHECK(read.diagnostics.empty());
  REQUIRE(read.config.resources.size() == 2);
  const auto addresses = read.config.resources[0].blocks("DirAddresses");
  REQUIRE(addresses.size() == 1);
  REQUIRE(addresses[0]->children.size() == 2);
  CHECK(addresses[0]->children[0].type == "ipv4");
  CHECK(addresses[0]->children[0].first("addr") == "0.0.0.0");
  CHECK(addresses[0]->children[1].first("addr") == "::");
  CHECK(addresses[0]->children[1].first("port") == "9101");
  CHECK(read.config.resources[1].first("Address") == "c.example.com");
}

TEST_CASE("a brace on the line after the type opens the resource") {
  const auto read = readText("Job\n{\n  Name = a\n}\n");
  CHECK(read.diagnostics.empty());
  REQUIRE(read.config.resources.size() == 1);
  CHECK(read.config.resources[0].name == "a");
}

TEST_CASE("a multi-line string and escapes in a value") {
  const auto read = readText("Job {\n"
                             "  Name = j\n"
                             "  Description = \"first line,\"\n"
                             "                \" second line\"\n"
                             "  Write Bootstrap = \"|bsmtp -f \\\"\\(Bareos\\) \\\" root\"\n"
                             "}\n");
  CHECK(read.diagnostics.empty());
  const Resource& job = read.config.resources.at(0);
  CHECK(job.first("Description") == "first line, second line");
  CHECK(job.first("WriteBootstrap") == "|bsmtp -f \"(Bareos) \" root");
  CHECK(job.find("writebootstrap")->line == 5);
}

TEST_CASE("unknown resources and directives are kept, the type with a warning") {
  const auto read = readText("Gizmo {\n  Name = g\n  Sparkle Level = 11\n}\n"
                             "Job {\n  Name = j\n  Frobnicate = yes\n}\n");
  CHECK_FALSE(read.diagnostics.hasErrors());
  REQUIRE(read.diagnostics.all().size() == 1);
  CHECK(read.diagnostics.all()[0].toString() ==
        "/etc/bareos/bareos-dir.conf: line 1: warning: unknown resource type 'Gizmo'; kept as "
        "written");
  REQUIRE(read.config.resources.size() == 2);
  CHECK(read.config.resources[0].first("sparklelevel") == "11");
  CHECK(read.config.resources[1].first("Frobnicate") == "yes");
}

TEST_CASE("a missing '}' is reported where the next resource starts, which is still read") {
  const auto read = readText("Director { Name = d }\n"
                             "\n"
                             "Storage {\n"
                             "  Name = File\n"
                             "  Include {\n"
                             "    File = /x\n"
                             "Pool {\n"
                             "  Name = Full\n"
                             "}\n");
  CHECK(errors(read.diagnostics) ==
        std::vector<std::string>{
            "/etc/bareos/bareos-dir.conf: line 7: error: expected '}' to close the Include "
            "block opened on line 5",
            "/etc/bareos/bareos-dir.conf: line 7: error: expected '}' to close the Storage "
            "resource opened on line 3"});
  CHECK(test::names(read.config) == std::vector<std::string>{"d", "File", "Full"});
  CHECK(read.config.resources[1].blocks("Include").at(0)->first("File") == "/x");
}

TEST_CASE("a '}' missing at the end is reported on the last line") {
  const auto read = readText("Client {\n  Name = c-fd\n  Address = c\n");
  CHECK(errors(read.diagnostics) ==
        std::vector<std::string>{"/etc/bareos/bareos-dir.conf: line 3: error: expected '}' to "
                                 "close the Client resource opened on line 1"});
  REQUIRE(read.config.resources.size() == 1);
  CHECK(read.config.resources[0].first("Address") == "c");
}

TEST_CASE("a stray '}' and a directive outside any resource") {
  const auto read = readText("}\nName = x\nJob { Name = j }\n\"quoted\" {\n  A = b\n}\n");
  CHECK(errors(read.diagnostics) ==
        std::vector<std::string>{
            "/etc/bareos/bareos-dir.conf: line 1: error: unexpected '}': no resource is open",
            "/etc/bareos/bareos-dir.conf: line 2: error: directive 'Name' outside any resource: "
            "expected '{' after a resource type such as 'Job'",
            "/etc/bareos/bareos-dir.conf: line 4: error: expected a resource such as 'Job {', "
            "not a quoted string"});
  CHECK(test::names(read.config) == std::vector<std::string>{"j"});
}

TEST_CASE("a directive without '=' or value is left out, the rest of the resource is read") {
  const auto read = readText("Client {\n"
                             "  Name = c-fd\n"
                             "  Address c.example.com\n"
                             "  Password =\n"
                             "  Catalog = MyCatalog, \n"
                             "  Command ACL = , status\n"
                             "  Port = 9102\n"
                             "}\n");
  CHECK(errors(read.diagnostics) ==
        std::vector<std::string>{
            "/etc/bareos/bareos-dir.conf: line 3: error: expected '=' after 'Address "
            "c.example.com': a directive is written 'name = value'",
            "/etc/bareos/bareos-dir.conf: line 4: error: expected a value after 'Password ='",
            "/etc/bareos/bareos-dir.conf: line 5: error: expected a value after ',' in 'Catalog'",
            "/etc/bareos/bareos-dir.conf: line 6: error: expected a value before ',' in 'Command "
            "ACL'"});
  const Resource& client = read.config.resources.at(0);
  CHECK(client.find("address") == nullptr);
  CHECK(client.find("password") == nullptr);
  CHECK(client.all("catalog") == std::vector<std::string>{"MyCatalog"});
  CHECK(client.all("commandacl") == std::vector<std::string>{"status"});
  CHECK(client.first("port") == "9102");
}

TEST_CASE("a resource without a Name is kept and reported") {
  const auto read = readText("Pool {\n  Pool Type = Backup\n}\n");
  CHECK(errors(read.diagnostics) ==
        std::vector<std::string>{
            "/etc/bareos/bareos-dir.conf: line 1: error: the Pool resource has no Name"});
  REQUIRE(read.config.resources.size() == 1);
  CHECK(read.config.resources[0].first("pooltype") == "Backup");
}

TEST_CASE("blocks nested too deep are skipped, not followed") {
  std::string text = "FileSet {\n  Name = deep\n";
  for (std::size_t i = 0; i < 40; ++i) text += "Include {\n";
  for (std::size_t i = 0; i < 40; ++i) text += "}\n";
  text += "}\nJob { Name = after }\n";
  const auto read = readText(text);
  REQUIRE(read.diagnostics.errorCount() == 1);
  CHECK(read.diagnostics.all()[0].toString() ==
        "/etc/bareos/bareos-dir.conf: line 18: error: blocks nested more than 16 deep; this one "
        "is skipped");
  CHECK(test::names(read.config) == std::vector<std::string>{"deep", "after"});
  // Depth 16 (the resource and 15 blocks) is read.
  const Resource* block = &read.config.resources[0];
  std::size_t depth = 1;
  while (!block->children.empty()) {
    block = &block->children[0];
    ++depth;
  }
  CHECK(depth == kMaxBlockDepth);
}

TEST_CASE("a file of nothing but errors stops once the diagnostics are full") {
  std::string text;
  for (std::size_t i = 0; i < 3 * Diagnostics::kMaxKept; ++i) text += "}\n";
  text += "Job { Name = late }\n";
  const auto read = readText(text);
  CHECK(read.diagnostics.full());
  CHECK(read.diagnostics.errorCount() == Diagnostics::kMaxKept);
  CHECK(read.config.resources.empty());
}
