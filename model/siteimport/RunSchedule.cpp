#include "siteimport/RunSchedule.h"

#include "util/Text.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>

namespace tapeflow::siteimport {
namespace {

enum class Field { WeekDay, Month, MonthWeek };

struct Keyword {
  std::string_view word;
  Field field;
  int code;
};

// The calendar words the director reads (its run_conf.cc keyword table).
constexpr std::array<Keyword, 47> kKeywords{{
    {"sun", Field::WeekDay, 0},       {"mon", Field::WeekDay, 1},
    {"tue", Field::WeekDay, 2},       {"wed", Field::WeekDay, 3},
    {"thu", Field::WeekDay, 4},       {"fri", Field::WeekDay, 5},
    {"sat", Field::WeekDay, 6},       {"sunday", Field::WeekDay, 0},
    {"monday", Field::WeekDay, 1},    {"tuesday", Field::WeekDay, 2},
    {"wednesday", Field::WeekDay, 3}, {"thursday", Field::WeekDay, 4},
    {"friday", Field::WeekDay, 5},    {"saturday", Field::WeekDay, 6},
    {"jan", Field::Month, 0},         {"feb", Field::Month, 1},
    {"mar", Field::Month, 2},         {"apr", Field::Month, 3},
    {"may", Field::Month, 4},         {"jun", Field::Month, 5},
    {"jul", Field::Month, 6},         {"aug", Field::Month, 7},
    {"sep", Field::Month, 8},         {"oct", Field::Month, 9},
    {"nov", Field::Month, 10},        {"dec", Field::Month, 11},
    {"january", Field::Month, 0},     {"february", Field::Month, 1},
    {"march", Field::Month, 2},       {"april", Field::Month, 3},
    {"june", Field::Month, 5},        {"july", Field::Month, 6},
    {"august", Field::Month, 7},      {"september", Field::Month, 8},
    {"october", Field::Month, 9},     {"november", Field::Month, 10},
    {"december", Field::Month, 11},   {"1st", Field::MonthWeek, 0},
    {"2nd", Field::MonthWeek, 1},     {"3rd", Field::MonthWeek, 2},
    {"4th", Field::MonthWeek, 3},     {"5th", Field::MonthWeek, 4},
    {"first", Field::MonthWeek, 0},   {"second", Field::MonthWeek, 1},
    {"third", Field::MonthWeek, 2},   {"fourth", Field::MonthWeek, 3},
    {"fifth", Field::MonthWeek, 4},
}};

std::string lower(std::string_view text) {
  std::string out(text);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

std::optional<Keyword> findKeyword(const std::string& word) {
  for (const Keyword& k : kKeywords)
    if (k.word == word) return k;
  return std::nullopt;
}

std::optional<int> integer(std::string_view text) {
  int value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return value;
}

std::optional<Level> levelWord(const std::string& word) {
  if (word == "full" || word == "base") return Level::Full;
  if (word == "differential") return Level::Differential;
  if (word == "incremental") return Level::Incremental;
  if (word == "virtualfull") return Level::SyntheticFull;
  return std::nullopt;
}

// Splits on spaces and commas; "Level = Full" becomes one word "level=full".
std::vector<std::string> words(std::string_view text) {
  std::vector<std::string> out;
  std::string word;
  const auto flush = [&] {
    if (!word.empty()) out.push_back(lower(word));
    word.clear();
  };
  for (const char c : text) {
    if (c == ' ' || c == '\t' || c == ',') {
      flush();
    } else if (c == '=') {
      flush();
      if (out.empty()) return {};
      out.back() += '=';
    } else {
      word += c;
    }
  }
  flush();
  // Join "key=" with the value that follows it.
  std::vector<std::string> joined;
  for (std::size_t i = 0; i < out.size(); ++i) {
    joined.push_back(out[i]);
    if (out[i].back() == '=' && i + 1 < out.size()) joined.back() += out[++i];
  }
  return joined;
}

// A set of the calendar: the first word naming it replaces the all-set default.
template <std::size_t N>
struct Mask {
  std::bitset<N> bits;
  bool named = false;
  void set(int from, int to) {
    if (!named) bits.reset();
    named = true;
    for (int i = from;; i = (i + 1) % int(N)) {
      bits.set(std::size_t(i));
      if (i == to) break;
    }
  }
};

class LineReader {
public:
  Expected<RunLine> read(std::string_view text);

private:
  std::optional<std::string> overrides(const std::string& word, bool& taken);
  std::optional<std::string> calendar(const std::string& word);
  std::optional<std::string> range(const std::string& word);
  void mark(Field field, int from, int to) {
    switch (field) {
    case Field::WeekDay: m_weekDays.set(from, to); break;
    case Field::Month: m_line.someMonths = true; break;
    case Field::MonthWeek: m_monthWeeks.set(from, to); break;
    }
  }

  RunLine m_line;
  Mask<7> m_weekDays;
  Mask<31> m_monthDays;
  Mask<5> m_monthWeeks;
  bool m_at = false;
};

// Job overrides before the date ("Level=Full", "Pool=Weekly", "SpoolData=yes") and the old
// form of a bare level ("Full"): only the level matters to the period.
std::optional<std::string> LineReader::overrides(const std::string& word, bool& taken) {
  taken = false;
  if (const auto eq = word.find('='); eq != std::string::npos) {
    taken = true;
    const std::string key = word.substr(0, eq);
    if (key != "level") return std::nullopt;
    m_line.level = levelWord(word.substr(eq + 1));
    if (!m_line.level) return "'" + word.substr(eq + 1) + "' is not a backup level";
    return std::nullopt;
  }
  if (const auto level = levelWord(word)) {
    m_line.level = level;
    taken = true;
  }
  return std::nullopt;
}

std::optional<std::string> LineReader::range(const std::string& word) {
  const auto dash = word.find('-');
  const std::string from = word.substr(0, dash);
  const std::string to = word.substr(dash + 1);
  if (const auto a = integer(from), b = integer(to); a && b) {
    if (*a < 1 || *a > 31 || *b < 1 || *b > 31) return "day range '" + word + "' is not 1-31";
    m_monthDays.set(*a - 1, *b - 1);
    return std::nullopt;
  }
  if (from.size() == 3 && from[0] == 'w' && to.size() == 3 && to[0] == 'w') {
    m_line.someYearWeeks = true;
    return std::nullopt;
  }
  const auto a = findKeyword(from);
  const auto b = findKeyword(to);
  if (!a || !b || a->field != b->field)
    return "'" + word + "' is not a range of week days, months or weeks of the month";
  mark(a->field, a->code, b->code);
  return std::nullopt;
}

std::optional<std::string> LineReader::calendar(const std::string& word) {
  if (word == "on" || word == "the" || word == "daily" || word == "weekly" || word == "monthly")
    return std::nullopt;
  if (word == "at") {
    m_at = true;
    return std::nullopt;
  }
  if (word == "hourly") {
    m_line.hourly = true;
    return std::nullopt;
  }
  if (word == "last") {
    m_line.lastWeek = true;
    if (!m_monthWeeks.named) m_monthWeeks.bits.reset();
    m_monthWeeks.named = true;
    return std::nullopt;
  }
  if (word.find(':') != std::string::npos)
    return m_at ? std::nullopt : std::optional<std::string>("a time must follow 'at'");
  if (word.find('/') != std::string::npos) { // every nth day or week: a pattern over months
    m_line.someYearWeeks = true;
    return std::nullopt;
  }
  if (word.find('-') != std::string::npos) return range(word);
  if (const auto day = integer(word)) {
    if (*day < 1 || *day > 31) return "day " + word + " is not 1-31";
    m_monthDays.set(*day - 1, *day - 1);
    return std::nullopt;
  }
  if (word.size() == 3 && word[0] == 'w' && integer(word.substr(1))) {
    m_line.someYearWeeks = true;
    return std::nullopt;
  }
  const auto keyword = findKeyword(word);
  if (!keyword) return "'" + word + "' is not a day, week, month or time";
  mark(keyword->field, keyword->code, keyword->code);
  return std::nullopt;
}

Expected<RunLine> LineReader::read(std::string_view text) {
  const std::vector<std::string> list = words(text);
  if (list.empty()) return Error{"the Run line says nothing"};
  std::size_t i = 0;
  for (bool taken = true; taken && i < list.size(); i += taken ? 1 : 0)
    if (auto problem = overrides(list[i], taken)) return Error{*problem};
  for (; i < list.size(); ++i)
    if (auto problem = calendar(list[i])) return Error{*problem};
  m_line.weekDays = m_weekDays.named ? m_weekDays.bits : std::bitset<7>().set();
  m_line.monthDays = m_monthDays.named ? m_monthDays.bits : std::bitset<31>().set();
  m_line.monthWeeks = m_monthWeeks.named ? m_monthWeeks.bits : std::bitset<5>().set();
  return m_line;
}

// Full over a virtual full over a differential over an incremental, when two lines meet.
int rank(Level level) {
  switch (level) {
  case Level::Full: return 3;
  case Level::SyntheticFull: return 2;
  case Level::Differential: return 1;
  case Level::Incremental: return 0;
  }
  return 0;
}

// Whether the period can hold the line; says why not once per schedule and line.
bool fits(const ScheduleLines& schedule, const std::string& text, const RunLine& line,
          int periodLength, std::vector<Assumption>& assumptions) {
  const std::string subject = "Schedule '" + schedule.name + "'";
  if (line.someMonths || line.someYearWeeks) {
    assumptions.push_back({subject, "'Run = " + text +
                                        "' runs in some months or weeks of the year only; it is "
                                        "left out of the repeating period"});
    return false;
  }
  if (periodDays(line, periodLength).empty()) {
    assumptions.push_back(
        {subject, "'Run = " + text + "' runs on no day of a month of four weeks; left out"});
    return false;
  }
  if (line.hourly)
    assumptions.push_back({subject, "'Run = " + text +
                                        "' runs hourly; the period holds one "
                                        "backup a night"});
  return true;
}

} // namespace

std::vector<SiteDay> schedulePeriod(const std::vector<JobSchedule>& jobs,
                                    std::vector<Assumption>& assumptions) {
  std::vector<RunLine> all;
  std::vector<const ScheduleLines*> used;
  for (const JobSchedule& job : jobs)
    if (job.schedule && std::find(used.begin(), used.end(), job.schedule) == used.end()) {
      used.push_back(job.schedule);
      for (const auto& [text, line] : job.schedule->lines) all.push_back(line);
    }
  if (used.empty()) return {};
  const int length = needsMonth(all) ? 28 : 7;
  std::vector<std::vector<bool>> usable(used.size());
  for (std::size_t s = 0; s < used.size(); ++s)
    for (const auto& [text, line] : used[s]->lines)
      usable[s].push_back(fits(*used[s], text, line, length, assumptions));
  std::vector<SiteDay> period(static_cast<std::size_t>(length));
  for (int day = 0; day < length; ++day) period[std::size_t(day)].name = periodDayName(day, length);
  for (std::size_t j = 0; j < jobs.size(); ++j) {
    if (!jobs[j].schedule) continue;
    const std::size_t s =
        std::size_t(std::find(used.begin(), used.end(), jobs[j].schedule) - used.begin());
    for (std::size_t l = 0; l < used[s]->lines.size(); ++l) {
      if (!usable[s][l]) continue;
      const RunLine& line = used[s]->lines[l].second;
      const Level level = line.level.value_or(jobs[j].level);
      for (const int day : periodDays(line, length)) {
        auto [it, added] = period[std::size_t(day)].runs.emplace(j, level);
        if (!added && rank(level) > rank(it->second)) it->second = level;
      }
    }
  }
  if (length == 28)
    assumptions.push_back({"Schedules", "days or weeks of the month are named: the period is a "
                                        "month of four weeks from a Monday"});
  return period;
}

Expected<RunLine> parseRunLine(std::string_view text) { return LineReader().read(text); }

bool needsMonth(const std::vector<RunLine>& lines) {
  return std::any_of(lines.begin(), lines.end(), [](const RunLine& line) {
    return !line.monthDays.all() || !line.monthWeeks.all() || line.lastWeek;
  });
}

std::vector<int> periodDays(const RunLine& line, int periodLength) {
  std::vector<int> days;
  for (int day = 0; day < periodLength; ++day) {
    const int weekDay = (day + 1) % 7; // the period starts on a Monday
    const int week = day / 7;
    const bool inWeek =
        line.monthWeeks.test(std::size_t(week)) || (line.lastWeek && day >= periodLength - 7);
    if (line.weekDays.test(std::size_t(weekDay)) && line.monthDays.test(std::size_t(day)) && inWeek)
      days.push_back(day);
  }
  return days;
}

std::string periodDayName(int day, int periodLength) {
  static constexpr std::array<const char*, 7> kNames{"Mon", "Tue", "Wed", "Thu",
                                                     "Fri", "Sat", "Sun"};
  std::string name = kNames[std::size_t(day % 7)];
  if (periodLength > 7) name += " " + std::to_string(day / 7 + 1);
  return name;
}

} // namespace tapeflow::siteimport
