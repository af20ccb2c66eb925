// parseQuantity: text with a unit to base units (bytes, seconds, bytes per second).

#include "units/Units.h"

#include <catch2/catch.hpp>

#include <string>

using tapeflow::units::Dimension;
using tapeflow::units::parseQuantity;

namespace {

void checkParses(const std::string& text, double expected, Dimension dimension) {
  INFO("text: '" << text << "'");
  const auto quantity = parseQuantity(text);
  REQUIRE(quantity.hasValue());
  CHECK(quantity->dimension == dimension);
  CHECK(quantity->value == Approx(expected).epsilon(1e-12));
}

} // namespace

TEST_CASE("the examples the papers and the issue use parse to the right base values") {
  // 160 MB/s: the HP paper's Ultrium 960 native rate, decimal.
  checkParses("160 MB/s", 160e6, Dimension::Rate);
  // 54 GB/h: a Compaq table figure; 54e9 bytes per 3600 s = 15 MB/s.
  checkParses("54 GB/h", 15e6, Dimension::Rate);
  // 1 Gb/s Ethernet: bits, so 125 MB/s.
  checkParses("1 Gb/s", 125e6, Dimension::Rate);
  checkParses("256 KiB", 262144.0, Dimension::Bytes);
}

TEST_CASE("every decimal prefix on bytes is a power of 1000") {
  const auto [prefix, factor] = GENERATE(table<std::string, double>({{"", 1.0},
                                                                     {"k", 1e3},
                                                                     {"K", 1e3},
                                                                     {"M", 1e6},
                                                                     {"G", 1e9},
                                                                     {"T", 1e12},
                                                                     {"P", 1e15},
                                                                     {"E", 1e18}}));
  checkParses("3 " + prefix + "B", 3.0 * factor, Dimension::Bytes);
  checkParses("3" + prefix + "B", 3.0 * factor, Dimension::Bytes);
}

TEST_CASE("every binary prefix on bytes is a power of 1024") {
  const auto [prefix, factor] =
      GENERATE(table<std::string, double>({{"Ki", 1024.0},
                                           {"Mi", 1024.0 * 1024},
                                           {"Gi", 1024.0 * 1024 * 1024},
                                           {"Ti", 1024.0 * 1024 * 1024 * 1024},
                                           {"Pi", 1024.0 * 1024 * 1024 * 1024 * 1024},
                                           {"Ei", 1024.0 * 1024 * 1024 * 1024 * 1024 * 1024}}));
  checkParses("2 " + prefix + "B", 2.0 * factor, Dimension::Bytes);
}

TEST_CASE("binary and decimal prefixes of the same name differ") {
  // The HP paper's MB is 2^20 bytes: 1 MiB is 4.9 % more than 1 MB, not a rounding error.
  const double mib = parseQuantity("1 MiB")->value;
  const double mb = parseQuantity("1 MB")->value;
  CHECK(mib / mb == Approx(1.048576));
}

TEST_CASE("a lower-case b counts bits, an upper-case B bytes") {
  const auto [text, bytes] = GENERATE(table<std::string, double>({{"8 b", 1.0},
                                                                  {"8 bit", 1.0},
                                                                  {"8 bits", 1.0},
                                                                  {"1 B", 1.0},
                                                                  {"1 byte", 1.0},
                                                                  {"2 bytes", 2.0},
                                                                  {"1 kb", 125.0},
                                                                  {"1 kB", 1000.0},
                                                                  {"1 Mb", 125000.0},
                                                                  {"1 Mib", 131072.0},
                                                                  {"1 Gbit", 125e6}}));
  checkParses(text, bytes, Dimension::Bytes);
}

TEST_CASE("rates per second, minute, hour and day") {
  const auto [text, bytesPerSecond] = GENERATE(table<std::string, double>({{"1 MB/s", 1e6},
                                                                           {"1 MB/sec", 1e6},
                                                                           {"60 MB/min", 1e6},
                                                                           {"3.6 GB/h", 1e6},
                                                                           {"3.6 GB/hr", 1e6},
                                                                           {"86.4 GB/d", 1e6},
                                                                           {"1 TB/h", 1e12 / 3600},
                                                                           {"100 Mb/s", 12.5e6},
                                                                           {"100 Mbps", 12.5e6},
                                                                           {"20 MBps", 20e6},
                                                                           {"10 Gbps", 1.25e9},
                                                                           {"1 MiB/s", 1048576.0},
                                                                           {"1 KiB/ms", 1024e3}}));
  checkParses(text, bytesPerSecond, Dimension::Rate);
}

TEST_CASE("times in every supported unit") {
  const auto [text, seconds] = GENERATE(table<std::string, double>({{"1 s", 1.0},
                                                                    {"2 seconds", 2.0},
                                                                    {"5 ms", 5e-3},
                                                                    {"7 us", 7e-6},
                                                                    {"7 \xC2\xB5s", 7e-6},
                                                                    {"3 ns", 3e-9},
                                                                    {"1.5 min", 90.0},
                                                                    {"6 h", 21600.0},
                                                                    {"2 hours", 7200.0},
                                                                    {"1 d", 86400.0}}));
  checkParses(text, seconds, Dimension::Seconds);
}

TEST_CASE("plain numbers, ratios, percentages and engineering notation") {
  checkParses("42", 42.0, Dimension::Dimensionless);
  checkParses("2:1", 2.0, Dimension::Dimensionless);
  checkParses("80 %", 0.8, Dimension::Dimensionless);
  checkParses("80%", 0.8, Dimension::Dimensionless);
  checkParses("256K", 256e3, Dimension::Dimensionless);
  checkParses("4 Ki", 4096.0, Dimension::Dimensionless);
  checkParses("1.5e3 B", 1500.0, Dimension::Bytes);
  checkParses("1E-3 s", 1e-3, Dimension::Seconds);
  checkParses(".5 GB", 0.5e9, Dimension::Bytes);
}

TEST_CASE("signs and surrounding whitespace") {
  checkParses("  160 MB/s\t", 160e6, Dimension::Rate);
  checkParses("+5 s", 5.0, Dimension::Seconds);
  checkParses("-5 s", -5.0, Dimension::Seconds);
  checkParses("0 B", 0.0, Dimension::Bytes);
}
