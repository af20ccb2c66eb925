// The backup server under concurrency (issue 20): each byte crosses the host bus twice by DMA and
// copy_crossings times more for each memory copy the backup application makes (MemoryCopies.h).
// MB = 10^6 bytes.

#include "SolverFixture.h"

using namespace tapeflow;
using test::Diagram;

namespace {

constexpr double MB = 1e6;

// The basic local backup: a 50 MB/s array into a 100 MB/s drive on a fast PCI bus, with the
// server's host bus at `hostBus` and the application `app`.
Diagram& localBackup(Diagram& d, const std::string& hostBus, const std::string& app) {
  d.localBackup().set("bus", "sustained_rate", "1 GB/s").set("drive", "native_rate", "100 MB/s");
  d.set("srv", "host_bus_rate", hostBus).set("srv", "backup_app", app);
  return d;
}

} // namespace

TEST_CASE("a memory copy costs the host bus three crossings more than DMA in and out") {
  // Host bus 160 MB/s. Without copies a byte crosses it twice: 80 MB/s, above the array's 50,
  // which holds the job. One copy at 3 crossings: 5 a byte, 160 / 5 = 32 MB/s, held by the bus.
  // With streaming stores (2 crossings a copy): 4 a byte, 40 MB/s.
  Diagram none;
  localBackup(none, "160 MB/s", "t-app").job("j", "vol", "drive");
  const auto plain = none.solve();
  CHECK(plain.job("j")->rate == Approx(50 * MB));
  CHECK(plain.job("j")->bottleneck.key == "disk:array:read");

  Diagram copying;
  localBackup(copying, "160 MB/s", "t-app-copy").job("j", "vol", "drive");
  const auto copied = copying.solve();
  CHECK(copied.job("j")->rate == Approx(32 * MB));
  CHECK(copied.job("j")->bottleneck.key == "memory:srv");

  Diagram streaming;
  localBackup(streaming, "160 MB/s", "t-app-copy").set("srv", "copy_crossings", "2");
  streaming.job("j", "vol", "drive");
  CHECK(streaming.solve().job("j")->rate == Approx(40 * MB));
}

TEST_CASE("concurrent jobs saturate the backup server's memory before their drives") {
  // Host bus 300 MB/s, one copy: 5 crossings a byte, 60 MB/s for everything the server moves.
  // One job from a 50 MB/s array is held by its array (50 MB/s). Two such jobs, each from its own
  // array into its own drive, ask 100 MB/s of a bus that carries 60: 30 MB/s each, held by the
  // bus, with both arrays and drives idle part of the time.
  Diagram d;
  localBackup(d, "300 MB/s", "t-app-copy");
  d.add("raid2", "t-raid").add("array2", "t-array").add("vol2", "t-volume");
  d.add("hba2", "t-hba").add("drive2", "t-drive", {{"native_rate", "100 MB/s"}});
  d.link("bus:slot3", "raid2:card").link("bus:slot4", "hba2:card");
  d.link("raid2:ch1", "array2:scsi1").link("array2:volumes", "vol2:on");
  d.link("hba2:ch1", "drive2:scsi1");
  d.job("a", "vol", "drive");
  const auto alone = d.solve();
  CHECK(alone.job("a")->rate == Approx(50 * MB));

  d.job("b", "vol2", "drive2");
  const auto both = d.solve();
  CHECK(both.job("a")->rate == Approx(30 * MB));
  CHECK(both.job("b")->rate == Approx(30 * MB));
  CHECK(both.job("a")->bottleneck.key == "memory:srv");
  CHECK(both.resource("memory:srv")->utilisation == Approx(1.0));
}
