// Job statistics whose columns have other names (issue 23): a mapping says which column holds
// what, the shipped formats are recognised from their headers, and bad fields are reported by
// line and column, the column named by what it was mapped to.

#include "calibration/CsvFormats.h"
#include "calibration/JobCsv.h"
#include "whatif/WhatifFixture.h"

#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

using namespace tapeflow;
using namespace tapeflow::calibration;

namespace {

std::vector<CsvFormat> shippedFormats() {
  std::ifstream file(std::string(TAPEFLOW_RESOURCE_DIR) + "/calibration/csv-formats.json");
  std::stringstream text;
  text << file.rdbuf();
  auto formats = readCsvFormats(text.str());
  REQUIRE(formats);
  return *formats;
}

} // namespace

TEST_CASE("a mapping reads columns of any name") {
  const auto document = test::shippedExample("default");
  ColumnMapping mapping;
  mapping[CsvRole::Job] = 2;
  mapping[CsvRole::Bytes] = 0;
  mapping[CsvRole::Duration] = 1;
  const auto read = readJobCsv("Size,Elapsed,Client job\n"
                               "1 TB,1:00:00,File share\n"
                               "lots,1:00:00,File share\n",
                               "report.csv", document, mapping);
  REQUIRE(read.measurements.size() == 1);
  CHECK(read.measurements[0].job == "local");
  CHECK(read.measurements[0].rate == Approx(1e12 / 3600));
  REQUIRE(read.diagnostics.all().size() == 1);
  CHECK(read.diagnostics.all()[0].message ==
        "line 3, column 1 (bytes): expected a size such as 1.5 TB or a number of bytes, not "
        "'lots'");
}

TEST_CASE("a logged rate stands for bytes over duration") {
  const auto document = test::shippedExample("default");
  ColumnMapping mapping;
  mapping[CsvRole::Job] = 0;
  mapping[CsvRole::Rate] = 1;
  const auto read = readJobCsv("Job,Processing rate\nFile share,120 MB/s\nFile share,fast\n",
                               "report.csv", document, mapping);
  REQUIRE(read.measurements.size() == 1);
  CHECK(read.measurements[0].rate == Approx(120e6));
  REQUIRE(read.diagnostics.all().size() == 1);
  CHECK(read.diagnostics.all()[0].message.find("line 3, column 2 (rate)") == 0);
}

TEST_CASE("a mapping that cannot import says what it lacks") {
  ColumnMapping mapping;
  CHECK(mappingProblem(mapping) == "no column holds the job's name");
  mapping[CsvRole::Job] = 0;
  CHECK(mappingProblem(mapping) == "no column holds the bytes moved, nor the rate");
  mapping[CsvRole::Bytes] = 1;
  CHECK(mappingProblem(mapping) == "no column holds the duration, nor the start and the end");
  mapping[CsvRole::Start] = 2;
  CHECK_FALSE(mappingProblem(mapping).empty());
  mapping[CsvRole::End] = 3;
  CHECK(mappingProblem(mapping).empty());
  const auto document = test::shippedExample("default");
  ColumnMapping none;
  const auto read = readJobCsv("a,b\n1,2\n", "x.csv", document, none);
  CHECK(read.measurements.empty());
  CHECK(read.diagnostics.hasErrors());
}

TEST_CASE("a Bacula catalog export is recognised, its job types read as directions") {
  const auto formats = shippedFormats();
  const std::vector<std::string> header{"JobId", "Job",       "Name",    "Type",
                                        "Level", "StartTime", "EndTime", "JobBytes"};
  const auto guess = guessMapping(header, formats);
  REQUIRE(guess.format);
  CHECK(guess.format->id == "bacula-catalog-job");
  CHECK(guess.mapping[CsvRole::Job] == 2u); // the job's name, not the run's unique "Job"
  CHECK(guess.mapping[CsvRole::Bytes] == 7u);
  CHECK(guess.mapping[CsvRole::Direction] == 3u);
  CHECK_FALSE(guess.mapping[CsvRole::Duration]);
  const auto document = test::shippedExample("default");
  const auto read = readJobCsv("JobId,Job,Name,Type,Level,StartTime,EndTime,JobBytes\n"
                               "7,File share.2026-11-20_22.00.00_07,File share,B,F,"
                               "2026-11-20 22:00:00,2026-11-20 23:00:00,1000000000000\n"
                               "8,File share.2026-11-21_22.00.00_08,File share,R,F,"
                               "2026-11-21 22:00:00,2026-11-21 23:00:00,1000000000000\n",
                               "bacula.csv", document, guess.mapping);
  REQUIRE(read.measurements.size() == 1);
  CHECK(read.measurements[0].rate == Approx(1e12 / 3600));
  REQUIRE(read.diagnostics.all().size() == 1);
  CHECK(read.diagnostics.all()[0].message ==
        "line 3, column 4 (direction): 'File share' is a backup job");
}

TEST_CASE("without a recognised format each role is found by its usual names") {
  const auto guess = guessMapping({" Name ", "BYTES", "whatever", "Duration"}, shippedFormats());
  CHECK_FALSE(guess.format);
  CHECK(guess.mapping[CsvRole::Job] == 0u);
  CHECK(guess.mapping[CsvRole::Bytes] == 1u);
  CHECK(guess.mapping[CsvRole::Duration] == 3u);
  CHECK_FALSE(guess.mapping[CsvRole::Start]);
}

TEST_CASE("a formats file's mistakes are named") {
  CHECK_FALSE(readCsvFormats("{}"));
  const auto badRole = readCsvFormats(
      R"({"formats":[{"id":"x","title":"X","source":"s","columns":{"size":["bytes"]}}]})");
  REQUIRE_FALSE(badRole);
  CHECK(badRole.error().message == "format 1: no column role 'size'");
}
