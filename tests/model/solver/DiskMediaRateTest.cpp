// Disks without a datasheet rate (issue 20, mechanism 5): a spinning disk's outer-zone sequential
// rate from its spindle speed, form factor and year (DiskMediaRate.h),
//   R = linear density x outer-zone ratio x pi x platter diameter x rev/s x format efficiency / 8,
// and a RAID group of such disks reading and writing at what they and its controller allow.
// The test catalog's eras: 2000 at 400 kbit/in, outer zone 0.9, format 0.5; 2010 at 1600 kbit/in,
// 0.9, 0.7. Its platters: 3.5-inch up to 10,000 rpm 3 in (76.2 mm), 2.5-inch up to 15,000 rpm
// 2 in (50.8 mm). MB = 10^6 bytes.

#include "SolverFixture.h"

#include "solver/DiskMediaRate.h"

#include <algorithm>
#include <numbers>

using namespace tapeflow;
using test::Diagram;

namespace {

constexpr double MB = 1e6;
constexpr double pi = std::numbers::pi;

// Volume `vol` on `store` (a disk or an array of entry `entry`) behind RAID controller `raid`,
// and a 500 MB/s tape drive on its own HBA, in a server whose bus carries 1 GB/s.
Diagram& onDisk(Diagram& d, const std::string& entry,
                std::initializer_list<std::pair<std::string, std::string>> figures = {}) {
  d.add("srv", "t-server").add("bus", "t-bus", {{"sustained_rate", "1 GB/s"}});
  d.add("raid", "t-raid").add("store", entry, figures).add("vol", "t-volume");
  d.add("hba", "t-hba").add("drive", "t-drive", {{"native_rate", "500 MB/s"}});
  d.link("srv:bus1", "bus:host").link("bus:slot1", "raid:card").link("bus:slot2", "hba:card");
  d.link("raid:ch1", "store:scsi1").link("store:volumes", "vol:on").link("hba:ch1", "drive:scsi1");
  return d;
}

double backupRate(std::initializer_list<std::pair<std::string, std::string>> figures) {
  Diagram d;
  onDisk(d, "t-disk", figures).job("j", "vol", "drive");
  return d.solve().job("j")->rate;
}

} // namespace

TEST_CASE("a disk without a stated rate reads at its outer track's rate") {
  // t-disk: 6,000 rpm (100 rev/s), 3.5-inch (3 in platter), year 2000 (400 kbit/in, 0.9, 0.5):
  // 400,000 x 0.9 x pi x 3 in = 3.39 Mbit a turn, x 100 = 339 Mbit/s, x 0.5 / 8
  // = 6.75 pi = 21.21 MB/s, which holds the backup (drive 500 MB/s, bus 1 GB/s).
  Diagram d;
  onDisk(d, "t-disk").job("j", "vol", "drive");
  const auto result = d.solve();
  CHECK(result.job("j")->rate == Approx(6.75 * pi * MB));
  CHECK(result.job("j")->bottleneck.key == "disk:store:read");

  // A restore writes at the same media rate.
  Diagram w;
  onDisk(w, "t-disk").job("r", "vol", "drive", {}, topology::Direction::Restore);
  CHECK(w.solve().job("r")->rate == Approx(6.75 * pi * MB));
}

TEST_CASE("between two eras the density grows geometrically, the ratios linearly") {
  // Year 2005, halfway: 400 x (1600 / 400)^0.5 = 800 kbit/in, outer zone 0.9, format 0.6.
  // 2.5-inch (2 in platter) at 12,000 rpm (200 rev/s): 800,000 x 0.9 x pi x 2 x 200 x 0.6 / 8
  // = 21.6 pi = 67.86 MB/s.
  CHECK(backupRate({{"year", "2005"}, {"form_factor", "2.5-inch"}, {"rpm", "12000"}}) ==
        Approx(21.6 * pi * MB));
  // After the last era its figures hold: 2020 reads as 2010, 1600 kbit/in, 0.9, 0.7, 3 in at
  // 100 rev/s: 1,600,000 x 0.9 x pi x 3 x 100 x 0.7 / 8 = 37.8 pi = 118.8 MB/s.
  CHECK(backupRate({{"year", "2020"}}) == Approx(37.8 * pi * MB));
}

TEST_CASE("before the first era the density falls back as it grew, for one era's span") {
  // The test eras span 2000 to 2010, so the rule reaches back to 1990. Year 1995: 400 x
  // (1600 / 400)^(-0.5) = 200 kbit/in, the first era's outer zone 0.9 and format 0.5:
  // 200,000 x 0.9 x pi x 3 x 100 x 0.5 / 8 = 3.375 pi = 10.60 MB/s. Year 1990: 100 kbit/in,
  // 1.6875 pi = 5.30 MB/s.
  CHECK(backupRate({{"year", "1995"}}) == Approx(3.375 * pi * MB));
  CHECK(backupRate({{"year", "1990"}}) == Approx(1.6875 * pi * MB));
  const auto table = solver::DiskMediaTable::fromCatalog(Diagram().topology().catalog());
  CHECK(table.earliestYear() == 1990);
  CHECK_FALSE(table.era(1989.5));
}

TEST_CASE("a disk that states its density and no year takes that density's era") {
  // 800 kbit/in lies halfway (geometrically) between the eras' 400 and 1600: outer zone 0.9,
  // format 0.6, the year 2005's. 800,000 x 0.9 x pi x 3 x 100 x 0.6 / 8 = 16.2 pi = 50.89 MB/s.
  const auto table = solver::DiskMediaTable::fromCatalog(Diagram().topology().catalog());
  solver::DiskFigures disk;
  disk.rpm = 6000;
  disk.formFactor = "3.5-inch";
  disk.linearDensity = 800;
  REQUIRE(solver::derivedMediaRate(disk, table));
  CHECK(*solver::derivedMediaRate(disk, table) == Approx(16.2 * pi * MB));
  const auto era = table.eraOfDensity(800e3);
  REQUIRE(era);
  CHECK(era->year == Approx(2005));
  // Outside the eras' densities, the nearest era's ratios: 100 kbit/in with 2000's 0.9 and 0.5,
  // 1.6875 pi MB/s; 3200 kbit/in with 2010's 0.9 and 0.7, 75.6 pi MB/s.
  disk.linearDensity = 100;
  CHECK(*solver::derivedMediaRate(disk, table) == Approx(1.6875 * pi * MB));
  disk.linearDensity = 3200;
  CHECK(*solver::derivedMediaRate(disk, table) == Approx(75.6 * pi * MB));
  // A year wins over the density's era: 2010's format 0.7 with the stated 800 kbit/in.
  disk.linearDensity = 800;
  disk.year = 2010;
  CHECK(*solver::derivedMediaRate(disk, table) == Approx(18.9 * pi * MB));
}

TEST_CASE("what the disk states wins over what its era and form factor give") {
  // The base disk derives 6.75 pi = 21.21 MB/s (first case).
  // A stated linear density of 200 kbit/in halves it: 3.375 pi = 10.60 MB/s.
  CHECK(backupRate({{"linear_density", "200"}}) == Approx(3.375 * pi * MB));
  // A stated 1.5 in (38.1 mm) platter halves the outer track: 3.375 pi again.
  CHECK(backupRate({{"platter_diameter", "38.1"}}) == Approx(3.375 * pi * MB));
  // A stated sequential rate wins over everything: 5 MB/s.
  CHECK(backupRate({{"read_rate", "5 MB/s"}}) == Approx(5 * MB));
}

TEST_CASE("a disk the rule cannot place gives no rate of its own") {
  // Before the earliest year the eras reach (1985; they reach 1990), above every platter's
  // spindle speed (20,000 rpm on 3.5-inch) or not spinning (an SSD without a stated rate): the
  // disk sets no limit, so the backup runs at the bus, which every byte crosses twice:
  // 1 GB/s / 2 = 500 MB/s, as the drive.
  for (const auto& [name, value] :
       {std::pair{"year", "1985"}, std::pair{"rpm", "20000"}, std::pair{"rpm", "0"}}) {
    INFO(name << " " << value);
    Diagram d;
    onDisk(d, "t-disk", {{name, value}}).job("j", "vol", "drive");
    const auto result = d.solve();
    CHECK(result.job("j")->rate == Approx(500 * MB));
    CHECK(result.job("j")->bottleneck.key != "disk:store:read");
    // And the results say so, naming the disk once.
    const auto warned =
        std::count_if(result.warnings.begin(), result.warnings.end(), [](const auto& w) {
          return w.component == "store" &&
                 w.message.find("states no sequential rate") != std::string::npos;
        });
    CHECK(warned == 1);
  }
  // A disk the rule places gives no such warning.
  Diagram placed;
  onDisk(placed, "t-disk").job("j", "vol", "drive");
  for (const auto& w : placed.solve().warnings)
    CHECK(w.message.find("states no sequential rate") == std::string::npos);
}

TEST_CASE("a RAID-5 set of disks without stated rates reads and writes at its members' rate") {
  // t-raid5-of-disks: four t-disk members (6.75 pi = 21.21 MB/s each, derived), RAID-5, no
  // member rates and no write penalty. Reads skip the parity: 3 x 21.21 = 20.25 pi = 63.62 MB/s.
  // Full-stripe writes cost 4/3 back-end bytes a byte: 4 x 21.21 / (4/3) = 63.62 MB/s.
  Diagram r;
  onDisk(r, "t-raid5-of-disks").job("j", "vol", "drive");
  const auto read = r.solve();
  CHECK(read.job("j")->rate == Approx(20.25 * pi * MB));
  CHECK(read.job("j")->bottleneck.key == "disk:store:read");

  Diagram w;
  onDisk(w, "t-raid5-of-disks").job("r", "vol", "drive", {}, topology::Direction::Restore);
  CHECK(w.solve().job("r")->rate == Approx(20.25 * pi * MB));

  // A stated penalty of 2 (small RAID-5 writes): 4 x 21.21 / 2 = 13.5 pi = 42.41 MB/s.
  Diagram p;
  onDisk(p, "t-raid5-of-disks", {{"write_penalty", "2"}});
  p.job("r", "vol", "drive", {}, topology::Direction::Restore);
  CHECK(p.solve().job("r")->rate == Approx(13.5 * pi * MB));

  // The array's own member figure wins over its disk's: 10 MB/s a member reads 30 MB/s, and
  // writes (no member write rate) at 4 x 10 / (4/3) = 30 MB/s.
  Diagram sr;
  onDisk(sr, "t-raid5-of-disks", {{"member_read_rate", "10 MB/s"}}).job("j", "vol", "drive");
  CHECK(sr.solve().job("j")->rate == Approx(30 * MB));
  Diagram sw;
  onDisk(sw, "t-raid5-of-disks", {{"member_read_rate", "10 MB/s"}});
  sw.job("r", "vol", "drive", {}, topology::Direction::Restore);
  CHECK(sw.solve().job("r")->rate == Approx(30 * MB));
}

TEST_CASE("behind a slower controller the set writes at what the controller allows") {
  // The same RAID-5 set (63.62 MB/s either way) behind a controller whose card writes 40 MB/s
  // and reads 200 MB/s: the restore is held by the card at 40 MB/s, the backup by the disks.
  Diagram w;
  onDisk(w, "t-raid5-of-disks");
  w.set("raid", "card_rate", "200 MB/s").set("raid", "card_write_rate", "40 MB/s");
  w.job("r", "vol", "drive", {}, topology::Direction::Restore);
  const auto restore = w.solve();
  CHECK(restore.job("r")->rate == Approx(40 * MB));
  CHECK(restore.job("r")->bottleneck.key == "card:raid:write");

  Diagram r;
  onDisk(r, "t-raid5-of-disks");
  r.set("raid", "card_rate", "200 MB/s").set("raid", "card_write_rate", "40 MB/s");
  r.job("j", "vol", "drive");
  CHECK(r.solve().job("j")->rate == Approx(20.25 * pi * MB));
}

TEST_CASE("the shipped eras against the drives whose datasheets give a rate") {
  // The shipped catalog's eras (resources/catalog/disk-recording.json): 1999 352 kbit/in, 2004
  // 660, 2011 1600, 2017 2340 (the last two assumptions); outer zone 0.87 and format 0.609
  // throughout (from the 1999 drives). Platters: 3.5-inch 95 mm up to 7,200 rpm, 75 mm at
  // 10,000, 66 mm at 15,000; 2.5-inch 63.5 mm. R = rho x 0.87 x pi x D x rpm/60 x 0.609 / 8:
  //   IBM Ultrastar 36LZX, 1999, 10,000 rpm, 75 mm: 36.04 MB/s (datasheet 36; it set the 0.609)
  //   Hitachi Deskstar 7K500, 2005 (749 kbit/in), 7,200 rpm, 95 mm: 69.94 (datasheet 64.8, +8 %)
  //   Seagate Barracuda XT, 2009 (1242 kbit/in), 7,200 rpm: 116.0 (datasheet 138, -16 %)
  //   Seagate Cheetah 15K.7, 2009, 15,000 rpm, 66 mm: 167.9 (datasheet 204, -18 %)
  //   Seagate Barracuda, 2011 (1600 kbit/in), 7,200 rpm: 149.4 (Seagate's 'up to 210', -29 %)
  //   Seagate Exos X24, 2023 (2340 kbit/in), 7,200 rpm: 218.5 (datasheet 285, -23 %;
  //   hardwareluxx measured an Exos X20 at 265, -18 %)
  // Savvio 10K.1, 2004, 2.5-inch, 10,000 rpm: outer zone 660,000 x 0.87 x pi x 2.5 in x 166.7
  // = 751.6 Mbit/s against the manual's 753 (it set the 0.87 with the 1999 drive).
  Diagnostics diagnostics;
  const auto catalog =
      catalog::Catalog::load(std::string(TAPEFLOW_RESOURCE_DIR) + "/catalog", "", diagnostics);
  REQUIRE(catalog);
  const auto table = solver::DiskMediaTable::fromCatalog(*catalog);
  const auto rate = [&](double year, const char* form, double rpm) {
    solver::DiskFigures disk;
    disk.year = year;
    disk.formFactor = form;
    disk.rpm = rpm;
    return solver::derivedMediaRate(disk, table).value_or(0.0) / MB;
  };
  CHECK(rate(1999, "3.5-inch", 10000) == Approx(36.04).epsilon(0.001));
  CHECK(rate(2005, "3.5-inch", 7200) == Approx(69.94).epsilon(0.001));
  CHECK(rate(2009, "3.5-inch", 7200) == Approx(116.0).epsilon(0.001));
  CHECK(rate(2009, "3.5-inch", 15000) == Approx(167.9).epsilon(0.001));
  CHECK(rate(2011, "3.5-inch", 7200) == Approx(149.4).epsilon(0.001));
  CHECK(rate(2023, "3.5-inch", 7200) == Approx(218.5).epsilon(0.001));
  CHECK(rate(2004, "2.5-inch", 10000) * 8 / 0.609 == Approx(751.6).epsilon(0.001));
  CHECK(rate(1990, "3.5-inch", 7200) == 0.0); // before the first era: none
}

TEST_CASE("small restored files pay the RAID level's read-modify-write on the members' I/Os") {
  // t-raid5-of-disks: four members of 100 random I/O/s (their disk's), RAID-5, no write penalty
  // stated. A small write reads the old data and parity and writes both: 4 back-end I/Os, so the
  // set creates 4 x 100 / 4 = 100 I/Os a second. Restoring 10 kB files at 2 I/Os each (2e-4
  // I/Os a byte): 100 / 2e-4 = 0.5 MB/s, held by the set's write I/Os. A stated penalty of 2
  // gives 4 x 100 / 2 = 200 I/O/s: 1 MB/s.
  Diagram d;
  onDisk(d, "t-raid5-of-disks").set("vol", "filesystem", "t-fs-create");
  d.set("vol", "mean_file_size", "10 kB");
  d.job("r", "vol", "drive", {}, topology::Direction::Restore);
  const auto restore = d.solve();
  CHECK(restore.job("r")->rate == Approx(0.5 * MB));
  CHECK(restore.job("r")->bottleneck.key == "iops:store:write");

  Diagram stated;
  onDisk(stated, "t-raid5-of-disks", {{"write_penalty", "2"}});
  stated.set("vol", "filesystem", "t-fs-create").set("vol", "mean_file_size", "10 kB");
  stated.job("r", "vol", "drive", {}, topology::Direction::Restore);
  CHECK(stated.solve().job("r")->rate == Approx(1 * MB));
}
