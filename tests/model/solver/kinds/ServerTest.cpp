// A server's rule (model/solver/kinds/Server.cpp): its host bus, "memory:<id>", which every byte
// crosses into memory and out again, and copies_per_byte x crossings_per_copy times more for the
// memory copies the backup application makes (MemoryCopies.h): 2 + copies x crossings bytes a
// byte. The crossings per copy are the server kind's default in kinds.json (3) unless stated.
// Every figure is worked out by hand in the comment above its check. MB = 10^6 bytes.

#include "KindsFixture.h"

using namespace tapeflow;
using test::Diagram;

namespace {

constexpr double MB = 1e6;

// The basic local backup with a bus of 1 GB/s, a 100 MB/s drive and an array that reads 1 GB/s,
// server `srv` running backup application `app`; job `j`.
Diagram withApp(const std::string& app) {
  Diagram d;
  d.localBackup().set("bus", "sustained_rate", "1 GB/s").set("drive", "native_rate", "100 MB/s");
  d.set("array", "read_rate", "1 GB/s").set("srv", "backup_app", app);
  d.job("j", "vol", "drive");
  return d;
}

} // namespace

TEST_CASE("without memory copies a byte crosses the host bus twice") {
  // t-app makes no copies: 2 bytes a byte on a host bus of 160 MB/s, 80 MB/s for the job.
  Diagram d = withApp("t-app");
  d.set("srv", "host_bus_rate", "160 MB/s");
  const auto result = d.solve();
  const auto* memory = result.resource("memory:srv");
  REQUIRE(memory);
  CHECK(memory->label == "srv host bus");
  CHECK(memory->kind == solver::ResourceKind::HostMemory);
  CHECK(memory->parameter == "host_bus_rate");
  CHECK(memory->capacity == Approx(160 * MB));
  CHECK(test::perByte(result, "memory:srv", "j") == Approx(2.0));
  CHECK(result.job("j")->rate == Approx(80 * MB));
}

TEST_CASE("a memory copy costs the server kind's default crossings unless the server states its") {
  // t-app-copy makes one copy; the server states no crossings, so the kind's 3 apply:
  // 2 + 1 x 3 = 5 bytes a byte, 160 / 5 = 32 MB/s.
  Diagram d = withApp("t-app-copy");
  d.set("srv", "host_bus_rate", "160 MB/s");
  const auto kindDefault = d.solve();
  CHECK(test::perByte(kindDefault, "memory:srv", "j") == Approx(5.0));
  CHECK(kindDefault.job("j")->rate == Approx(32 * MB));
  // Stated 2 crossings (streaming stores): 2 + 1 x 2 = 4 bytes a byte, 40 MB/s.
  d.set("srv", "copy_crossings", "2");
  const auto stated = d.solve();
  CHECK(test::perByte(stated, "memory:srv", "j") == Approx(4.0));
  CHECK(stated.job("j")->rate == Approx(40 * MB));
}

TEST_CASE("a server that states no host bus rate has no host bus resource") {
  Diagram d = withApp("t-app-copy");
  const auto result = d.solve();
  CHECK(result.resource("memory:srv") == nullptr);
  CHECK(result.job("j")->rate == Approx(100 * MB)); // the drive's
}
