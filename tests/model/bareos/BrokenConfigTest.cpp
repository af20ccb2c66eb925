// Broken files in data/bareos/broken/: each problem with its file, its line and what was
// expected, and every resource that could still be read.

#include "BareosTestSupport.h"

#include <catch2/catch.hpp>

using namespace tapeflow;
using namespace tapeflow::bareos;
using test::dataDir;
using test::errors;
using test::names;

namespace {

std::string broken(const std::string& file) { return dataDir() + "/broken/" + file; }

ConfigRead readBroken(const std::string& file) {
  ReadOptions options;
  options.workingDirectory = dataDir() + "/broken";
  return readConfig(broken(file), options);
}

} // namespace

TEST_CASE("an unclosed brace: reported where the next resource starts, and at the end") {
  const auto read = readBroken("unclosed-brace.conf");
  const std::string file = broken("unclosed-brace.conf");
  CHECK(errors(read.diagnostics) ==
        std::vector<std::string>{
            file + ": line 8: error: expected '}' to close the Storage resource opened on line 3",
            file + ": line 15: error: expected '}' to close the Client resource opened on line "
                   "13"});
  CHECK(names(read.config) == std::vector<std::string>{"File", "Full", "web-fd"});
  CHECK(read.config.find("Storage", "File")->first("Device") == "FileStorage");
  CHECK(read.config.find("Client", "web-fd")->first("Address") == "web.example.com");
  CHECK(read.config.resources[0].daemon == Daemon::Unknown);
}

TEST_CASE("a missing '=': the directive is left out, the resource read on") {
  const auto read = readBroken("missing-equals.conf");
  const std::string file = broken("missing-equals.conf");
  CHECK(errors(read.diagnostics) ==
        std::vector<std::string>{
            file + ": line 3: error: expected '=' after 'Address web.example.com': a directive "
                   "is written 'name = value'",
            file + ": line 7: error: expected '=' after 'Name backup-web': a directive is "
                   "written 'name = value'",
            file + ": line 6: error: the Job resource has no Name"});
  REQUIRE(read.config.resources.size() == 2);
  CHECK(read.config.resources[0].first("Password") == "d2Vi");
  CHECK(read.config.resources[0].find("Address") == nullptr);
  CHECK(read.config.resources[1].first("Client") == "web-fd");
}

TEST_CASE("an unterminated quote: reported on its line, the next lines read as usual") {
  const auto read = readBroken("unterminated-quote.conf");
  CHECK(errors(read.diagnostics) ==
        std::vector<std::string>{broken("unterminated-quote.conf") +
                                 ": line 3: error: unterminated quoted string: the closing '\"' "
                                 "is missing on this line"});
  CHECK(names(read.config) == std::vector<std::string>{"bareos-dir", "c-fd"});
  CHECK(read.config.resources[0].first("Description") == "The main director");
  CHECK(read.config.resources[0].first("Password") == "ZGlyZWN0b3I");
}

TEST_CASE("an include of a missing file: reported at the include, the rest read") {
  const auto read = readBroken("missing-include.conf");
  const std::string file = broken("missing-include.conf");
  CHECK(errors(read.diagnostics) ==
        std::vector<std::string>{file + ": line 1: error: cannot read the included file "
                                        "'/nonexistent/tapeflow/clients.conf': no such file",
                                 file + ": line 4: error: cannot read the included file '" +
                                     dataDir() + "/broken/secrets/c-fd.conf': no such file"});
  REQUIRE(read.config.resources.size() == 1);
  CHECK(read.config.resources[0].first("Address") == "c.example.com");
}

TEST_CASE("an include cycle: reported in the file that closes it, with the chain") {
  const auto read = readBroken("cycle-a.conf");
  CHECK(errors(read.diagnostics) ==
        std::vector<std::string>{
            broken("cycle-b.conf") + ": line 4: error: include cycle: " + broken("cycle-a.conf") +
            " -> " + broken("cycle-b.conf") + " -> " + broken("cycle-a.conf") + "; not followed"});
  CHECK(names(read.config) == std::vector<std::string>{"a-fd", "b-fd"});
  CHECK(read.config.resources[1].file == broken("cycle-b.conf"));
}
