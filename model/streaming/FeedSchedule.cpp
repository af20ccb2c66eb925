#include "streaming/FeedSchedule.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>
#include <optional>

namespace tapeflow::streaming {

namespace {

// SplitMix64: a tiny generator whose sequence is the same on every platform and library (the
// standard distributions are not), so a file's random feed gives the same answer everywhere.
std::uint64_t splitMix(std::uint64_t& state) {
  std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30U)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27U)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31U);
}

constexpr std::size_t kMaxPeriods = 1'000'000;

} // namespace

std::string_view patternName(FeedPattern pattern) {
  switch (pattern) {
  case FeedPattern::Random: return "random";
  case FeedPattern::Toggle: return "toggle";
  case FeedPattern::Sequence: return "sequence";
  case FeedPattern::Constant: break;
  }
  return "constant";
}

FeedPattern patternFromName(std::string_view name) {
  if (name == "random") return FeedPattern::Random;
  if (name == "toggle") return FeedPattern::Toggle;
  if (name == "sequence") return FeedPattern::Sequence;
  return FeedPattern::Constant;
}

RateProfile FeedSchedule::profile(double horizon, double scale) const {
  RateProfile out;
  if (!varies()) {
    out.start = {0.0};
    out.rate = {rates.empty() ? 0.0 : rates.front() * scale};
    return out;
  }
  const auto add = [&](std::size_t i, double rate) {
    out.start.push_back(double(i) * period);
    out.rate.push_back(rate * scale);
  };
  switch (pattern) {
  case FeedPattern::Toggle:
    for (std::size_t i = 0; i < rates.size(); ++i) add(i, rates[i]);
    out.period = double(rates.size()) * period;
    break;
  case FeedPattern::Sequence:
    for (std::size_t i = 0; i < rates.size(); ++i) add(i, rates[i]);
    break;
  case FeedPattern::Random: {
    const double wanted = std::ceil(std::max(horizon, period) / period);
    const auto count = std::size_t(std::min(wanted, double(kMaxPeriods)));
    std::uint64_t state = seed;
    for (std::size_t i = 0; i < count; ++i) add(i, rates[splitMix(state) % rates.size()]);
    out.period = double(count) * period;
    break;
  }
  case FeedPattern::Constant: break;
  }
  return out;
}

double FeedSchedule::meanRate() const {
  if (rates.empty()) return 0.0;
  if (pattern == FeedPattern::Constant) return rates.front();
  if (pattern == FeedPattern::Sequence) return rates.back(); // what holds in the long run
  double sum = 0.0;
  for (const double r : rates) sum += r;
  return sum / double(rates.size());
}

RateProfile capped(RateProfile profile, double cap) {
  for (double& r : profile.rate) r = std::min(r, cap);
  return profile;
}

double meanOver(const RateProfile& profile, double horizon) {
  if (!(horizon > 0.0)) return profile.rateAt(0.0);
  double t = 0.0;
  double bytes = 0.0;
  while (t < horizon) {
    const double next = std::min(profile.nextChangeAfter(t), horizon);
    bytes += profile.rateAt(t) * (next - t);
    t = next;
  }
  return bytes / horizon;
}

namespace {

std::string_view trim(std::string_view text) {
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t' || text.back() == '\r'))
    text.remove_suffix(1);
  return text;
}

std::optional<double> number(std::string_view text) {
  text = trim(text);
  double value = 0.0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || end != text.data() + text.size() || !std::isfinite(value))
    return std::nullopt;
  return value;
}

Error at(std::size_t line, int column, const std::string& what) {
  return Error{"line " + std::to_string(line) + ", column " + std::to_string(column) + " (" +
               (column == 1 ? "time" : "rate") + "): " + what};
}

} // namespace

Expected<RateProfile> readFeedTrace(std::string_view csv) {
  RateProfile profile;
  std::size_t lineNumber = 0;
  while (!csv.empty()) {
    const auto end = csv.find('\n');
    const std::string_view line = trim(csv.substr(0, end));
    csv.remove_prefix(end == std::string_view::npos ? csv.size() : end + 1);
    ++lineNumber;
    if (line.empty()) continue;
    const auto comma = line.find(',');
    if (comma == std::string_view::npos)
      return Error{"line " + std::to_string(lineNumber) +
                   ": expected two fields, time (s) and rate (bytes/s), separated by a comma"};
    const auto time = number(line.substr(0, comma));
    const auto rate = number(line.substr(comma + 1));
    if (!time && !rate && profile.start.empty() && lineNumber == 1) continue; // a header
    if (!time)
      return at(lineNumber, 1,
                "expected seconds, not '" + std::string(trim(line.substr(0, comma))) + "'");
    if (!rate)
      return at(lineNumber, 2,
                "expected bytes per second, not '" + std::string(trim(line.substr(comma + 1))) +
                    "'");
    if (*rate < 0.0) return at(lineNumber, 2, "a rate cannot be negative");
    if (profile.start.empty() && *time != 0.0)
      return at(lineNumber, 1, "the trace must start at 0 s");
    if (!profile.start.empty() && !(*time > profile.start.back()))
      return at(lineNumber, 1, "times must increase from line to line");
    profile.start.push_back(*time);
    profile.rate.push_back(*rate);
  }
  if (profile.start.empty()) return Error{"the trace has no rows of time and rate"};
  return profile;
}

} // namespace tapeflow::streaming
