// A disk array's rule (model/solver/kinds/DiskArray.cpp): its streaming rate each way,
// "disk:<id>:read" on a backup and "disk:<id>:write" on a restore (its own stated rate, or what
// its data members stream, whichever is lower; a write without a stated rate puts whole stripes,
// members x member rate / write penalty), and for jobs that make random I/Os its members'
// operations, "iops:<id>:read" / "iops:<id>:write". Every figure is worked out by hand in the
// comment above its check. MB = 10^6 bytes.

#include "KindsFixture.h"

#include <numbers>

using namespace tapeflow;
using test::Diagram;

namespace {

constexpr double MB = 1e6;
constexpr double pi = std::numbers::pi;

using Figures = std::initializer_list<std::pair<std::string, std::string>>;

// Volume `vol` on array `store` (entry `entry` with `figures`) behind RAID controller `raid`, and
// a 500 MB/s tape drive on its own HBA, in a server whose bus carries 1 GB/s.
Diagram& onArray(Diagram& d, const std::string& entry, Figures figures = {}) {
  d.add("srv", "t-server").add("bus", "t-bus", {{"sustained_rate", "1 GB/s"}});
  d.add("raid", "t-raid").add("store", entry, figures).add("vol", "t-volume");
  d.add("hba", "t-hba").add("drive", "t-drive", {{"native_rate", "500 MB/s"}});
  d.link("srv:bus1", "bus:host").link("bus:slot1", "raid:card").link("bus:slot2", "hba:card");
  d.link("raid:ch1", "store:scsi1").link("store:volumes", "vol:on").link("hba:ch1", "drive:scsi1");
  return d;
}

solver::SolveResult run(const std::string& entry, Figures figures,
                        topology::Direction direction = topology::Direction::Backup) {
  Diagram d;
  onArray(d, entry, figures).job("j", "vol", "drive", {}, direction);
  return d.solve();
}

double capacity(const solver::SolveResult& result, const std::string& key) {
  const auto* use = result.resource(key);
  INFO(key);
  REQUIRE(use);
  return use->capacity;
}

} // namespace

TEST_CASE("an array is read and written at its own stated rates, one byte a byte") {
  // t-array: RAID-0 of 4, read 50 MB/s, write 20 MB/s, no member figures: its own rates hold
  // each job (drive 500 MB/s, bus 1 GB/s).
  const auto backup = run("t-array", {});
  const auto* read = backup.resource("disk:store:read");
  REQUIRE(read);
  CHECK(read->label == "store read");
  CHECK(read->kind == solver::ResourceKind::Disk);
  CHECK(read->parameter == "read_rate");
  CHECK(read->capacity == Approx(50 * MB));
  CHECK(test::perByte(backup, "disk:store:read", "j") == Approx(1.0));
  CHECK(backup.job("j")->rate == Approx(50 * MB));
  CHECK(backup.resource("disk:store:write") == nullptr);

  const auto restore = run("t-array", {}, topology::Direction::Restore);
  const auto* write = restore.resource("disk:store:write");
  REQUIRE(write);
  CHECK(write->label == "store write");
  CHECK(write->parameter == "write_rate");
  CHECK(write->capacity == Approx(20 * MB));
  CHECK(test::perByte(restore, "disk:store:write", "j") == Approx(1.0));
  CHECK(restore.resource("disk:store:read") == nullptr);
}

TEST_CASE("an array's own rate and its members' rate: the lower holds") {
  // t-array states read 50 MB/s; 4 RAID-0 members of 10 MB/s stream 4 x 10 = 40 MB/s, lower.
  CHECK(capacity(run("t-array", {{"member_read_rate", "10 MB/s"}}), "disk:store:read") ==
        Approx(40 * MB));
  // Members of 20 MB/s would stream 80 MB/s: the array's own 50 MB/s holds.
  CHECK(capacity(run("t-array", {{"member_read_rate", "20 MB/s"}}), "disk:store:read") ==
        Approx(50 * MB));
}

TEST_CASE("a RAID-5 array reads over its data members and writes whole stripes") {
  // t-raid5-of-disks: RAID-5 of 4, no rates of its own. Members of 10 MB/s: a streaming read
  // skips the parity, (4 - 1) x 10 = 30 MB/s.
  const Figures members{{"member_read_rate", "10 MB/s"}};
  CHECK(capacity(run("t-raid5-of-disks", members), "disk:store:read") == Approx(30 * MB));
  // A streaming write (no member write rate: the member read rate) puts whole stripes: the
  // penalty is members / data members = 4 / 3, so 4 x 10 / (4 / 3) = 30 MB/s, not 4 x 10.
  CHECK(capacity(run("t-raid5-of-disks", members, topology::Direction::Restore),
                 "disk:store:write") == Approx(30 * MB));
  // A stated penalty of 2: 4 x 10 / 2 = 20 MB/s; the read is not penalised (still 30 MB/s).
  const Figures penalty{{"member_read_rate", "10 MB/s"}, {"write_penalty", "2"}};
  CHECK(capacity(run("t-raid5-of-disks", penalty, topology::Direction::Restore),
                 "disk:store:write") == Approx(20 * MB));
  CHECK(capacity(run("t-raid5-of-disks", penalty), "disk:store:read") == Approx(30 * MB));
  // A member write rate of 5 MB/s for the writes: 4 x 5 / (4 / 3) = 15 MB/s.
  const Figures writes{{"member_read_rate", "10 MB/s"}, {"member_write_rate", "5 MB/s"}};
  CHECK(capacity(run("t-raid5-of-disks", writes, topology::Direction::Restore),
                 "disk:store:write") == Approx(15 * MB));
  CHECK(capacity(run("t-raid5-of-disks", writes), "disk:store:read") == Approx(30 * MB));
}

TEST_CASE("an array without member figures streams at its member disk's media rate") {
  // t-raid5-of-disks names t-disk, which states no rate: 6.75 pi MB/s from its spindle, form
  // factor and year (DiskMediaRate.h). Three data members read 3 x 6.75 pi = 20.25 pi MB/s.
  CHECK(capacity(run("t-raid5-of-disks", {}), "disk:store:read") == Approx(20.25 * pi * MB));
}

TEST_CASE("the RAID level says how many members carry a streaming read") {
  // Four members of 10 MB/s: RAID-0 all 4 (40 MB/s), RAID-10 one copy of each mirror (2, 20
  // MB/s), RAID-6 all but two parity (2, 20 MB/s), RAID-3 all but one (3, 30 MB/s).
  const auto read = [](const std::string& level) {
    return capacity(
        run("t-raid5-of-disks", {{"raid_level", level}, {"member_read_rate", "10 MB/s"}}),
        "disk:store:read");
  };
  CHECK(read("raid-0") == Approx(40 * MB));
  CHECK(read("raid-10") == Approx(20 * MB));
  CHECK(read("raid-6") == Approx(20 * MB));
  CHECK(read("raid-3") == Approx(30 * MB));
}

TEST_CASE("an array's members serve a small-file job's random I/Os") {
  // Volume of 1 MB files on file system t-fs-io: 2 I/Os a file read, 2 / 10^6 I/Os a byte. The
  // array's 4 members each make t-disk's 100 random I/Os a second: 4 x 100 = 400 I/Os a second
  // for reads (the members' streaming rate of 10 MB/s a member holds the job at 30 MB/s).
  Diagram d;
  onArray(d, "t-raid5-of-disks", {{"member_read_rate", "10 MB/s"}});
  d.set("vol", "filesystem", "t-fs-io").set("vol", "mean_file_size", "1 MB");
  d.job("j", "vol", "drive");
  const auto backup = d.solve();
  const auto* ops = backup.resource("iops:store:read");
  REQUIRE(ops);
  CHECK(ops->label == "store read I/Os");
  CHECK(ops->kind == solver::ResourceKind::DiskOps);
  CHECK(ops->parameter == "member_iops");
  CHECK(ops->capacity == Approx(400.0));
  CHECK(test::perByte(backup, "iops:store:read", "j") == Approx(2e-6));
  // A stated member figure wins over the member disk's: 4 x 250 = 1000 I/Os a second.
  d.set("store", "member_iops", "250");
  REQUIRE(d.solve().resource("iops:store:read"));
  CHECK(d.solve().resource("iops:store:read")->capacity == Approx(1000.0));
}

TEST_CASE("an array's random writes pay its level's write penalty") {
  // Restoring 1 MB files on file system t-fs-create: 2 I/Os a file created, 2 / 10^6 a byte. Four
  // members of 100 I/Os a second (t-disk) make 400 back-end I/Os a second; a small write costs
  // RAID-0 one of them (400 a second), a mirror two (200), RAID-5 four (read old data and
  // parity, write both: 100) and RAID-6 six (66.7).
  const auto writeOps = [](const std::string& level) {
    Diagram d;
    onArray(d, "t-raid5-of-disks", {{"raid_level", level}, {"member_read_rate", "10 MB/s"}});
    d.set("vol", "filesystem", "t-fs-create").set("vol", "mean_file_size", "1 MB");
    d.job("j", "vol", "drive", {}, topology::Direction::Restore);
    const auto result = d.solve();
    CHECK(result.resource("iops:store:read") == nullptr);
    CHECK(test::perByte(result, "iops:store:write", "j") == Approx(2e-6));
    CHECK(result.resource("iops:store:write")->label == "store write I/Os");
    return result.resource("iops:store:write")->capacity;
  };
  CHECK(writeOps("raid-0") == Approx(400.0));
  CHECK(writeOps("raid-10") == Approx(200.0));
  CHECK(writeOps("raid-5") == Approx(100.0));
  CHECK(writeOps("raid-6") == Approx(400.0 / 6.0));
}

TEST_CASE("an array makes no I/O resource for a job that makes no random I/Os") {
  // The volume's file system is the server's, which names none: no I/Os a byte, no resource.
  const auto result = run("t-raid5-of-disks", {{"member_read_rate", "10 MB/s"}});
  CHECK(result.resource("disk:store:read") != nullptr);
  CHECK(result.resource("iops:store:read") == nullptr);
}
