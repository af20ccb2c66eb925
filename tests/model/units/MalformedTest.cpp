// Malformed text is refused with a message that quotes it and says what is wrong.

#include "units/Units.h"

#include <catch2/catch.hpp>

#include <string>

using tapeflow::units::parseQuantity;

namespace {

void checkRejected(const std::string& text, const std::string& because) {
  INFO("text: '" << text << "'");
  const auto result = parseQuantity(text);
  REQUIRE_FALSE(result.hasValue());
  CHECK_THAT(result.error().message, Catch::Contains(because));
}

} // namespace

TEST_CASE("empty and blank text") {
  checkRejected("", "empty");
  checkRejected("   ", "empty");
}

TEST_CASE("text that does not start with a number") {
  checkRejected("MB/s", "does not start with a number");
  checkRejected("fast", "does not start with a number");
  checkRejected("- 5 s", "does not start with a number");
  checkRejected("0x10 B", "unknown prefix");
}

TEST_CASE("infinity and NaN are not numbers here") {
  checkRejected("inf MB/s", "does not start with a number");
  checkRejected("nan", "does not start with a number");
  checkRejected("infinity", "does not start with a number");
}

TEST_CASE("absurd magnitudes") {
  checkRejected("1e308 EB", "too large");
  checkRejected("1e400 B", "out of range");
  checkRejected("1e31", "too large");
}

TEST_CASE("malformed numbers") {
  checkRejected("1.2.3 MB", "malformed number");
  checkRejected("1,000 MB", "malformed number");
  checkRejected("1,5 MB", "malformed number");
}

TEST_CASE("unknown prefixes and units") {
  checkRejected("12 XB/s", "unknown prefix 'X'");
  checkRejected("12 furlongs", "unknown unit 'furlongs'");
  checkRejected("12 mB", "'m' is milli");
  checkRejected("12 kiB", "unknown prefix 'ki'");
  checkRejected("5 m", "ambiguous");
}

TEST_CASE("malformed rates") {
  checkRejected("12 MB/", "nothing after '/'");
  checkRejected("12 MB/fortnight", "unknown time unit 'fortnight'");
  checkRejected("12 M/s", "say what is counted");
  checkRejected("12 /s", "say what is counted");
  checkRejected("12 s/s", "unknown unit");
}

TEST_CASE("messages quote the whole text") {
  const auto result = parseQuantity("12 XB/s");
  REQUIRE_FALSE(result.hasValue());
  CHECK_THAT(result.error().message, Catch::StartsWith("'12 XB/s'"));
}
