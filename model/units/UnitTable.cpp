// The vocabulary of units: prefixes, data units, time units, and how they combine.

#include "units/Units.h"
#include "util/Text.h"

#include <array>
#include <cmath>

namespace tapeflow::units {
namespace {

using tapeflow::quote;

struct Prefix {
  std::string_view text;
  std::string_view canonical;
  double factor;
};

// Longest spellings first so that "Ki" is found before "K". Upper- and lower-case k are both
// kilo: vendor sheets write "KB" for 1000 bytes as often as "kB". Binary prefixes must be
// written explicitly (IEC 60027-2).
constexpr std::array<Prefix, 14> kPrefixes{{
    {"Ki", "Ki", 1024.0},
    {"Mi", "Mi", 1048576.0},
    {"Gi", "Gi", 1073741824.0},
    {"Ti", "Ti", 1099511627776.0},
    {"Pi", "Pi", 1125899906842624.0},
    {"Ei", "Ei", 1152921504606846976.0},
    {"k", "k", 1e3},
    {"K", "k", 1e3},
    {"M", "M", 1e6},
    {"G", "G", 1e9},
    {"T", "T", 1e12},
    {"P", "P", 1e15},
    {"E", "E", 1e18},
    {"", "", 1.0},
}};

struct DataBase {
  std::string_view text;
  bool bits;
};

constexpr std::array<DataBase, 8> kDataBases{{
    {"bytes", false},
    {"byte", false},
    {"bits", true},
    {"bit", true},
    {"Bytes", false},
    {"Byte", false},
    {"B", false},
    {"b", true},
}};

struct TimeUnit {
  std::string_view text;
  std::string_view canonical;
  double seconds;
};

constexpr std::array<TimeUnit, 22> kTimeUnits{{
    {"s", "s", 1.0},          {"sec", "s", 1.0},         {"secs", "s", 1.0},
    {"second", "s", 1.0},     {"seconds", "s", 1.0},     {"ms", "ms", 1e-3},
    {"us", "us", 1e-6},       {"\xC2\xB5s", "us", 1e-6}, {"ns", "ns", 1e-9},
    {"min", "min", 60.0},     {"mins", "min", 60.0},     {"minute", "min", 60.0},
    {"minutes", "min", 60.0}, {"h", "h", 3600.0},        {"hr", "h", 3600.0},
    {"hrs", "h", 3600.0},     {"hour", "h", 3600.0},     {"hours", "h", 3600.0},
    {"d", "d", 86400.0},      {"day", "d", 86400.0},     {"days", "d", 86400.0},
    {"mn", "min", 60.0},
}};

const TimeUnit* findTimeUnit(std::string_view text) {
  for (const auto& unit : kTimeUnits)
    if (unit.text == text) return &unit;
  return nullptr;
}

const Prefix* findPrefix(std::string_view text) {
  for (const auto& prefix : kPrefixes)
    if (prefix.text == text) return &prefix;
  return nullptr;
}

Error prefixError(std::string_view unitText, std::string_view prefix) {
  if (prefix == "m")
    return Error{"unit " + quote(unitText) +
                 ": 'm' is milli, which makes no sense for data; write 'M' for mega"};
  return Error{"unit " + quote(unitText) + ": unknown prefix " + quote(prefix) +
               " (use k, M, G, T, P, E for powers of 1000 or Ki, Mi, Gi, Ti, Pi, Ei for powers "
               "of 1024)"};
}

// A data unit with an optional prefix: "MB", "Gb", "KiB", "kbit", "bytes".
Expected<Unit> parseDataUnit(std::string_view text, std::string_view whole) {
  for (const auto& base : kDataBases) {
    if (text.size() < base.text.size() || !text.ends_with(base.text)) continue;
    const std::string_view prefixText = text.substr(0, text.size() - base.text.size());
    const Prefix* prefix = findPrefix(prefixText);
    if (!prefix) return prefixError(whole, prefixText);
    const double perByte = base.bits ? 1.0 / 8.0 : 1.0;
    return Unit{std::string(prefix->canonical) + (base.bits ? "b" : "B"), Dimension::Bytes,
                prefix->factor * perByte};
  }
  return Error{"unknown unit " + quote(whole) +
               " (expected a data unit such as B, kB, MiB, Gb, a time such as s, ms, min, h, "
               "or a rate such as MB/s, GB/h, Mb/s)"};
}

} // namespace

std::string_view dimensionName(Dimension dimension) {
  switch (dimension) {
  case Dimension::Dimensionless: return "a plain number";
  case Dimension::Bytes: return "an amount of data";
  case Dimension::Seconds: return "a time";
  case Dimension::Rate: return "a data rate";
  }
  return "?";
}

Expected<Unit> parseUnit(std::string_view text) {
  const std::string_view whole = text;
  if (text.empty()) return Unit{"", Dimension::Dimensionless, 1.0};
  if (text == "%") return Unit{"%", Dimension::Dimensionless, 0.01};
  if (text == ":1") return Unit{":1", Dimension::Dimensionless, 1.0};
  if (text == "m")
    return Error{"unit 'm' is ambiguous: write 'min' for minutes or 'ms' for milliseconds"};
  if (const TimeUnit* time = findTimeUnit(text))
    return Unit{std::string(time->canonical), Dimension::Seconds, time->seconds};

  // A rate: data over time, "MB/s", "GB/h", or the "ps" shorthand of "Mbps" and "MBps".
  std::string_view numerator = text;
  std::string_view denominator;
  if (const auto slash = text.find('/'); slash != std::string_view::npos) {
    numerator = text.substr(0, slash);
    denominator = text.substr(slash + 1);
    if (denominator.empty())
      return Error{"unit " + quote(whole) + ": nothing after '/' (expected s, min or h)"};
  } else if (text.size() > 2 && text.ends_with("ps") &&
             (text[text.size() - 3] == 'b' || text[text.size() - 3] == 'B')) {
    numerator = text.substr(0, text.size() - 2);
    denominator = "s";
  }

  if (denominator.empty()) {
    // A bare prefix is a multiplier: engineering notation such as "256K" or "1.5 M".
    if (const Prefix* prefix = findPrefix(text))
      return Unit{std::string(prefix->canonical), Dimension::Dimensionless, prefix->factor};
    return parseDataUnit(text, whole);
  }

  if (numerator.empty() || findPrefix(numerator))
    return Error{"unit " + quote(whole) + ": say what is counted, B for bytes or b for bits"};
  auto data = parseDataUnit(numerator, whole);
  if (!data) return data.error();
  const TimeUnit* per = findTimeUnit(denominator);
  if (!per)
    return Error{"unit " + quote(whole) + ": unknown time unit " + quote(denominator) +
                 " after '/' (expected s, ms, min, h or d)"};
  return Unit{data->symbol + "/" + std::string(per->canonical), Dimension::Rate,
              data->factor / per->seconds};
}

} // namespace tapeflow::units
