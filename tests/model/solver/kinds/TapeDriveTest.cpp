// A tape drive's rule (model/solver/kinds/TapeDrive.cpp), at the end of a route: its media,
// "tape:<id>", at its native rate times its streaming efficiency, which take the bytes after the
// drive's own compression (and the application's headers); and its host interface,
// "tape-if:<id>", where it states a host rate, which carries them before compression. A restore
// uses the drive's read figures where it states them. Every figure is worked out by hand in the
// comment above its check. MB = 10^6 bytes.

#include "KindsFixture.h"

using namespace tapeflow;
using test::Diagram;

namespace {

constexpr double MB = 1e6;

// The basic local backup (t-drive: 10 MB/s native, no compression, fixed speed) with a bus of
// 1 GB/s and an array that reads and writes 1 GB/s, so that the drive holds the job.
Diagram toDrive() {
  Diagram d;
  d.localBackup().set("bus", "sustained_rate", "1 GB/s");
  d.set("array", "read_rate", "1 GB/s").set("array", "write_rate", "1 GB/s");
  d.job("j", "vol", "drive");
  return d;
}

} // namespace

TEST_CASE("a drive's media take each byte at its native rate") {
  // No compression: one byte on the media a byte, at 10 MB/s, which holds the job.
  Diagram d = toDrive();
  const auto result = d.solve();
  const auto* media = result.resource("tape:drive");
  REQUIRE(media);
  CHECK(media->label == "drive");
  CHECK(media->kind == solver::ResourceKind::TapeMedia);
  CHECK(media->parameter == "native_rate");
  CHECK(media->capacity == Approx(10 * MB));
  CHECK(test::perByte(result, "tape:drive", "j") == Approx(1.0));
  CHECK(result.job("j")->rate == Approx(10 * MB));
  CHECK(result.job("j")->bottleneck.key == "tape:drive");
  CHECK(result.resource("tape-if:drive") == nullptr); // no host rate stated
}

TEST_CASE("a drive streams at its native rate times its streaming efficiency") {
  // Efficiency 0.8: 10 x 0.8 = 8 MB/s.
  Diagram d = toDrive();
  d.set("drive", "streaming_efficiency", "0.8");
  const auto result = d.solve();
  REQUIRE(result.resource("tape:drive"));
  CHECK(result.resource("tape:drive")->capacity == Approx(8 * MB));
  CHECK(result.job("j")->rate == Approx(8 * MB));
}

TEST_CASE("a compressing drive's media take the bytes after compression, its interface before") {
  // DLZ compression of the volume's data at the volume kind's compressibility 2 (2:1): half a
  // byte on the media a byte, so the job moves 10 / 0.5 = 20 MB/s.
  Diagram d = toDrive();
  d.set("drive", "compression", "dlz");
  const auto compressed = d.solve();
  CHECK(test::perByte(compressed, "tape:drive", "j") == Approx(0.5));
  CHECK(compressed.job("j")->rate == Approx(20 * MB));
  // A host interface of 15 MB/s carries the bytes before compression, one a byte: it holds
  // the job at 15 MB/s, with the media at 7.5 MB/s.
  d.set("drive", "max_host_rate", "15 MB/s");
  const auto result = d.solve();
  const auto* interface = result.resource("tape-if:drive");
  REQUIRE(interface);
  CHECK(interface->label == "drive host interface");
  CHECK(interface->kind == solver::ResourceKind::TapeInterface);
  CHECK(interface->parameter == "max_host_rate");
  CHECK(interface->capacity == Approx(15 * MB));
  CHECK(test::perByte(result, "tape-if:drive", "j") == Approx(1.0));
  CHECK(result.job("j")->rate == Approx(15 * MB));
  CHECK(result.resource("tape:drive")->load == Approx(7.5 * MB));
}

TEST_CASE("a restore reads at the drive's read figures where it states them") {
  // No read figures: the restore reads at the native rate, 10 MB/s.
  Diagram d = toDrive();
  const auto plain = d.solve(solver::DirectionMode::Restore);
  REQUIRE(plain.resource("tape:drive"));
  CHECK(plain.resource("tape:drive")->capacity == Approx(10 * MB));
  CHECK(plain.resource("tape:drive")->parameter == "native_rate");
  // Native read rate 8 MB/s and read streaming efficiency 0.5 (writes 0.8): 8 x 0.5 = 4 MB/s.
  d.set("drive", "native_read_rate", "8 MB/s")
      .set("drive", "read_streaming_efficiency", "0.5")
      .set("drive", "streaming_efficiency", "0.8");
  const auto restore = d.solve(solver::DirectionMode::Restore);
  REQUIRE(restore.resource("tape:drive"));
  CHECK(restore.resource("tape:drive")->parameter == "native_read_rate");
  CHECK(restore.resource("tape:drive")->capacity == Approx(4 * MB));
  CHECK(restore.job("j")->rate == Approx(4 * MB));
  // The backup still writes at 10 x 0.8 = 8 MB/s.
  CHECK(d.solve().resource("tape:drive")->capacity == Approx(8 * MB));
  // A host read rate of 3 MB/s: "tape-if:drive" at 3 MB/s holds the restore.
  d.set("drive", "max_host_read_rate", "3 MB/s");
  const auto slow = d.solve(solver::DirectionMode::Restore);
  REQUIRE(slow.resource("tape-if:drive"));
  CHECK(slow.resource("tape-if:drive")->parameter == "max_host_read_rate");
  CHECK(slow.resource("tape-if:drive")->capacity == Approx(3 * MB));
  CHECK(slow.job("j")->rate == Approx(3 * MB));
}
