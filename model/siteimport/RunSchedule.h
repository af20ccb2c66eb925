#pragma once

// The Run lines of a Bareos or Bacula Schedule resource ("Run = Full 1st sun at 23:05",
// "Run = Level=Incremental mon-sat at 23:05") and the days of a repeating period they run on.
//
// A Run line names a level (or leaves the job's own) and masks of the calendar: week days, days
// of the month, weeks of the month (1st to 5th, or the last seven days), months and weeks of the
// year, each all set unless the line names some (the director's own reading). A document's
// schedule is a repeating period of nights (docs/topology-format.md), so the period is one week
// when no line names anything finer, else a month of four weeks from a Monday: the nth week of
// the month is the period's nth week, the last seven days its fourth, day d of the month day d.
// What such a month cannot hold (the 29th to 31st, a 5th week, runs in some months or weeks of
// the year only) is said, not guessed at.

#include "siteimport/Site.h"
#include "util/Expected.h"

#include <bitset>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace tapeflow::siteimport {

struct RunLine {
  std::optional<Level> level; // none: the job's own level
  std::bitset<7> weekDays;    // 0 Sunday ... 6 Saturday
  std::bitset<31> monthDays;  // 0 is the 1st
  std::bitset<5> monthWeeks;  // 1st to 5th
  bool lastWeek = false;      // the last seven days of the month
  bool someMonths = false;    // names months: runs in part of the year
  bool someYearWeeks = false; // names weeks of the year (w00-w53)
  bool hourly = false;
};

// Reads a Run directive's value; the error says what it could not read.
[[nodiscard]] Expected<RunLine> parseRunLine(std::string_view text);

// Whether any of `lines` needs a month to be told apart (days or weeks of the month).
[[nodiscard]] bool needsMonth(const std::vector<RunLine>& lines);

// The days of the period (7 or 28) a line runs on, in order from the period's Monday.
[[nodiscard]] std::vector<int> periodDays(const RunLine& line, int periodLength);

// The name of day `day` (from 0) of a period of `periodLength` days: "Mon", or "Mon 1" in a
// month of four weeks.
[[nodiscard]] std::string periodDayName(int day, int periodLength);

// A Schedule resource: its name and its Run lines as written and as read.
struct ScheduleLines {
  std::string name;
  std::vector<std::pair<std::string, RunLine>> lines;
};

// A job's schedule (null: run by hand) and its own level, for lines that name none.
struct JobSchedule {
  const ScheduleLines* schedule = nullptr;
  Level level = Level::Incremental;
};

// The period every job's runs repeat in, each day with the jobs that run and their levels (the
// largest when two lines meet on one night). Lines the period cannot hold are said in
// `assumptions`. Empty when no job has a schedule.
[[nodiscard]] std::vector<SiteDay> schedulePeriod(const std::vector<JobSchedule>& jobs,
                                                  std::vector<Assumption>& assumptions);

} // namespace tapeflow::siteimport
