// Timestamps and durations (Values.h).

#include "jobhistory/Cursor.h"
#include "jobhistory/Values.h"

namespace tapeflow::jobhistory {

namespace {

// Days from 1970-01-01 to a date of the proleptic Gregorian calendar (H. Hinnant, "chrono-
// Compatible Low-Level Date Algorithms", days_from_civil).
long long daysFromCivil(long long y, unsigned m, unsigned d) {
  y -= m <= 2;
  const long long era = (y >= 0 ? y : y - 399) / 400;
  const auto yoe = static_cast<unsigned>(y - era * 400);
  const unsigned doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1;
  const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
  return era * 146097 + static_cast<long long>(doe) - 719468;
}

unsigned daysInMonth(std::uint64_t year, std::uint64_t month) {
  static constexpr unsigned kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  const bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
  return month == 2 && leap ? 29 : kDays[month - 1];
}

// "2024-05-01" as days since 1970-01-01.
std::optional<long long> date(Cursor& cursor) {
  const auto year = cursor.digits(4, 4);
  if (!year || !cursor.accept('-')) return std::nullopt;
  const auto month = cursor.digits(2, 2);
  if (!month || *month < 1 || *month > 12 || !cursor.accept('-')) return std::nullopt;
  const auto day = cursor.digits(2, 2);
  if (!day || *day < 1 || *day > daysInMonth(*year, *month)) return std::nullopt;
  return daysFromCivil(static_cast<long long>(*year), static_cast<unsigned>(*month),
                       static_cast<unsigned>(*day));
}

// "21:00:03", "21:00" or "21:00:03.25" as seconds since midnight.
std::optional<double> timeOfDay(Cursor& cursor) {
  const auto hour = cursor.digits(2, 2);
  if (!hour || *hour > 23 || !cursor.accept(':')) return std::nullopt;
  const auto minute = cursor.digits(2, 2);
  if (!minute || *minute > 59) return std::nullopt;
  double seconds = static_cast<double>(*hour * 3600 + *minute * 60);
  if (!cursor.accept(':')) return seconds;
  const auto second = cursor.digits(2, 2);
  const auto fraction = cursor.fraction();
  // 60 is a leap second.
  if (!second || *second > 60 || !fraction) return std::nullopt;
  return seconds + static_cast<double>(*second) + *fraction;
}

// A zone after the time, as seconds east of UTC: "Z", "+02", "-05:00", "+0530"; 0 when none.
std::optional<double> zoneOffset(Cursor& cursor) {
  if (cursor.done()) return 0.0;
  if (cursor.accept('Z')) return cursor.done() ? std::optional<double>(0.0) : std::nullopt;
  const double sign = cursor.accept('+') ? 1.0 : cursor.accept('-') ? -1.0 : 0.0;
  const auto hours = sign != 0.0 ? cursor.digits(2, 2) : std::nullopt;
  if (!hours || *hours > 14) return std::nullopt;
  std::uint64_t minutes = 0;
  if (!cursor.done()) {
    cursor.accept(':');
    const auto given = cursor.digits(2, 2);
    if (!given || *given > 59 || !cursor.done()) return std::nullopt;
    minutes = *given;
  }
  return sign * static_cast<double>(*hours * 3600 + minutes * 60);
}

// "1 day ", "3 days " before a clock, or "3 days" alone, as seconds; 0 when no days come.
std::optional<double> days(Cursor& cursor) {
  Cursor probe = cursor;
  const auto count = probe.digits(1, 9);
  if (!count || !probe.accept(' ')) return 0.0;
  if (!probe.accept("days") && !probe.accept("day")) return 0.0;
  if (!probe.done() && !probe.accept(' ')) return std::nullopt;
  cursor = probe;
  return static_cast<double>(*count) * 86400.0;
}

// "02:03:04" or "26:03:04.5" as seconds; hours may pass 23 (MySQL's TIMEDIFF).
std::optional<double> clock(Cursor& cursor) {
  const auto hours = cursor.digits(1, 9);
  if (!hours || !cursor.accept(':')) return std::nullopt;
  const auto minutes = cursor.digits(2, 2);
  if (!minutes || *minutes > 59 || !cursor.accept(':')) return std::nullopt;
  const auto seconds = cursor.digits(2, 2);
  const auto fraction = cursor.fraction();
  if (!seconds || *seconds > 59 || !fraction) return std::nullopt;
  return static_cast<double>(*hours * 3600 + *minutes * 60 + *seconds) + *fraction;
}

} // namespace

std::optional<double> parseTimestamp(std::string_view text) {
  Cursor cursor(text);
  const auto day = date(cursor);
  if (!day || !(cursor.accept(' ') || cursor.accept('T'))) return std::nullopt;
  const auto time = timeOfDay(cursor);
  if (!time) return std::nullopt;
  const auto offset = zoneOffset(cursor);
  if (!offset) return std::nullopt;
  return static_cast<double>(*day) * 86400.0 + *time - *offset;
}

std::optional<double> parseDuration(std::string_view text) {
  Cursor plain(text);
  const auto whole = plain.digits(1, 12);
  const auto part = whole ? plain.fraction() : std::nullopt;
  if (part && plain.done()) return static_cast<double>(*whole) + *part;

  Cursor cursor(text);
  const auto before = days(cursor);
  if (!before) return std::nullopt;
  // "3 days" alone: PostgreSQL leaves out a clock of 00:00:00.
  if (cursor.done() && !text.empty()) return before;
  const auto time = clock(cursor);
  if (!time || !cursor.done()) return std::nullopt;
  return *before + *time;
}

} // namespace tapeflow::jobhistory
