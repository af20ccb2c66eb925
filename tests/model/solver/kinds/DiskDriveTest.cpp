// A disk drive's rule (model/solver/kinds/DiskDrive.cpp): one resource each way, "disk:<id>:read"
// on a backup and "disk:<id>:write" on a restore, at its stated rate, else the rate its spindle
// speed, form factor and year give (DiskMediaRate.h); one byte on it per byte of the stream.
// Every figure is worked out by hand in the comment above its check. MB = 10^6 bytes.

#include "KindsFixture.h"

#include <numbers>

using namespace tapeflow;
using test::Diagram;

namespace {

constexpr double MB = 1e6;
constexpr double pi = std::numbers::pi;

// Volume `vol` on disk drive `d` (t-disk with `figures`) behind RAID controller `raid`, and a
// 500 MB/s tape drive on its own HBA, in a server whose bus carries 1 GB/s; job `j` backs `vol`
// up (or restores it).
solver::SolveResult onDisk(std::initializer_list<std::pair<std::string, std::string>> figures,
                           topology::Direction direction = topology::Direction::Backup) {
  Diagram d;
  d.add("srv", "t-server").add("bus", "t-bus", {{"sustained_rate", "1 GB/s"}});
  d.add("raid", "t-raid").add("d", "t-disk", figures).add("vol", "t-volume");
  d.add("hba", "t-hba").add("drive", "t-drive", {{"native_rate", "500 MB/s"}});
  d.link("srv:bus1", "bus:host").link("bus:slot1", "raid:card").link("bus:slot2", "hba:card");
  d.link("raid:ch1", "d:scsi1").link("d:volumes", "vol:on").link("hba:ch1", "drive:scsi1");
  d.job("j", "vol", "drive", {}, direction);
  return d.solve();
}

} // namespace

TEST_CASE("a disk drive is read at its stated read rate and written at its stated write rate") {
  // Read 40 MB/s, write 30 MB/s: everything else on the route is faster (drive 500 MB/s, bus
  // 1 GB/s counted twice), so the disk holds each job at its own rate, one byte a byte.
  const auto backup = onDisk({{"read_rate", "40 MB/s"}, {"write_rate", "30 MB/s"}});
  const auto* read = backup.resource("disk:d:read");
  REQUIRE(read);
  CHECK(read->label == "d read");
  CHECK(read->kind == solver::ResourceKind::Disk);
  CHECK(read->parameter == "read_rate");
  CHECK(read->capacity == Approx(40 * MB));
  CHECK(test::perByte(backup, "disk:d:read", "j") == Approx(1.0));
  CHECK(backup.job("j")->bottleneck.key == "disk:d:read");
  CHECK(backup.resource("disk:d:write") == nullptr); // a backup only reads the disk

  const auto restore =
      onDisk({{"read_rate", "40 MB/s"}, {"write_rate", "30 MB/s"}}, topology::Direction::Restore);
  const auto* write = restore.resource("disk:d:write");
  REQUIRE(write);
  CHECK(write->label == "d write");
  CHECK(write->parameter == "write_rate");
  CHECK(write->capacity == Approx(30 * MB));
  CHECK(test::perByte(restore, "disk:d:write", "j") == Approx(1.0));
  CHECK(restore.resource("disk:d:read") == nullptr);
}

TEST_CASE("a disk drive that states only a read rate writes at it") {
  // Read 40 MB/s and no write rate: a restore streams at the read rate, 40 MB/s.
  const auto restore = onDisk({{"read_rate", "40 MB/s"}}, topology::Direction::Restore);
  REQUIRE(restore.resource("disk:d:write"));
  CHECK(restore.resource("disk:d:write")->capacity == Approx(40 * MB));
}

TEST_CASE("a disk drive that states no rate streams at its outer track's media rate") {
  // t-disk: 6,000 rpm (100 rev/s), 3.5-inch (the test catalog's 3 in platter), year 2000 (400
  // kbit/in, outer zone 0.9, format efficiency 0.5):
  //   400,000 x 0.9 x pi x 3 x 100 x 0.5 / 8 = 6.75 pi MB/s = 21.21 MB/s,
  // both ways (a write streams at the read's media rate).
  const auto backup = onDisk({});
  REQUIRE(backup.resource("disk:d:read"));
  CHECK(backup.resource("disk:d:read")->capacity == Approx(6.75 * pi * MB));
  const auto restore = onDisk({}, topology::Direction::Restore);
  REQUIRE(restore.resource("disk:d:write"));
  CHECK(restore.resource("disk:d:write")->capacity == Approx(6.75 * pi * MB));
}
