// parseUnit: a unit alone, with its canonical symbol (used when formatting) and factor.

#include "units/Units.h"

#include <catch2/catch.hpp>

#include <string>

using tapeflow::units::Dimension;
using tapeflow::units::parseUnit;

TEST_CASE("units get a canonical symbol whatever the spelling") {
  const auto [text, symbol] = GENERATE(table<std::string, std::string>({{"MB/s", "MB/s"},
                                                                        {"MBps", "MB/s"},
                                                                        {"Mbps", "Mb/s"},
                                                                        {"KB", "kB"},
                                                                        {"kbytes", "kB"},
                                                                        {"Gbit/s", "Gb/s"},
                                                                        {"GB/hr", "GB/h"},
                                                                        {"GB/hour", "GB/h"},
                                                                        {"MiB/sec", "MiB/s"},
                                                                        {"seconds", "s"},
                                                                        {"mins", "min"},
                                                                        {"%", "%"}}));
  INFO("unit: '" << text << "'");
  const auto unit = parseUnit(text);
  REQUIRE(unit.hasValue());
  CHECK(unit->symbol == symbol);
}

TEST_CASE("the empty unit is a plain number") {
  const auto unit = parseUnit("");
  REQUIRE(unit.hasValue());
  CHECK(unit->dimension == Dimension::Dimensionless);
  CHECK(unit->factor == 1.0);
}

TEST_CASE("units report their dimension") {
  CHECK(parseUnit("GB")->dimension == Dimension::Bytes);
  CHECK(parseUnit("Gb")->dimension == Dimension::Bytes);
  CHECK(parseUnit("GB/h")->dimension == Dimension::Rate);
  CHECK(parseUnit("h")->dimension == Dimension::Seconds);
  CHECK(parseUnit("M")->dimension == Dimension::Dimensionless);
}

TEST_CASE("a rate unit's factor is data factor over time factor") {
  CHECK(parseUnit("GB/h")->factor == Approx(1e9 / 3600.0).epsilon(1e-15));
  CHECK(parseUnit("Gb/s")->factor == Approx(1.25e8).epsilon(1e-15));
  CHECK(parseUnit("TiB/d")->factor == Approx(1099511627776.0 / 86400.0).epsilon(1e-15));
}
