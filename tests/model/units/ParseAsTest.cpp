// parseAs: text for a field with a known unit, as the inspector and catalog loader use it.

#include "units/Units.h"

#include <catch2/catch.hpp>

using tapeflow::units::Dimension;
using tapeflow::units::parseAs;
using tapeflow::units::parseUnit;
using tapeflow::units::Unit;

TEST_CASE("a bare number takes the field's unit") {
  const Unit mbps = *parseUnit("MB/s");
  CHECK(*parseAs("160", mbps) == Approx(160e6));
  CHECK(*parseAs("160 MB/s", mbps) == Approx(160e6));
  // Another unit of the same dimension is converted, not refused.
  CHECK(*parseAs("576 GB/h", mbps) == Approx(160e6));
  CHECK(*parseAs("1 Gb/s", mbps) == Approx(125e6));
}

TEST_CASE("a multiplier applies to the field's unit") {
  const Unit bytes = *parseUnit("B");
  CHECK(*parseAs("256K", bytes) == Approx(256e3));
  CHECK(*parseAs("256 Ki", bytes) == Approx(262144.0));
  CHECK(*parseAs("1.5 T", bytes) == Approx(1.5e12));
  CHECK(*parseAs("1.5 TB", bytes) == Approx(1.5e12));
}

TEST_CASE("a quantity of the wrong dimension is refused with both dimensions named") {
  const Unit seconds = *parseUnit("s");
  const auto result = parseAs("160 MB/s", seconds);
  REQUIRE_FALSE(result.hasValue());
  CHECK_THAT(result.error().message, Catch::Contains("a data rate") && Catch::Contains("a time"));
}

TEST_CASE("a ratio or percentage in a data field is refused") {
  const Unit bytes = *parseUnit("B");
  CHECK_FALSE(parseAs("50 %", bytes).hasValue());
  CHECK_FALSE(parseAs("2:1", bytes).hasValue());
}

TEST_CASE("percentages and ratios in a plain-number field") {
  const Unit plain{"", Dimension::Dimensionless, 1.0};
  CHECK(*parseAs("80 %", plain) == Approx(0.8));
  CHECK(*parseAs("2:1", plain) == Approx(2.0));
  CHECK(*parseAs("2", plain) == Approx(2.0));
}
