// Formatting of base-unit values for people.

#include "units/Format.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <limits>
#include <string>

using tapeflow::units::AutoStyle;
using tapeflow::units::Dimension;
using tapeflow::units::format;
using tapeflow::units::formatAuto;
using tapeflow::units::formatDuration;
using tapeflow::units::formatExact;

TEST_CASE("format in a given unit drops trailing zeros") {
  CHECK(format(160e6, "MB/s") == "160 MB/s");
  CHECK(format(15e6, "GB/h") == "54 GB/h");
  CHECK(format(125e6, "Gb/s") == "1 Gb/s");
  CHECK(format(262144.0, "KiB") == "256 KiB");
  CHECK(format(12.3456e6, "MB/s") == "12.35 MB/s");
  CHECK(format(12.3456e6, "MB/s", 2) == "12 MB/s");
  CHECK(format(0.8, "%") == "80%");
  CHECK(format(2.0, ":1") == "2:1");
  CHECK(format(0.0, "MB/s") == "0 MB/s");
}

TEST_CASE("format keeps significant digits for small and large numbers") {
  CHECK(format(1.5e-3, "s") == "0.0015 s");
  CHECK(format(123456789.0, "B") == "123456789 B");
}

TEST_CASE("non-finite values are shown as n/a") {
  CHECK(format(std::numeric_limits<double>::infinity(), "MB/s") == "n/a");
  CHECK(format(std::nan(""), "MB/s") == "n/a");
  CHECK(formatDuration(std::numeric_limits<double>::infinity()) == "n/a");
}

TEST_CASE("formatAuto picks the prefix that keeps the number readable") {
  CHECK(formatAuto(2.5e12, Dimension::Bytes) == "2.5 TB");
  CHECK(formatAuto(999.0, Dimension::Bytes) == "999 B");
  CHECK(formatAuto(160e6, Dimension::Rate) == "160 MB/s");
  AutoStyle perHour;
  perHour.perHour = true;
  CHECK(formatAuto(15e6, Dimension::Rate, perHour) == "54 GB/h");
  AutoStyle bits;
  bits.bits = true;
  CHECK(formatAuto(125e6, Dimension::Rate, bits) == "1 Gb/s");
  AutoStyle binary;
  binary.binary = true;
  CHECK(formatAuto(262144.0, Dimension::Bytes, binary) == "256 KiB");
  CHECK(formatAuto(1.5 * 1073741824.0, Dimension::Bytes, binary) == "1.5 GiB");
}

TEST_CASE("formatAuto rounds up to the next prefix instead of showing 1000") {
  CHECK(formatAuto(999.96e3, Dimension::Bytes) == "1 MB");
}

TEST_CASE("durations read like a person writes them") {
  CHECK(formatDuration(45.0) == "45 s");
  CHECK(formatDuration(0.25) == "0.25 s");
  CHECK(formatDuration(750.0) == "12 min 30 s");
  CHECK(formatDuration(6 * 3600.0 + 5 * 60.0) == "6 h 05 min");
  CHECK(formatDuration(2 * 86400.0 + 3 * 3600.0) == "2 d 3 h");
  CHECK(formatDuration(-45.0) == "-45 s");
}

TEST_CASE("formatExact gives the shortest text that reads back exactly") {
  CHECK(formatExact(0.1) == "0.1");
  CHECK(formatExact(160e6) == "160000000");
  CHECK(formatExact(1.0 / 3.0) == "0.3333333333333333");
  CHECK(formatExact(1e-9) == "1e-09");
  CHECK(formatExact(2.5e20) == "2.5e+20");
}
