// What tapeflow-cli prints is safe on a terminal and lines up (issue 37): names from a file cannot
// clear the screen, retitle the window or hide a job behind a carriage return, and the text
// tables cut names between characters, measured in terminal columns.

#include "Columns.h"
#include "CommandLine.h"
#include "PrintableOutput.h"
#include "RunCli.h"

#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>
#include <string>

using namespace tapeflow::cli;

namespace {

std::string filtered(std::initializer_list<std::string> writes) {
  std::ostringstream target;
  {
    PrintableStream stream(target);
    for (const auto& write : writes) stream << write << std::flush;
  }
  return target.str();
}

std::string fixture() {
  std::ifstream file(std::string(TAPEFLOW_TEST_DATA_DIR) + "/topologies/local-backup.tapeflow");
  return {std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>()};
}

} // namespace

TEST_CASE("control characters are escaped, text and line breaks pass") {
  CHECK(filtered({"plain text\n"}) == "plain text\n");
  CHECK(filtered({"caf\xc3\xa9 \xe4\xb8\xad\ttab\n"}) == "caf\xc3\xa9 \xe4\xb8\xad\ttab\n");
  CHECK(filtered({"\x1b[2J"}) == "\\x1b[2J");                    // clear the screen
  CHECK(filtered({"\x1b]0;title\x07"}) == "\\x1b]0;title\\x07"); // set the window title
  CHECK(filtered({"Nightly\rHidden"}) == "Nightly\\x0dHidden");  // overwrite the name
  CHECK(filtered({"a\x7f"}) == "a\\x7f");
  // A C1 CSI (U+009B) even when its two bytes come in two writes; other U+00xx stay.
  CHECK(filtered({"x\xc2", "\x9b"
                           "2J"}) == "x\\xc2\\x9b2J");
  CHECK(filtered({"\xc2\xa0nbsp"}) == "\xc2\xa0nbsp");
  CHECK(filtered({"ends with \xc2"}) == "ends with \xc2");
}

TEST_CASE("solve prints a hostile job name escaped") {
  std::string text = fixture();
  const std::string name = "\"Full backup\"";
  text.replace(text.find(name), name.size(), "\"\\u001b[2JFull\\rbackup\\u009b\"");
  const auto result = tapeflow::test::run(
      {"solve", "--catalog", std::string(TAPEFLOW_TEST_DATA_DIR) + "/catalog", "-"}, text);
  INFO(result.err);
  REQUIRE(result.status == kExitOk);
  CHECK(result.out.find('\x1b') == std::string::npos);
  CHECK(result.out.find('\r') == std::string::npos);
  CHECK(result.out.find("\xc2\x9b") == std::string::npos);
  CHECK_THAT(result.out, Catch::Contains("\\x1b[2JFull\\x0dbackup"));
}

TEST_CASE("table cells are cut between characters, by terminal columns") {
  CHECK(padded("abc", 5) == "abc  ");
  CHECK(padded("abcdef", 4) == "abc~");
  // Two-byte characters: a byte cut left half of one.
  CHECK(padded("\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9", 4) == "\xc3\xa9\xc3\xa9\xc3\xa9~");
  // Wide characters take two columns each.
  CHECK(padded("\xe4\xb8\xad\xe6\x96\x87\xe5\xad\x97", 4) == "\xe4\xb8\xad~ ");
  CHECK(displayWidth("\xe4\xb8\xad\xe6\x96\x87") == 4);
  // A combining accent takes none.
  CHECK(displayWidth("e\xcc\x81") == 1);
  // Control characters and invalid bytes are counted as they are printed, escaped.
  CHECK(padded("a\x1b", 8) == "a\\x1b   ");
  CHECK(padded("\xff", 5) == "\\xff ");
}
