// Counts, levels, letters and unique job names (Values.h).

#include "jobhistory/Cursor.h"
#include "jobhistory/Lines.h"
#include "jobhistory/Values.h"

namespace tapeflow::jobhistory {

namespace {

// Appends a group of three digits to `value`; false when it would not fit in 64 bits.
bool appendGroup(std::uint64_t& value, std::uint64_t group) {
  if (value > (UINT64_MAX - group) / 1000) return false;
  value = value * 1000 + group;
  return true;
}

} // namespace

std::optional<std::uint64_t> parseCount(std::string_view text) {
  Cursor cursor(text);
  if (text.find(',') == std::string_view::npos) {
    const auto value = cursor.digits(1, 20);
    return value && cursor.done() ? value : std::nullopt;
  }
  // bconsole's add_commas(): the first group has one to three digits, every later one three.
  auto value = cursor.digits(1, 3);
  while (value && cursor.accept(',')) {
    const auto group = cursor.digits(3, 3);
    if (!group || !appendGroup(*value, *group)) return std::nullopt;
  }
  return value && cursor.done() ? value : std::nullopt;
}

std::optional<JobLevel> parseLevel(std::string_view text) {
  if (text == "F") return JobLevel::Full;
  if (text == "D") return JobLevel::Differential;
  if (text == "I") return JobLevel::Incremental;
  const std::string word = lower(text);
  if (word == "full") return JobLevel::Full;
  if (word == "differential") return JobLevel::Differential;
  if (word == "incremental") return JobLevel::Incremental;
  if (text.empty() || parseLetter(text)) return JobLevel::Other;
  return std::nullopt;
}

std::optional<char> parseLetter(std::string_view text) {
  if (text.size() != 1) return std::nullopt;
  const char c = text.front();
  if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z')) return c;
  return std::nullopt;
}

std::optional<std::string_view> nameOfUniqueJob(std::string_view job) {
  // ".2024-05-01_21.00.00_03": the separators at these places, digits everywhere else.
  static constexpr std::string_view kPattern = ".0000-00-00_00.00.00_00";
  if (job.size() <= kPattern.size()) return std::nullopt;
  const auto suffix = job.substr(job.size() - kPattern.size());
  for (std::size_t i = 0; i < kPattern.size(); ++i) {
    const bool digit = kPattern[i] == '0';
    if (digit ? !Cursor::isDigit(suffix[i]) : suffix[i] != kPattern[i]) return std::nullopt;
  }
  return job.substr(0, job.size() - kPattern.size());
}

} // namespace tapeflow::jobhistory
