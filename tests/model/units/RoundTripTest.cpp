// Formatting then parsing gives back the value: what the inspector shows, it can read again.

#include "units/Format.h"
#include "units/Units.h"

#include <catch2/catch.hpp>

#include <random>
#include <string>

using namespace tapeflow::units;

TEST_CASE("format then parse returns the value in every unit") {
  const std::string unitText = GENERATE(
      as<std::string>{}, "B", "kB", "MB", "GB", "TB", "PB", "KiB", "MiB", "GiB", "TiB", "b", "Mb",
      "Gb", "MB/s", "GB/h", "TB/h", "MiB/s", "Mb/s", "Gb/s", "s", "ms", "min", "h", "d", "%");
  const Unit unit = *parseUnit(unitText);
  std::mt19937_64 random(42);
  std::uniform_real_distribution<double> exponent(-3.0, 6.0);
  for (int i = 0; i < 200; ++i) {
    const double value = std::pow(10.0, exponent(random)) * unit.factor;
    const std::string text = format(value, unit, 17);
    INFO("value " << value << " formatted as '" << text << "'");
    const auto back = parseQuantity(text);
    REQUIRE(back.hasValue());
    CHECK(back->dimension == unit.dimension);
    CHECK(back->value == Approx(value).epsilon(1e-14));
  }
}

TEST_CASE("formatAuto then parse stays within the printed precision") {
  const auto dimension = GENERATE(Dimension::Bytes, Dimension::Rate);
  const bool binary = GENERATE(false, true);
  const bool bits = GENERATE(false, true);
  AutoStyle style;
  style.binary = binary;
  style.bits = bits;
  style.significant = 6;
  std::mt19937_64 random(7);
  std::uniform_real_distribution<double> exponent(0.0, 16.0);
  for (int i = 0; i < 200; ++i) {
    const double value = std::pow(10.0, exponent(random));
    const std::string text = formatAuto(value, dimension, style);
    INFO("value " << value << " shown as '" << text << "'");
    const auto back = parseQuantity(text);
    REQUIRE(back.hasValue());
    CHECK(back->value == Approx(value).epsilon(1e-5));
  }
}

TEST_CASE("formatExact then parse is bit-exact") {
  std::mt19937_64 random(3);
  std::uniform_real_distribution<double> exponent(-12.0, 18.0);
  for (int i = 0; i < 1000; ++i) {
    const double value = std::pow(10.0, exponent(random)) * 1.2345678901234567;
    const auto back = parseQuantity(formatExact(value) + " B");
    REQUIRE(back.hasValue());
    CHECK(back->value == value);
  }
}

TEST_CASE("converting a rate to another unit and back is lossless") {
  // 54 GB/h in MB/s and back, as the convert command does.
  const double rate = parseQuantity("54 GB/h")->value;
  // 15 significant digits: a double holds 15-17, and 54 * (1e9 / 3600) is 14999999.999999998.
  const std::string inMBps = format(rate, "MB/s", 15);
  CHECK(inMBps == "15 MB/s");
  CHECK(parseQuantity(inMBps)->value == Approx(rate).epsilon(1e-15));
}
