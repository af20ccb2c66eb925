// An I/O bus's rule (model/solver/kinds/IoBus.cpp): PCI and PCI-X are one shared bus, "bus:<id>",
// that a byte entering and leaving the host crosses twice; PCIe (full duplex) has lanes each way,
// "bus:<id>:up" towards the host and "bus:<id>:down" from it, each crossed once. Every figure is
// worked out by hand in the comment above its check. MB = 10^6 bytes.

#include "KindsFixture.h"

using namespace tapeflow;
using test::Diagram;

namespace {

constexpr double MB = 1e6;

// The basic local backup (array and drive on the same bus `bus` of 100 MB/s, t-bus) with an
// array that reads and writes 1 GB/s and a 300 MB/s drive, so that the bus holds the job.
Diagram onOneBus() {
  Diagram d;
  d.localBackup().set("drive", "native_rate", "300 MB/s");
  d.set("array", "read_rate", "1 GB/s").set("array", "write_rate", "1 GB/s");
  d.job("j", "vol", "drive");
  return d;
}

} // namespace

TEST_CASE("a shared bus carries each byte twice, into the host and out again") {
  // PCI at 100 MB/s: the array's bytes cross it up to the server and down to the drive's HBA,
  // 2 bytes a byte, so the job moves 100 / 2 = 50 MB/s.
  Diagram d = onOneBus();
  const auto result = d.solve();
  const auto* bus = result.resource("bus:bus");
  REQUIRE(bus);
  CHECK(bus->label == "bus");
  CHECK(bus->kind == solver::ResourceKind::Bus);
  CHECK(bus->parameter == "sustained_rate");
  CHECK(bus->capacity == Approx(100 * MB));
  CHECK(test::perByte(result, "bus:bus", "j") == Approx(2.0));
  CHECK(result.job("j")->rate == Approx(50 * MB));
  CHECK(result.resource("bus:bus:up") == nullptr);
  CHECK(result.resource("bus:bus:down") == nullptr);
}

TEST_CASE("a full-duplex bus carries each direction on its own lanes") {
  // PCIe at 100 MB/s each way: one byte up to the host on "bus:bus:up", one down to the HBA on
  // "bus:bus:down", so the job moves 100 MB/s, the same backup and restore.
  Diagram d = onOneBus();
  d.set("bus", "full_duplex", "true");
  for (const auto mode : {solver::DirectionMode::Backup, solver::DirectionMode::Restore}) {
    const auto result = d.solve(mode);
    const auto* up = result.resource("bus:bus:up");
    const auto* down = result.resource("bus:bus:down");
    REQUIRE(up);
    REQUIRE(down);
    CHECK(up->label == "bus to host");
    CHECK(down->label == "bus from host");
    CHECK(up->capacity == Approx(100 * MB));
    CHECK(down->capacity == Approx(100 * MB));
    CHECK(test::perByte(result, "bus:bus:up", "j") == Approx(1.0));
    CHECK(test::perByte(result, "bus:bus:down", "j") == Approx(1.0));
    CHECK(result.resource("bus:bus") == nullptr);
    CHECK(result.job("j")->rate == Approx(100 * MB));
  }
}
