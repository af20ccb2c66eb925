// Bareos and Bacula Run lines and the period they repeat in (issue 42).

#include "siteimport/RunSchedule.h"

#include <catch2/catch.hpp>

using namespace tapeflow::siteimport;

namespace {

RunLine line(const char* text) {
  auto read = parseRunLine(text);
  INFO(text << ": " << (read ? "" : read.error().message));
  REQUIRE(read);
  return *read;
}

ScheduleLines schedule(const char* name, std::initializer_list<const char*> texts) {
  ScheduleLines lines{name, {}};
  for (const char* text : texts) lines.lines.emplace_back(text, line(text));
  return lines;
}

} // namespace

TEST_CASE("A Run line names its level, days and weeks as the director reads them") {
  const RunLine full = line("Full 1st sun at 23:05");
  CHECK(full.level == Level::Full);
  CHECK(full.weekDays == std::bitset<7>("0000001")); // Sunday is bit 0
  CHECK(full.monthWeeks == std::bitset<5>("00001"));

  const RunLine diff = line("Level = Differential 2nd-5th sun at 23:05");
  CHECK(diff.level == Level::Differential);
  CHECK(diff.monthWeeks == std::bitset<5>("11110"));

  const RunLine incr = line("Level=Incremental Pool=Daily mon-sat at 23:05");
  CHECK(incr.level == Level::Incremental);
  CHECK(incr.weekDays == std::bitset<7>("1111110"));
  CHECK(incr.monthWeeks.all());

  // A range that wraps the week: fri to mon.
  CHECK(line("fri-mon at 1:00am").weekDays == std::bitset<7>("1100011"));
  CHECK_FALSE(line("daily at 2:00").level);
  CHECK(line("daily at 2:00").weekDays.all());
  CHECK(line("VirtualFull last sat at 9:00").lastWeek);
  CHECK(line("Level=Full on 1 at 2:00").monthDays == std::bitset<31>(1));
  CHECK(line("Full jan 1st sun").someMonths);
  CHECK(line("Full w01-w26 sun").someYearWeeks);
}

TEST_CASE("A Run line the director would refuse is refused with what is wrong") {
  CHECK(parseRunLine("Level=Fullish sun").error().message == "'fullish' is not a backup level");
  CHECK(parseRunLine("Full sun 23:05").error().message == "a time must follow 'at'");
  CHECK(parseRunLine("Full someday").error().message ==
        "'someday' is not a day, week, month or time");
  CHECK(parseRunLine("Full sun-jan").error().message ==
        "'sun-jan' is not a range of week days, months or weeks of the month");
  CHECK(parseRunLine("Full on 32").error().message == "day 32 is not 1-31");
  CHECK_FALSE(parseRunLine("   "));
}

TEST_CASE("The Bareos default schedule repeats in a month of four weeks") {
  // WeeklyCycle as a fresh Bareos ships it.
  const ScheduleLines weekly =
      schedule("WeeklyCycle", {"Full 1st sat at 21:00", "Differential 2nd-5th sat at 21:00",
                               "Incremental mon-fri at 21:00"});
  std::vector<Assumption> assumptions;
  const auto period = schedulePeriod({{&weekly, Level::Incremental}}, assumptions);
  REQUIRE(period.size() == 28);
  CHECK(period[0].name == "Mon 1");
  CHECK(period[27].name == "Sun 4");
  CHECK(period[5].runs.at(0) == Level::Full);          // Saturday of week 1
  CHECK(period[12].runs.at(0) == Level::Differential); // Saturday of week 2
  CHECK(period[26].runs.at(0) == Level::Differential);
  CHECK(period[0].runs.at(0) == Level::Incremental);
  CHECK(period[6].runs.empty()); // no run on Sundays
  REQUIRE(assumptions.size() == 1);
  CHECK(assumptions[0].text.find("four weeks") != std::string::npos);
}

TEST_CASE("A week is enough when no line names days of the month") {
  const ScheduleLines simple =
      schedule("Nightly", {"Full sun at 1:00", "Incremental mon-sat at 1:00", "Full sat at 3:00"});
  std::vector<Assumption> assumptions;
  const auto period =
      schedulePeriod({{&simple, Level::Incremental}, {nullptr, Level::Full}}, assumptions);
  REQUIRE(period.size() == 7);
  CHECK(period[6].name == "Sun");
  CHECK(period[6].runs.at(0) == Level::Full);
  CHECK(period[5].runs.at(0) == Level::Full); // the full outranks the incremental on Saturday
  CHECK(period[2].runs.at(0) == Level::Incremental);
  CHECK(period[2].runs.count(1) == 0); // the second job has no schedule
  CHECK(assumptions.empty());
}

TEST_CASE("Lines a repeating period cannot hold are said, not guessed at") {
  const ScheduleLines odd =
      schedule("Odd", {"Full jan 1st sun", "Full on 30 at 2:00", "Incremental hourly at 0:05"});
  std::vector<Assumption> assumptions;
  const auto period = schedulePeriod({{&odd, Level::Incremental}}, assumptions);
  REQUIRE(period.size() == 28);
  REQUIRE(assumptions.size() == 4);
  CHECK(assumptions[0].text.find("some months or weeks of the year") != std::string::npos);
  CHECK(assumptions[1].text.find("no day of a month of four weeks") != std::string::npos);
  CHECK(assumptions[2].text.find("hourly") != std::string::npos);
  for (const auto& day : period) CHECK(day.runs.at(0) == Level::Incremental);
}

TEST_CASE("Schedules with nothing to run give no period") {
  std::vector<Assumption> assumptions;
  CHECK(schedulePeriod({{nullptr, Level::Full}}, assumptions).empty());
}
