// The values of a job history's fields: exactly the forms the catalog and bconsole write, and
// nothing near them.

#include "jobhistory/Values.h"
#include "jobhistory/Fields.h"

#include <catch2/catch.hpp>

using namespace tapeflow::jobhistory;

TEST_CASE("counts with and without thousands separators") {
  CHECK(parseCount("0") == 0u);
  CHECK(parseCount("1234567") == 1234567u);
  CHECK(parseCount("1,234,567") == 1234567u);
  CHECK(parseCount("912,345,678,901") == 912345678901u);
  CHECK(parseCount("18,446,744,073,709,551,615") == UINT64_MAX);
  for (const char* bad :
       {"", "1,23", "1234,567", ",123", "1,234,", "1,,234", "-5", "+5", "1.5", "12x", " 12",
        "1 234", "18,446,744,073,709,551,616", "99999999999999999999999"}) {
    INFO(bad);
    CHECK_FALSE(parseCount(bad));
  }
}

TEST_CASE("timestamps as seconds since the epoch, UTC unless a zone is given") {
  CHECK(parseTimestamp("1970-01-01 00:00:00") == 0.0);
  CHECK(parseTimestamp("2024-05-01 21:00:03") == 1714597203.0);
  CHECK(parseTimestamp("2024-05-01T21:00:03") == 1714597203.0);
  CHECK(parseTimestamp("2024-05-01 21:00") == 1714597200.0);
  CHECK(parseTimestamp("2024-02-29 00:00:00") == 1709164800.0);
  CHECK(parseTimestamp("2000-03-01 12:30:00") == 951913800.0);
  CHECK(parseTimestamp("2024-05-01 21:00:03.25") == 1714597203.25);
  CHECK(parseTimestamp("2024-05-01 21:00:03Z") == 1714597203.0);
  CHECK(parseTimestamp("2024-05-01 23:00:03+02") == 1714597203.0);
  CHECK(parseTimestamp("2024-05-01 23:00:03+02:00") == 1714597203.0);
  CHECK(parseTimestamp("2024-05-01 16:00:03-0500") == 1714597203.0);
  for (const char* bad :
       {"", "2024-05-01", "2023-02-29 00:00:00", "2024-13-01 00:00:00", "2024-04-31 00:00:00",
        "2024-05-01 24:00:00", "2024-05-01 21:60:00", "2024-05-01 21:00:61", "24-05-01 21:00:00",
        "2024-5-1 21:00:00", "2024-05-01  21:00:00", "2024-05-01 21:00:03 UTC",
        "2024-05-01 21:00:03+2", "2024-05-01 21:00:03.", "0000-00-00 00:00:00"}) {
    INFO(bad);
    CHECK_FALSE(parseTimestamp(bad));
  }
}

TEST_CASE("durations as PostgreSQL's intervals, clocks and seconds") {
  CHECK(parseDuration("00:02:08") == 128.0);
  CHECK(parseDuration("1:02:03") == 3723.0);
  CHECK(parseDuration("26:03:04") == 93784.0);
  CHECK(parseDuration("1 day 02:03:04") == 93784.0);
  CHECK(parseDuration("3 days 00:00:01") == 259201.0);
  CHECK(parseDuration("3 days") == 259200.0);
  CHECK(parseDuration("1 day") == 86400.0);
  CHECK(parseDuration("0 days") == 0.0);
  CHECK(parseDuration("3723") == 3723.0);
  CHECK(parseDuration("3723.5") == 3723.5);
  CHECK(parseDuration("00:00:01.5") == 1.5);
  for (const char* bad :
       {"", "-00:00:01", "02:03", "1:2:3", "00:60:00", "00:00:60", "1 days02:03:04", "1 week",
        "1 day 02:03", "1 dayz 00:00:00", "12 min", "3723s", "1e3"}) {
    INFO(bad);
    CHECK_FALSE(parseDuration(bad));
  }
}

TEST_CASE("levels as letters and words") {
  CHECK(parseLevel("F") == JobLevel::Full);
  CHECK(parseLevel("D") == JobLevel::Differential);
  CHECK(parseLevel("I") == JobLevel::Incremental);
  CHECK(parseLevel("Full") == JobLevel::Full);
  CHECK(parseLevel("incremental") == JobLevel::Incremental);
  CHECK(parseLevel("DIFFERENTIAL") == JobLevel::Differential);
  CHECK(parseLevel("f") == JobLevel::Other); // VirtualFull
  CHECK(parseLevel("B") == JobLevel::Other); // Base
  CHECK(parseLevel("") == JobLevel::Other);  // a restore has none
  CHECK_FALSE(parseLevel("Fulll"));
  CHECK_FALSE(parseLevel("1"));
}

TEST_CASE("types and statuses are single letters") {
  CHECK(parseLetter("B") == 'B');
  CHECK(parseLetter("f") == 'f');
  CHECK_FALSE(parseLetter(""));
  CHECK_FALSE(parseLetter("TT"));
  CHECK_FALSE(parseLetter("1"));
  CHECK_FALSE(parseLetter("-"));
}

TEST_CASE("the name in a unique job") {
  CHECK(nameOfUniqueJob("backup-bareos-fd.2024-05-01_21.00.00_03") == "backup-bareos-fd");
  CHECK(nameOfUniqueJob("a.b.2024-05-01_21.00.00_03") == "a.b");
  CHECK_FALSE(nameOfUniqueJob(".2024-05-01_21.00.00_03"));
  CHECK_FALSE(nameOfUniqueJob("backup-bareos-fd"));
  CHECK_FALSE(nameOfUniqueJob("backup.2024-05-01_21.00.00-03"));
  CHECK_FALSE(nameOfUniqueJob("backup.2024-05-01_21.0x.00_03"));
}

TEST_CASE("column names in any case, with the other listings' names") {
  CHECK(fieldNamed("JobBytes") == Field::Bytes);
  CHECK(fieldNamed(" jobbytes ") == Field::Bytes);
  CHECK(fieldNamed("Lvl") == Field::Level);
  CHECK(fieldNamed("JobStat") == Field::Status);
  CHECK(fieldNamed("clientname") == Field::Client);
  CHECK(fieldNamed("client") == Field::Client);
  CHECK_FALSE(fieldNamed("poolname"));
  CHECK_FALSE(fieldNamed("bytes"));
  CHECK(fieldName(Field::Status) == "jobstatus");
}
