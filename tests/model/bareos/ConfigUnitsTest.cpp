// Sizes, times and speeds as the manuals define their modifiers (ConfigUnits.h).

#include "bareos/ConfigUnits.h"

#include <catch2/catch.hpp>

using namespace tapeflow::bareos;

TEST_CASE("a size's modifier is 1024-based alone and 1000-based with b") {
  CHECK(parseSize("512k") == 512u * 1024);
  CHECK(parseSize("512kb") == 512000u);
  CHECK(parseSize("4 MB") == 4000000u);
  CHECK(parseSize("4 M") == 4u * 1024 * 1024);
  CHECK(parseSize("10 GB") == 10000000000u);
  CHECK(parseSize("10G") == 10ull << 30);
  CHECK(parseSize("2 t") == 2u * 1099511627776u);
  CHECK(parseSize("3tb") == 3000000000000u);
  CHECK(parseSize("1 p") == 1125899906842624u);
  CHECK(parseSize("1 pb") == 1000000000000000u);
  CHECK(parseSize("1e") == 1152921504606846976u);
  CHECK(parseSize("15 eb") == 15000000000000000000u);
}

TEST_CASE("a bare number is bytes, and parts add up") {
  CHECK(parseSize("1048576") == 1048576u);
  CHECK(parseSize("  65536 ") == 65536u);
  CHECK(parseSize("1g 512m") == (std::uint64_t{1} << 30) + (std::uint64_t{512} << 20));
  CHECK(parseSize("+2k") == 2048u);
}

TEST_CASE("a fraction of a size is taken, and what is left of a byte is dropped") {
  CHECK(parseSize("1.5 GB") == 1500000000u);
  CHECK(parseSize("1.5k") == 1536u);
  CHECK(parseSize("0.3") == 0u);
  CHECK(parseSize("2e3") == 2000u);
  CHECK(parseSize(".5k") == 512u);
}

TEST_CASE("a size that is not one gives none") {
  CHECK_FALSE(parseSize(""));
  CHECK_FALSE(parseSize("   "));
  CHECK_FALSE(parseSize("big"));
  CHECK_FALSE(parseSize("10 GiB")); // not a modifier the manuals list
  CHECK_FALSE(parseSize("10 bytes"));
  CHECK_FALSE(parseSize("-5k"));
  CHECK_FALSE(parseSize("inf"));
  CHECK_FALSE(parseSize("0x10"));
  CHECK_FALSE(parseSize("16 e 1 e")); // more than 64 bits
  CHECK_FALSE(parseSize("18446744073709551616"));
  CHECK_FALSE(parseSize("1e400"));
  CHECK_FALSE(parseSize("10 GB,"));
}

TEST_CASE("a time's modifier is any leading part of a unit, the first that fits") {
  CHECK(parseTime("1 day") == 86400u);
  CHECK(parseTime("30 min") == 1800u);
  CHECK(parseTime("30 mins") == 1800u);
  CHECK(parseTime("2 hours 30 min") == 9000u);
  CHECK(parseTime("2hours30minutes") == 9000u);
  CHECK(parseTime("6 months") == 6u * 30 * 86400);
  CHECK(parseTime("1 m") == 30u * 86400); // "m" is a month, as the manual warns
  CHECK(parseTime("1 mo") == 30u * 86400);
  CHECK(parseTime("5 n") == 300u);
  CHECK(parseTime("1 week 2 days 3 hours 10 mins") == 604800u + 2 * 86400 + 3 * 3600 + 600);
  CHECK(parseTime("1 month 2 days 30 sec") == 30u * 86400 + 2 * 86400 + 30);
  CHECK(parseTime("1 quarter") == 91u * 86400);
  CHECK(parseTime("2 years") == 2u * 365 * 86400);
  CHECK(parseTime("23h") == 23u * 3600);
  CHECK(parseTime("90 s") == 90u);
  CHECK(parseTime("365 DAYS") == 365u * 86400);
}

TEST_CASE("a bare number of seconds is a time, and a fraction of a second is rounded") {
  CHECK(parseTime("3600") == 3600u);
  CHECK(parseTime("1.5 min") == 90u);
  CHECK(parseTime("2.6") == 3u);
  CHECK(parseTime("2.4") == 2u);
}

TEST_CASE("a time that is not one gives none") {
  CHECK_FALSE(parseTime(""));
  CHECK_FALSE(parseTime("soon"));
  CHECK_FALSE(parseTime("10 secs")); // longer than "seconds" allows: not a leading part of it
  CHECK_FALSE(parseTime("1 hr"));
  CHECK_FALSE(parseTime("-1 day"));
  CHECK_FALSE(parseTime("1 day and a bit"));
}

TEST_CASE("a speed is bytes a second with the size modifiers over /s") {
  CHECK(parseSpeed("150 mb/s") == 150000000u);
  CHECK(parseSpeed("10 m/s") == 10u * 1048576);
  CHECK(parseSpeed("512 kb/s") == 512000u);
  CHECK(parseSpeed("512 k/s") == 524288u);
  CHECK(parseSpeed("1000") == 1000u);
  CHECK(parseSpeed("10 mb") == 10000000u); // a leading part of "mb/s", as for every modifier
  CHECK_FALSE(parseSpeed("10 gb/s"));
  CHECK_FALSE(parseSpeed("fast"));
}
