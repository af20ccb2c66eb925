// CSV fields as every CSV Tapeflow writes has them (RFC 4180), and safe to open in a spreadsheet.

#include "util/CsvField.h"

#include <catch2/catch.hpp>

using tapeflow::csvField;

TEST_CASE("a CSV field is quoted only when it must be") {
  CHECK(csvField("LTO-9 drive") == "LTO-9 drive");
  CHECK(csvField("a,b") == "\"a,b\"");
  CHECK(csvField("say \"hi\"") == "\"say \"\"hi\"\"\"");
  CHECK(csvField("two\nlines") == "\"two\nlines\"");
  CHECK(csvField("").empty());
}

TEST_CASE("a text a spreadsheet would run as a formula is written as text") {
  // Issue 37: a node named =HYPERLINK(...) became a live formula in the exported results.
  CHECK(csvField("=HYPERLINK(\"http://x\",\"y\")") ==
        "\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\"");
  CHECK(csvField("+1+cmd") == "'+1+cmd");
  CHECK(csvField("-2+3") == "'-2+3");
  CHECK(csvField("@SUM(A1)") == "'@SUM(A1)");
  CHECK(csvField("\tpadded") == "'\tpadded");
  CHECK(csvField("\rreturn") == "\"'\rreturn\"");
  // Only the first character counts.
  CHECK(csvField("a=b") == "a=b");
  CHECK(csvField("LTO-9") == "LTO-9");
}
