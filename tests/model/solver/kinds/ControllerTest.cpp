// The rule of SCSI host adapters and RAID controllers (model/solver/kinds/Controller.cpp): the
// card, "card:<id>" at its card rate (a RAID controller's writes, "card:<id>:write", at its write
// rate where it states one), and the rate one sequential stream gets through it,
// "stream:<id>:<job>:<stream>", each stream its own. Every figure is worked out by hand in the
// comment above its check. MB = 10^6 bytes.

#include "KindsFixture.h"

using namespace tapeflow;
using test::Diagram;

namespace {

constexpr double MB = 1e6;

// The basic local backup (array `array` behind RAID controller `raid`, drive `drive` behind SCSI
// HBA `hba`) with a bus of 1 GB/s, a 100 MB/s drive and an array that reads and writes 1 GB/s,
// so that the controllers hold the job.
Diagram fastLocal() {
  Diagram d;
  d.localBackup().set("bus", "sustained_rate", "1 GB/s").set("drive", "native_rate", "100 MB/s");
  d.set("array", "read_rate", "1 GB/s").set("array", "write_rate", "1 GB/s");
  return d;
}

} // namespace

TEST_CASE("a RAID controller's card carries reads at its card rate, writes at its write rate") {
  // Card 80 MB/s, writes 40 MB/s. A backup reads the array through the card: 80 MB/s, one byte
  // a byte, and it holds the job (drive 100 MB/s).
  Diagram d = fastLocal();
  d.set("raid", "card_rate", "80 MB/s").set("raid", "card_write_rate", "40 MB/s");
  d.job("j", "vol", "drive");
  const auto backup = d.solve();
  const auto* card = backup.resource("card:raid");
  REQUIRE(card);
  CHECK(card->label == "raid");
  CHECK(card->kind == solver::ResourceKind::Controller);
  CHECK(card->parameter == "card_rate");
  CHECK(card->capacity == Approx(80 * MB));
  CHECK(test::perByte(backup, "card:raid", "j") == Approx(1.0));
  CHECK(backup.job("j")->bottleneck.key == "card:raid");
  CHECK(backup.resource("card:raid:write") == nullptr);

  // A restore writes the array through the card: 40 MB/s.
  const auto restore = d.solve(solver::DirectionMode::Restore);
  const auto* write = restore.resource("card:raid:write");
  REQUIRE(write);
  CHECK(write->label == "raid");
  CHECK(write->parameter == "card_write_rate");
  CHECK(write->capacity == Approx(40 * MB));
  CHECK(test::perByte(restore, "card:raid:write", "j") == Approx(1.0));
  CHECK(restore.job("j")->bottleneck.key == "card:raid:write");
  CHECK(restore.resource("card:raid") == nullptr);
}

TEST_CASE("a RAID controller without a write rate writes at its card rate") {
  // Card 80 MB/s, no write rate: the restore's writes use "card:raid" at 80 MB/s.
  Diagram d = fastLocal();
  d.set("raid", "card_rate", "80 MB/s").job("j", "vol", "drive");
  const auto restore = d.solve(solver::DirectionMode::Restore);
  REQUIRE(restore.resource("card:raid"));
  CHECK(restore.resource("card:raid")->capacity == Approx(80 * MB));
  CHECK(restore.resource("card:raid:write") == nullptr);
}

TEST_CASE("a SCSI HBA's card carries both directions at its card rate") {
  // The drive's HBA states a card rate of 60 MB/s: a backup writes the drive through it, a
  // restore reads the drive through it, both on "card:hba" at 60 MB/s, one byte a byte.
  Diagram d = fastLocal();
  d.set("hba", "card_rate", "60 MB/s").job("j", "vol", "drive");
  for (const auto mode : {solver::DirectionMode::Backup, solver::DirectionMode::Restore}) {
    const auto result = d.solve(mode);
    const auto* card = result.resource("card:hba");
    REQUIRE(card);
    CHECK(card->label == "hba");
    CHECK(card->capacity == Approx(60 * MB));
    CHECK(test::perByte(result, "card:hba", "j") == Approx(1.0));
    CHECK(result.job("j")->rate == Approx(60 * MB));
  }
}

TEST_CASE("a controller without a card rate makes no card resource") {
  Diagram d = fastLocal();
  d.job("j", "vol", "drive");
  const auto result = d.solve();
  CHECK(result.resource("card:raid") == nullptr);
  CHECK(result.resource("card:hba") == nullptr);
}

TEST_CASE("one sequential stream gets a controller's stream rate, each stream its own") {
  // Stream rate 30 MB/s: one stream of job j is held at 30 MB/s by "stream:raid:j:0".
  Diagram one = fastLocal();
  one.set("raid", "stream_rate", "30 MB/s").job("j", "vol", "drive");
  const auto single = one.solve();
  const auto* stream = single.resource("stream:raid:j:0");
  REQUIRE(stream);
  CHECK(stream->label == "raid (one stream)");
  CHECK(stream->kind == solver::ResourceKind::Controller);
  CHECK(stream->parameter == "stream_rate");
  CHECK(stream->capacity == Approx(30 * MB));
  CHECK(test::perByte(single, "stream:raid:j:0", "j") == Approx(1.0));
  CHECK(single.job("j")->rate == Approx(30 * MB));

  // Two streams into the same drive: each its own 30 MB/s, 60 MB/s for the job (below the
  // drive's 100 MB/s).
  Diagram two = fastLocal();
  topology::JobOptions options;
  options.streams = 2;
  two.set("raid", "stream_rate", "30 MB/s").job("j", "vol", "drive", options);
  const auto both = two.solve();
  REQUIRE(both.resource("stream:raid:j:0"));
  REQUIRE(both.resource("stream:raid:j:1"));
  CHECK(both.resource("stream:raid:j:1")->capacity == Approx(30 * MB));
  CHECK(both.job("j")->rate == Approx(60 * MB));
}
