// Requests in flight (model/solver/FlowRequests.cpp, RequestPlan.h; issue 39 item 2): an
// application that moves data as requests holds one stream to N x S / (round trip + service +
// S / bandwidth + S / processing rate); its processing is CPU on the client; a chunk store read
// back pays a disk's access time per request. t-app-requests: 1 MiB requests, one in flight on a
// backup and two on a restore, 100 MB/s a core backing up and 200 MB/s restoring. Every figure
// is worked out by hand in the comment above its check. MB = 10^6 bytes, MiB = 2^20.

#include "RequestsFixture.h"

#include "solver/CeilingCause.h"

#include <algorithm>

using namespace tapeflow;
using test::Diagram;

namespace {

constexpr double MB = 1e6;
constexpr double MiB = 1048576.0;
constexpr double ms = 1e-3;

// Requests' pool (RequestsFixture.h) with `figures`.
Diagram toPool(std::initializer_list<std::pair<std::string, std::string>> figures,
               topology::JobOptions options = {},
               topology::Direction direction = topology::Direction::Backup) {
  return test::toRequestPool(figures, options, direction);
}

const solver::JobResult& heldByRequests(const solver::SolveResult& result) {
  return test::heldByCeiling(result);
}

} // namespace

TEST_CASE("a backup into a chunk store takes one request's transfer and processing each") {
  // One 1 MiB request at a time: transfer at one disk's 50 MB/s, 20.97152 ms; processing at
  // 100 MB/s, 10.48576 ms; no round trip (local), no access time on a write: 31.45728 ms,
  // 1 MiB / 31.45728 ms = 33.33 MB/s (= 1 / (1/50 + 1/100) MB/s). The pool's 200 MB/s and
  // the array are far above; the pool carries a byte a byte.
  const auto result = toPool({{"access_time", "10 ms"}}).solve();
  const auto& job = heldByRequests(result);
  CHECK(job.rate == Approx(100.0 / 3.0 * MB));
  CHECK(job.bottleneck.category == "disk"); // 21 ms at the disk, 10.5 ms on the CPU
  CHECK(test::perByte(result, "pool:pool", "j") == Approx(1.0));
  // The processing is CPU on the server: 33.33 MB/s at 100 MB/s a core, a third of a core.
  const auto cpu = std::find_if(result.hosts.begin(), result.hosts.end(),
                                [](const auto& host) { return host.node == "srv"; });
  REQUIRE(cpu != result.hosts.end());
  CHECK(cpu->byWork[static_cast<int>(solver::Work::Requests)] == Approx(1.0 / 3.0));
}

TEST_CASE("a request written into a chunk store goes at one disk's write rate") {
  // Disks that write 25 MB/s (read 50): 1 MiB in 41.94 ms + 10.49 ms processing = 52.43 ms,
  // 20 MB/s (= 1 / (1/25 + 1/100) MB/s).
  const auto result = toPool({{"access_time", "10 ms"}, {"member_write_rate", "25 MB/s"}}).solve();
  CHECK(heldByRequests(result).rate == Approx(20 * MB));
}

TEST_CASE("a restore from a chunk store on disks pays an access time per request") {
  // Two 1 MiB requests in flight, each 10 ms to reach it + 20.97152 ms at 50 MB/s +
  // 5.24288 ms processing at 200 MB/s = 36.2144 ms alone (57.91 MB/s if they never met). Each
  // holds one of the pool's four disks for 30.97152 ms: the second waits for the first a
  // quarter of the 30.97 / 36.21 of the time it is at a disk, 6.62 ms on average, so each
  // takes 42.8363 ms: 2 MiB / 42.8363 ms = 48.96 MB/s.
  const auto result = toPool({{"access_time", "10 ms"}}, {}, topology::Direction::Restore).solve();
  const auto& job = heldByRequests(result);
  const double request = 10 * ms + MiB / (50 * MB) + MiB / (200 * MB);
  const double atDisk = 10 * ms + MiB / (50 * MB);
  CHECK(job.rate == Approx(2 * MiB / test::twoRequestsSeconds(request, atDisk)));
  CHECK(job.rate == Approx(48.957 * MB).epsilon(1e-4));
  CHECK(job.bottleneck.label.find("2 requests of 1 MiB in flight to pool, 42.8 ms each") !=
        std::string::npos);
  CHECK(job.bottleneck.category == "disk"); // 21 ms of transfer, 10 ms of access
  // Each request holds its disk for its access too: (1 MiB + 10 ms x 50 MB/s) / 1 MiB =
  // 1.4768 bytes of the pool's streaming a byte read.
  CHECK(test::perByte(result, "pool:pool", "j") == Approx(1.0 + 0.5 * MB / MiB));
}

TEST_CASE("more requests in flight lift a restore towards what the chunk store's disks deliver") {
  // The job's option overrides the application's two. Requests land on the four disks at
  // random and queue there. Mean-value analysis, one request added at a time: with k in
  // flight each finds q(k-1) requests at the disk it lands on and waits for each, so it takes
  // T + s q(k-1) (T = 36.2144 ms alone, s = 30.97152 ms at a disk), and
  // q(k) = k (s / 4) (1 + q(k-1)) / (T + s q(k-1)). q(1) = 0.213806; q(2) = 0.438803 (42.8363
  // ms each); three in flight take 36.2144 + 30.97152 x 0.438803 = 49.8047 ms each:
  // 3 MiB / 49.8047 ms = 63.16 MB/s (86.86 MB/s if they never met).
  const auto restore = [](int requests) {
    topology::JobOptions options;
    options.requestsInFlight = requests;
    return toPool({{"access_time", "10 ms"}}, options, topology::Direction::Restore).solve();
  };
  const auto three = restore(3);
  CHECK(heldByRequests(three).rate == Approx(63.161 * MB).epsilon(1e-4));
  // However many are in flight, they stay below what four disks deliver in random 1 MiB
  // reads, 200 MB/s / 1.4768 = 135.4 MB/s, and come close to it: 256 in flight, 133.85 MB/s.
  const double disks = 200 * MB / (1.0 + 0.5 * MB / MiB);
  const auto many = restore(256);
  CHECK(heldByRequests(many).rate < disks);
  CHECK(heldByRequests(many).rate == Approx(133.852 * MB).epsilon(1e-4));
  CHECK(heldByRequests(many).bottleneck.category == "disk");
}

TEST_CASE("requests to an object store take its round trip and its first byte") {
  // The NIC's one stream moves 100 MB/s. One 1 MiB PUT: round trip 10 ms (the store's) + first
  // byte 20 ms + 10.48576 ms at 100 MB/s + 10.48576 ms processing = 50.97152 ms:
  // 1 MiB / 50.97 ms = 20.57 MB/s, below the store's TCP window (4 MiB / 10 ms = 419 MB/s).
  Diagram d = test::toNetworkTarget("s3", "t-store", "wan", {{"first_byte_time", "20 ms"}});
  d.set("nic", "stream_rate", "100 MB/s").set("srv", "backup_app", "t-app-requests");
  const auto result = d.solve();
  const auto& job = heldByRequests(result);
  const double request = 10 * ms + 20 * ms + 2 * MiB / (100 * MB);
  CHECK(job.rate == Approx(MiB / request));
  CHECK(job.bottleneck.category == "network"); // 20.5 ms of round trip and transfer
  CHECK(job.bottleneck.label.find("1 request of 1 MiB in flight to s3") != std::string::npos);
}

TEST_CASE("a store's rate per request holds each request's transfer, whatever the network") {
  // As above, with the store sending a GET at 20 MB/s and taking a PUT at 10 MB/s on its
  // connection (below the NIC's 100 MB/s). A PUT: 10 + 20 ms + 1 MiB at 10 MB/s (104.8576 ms)
  // + 10.48576 ms processing = 145.34336 ms: 7.215 MB/s. A restore keeps two GETs in flight:
  // 10 + 20 ms + 1 MiB at 20 MB/s (52.4288 ms) + 5.24288 ms processing at 200 MB/s =
  // 87.67168 ms each: 2 MiB / 87.67168 ms = 23.92 MB/s.
  Diagram d = test::toNetworkTarget("s3", "t-store", "wan",
                                    {{"first_byte_time", "20 ms"},
                                     {"request_read_rate", "20 MB/s"},
                                     {"request_write_rate", "10 MB/s"}});
  d.set("nic", "stream_rate", "100 MB/s").set("srv", "backup_app", "t-app-requests");
  const auto backups = d.solve();
  const auto& backup = heldByRequests(backups);
  CHECK(backup.rate == Approx(MiB / (30 * ms + MiB / (10 * MB) + MiB / (100 * MB))));
  CHECK(backup.bottleneck.category == "network"); // 105 ms of the request's 145 at the store
  const auto restore = d.solve(solver::DirectionMode::Restore);
  CHECK(heldByRequests(restore).rate ==
        Approx(2 * MiB / (30 * ms + MiB / (20 * MB) + MiB / (200 * MB))));
}

TEST_CASE("requests that share one connection go no faster than it") {
  // One 1 MiB PUT at a time takes 50.97152 ms (as above): 20.57 MB/s; eight in flight move
  // 8 MiB / 50.97152 ms = 164.6 MB/s. An application that sends them all over one connection
  // carrying 30 MB/s (its TLS on one core) is held there, and the words say so.
  Diagram d = test::toNetworkTarget("s3", "t-store", "wan", {{"first_byte_time", "20 ms"}});
  d.set("nic", "stream_rate", "100 MB/s").set("srv", "backup_app", "t-app-requests");
  auto job = *d.topology().job("j");
  job.options.requestsInFlight = 8;
  REQUIRE(d.topology().updateJob(job).hasValue());
  const double request = 30 * ms + 2 * MiB / (100 * MB);
  CHECK(heldByRequests(d.solve()).rate == Approx(8 * MiB / request));
  d.set("srv", "backup_app.connection_rate", catalog::Value{30 * MB, "30 MB/s", {}});
  const auto shared = heldByRequests(d.solve());
  CHECK(shared.rate == Approx(30 * MB));
  CHECK(shared.bottleneck.label == "one connection to s3 at 30 MB/s");
  CHECK(shared.bottleneck.category == "cpu");
  // One request at a time stays below the connection: 20.57 MB/s, held by the request.
  job.options.requestsInFlight = 1;
  REQUIRE(d.topology().updateJob(job).hasValue());
  CHECK(heldByRequests(d.solve()).rate == Approx(MiB / request));
}

TEST_CASE("a request larger than its connection's window takes a round trip per window") {
  // The object store above with a 512 KiB TCP window: a 1 MiB PUT needs two windows, so two
  // round trips: 2 x 10 ms + 20 ms + 10.48576 ms + 10.48576 ms = 60.97152 ms: 17.20 MB/s.
  Diagram d = test::toNetworkTarget("s3", "t-store", "wan",
                                    {{"first_byte_time", "20 ms"}, {"tcp_window", "512 KiB"}});
  d.set("nic", "stream_rate", "100 MB/s").set("srv", "backup_app", "t-app-requests");
  CHECK(heldByRequests(d.solve()).rate ==
        Approx(MiB / (2 * 10 * ms + 20 * ms + 2 * MiB / (100 * MB))));
}

TEST_CASE("between two hosts the smaller operating-system window counts") {
  // A client backs up over the LAN (100 Mb/s, 12.5 MB/s; the switch 50 ms each way: a 100 ms
  // round trip) into a chunk store on the server. One 1 MiB request: 83.886 ms on the wire,
  // 10.486 ms processing. With the client's OS window at 512 KiB it takes two round trips:
  // 200 + 94.372 = 294.372 ms, 3.562 MB/s; with 2 MiB (the server states none) one: 5.395 MB/s.
  const auto run = [](double window) {
    Diagram d;
    d.lanBackup().set("sw", "latency", "50 ms").set("srvc", "backup_app", "t-app-requests");
    d.add("pool", "t-pool").link("srv:local", "pool:on");
    const auto done = d.topology().setParameter("srvc", "operating_system.tcp_window",
                                                catalog::Value{window, {}, {}});
    REQUIRE(done.hasValue());
    d.job("j", "volc", "pool");
    return d.solve();
  };
  const double once = 100 * ms + MiB / (12.5 * MB) + MiB / (100 * MB);
  const auto small = run(MiB / 2);
  CHECK(heldByRequests(small).rate == Approx(MiB / (once + 100 * ms)));
  // The round trips, 200 ms of the 294 ms, are named with the window.
  CHECK(heldByRequests(small).bottleneck.label.find("2 round trips of a 512 KiB TCP window") !=
        std::string::npos);
  const auto large = run(2 * MiB);
  CHECK(heldByRequests(large).rate == Approx(MiB / once));
  CHECK(heldByRequests(large).bottleneck.label.find("round trips") == std::string::npos);
}

TEST_CASE("an application that streams has no request ceiling") {
  // t-app states no request size: the backup into the pool is held by the pool's 200 MB/s.
  Diagram d = toPool({{"access_time", "10 ms"}});
  d.set("srv", "backup_app", "t-app");
  const auto result = d.solve();
  CHECK(result.job("j")->rate == Approx(200 * MB));
  CHECK(result.job("j")->bottleneck.key == "pool:pool");
  CHECK(test::perByte(d.solve(solver::DirectionMode::Restore), "pool:pool", "j") == Approx(1.0));
}

TEST_CASE("requests in flight are said with their count, size, store and time") {
  using Kind = solver::CeilingCause::Kind;
  const std::string store = "Chunk store";
  CHECK(solver::ceilingWords({.kind = Kind::Requests,
                              .name = &store,
                              .size = 4 * MiB,
                              .parts = 16,
                              .seconds = 0.05}) ==
        "16 requests of 4 MiB in flight to Chunk store, 50 ms each (1.34 GB/s)");
}

TEST_CASE("a restore fetches a file smaller than a request as a request of its own") {
  // Files of 256 KiB: requests of 256 KiB, two in flight: 10 ms + 5.24288 ms at 50 MB/s +
  // 1.31072 ms at 200 MB/s = 16.5536 ms alone, 15.24288 ms of it at a disk; 16.5536 +
  // 15.24288^2 / (4 x 16.5536) = 20.0625 ms each with the wait: 512 KiB / 20.0625 ms =
  // 26.13 MB/s.
  topology::JobOptions small;
  small.meanFileSize = 256 * 1024.0;
  const auto result =
      toPool({{"access_time", "10 ms"}}, small, topology::Direction::Restore).solve();
  const double request = 10 * ms + 256 * 1024.0 / (50 * MB) + 256 * 1024.0 / (200 * MB);
  const double atDisk = 10 * ms + 256 * 1024.0 / (50 * MB);
  CHECK(heldByRequests(result).rate ==
        Approx(2 * 256 * 1024.0 / test::twoRequestsSeconds(request, atDisk)));
  // A backup packs them into its 1 MiB requests: 1 MiB / 31.45728 ms as before.
  small.meanFileSize = 256 * 1024.0;
  const auto backup = toPool({{"access_time", "10 ms"}}, small).solve();
  CHECK(heldByRequests(backup).rate == Approx(100.0 / 3.0 * MB));
}

TEST_CASE("a filemark every flush interval costs the drive a reposition") {
  // t-drive writes 10 MB/s with no compression; a filemark every 1 GB, 20 s to reposition:
  // 1 GB / (100 s + 20 s) = 8.33 MB/s, the drive busy all the time (streaming between flushes).
  Diagram d;
  d.localBackup().set("drive", "reposition_time", "20 s").set("srv", "backup_app", "t-app-flush");
  d.job("j", "vol", "drive");
  const auto result = d.solve();
  CHECK(result.job("j")->rate == Approx(1e9 / 120.0));
  CHECK(result.job("j")->bottleneck.key == "tape:drive");
  // Each byte holds the drive for 1.2 bytes of streaming.
  CHECK(test::perByte(result, "tape:drive", "j") == Approx(1.2));
  // Reading back writes no filemarks: the drive's 10 MB/s.
  CHECK(d.solve(solver::DirectionMode::Restore).job("j")->rate == Approx(10 * MB));
  // Without a reposition time there is nothing to pay.
  d.set("drive", "reposition_time", "0 s");
  CHECK(d.solve().job("j")->rate == Approx(10 * MB));
}

TEST_CASE("a flush per transaction comes after each object larger than the interval") {
  // t-app-flush told that a file above its 1 GB is a transaction of its own (Storage Protect):
  // 100 GB in 25 files of 4 GB flush every 4 GB: 4 GB / (400 s + 20 s) = 9.524 MB/s. Files of
  // 0.5 GB still flush every 1 GB (8.33 MB/s). An image is one object: one flush for its 100 GB,
  // 100 GB / (10,000 s + 20 s) = 9.98 MB/s.
  const auto rate = [](const char* files, topology::JobMode mode) {
    Diagram d;
    d.localBackup().set("drive", "reposition_time", "20 s").set("srv", "backup_app", "t-app-flush");
    d.set("vol", "file_count", files);
    d.set("srv", "backup_app.flush_whole_files", catalog::Value{true, {}, {}});
    topology::JobOptions options;
    options.mode = mode;
    d.job("j", "vol", "drive", options);
    return d.solve().job("j")->rate;
  };
  CHECK(rate("25", topology::JobMode::ByFile) == Approx(4e9 / 420.0));
  CHECK(rate("200", topology::JobMode::ByFile) == Approx(1e9 / 120.0));
  CHECK(rate("25", topology::JobMode::Image) == Approx(100e9 / 10020.0));
}

TEST_CASE("a filemark interval that costs the drive says how much") {
  // 20 s of every 120 s: 16.7 % of the drive's time.
  Diagram d;
  d.localBackup().set("drive", "reposition_time", "20 s").set("srv", "backup_app", "t-app-flush");
  d.job("j", "vol", "drive");
  const auto result = d.solve();
  const auto warning = std::find_if(result.warnings.begin(), result.warnings.end(),
                                    [](const auto& w) { return w.component == "drive"; });
  REQUIRE(warning != result.warnings.end());
  CHECK(warning->message == "job 'j' writes a filemark every 1 GB, and each stops 'drive' for its "
                            "20 s reposition: 16.7% of the drive's time (raise the application's "
                            "flush interval)");
}

TEST_CASE("a restore out of tape order locates to each file") {
  // t-drive reads 10 MB/s; the volume's 100 GB in 100 files of 1 GB, 20 s to locate to each:
  // 1 GB / (100 s + 20 s) = 8.33 MB/s, the drive busy all the time. Read as they lie on tape,
  // by image, or backed up: 10 MB/s.
  const auto solve = [](bool outOfOrder, topology::JobMode mode, solver::DirectionMode way) {
    Diagram d;
    d.localBackup().set("drive", "locate_time", "20 s").set("vol", "file_count", "100");
    topology::JobOptions options;
    options.restoreOutOfOrder = outOfOrder;
    options.mode = mode;
    d.job("j", "vol", "drive", options);
    return d.solve(way);
  };
  using topology::JobMode;
  const auto restore = solve(true, JobMode::ByFile, solver::DirectionMode::Restore);
  CHECK(restore.job("j")->rate == Approx(1e9 / 120.0));
  CHECK(restore.job("j")->bottleneck.key == "tape:drive");
  CHECK(test::perByte(restore, "tape:drive", "j") == Approx(1.2));
  const auto warning = std::find_if(restore.warnings.begin(), restore.warnings.end(),
                                    [](const auto& w) { return w.component == "drive"; });
  REQUIRE(warning != restore.warnings.end());
  CHECK(warning->message ==
        "job 'j' restores its files out of tape order: 'drive' locates to each file of 1 GB (20 s "
        "on average), 16.7% of the drive's time (read them in the order they lie on tape: "
        "ltfs_ordered_copy, or the backup application's own restore)");
  CHECK(solve(false, JobMode::ByFile, solver::DirectionMode::Restore).job("j")->rate ==
        Approx(10 * MB));
  CHECK(solve(true, JobMode::Image, solver::DirectionMode::Restore).job("j")->rate ==
        Approx(10 * MB));
  CHECK(solve(true, JobMode::ByFile, solver::DirectionMode::Backup).job("j")->rate ==
        Approx(10 * MB));
}

TEST_CASE("a restore out of tape order from a drive without a locate time says so") {
  Diagram d;
  d.localBackup().set("vol", "file_count", "100");
  topology::JobOptions options;
  options.restoreOutOfOrder = true;
  d.job("j", "vol", "drive", options);
  const auto restore = d.solve(solver::DirectionMode::Restore);
  CHECK(restore.job("j")->rate == Approx(10 * MB));
  const auto warning = std::find_if(restore.warnings.begin(), restore.warnings.end(),
                                    [](const auto& w) { return w.component == "drive"; });
  REQUIRE(warning != restore.warnings.end());
  CHECK(warning->message == "job 'j' restores its files out of tape order, but 'drive' states no "
                            "locate time: its locates are not counted");
}

// An application that restores each file's content in order, one request at a time (restic 0.9,
// restore_requests_per_file 1), cannot finish before its largest file has come back alone.
TEST_CASE("a restore that puts each file back in order lasts at least its largest file") {
  // One 1 MiB request takes 10 ms + 20.97152 ms + 5.24288 ms = 36.2144 ms: the largest file
  // comes back at 1 MiB / 36.2144 ms = 28.955 MB/s. Of the volume's 100 GB, 80 GB in one file:
  // the job moves at most 28.955 x 100 / 80 = 36.19 MB/s, below its two requests in flight
  // (48.96 MB/s, their waits at the disks counted).
  const double request = 10 * ms + MiB / (50 * MB) + MiB / (200 * MB);
  const double two = 2 * MiB / test::twoRequestsSeconds(request, 10 * ms + MiB / (50 * MB));
  const auto restore = [&](const char* largest, topology::JobOptions options = {}) {
    Diagram d = toPool({{"access_time", "10 ms"}}, options, topology::Direction::Restore);
    d.set("vol", "largest_file", largest);
    const auto done = d.topology().setParameter("srv", "backup_app.restore_requests_per_file",
                                                catalog::Value{1LL, {}, {}});
    REQUIRE(done.hasValue());
    return d.solve();
  };
  const auto held = restore("80 GB");
  const auto& job = heldByRequests(held);
  CHECK(job.rate == Approx(MiB / request * 100.0 / 80.0));
  CHECK(job.bottleneck.label.find("the largest file, 80 GB, restored 1 request of 1 MiB at a "
                                  "time from ") == 0);
  CHECK(job.bottleneck.category == "application"); // the way the application restores
  // A largest file of 40 GB would allow 72.4 MB/s: the two requests in flight hold it again.
  CHECK(heldByRequests(restore("40 GB")).rate == Approx(two));

  // Files of 512 KiB on average make the stream's requests small (two in flight: 23.1072 ms
  // alone, 20.4858 ms at a disk, 27.6476 ms with the wait: 37.93 MB/s), but the largest file is
  // fetched in full 1 MiB requests: 28.955 MB/s for it, x 100 / 95 = 30.48 MB/s for the job,
  // which it holds.
  topology::JobOptions small;
  small.meanFileSize = 512 * 1024.0;
  CHECK(heldByRequests(restore("95 GB", small)).rate == Approx(MiB / request * 100.0 / 95.0));

  // A largest file beyond the volume's 100 GB is a slip: no limit, and a warning says so.
  const auto slip = restore("120 GB");
  CHECK(heldByRequests(slip).rate == Approx(two));
  CHECK(std::any_of(slip.warnings.begin(), slip.warnings.end(), [](const auto& w) {
    return w.message.find("its largest file (120 GB) is larger than all its data (100 GB)") !=
           std::string::npos;
  }));
  CHECK(std::none_of(held.warnings.begin(), held.warnings.end(), [](const auto& w) {
    return w.message.find("is larger than all its data") != std::string::npos;
  }));

  // A backup packs files into its requests: no limit per file (33.33 MB/s as before).
  Diagram backup = toPool({{"access_time", "10 ms"}});
  backup.set("vol", "largest_file", "80 GB");
  CHECK(heldByRequests(backup.solve()).rate == Approx(100.0 / 3.0 * MB));
}

TEST_CASE("the largest file's restore is said with its size, requests and time") {
  using Kind = solver::CeilingCause::Kind;
  const std::string store = "S3 bucket";
  CHECK(solver::ceilingWords({.kind = Kind::LargestFile,
                              .name = &store,
                              .size = 364e9,
                              .parts = 1,
                              .seconds = 0.1,
                              .request = 5 * MiB}) ==
        "the largest file, 364 GB, restored 1 request of 5 MiB at a time from S3 bucket, 100 ms "
        "each (52.4 MB/s for it)");
}
