// The rate the solver puts in place of a disk figure the node leaves empty, and where it comes
// from (UnstatedDiskRate.h): what the inspector shows and the what-if tools vary. The solver
// test catalog's t-disk states no rate: 6,000 rpm, 3.5-inch (3 in = 76.2 mm platter), year 2000
// (400 kbit/in, outer zone 0.9, format 0.5), so it reads and writes
// 400,000 x 0.9 x pi x 3 x 100 x 0.5 / 8 = 6.75 pi = 21.21 MB/s (DiskMediaRateTest.cpp);
// t-raid5-of-disks is four of them, no member rates.

#include "SolverFixture.h"

#include "solver/UnstatedDiskRate.h"

#include <numbers>
#include <string>
#include <utility>
#include <vector>

using namespace tapeflow;
using solver::NoDiskRate;
using solver::UnstatedFrom;
using test::Diagram;

namespace {

constexpr double MB = 1e6;
constexpr double kDerived = 6.75 * std::numbers::pi * MB;

std::optional<solver::UnstatedDiskRate> unstated(Diagram& d, const char* node, const char* name) {
  auto& topology = d.topology();
  const auto table = solver::DiskMediaTable::fromCatalog(topology.catalog());
  return solver::unstatedDiskRate(topology, *topology.node(node), name, table);
}

} // namespace

TEST_CASE("a disk drive without rates reads and writes at the rate the rule gives") {
  Diagram d;
  d.add("disk", "t-disk");
  for (const char* name : {"read_rate", "write_rate"}) {
    INFO(name);
    const auto r = unstated(d, "disk", name);
    REQUIRE(r);
    REQUIRE(r->rate);
    CHECK(*r->rate == Approx(kDerived));
    CHECK(r->from == UnstatedFrom::Rule);
    CHECK(r->disk.rpm == 6000);
    CHECK(r->disk.formFactor == "3.5-inch");
    CHECK(r->disk.year == 2000);
    REQUIRE(r->diameter);
    CHECK(*r->diameter == Approx(76.2));
    CHECK_FALSE(r->missing);
    CHECK(r->memberDisk == nullptr);
  }
  // Other figures, and other kinds, have none.
  CHECK_FALSE(unstated(d, "disk", "random_iops"));
  d.add("raid", "t-raid");
  CHECK_FALSE(unstated(d, "raid", "read_rate"));
}

TEST_CASE("a stated read rate is the write rate of a drive that states none") {
  // 5 MB/s read stated: the read figure has no unstated rate, the write streams at 5 MB/s.
  Diagram d;
  d.add("disk", "t-disk", {{"read_rate", "5 MB/s"}});
  CHECK_FALSE(unstated(d, "disk", "read_rate"));
  const auto write = unstated(d, "disk", "write_rate");
  REQUIRE(write);
  CHECK(write->rate == Approx(5 * MB));
  CHECK(write->from == UnstatedFrom::ReadRate);
  // A stated write rate has none either.
  d.set("disk", "write_rate", "4 MB/s");
  CHECK_FALSE(unstated(d, "disk", "write_rate"));
}

TEST_CASE("a drive the rule cannot place has no rate, and the reason is given") {
  // Before the earliest year the catalog's eras reach (1990: the first era, 2000, less the ten
  // years to the second), no platter of 3.5-inch runs at 20,000 rpm, not spinning (0 rpm).
  for (const auto& [name, value, reason] : {std::tuple{"year", "1985", NoDiskRate::BeforeFirstEra},
                                            std::tuple{"rpm", "20000", NoDiskRate::NoPlatter},
                                            std::tuple{"rpm", "0", NoDiskRate::NoSpindleSpeed}}) {
    INFO(name << " " << value);
    Diagram d;
    d.add("disk", "t-disk", {{name, value}});
    const auto r = unstated(d, "disk", "read_rate");
    REQUIRE(r);
    CHECK_FALSE(r->rate);
    CHECK(r->missing == reason);
    CHECK(r->earliestYear == 1990);
  }
  // Without a year (a figure the test entry always states, so on the figures themselves).
  Diagram d;
  solver::DiskFigures disk;
  disk.rpm = 6000;
  disk.formFactor = "3.5-inch";
  const auto table = solver::DiskMediaTable::fromCatalog(d.topology().catalog());
  CHECK(solver::whyNoMediaRate(disk, table) == NoDiskRate::NoYear);
  // A stated linear density places it without one (that density's era).
  disk.linearDensity = 800;
  CHECK_FALSE(solver::whyNoMediaRate(disk, table));
  disk.linearDensity.reset();
  disk.year = 2000;
  CHECK_FALSE(solver::whyNoMediaRate(disk, table));
}

TEST_CASE("an array's member rates come from its member disk") {
  // t-raid5-of-disks names t-disk and states no member rates: each member reads and writes
  // 6.75 pi MB/s, worked out from t-disk's figures.
  Diagram d;
  d.add("array", "t-raid5-of-disks");
  for (const char* name : {"member_read_rate", "member_write_rate"}) {
    INFO(name);
    const auto r = unstated(d, "array", name);
    REQUIRE(r);
    CHECK(r->rate == Approx(kDerived));
    CHECK(r->from == UnstatedFrom::MemberDiskRule);
    REQUIRE(r->memberDisk);
    CHECK(r->memberDisk->id == "t-disk");
    CHECK(r->disk.year == 2000);
  }
  // The array's own read and write limits are not the member disk's.
  CHECK_FALSE(unstated(d, "array", "read_rate"));

  // A stated member read rate (10 MB/s) is the member write rate too.
  d.set("array", "member_read_rate", "10 MB/s");
  CHECK_FALSE(unstated(d, "array", "member_read_rate"));
  const auto write = unstated(d, "array", "member_write_rate");
  REQUIRE(write);
  CHECK(write->rate == Approx(10 * MB));
  CHECK(write->from == UnstatedFrom::ReadRate);
}

TEST_CASE("the unstated rate is the one the solver uses") {
  // The disk alone behind its controller holds the backup at its derived rate (the solve of
  // DiskMediaRateTest's first case); the figure shown is that rate.
  Diagram d;
  d.add("srv", "t-server").add("bus", "t-bus", {{"sustained_rate", "1 GB/s"}});
  d.add("raid", "t-raid").add("store", "t-disk").add("vol", "t-volume");
  d.add("hba", "t-hba").add("drive", "t-drive", {{"native_rate", "500 MB/s"}});
  d.link("srv:bus1", "bus:host").link("bus:slot1", "raid:card").link("bus:slot2", "hba:card");
  d.link("raid:ch1", "store:scsi1").link("store:volumes", "vol:on").link("hba:ch1", "drive:scsi1");
  d.job("j", "vol", "drive");
  const auto result = d.solve();
  REQUIRE(result.job("j")->bottleneck.key == "disk:store:read");
  const auto r = unstated(d, "store", "read_rate");
  REQUIRE(r);
  CHECK(r->rate == Approx(result.job("j")->rate));
}

// Issue 41: a file asks for the rule's rate over the one its entry states ("rate_from_media").
// t-disk-rated states 150 MB/s read and 140 MB/s write over t-disk's figures, whose rule gives
// 6.75 pi = 21.21 MB/s; t-raid5-of-rated-disks is four of them with a 30 MB/s member read rate.
namespace {

// The rate the solver gives one backup (`backup`) or restore off (onto) a volume on `entry`,
// alone behind its controller, with the drive fast enough not to hold it.
using Figures = std::vector<std::pair<std::string, std::string>>;

double solvedRate(const char* entry, bool backup, const Figures& figures) {
  Diagram d;
  d.onDisk(entry);
  for (const auto& [name, value] : figures) d.set("store", name, value);
  d.job("j", "vol", "drive", {},
        backup ? topology::Direction::Backup : topology::Direction::Restore);
  return d.solve().job("j")->rate;
}

} // namespace

TEST_CASE("a drive asked for the rule's rate sets aside the rates its entry states") {
  CHECK(solvedRate("t-disk-rated", true, {}) == Approx(150 * MB));
  CHECK(solvedRate("t-disk-rated", false, {}) == Approx(140 * MB));
  const Figures media{{"rate_from_media", "true"}};
  CHECK(solvedRate("t-disk-rated", true, media) == Approx(kDerived));
  CHECK(solvedRate("t-disk-rated", false, media) == Approx(kDerived));
  // A rate the node gives itself still counts: 8 MB/s read, and the write streams at it.
  const Figures own{{"rate_from_media", "true"}, {"read_rate", "8 MB/s"}};
  CHECK(solvedRate("t-disk-rated", true, own) == Approx(8 * MB));
  CHECK(solvedRate("t-disk-rated", false, own) == Approx(8 * MB));

  // What the inspector and the what-if tools read: the entry's rates set aside, the rule's in
  // their place; other figures untouched.
  Diagram d;
  d.add("disk", "t-disk-rated", {{"rate_from_media", "true"}});
  const auto& topology = d.topology();
  const auto& disk = *topology.node("disk");
  CHECK(solver::setAsideForMedia(topology, disk, "read_rate"));
  CHECK(solver::setAsideForMedia(topology, disk, "write_rate"));
  CHECK_FALSE(solver::setAsideForMedia(topology, disk, "random_iops"));
  topology::ValueOrigin origin{};
  CHECK(solver::diskFigure(topology, disk, "read_rate", &origin) == nullptr);
  CHECK(origin == topology::ValueOrigin::Missing);
  CHECK(solver::diskFigure(topology, disk, "rpm")->number() == 6000);
  for (const char* name : {"read_rate", "write_rate"}) {
    INFO(name);
    const auto r = unstated(d, "disk", name);
    REQUIRE(r);
    CHECK(r->rate == Approx(kDerived));
    CHECK(r->from == UnstatedFrom::Rule);
  }
  // Without the flag the stated rates stand and nothing is set aside.
  d.set("disk", "rate_from_media", "false");
  CHECK_FALSE(solver::setAsideForMedia(topology, disk, "read_rate"));
  CHECK(solver::diskFigure(topology, disk, "read_rate")->number() == Approx(150 * MB));
  CHECK_FALSE(unstated(d, "disk", "read_rate"));
}

TEST_CASE("an array asked for the rule's rates sets aside its and its member disk's rates") {
  // Four members at 30 MB/s stated: RAID-5 reads 3 x 30 = 90 MB/s. Asked for the rule's rates,
  // each member reads t-disk-rated's derived 21.21 MB/s (not its stated 150): 3 x 21.21.
  CHECK(solvedRate("t-raid5-of-rated-disks", true, {}) == Approx(90 * MB));
  const Figures media{{"rate_from_media", "true"}};
  CHECK(solvedRate("t-raid5-of-rated-disks", true, media) == Approx(3 * kDerived));
  Diagram d;
  d.add("array", "t-raid5-of-rated-disks", {{"rate_from_media", "true"}});
  for (const char* name : {"member_read_rate", "member_write_rate"}) {
    INFO(name);
    const auto r = unstated(d, "array", name);
    REQUIRE(r);
    CHECK(r->rate == Approx(kDerived));
    CHECK(r->from == UnstatedFrom::MemberDiskRule);
  }
  // The array's own read and write limits are not set aside.
  CHECK_FALSE(solver::setAsideForMedia(d.topology(), *d.topology().node("array"), "read_rate"));
}
