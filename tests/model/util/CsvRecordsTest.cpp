// CSV read as RFC 4180 has it (libcsv underneath, issue 37), each record with the line it starts
// on, so that every message about a CSV file can say where.

#include "util/CsvRecords.h"

#include <catch2/catch.hpp>

using tapeflow::CsvRecord;
using tapeflow::csvRecords;

namespace {

std::vector<std::string> fields(std::initializer_list<const char*> list) {
  return {list.begin(), list.end()};
}

} // namespace

TEST_CASE("records keep the line they start on across blank lines, CRLF and quoted breaks") {
  const auto records = csvRecords("job,bytes\r\n"
                                  "\r\n"
                                  "\"a, b\",\"say \"\"hi\"\"\"\r\n"
                                  "\"two\nlines\",x\n"
                                  "   \n"
                                  "last,  padded  ");
  REQUIRE(records.size() == 4);
  CHECK(records[0].line == 1);
  CHECK(records[0].fields == fields({"job", "bytes"}));
  CHECK(records[1].line == 3);
  CHECK(records[1].fields == fields({"a, b", "say \"hi\""}));
  CHECK(records[2].line == 4);
  CHECK(records[2].fields == fields({"two\nlines", "x"}));
  CHECK(records[3].line == 7);
  CHECK(records[3].fields == fields({"last", "padded"}));
  for (const auto& record : records) CHECK(record.problem.empty());
}

TEST_CASE("a byte-order mark is not part of the first field, and empty fields are kept") {
  const auto records = csvRecords("\xef\xbb\xbfjob,,\n");
  REQUIRE(records.size() == 1);
  CHECK(records[0].fields == fields({"job", "", ""}));
}

TEST_CASE("a misplaced quote spoils its record only, named by its line") {
  const auto records = csvRecords("job,bytes\n"
                                  "ab\"c,1\n"
                                  "\"done\"x,2\n"
                                  "fine,3\n");
  REQUIRE(records.size() == 4);
  CHECK(records[1].line == 2);
  CHECK_THAT(records[1].problem, Catch::Contains("a quote inside a field"));
  CHECK(records[2].line == 3);
  CHECK_FALSE(records[2].problem.empty());
  CHECK(records[3].line == 4);
  CHECK(records[3].fields == fields({"fine", "3"}));
  CHECK(records[3].problem.empty());
}

TEST_CASE("a quote left open runs to the end and is reported where it began") {
  const auto records = csvRecords("job,note\n"
                                  "a,\"open\n"
                                  "b,2\n");
  REQUIRE(records.size() == 2);
  CHECK(records[1].line == 2);
  CHECK(records[1].fields == fields({"a"}));
  CHECK_THAT(records[1].problem, Catch::Contains("a quote is not closed"));
}

TEST_CASE("reading stops at the limit") {
  const auto records = csvRecords("a\nb\nc\nd\n", 2);
  REQUIRE(records.size() == 2);
  CHECK(records[1].fields == fields({"b"}));
}
