// The NULL device's rule (model/solver/kinds/NullDevice.cpp): at the end of a route it takes
// bytes at its rate, "null:<id>", which is the null-device kind's default in kinds.json
// (100 GB/s) unless stated. Every figure is worked out by hand in the comment above its check.
// MB = 10^6 bytes.

#include "KindsFixture.h"

using namespace tapeflow;
using test::Diagram;

namespace {

constexpr double MB = 1e6;
constexpr double GB = 1e9;

// The basic local backup with a bus of 1 GB/s and NULL device `nul` (t-null, which states no
// rate) in server `srv`; job `j` backs `vol` (50 MB/s array) up to it.
Diagram toNull() {
  Diagram d;
  d.localBackup().set("bus", "sustained_rate", "1 GB/s");
  d.add("nul", "t-null").link("srv:local", "nul:host");
  d.job("j", "vol", "nul");
  return d;
}

} // namespace

TEST_CASE("a NULL device that states no rate takes the kind's default") {
  // The kind's 100 GB/s; the array's 50 MB/s holds the job, one byte a byte on the device.
  Diagram d = toNull();
  const auto result = d.solve();
  const auto* sink = result.resource("null:nul");
  REQUIRE(sink);
  CHECK(sink->label == "nul");
  CHECK(sink->kind == solver::ResourceKind::NullDevice);
  CHECK(sink->parameter == "rate");
  CHECK(sink->capacity == Approx(100 * GB));
  CHECK(test::perByte(result, "null:nul", "j") == Approx(1.0));
  CHECK(result.job("j")->rate == Approx(50 * MB));
}

TEST_CASE("a NULL device's stated rate holds a job faster than it") {
  // Rate 20 MB/s, below the array's 50.
  Diagram d = toNull();
  d.set("nul", "rate", "20 MB/s");
  const auto result = d.solve();
  REQUIRE(result.resource("null:nul"));
  CHECK(result.resource("null:nul")->capacity == Approx(20 * MB));
  CHECK(result.job("j")->rate == Approx(20 * MB));
  CHECK(result.job("j")->bottleneck.key == "null:nul");
}
