// A node's overrides of the figures of a profile it references (issue 39 item 5; key
// "<reference>.<figure>", topology/ProfileFigures.h): the solver reads the node's override before
// the referenced entry's figure (Parameters::profileNumber, profileFlag, referenced()), for that
// node alone, and again after an edit. The diagrams are RequestsTest.cpp's (a backup into a chunk
// store at N x S / request time) and DiskArrayTest.cpp's (an array of member disks). MB = 10^6
// bytes, MiB = 2^20.

#include "RequestsFixture.h"

#include "solver/IncrementalSolver.h"

#include <numbers>

using namespace tapeflow;
using test::Diagram;

namespace {

constexpr double MB = 1e6;
constexpr double MiB = 1048576.0;
constexpr double ms = 1e-3;

catalog::Value integer(long long value) { return catalog::Value{value, {}, {}}; }

// RequestsFixture.h's backup into a chunk store whose disks take 10 ms to reach a chunk.
Diagram toPool(topology::Direction direction = topology::Direction::Backup) {
  return test::toRequestPool({{"access_time", "10 ms"}}, {}, direction);
}

const solver::JobResult& heldByRequests(const solver::SolveResult& result) {
  return test::heldByCeiling(result);
}

// One 1 MiB request on a backup: 20.97152 ms at one disk's 50 MB/s + 10.48576 ms of processing
// at 100 MB/s = 31.45728 ms (RequestsTest.cpp).
constexpr double kBackupRequest = MiB / (50 * MB) + MiB / (100 * MB);

} // namespace

TEST_CASE("a node's override of its application's requests in flight doubles the request rate") {
  // One in flight (t-app-requests): 1 MiB / 31.45728 ms = 33.33 MB/s.
  Diagram d = toPool();
  CHECK(heldByRequests(d.solve()).rate == Approx(MiB / kBackupRequest));
  // "backup_app.requests_in_flight": 2 on srv: 2 MiB / 31.45728 ms = 66.67 MB/s, still below
  // the pool's 200 MB/s; the request is as long as before.
  d.set("srv", "backup_app.requests_in_flight", integer(2));
  const auto two = d.solve();
  CHECK(heldByRequests(two).rate == Approx(2 * MiB / kBackupRequest));
  CHECK(heldByRequests(two).rate == Approx(200.0 / 3.0 * MB));
  CHECK(heldByRequests(two).bottleneck.label.find("2 requests of 1 MiB in flight") !=
        std::string::npos);
  // The job's own option still wins over the node's figure (RequestsTest.cpp): three in flight.
  topology::Job job = *d.topology().job("j");
  job.options.requestsInFlight = 3;
  REQUIRE(d.topology().updateJob(job).hasValue());
  CHECK(heldByRequests(d.solve()).rate == Approx(3 * MiB / kBackupRequest));
}

TEST_CASE("a node's override of its application's request size changes each request") {
  // A restore: two 2 MiB requests in flight, each 10 ms to reach it + 41.94304 ms at 50 MB/s +
  // 10.48576 ms at 200 MB/s = 62.4288 ms alone, 51.94304 ms at one of four disks; with the
  // wait for each other 62.4288 + 51.94304^2 / (4 x 62.4288) = 73.2334 ms: 4 MiB / 73.2334 ms
  // = 57.27 MB/s (1 MiB requests: 48.96 MB/s).
  Diagram d = toPool(topology::Direction::Restore);
  d.set("srv", "backup_app.request_size", catalog::Value{2 * MiB, "2 MiB", {}});
  const double request = 10 * ms + 2 * MiB / (50 * MB) + 2 * MiB / (200 * MB);
  const double atDisk = 10 * ms + 2 * MiB / (50 * MB);
  CHECK(heldByRequests(d.solve()).rate ==
        Approx(2 * 2 * MiB / test::twoRequestsSeconds(request, atDisk)));
  // And "backup_app.restore_requests_in_flight": 1 halves it.
  d.set("srv", "backup_app.restore_requests_in_flight", integer(1));
  CHECK(heldByRequests(d.solve()).rate == Approx(2 * MiB / request));
}

TEST_CASE("a profile override applies to whatever the node references, and to it alone") {
  // The override was set while srv ran its entry's application; it stays when srv names
  // t-app-requests, and applies to that.
  Diagram d;
  d.localBackup().set("bus", "sustained_rate", "1 GB/s");
  d.set("array", "read_rate", "1 GB/s").set("array", "write_rate", "1 GB/s");
  d.set("srv", "backup_app.requests_in_flight", integer(2));
  d.set("srv", "backup_app", "t-app-requests");
  d.add("pool", "t-pool", {{"access_time", "10 ms"}}).link("srv:local", "pool:on");
  d.job("j", "vol", "pool");
  CHECK(heldByRequests(d.solve()).rate == Approx(2 * MiB / kBackupRequest));
  // An application that streams (t-app states no request figures) moves requests with an
  // override of its request size: 1 MiB, two in flight, no processing figure, no round trip:
  // 2 MiB / 20.97152 ms = 100 MB/s, half the pool's 200 MB/s.
  d.set("srv", "backup_app", "t-app");
  d.set("srv", "backup_app.request_size", catalog::Value{MiB, "1 MiB", {}});
  CHECK(heldByRequests(d.solve()).rate == Approx(100 * MB));
}

TEST_CASE("an incremental solve reads a profile override set after its first solve") {
  Diagram d = toPool();
  solver::IncrementalSolver incremental(d.topology(), {});
  CHECK(heldByRequests(incremental.solve()).rate == Approx(MiB / kBackupRequest));
  d.set("srv", "backup_app.requests_in_flight", integer(2));
  CHECK(heldByRequests(incremental.solve()).rate == Approx(2 * MiB / kBackupRequest));
  REQUIRE(d.topology().setParameter("srv", "backup_app.requests_in_flight", std::nullopt));
  CHECK(heldByRequests(incremental.solve()).rate == Approx(MiB / kBackupRequest));
}

TEST_CASE("an array's override of its member disk's figures is what its members do") {
  // DiskArrayTest.cpp: volume `vol` on t-raid5-of-disks (RAID-5 of four t-disk, no member rates)
  // behind a RAID controller, a 500 MB/s drive on its own HBA. t-disk states no rate: 6.75 pi
  // MB/s from its spindle, so 3 data members read 20.25 pi MB/s. "member_disk.read_rate":
  // 12 MB/s: 3 x 12 = 36 MB/s.
  Diagram d;
  d.add("srv", "t-server").add("bus", "t-bus", {{"sustained_rate", "1 GB/s"}});
  d.add("raid", "t-raid").add("store", "t-raid5-of-disks").add("vol", "t-volume");
  d.add("hba", "t-hba").add("drive", "t-drive", {{"native_rate", "500 MB/s"}});
  d.link("srv:bus1", "bus:host").link("bus:slot1", "raid:card").link("bus:slot2", "hba:card");
  d.link("raid:ch1", "store:scsi1").link("store:volumes", "vol:on").link("hba:ch1", "drive:scsi1");
  d.job("j", "vol", "drive");
  const auto capacity = [&](const std::string& key) {
    const auto result = d.solve();
    const auto* use = result.resource(key);
    INFO(key);
    REQUIRE(use);
    return use->capacity;
  };
  CHECK(capacity("disk:store:read") == Approx(20.25 * std::numbers::pi * MB));
  d.set("store", "member_disk.read_rate", catalog::Value{12 * MB, "12 MB/s", {}});
  CHECK(capacity("disk:store:read") == Approx(36 * MB));
  // Its members' random I/Os too: 4 x 150 = 600 a second for a job of 1 MB files on t-fs-io.
  d.set("vol", "filesystem", "t-fs-io").set("vol", "mean_file_size", "1 MB");
  d.set("store", "member_disk.random_iops", catalog::Value{150.0, {}, {}});
  CHECK(capacity("iops:store:read") == Approx(600.0));
  // The array's own member figure still wins over its member disk's.
  d.set("store", "member_read_rate", "10 MB/s");
  CHECK(capacity("disk:store:read") == Approx(30 * MB));
}

TEST_CASE("a bad profile override is refused and the solve is as before") {
  Diagram d = toPool();
  CHECK_FALSE(d.topology().setParameter("srv", "backup_app.requests_in_flight", integer(0)));
  CHECK_FALSE(d.topology().setParameter("srv", "backup_app.no_such_figure", integer(1)));
  CHECK(heldByRequests(d.solve()).rate == Approx(MiB / kBackupRequest));
}
