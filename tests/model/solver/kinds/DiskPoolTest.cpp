// A disk pool's rule (model/solver/kinds/DiskPool.cpp): its data disks, "pool:<id>", which carry
// its reads and writes alike, at min(pool rate, (members - parity members) x member rate). Every
// figure is worked out by hand in the comment above its check. MB = 10^6 bytes.

#include "KindsFixture.h"

using namespace tapeflow;
using test::Diagram;

namespace {

constexpr double MB = 1e6;

// The basic local backup with a bus of 1 GB/s and an array that reads 1 GB/s, and disk pool
// `pool` (t-pool: 4 disks of 50 MB/s, with `figures`) in server `srv`; job `j` backs `vol` up
// into the pool.
Diagram toPool(std::initializer_list<std::pair<std::string, std::string>> figures = {}) {
  Diagram d;
  d.localBackup().set("bus", "sustained_rate", "1 GB/s").set("array", "read_rate", "1 GB/s");
  d.add("pool", "t-pool", figures).link("srv:local", "pool:on");
  d.job("j", "vol", "pool");
  return d;
}

double poolRate(std::initializer_list<std::pair<std::string, std::string>> figures) {
  const auto result = toPool(figures).solve();
  REQUIRE(result.resource("pool:pool"));
  return result.resource("pool:pool")->capacity;
}

} // namespace

TEST_CASE("a disk pool writes at its data disks' rate") {
  // 4 disks of 50 MB/s, no parity: 200 MB/s, one byte a byte, and it holds the job.
  const auto result = toPool().solve();
  const auto* disks = result.resource("pool:pool");
  REQUIRE(disks);
  CHECK(disks->label == "pool disks (reads and writes)");
  CHECK(disks->kind == solver::ResourceKind::Disk);
  CHECK(disks->parameter == "member_rate");
  CHECK(disks->capacity == Approx(200 * MB));
  CHECK(test::perByte(result, "pool:pool", "j") == Approx(1.0));
  CHECK(result.job("j")->rate == Approx(200 * MB));
}

TEST_CASE("a disk pool's parity disks carry no data and its own limit holds below its disks") {
  // One parity disk: (4 - 1) x 50 = 150 MB/s.
  CHECK(poolRate({{"parity_members", "1"}}) == Approx(150 * MB));
  // A pool rate of 120 MB/s, below the disks' 200: 120 MB/s.
  CHECK(poolRate({{"pool_rate", "120 MB/s"}}) == Approx(120 * MB));
  // A pool rate of 300 MB/s, above them: the disks' 200 MB/s.
  CHECK(poolRate({{"pool_rate", "300 MB/s"}}) == Approx(200 * MB));
}

TEST_CASE("a disk pool's reads and writes share its disks") {
  // A backup writing into the pool while a copy reads out of it to a 80 MB/s drive: both take
  // from the one resource, whose load is the sum of their rates.
  Diagram d = toPool({{"members", "2"}, {"despool", "while"}});
  d.set("array", "read_rate", "50 MB/s").set("drive", "native_rate", "80 MB/s");
  d.job("copy", "pool", "drive");
  const auto result = d.solve();
  const auto* disks = result.resource("pool:pool");
  REQUIRE(disks);
  // 2 disks of 50 MB/s: 100 MB/s, which the backup (50 MB/s, its array's) and the copy share.
  CHECK(disks->capacity == Approx(100 * MB));
  CHECK(result.job("j")->rate == Approx(50 * MB));
  CHECK(result.job("copy")->rate > 0.0);
  CHECK(disks->load == Approx(result.job("j")->rate + result.job("copy")->rate));
  CHECK(result.job("copy")->rate <= Approx(50 * MB)); // what the backup leaves of the disks
}

TEST_CASE("a disk pool whose disks write more slowly than they read spends more on each write") {
  // Disks of 50 MB/s that write 25 MB/s in a long backup: each byte written takes 2 bytes of
  // the disks' streaming, and the backup goes at 200 / 2 = 100 MB/s.
  const auto result = toPool({{"member_write_rate", "25 MB/s"}}).solve();
  CHECK(test::perByte(result, "pool:pool", "j") == Approx(2.0));
  CHECK(result.job("j")->rate == Approx(100 * MB));
  // Reading out of the pool is not slower: a copy beside the backup costs a byte a byte.
  Diagram d = toPool({{"member_write_rate", "25 MB/s"}});
  d.set("drive", "native_rate", "80 MB/s").job("copy", "pool", "drive");
  const auto both = d.solve();
  const auto* disks = both.resource("pool:pool");
  REQUIRE(disks);
  CHECK(both.job("copy")->rate > 0.0);
  CHECK(disks->load == Approx(2.0 * both.job("j")->rate + both.job("copy")->rate));
  // A write rate at or above the disk rate changes nothing.
  CHECK(test::perByte(toPool({{"member_write_rate", "60 MB/s"}}).solve(), "pool:pool", "j") ==
        Approx(1.0));
}
