// Today's tiers (issue 24): disk staging with a despool to tape, deduplicating targets, object
// storage over a WAN. Every figure is worked out by hand in the comment above its check.
// MB = 10^6 bytes.

#include "SolverFixture.h"

#include "whatif/Verdict.h"

#include <algorithm>

using namespace tapeflow;
using test::Diagram;

namespace {

constexpr double MB = 1e6;
constexpr double GB = 1e9;

// Server `srv` reads volume `vol` (100 GB on a 50 MB/s array) into disk pool `pool` (2 disks of
// 50 MB/s: 100 MB/s for reads and writes together, attached to the server); job `copy` moves
// the pool's contents to the 80 MB/s fixed-speed drive `drive` (64 MB buffer, 2 s reposition).
Diagram staging(const std::string& despool) {
  Diagram d;
  d.localBackup().set("bus", "sustained_rate", "1 GB/s");
  d.set("drive", "native_rate", "80 MB/s")
      .set("drive", "buffer_size", "64 MB")
      .set("drive", "reposition_time", "2 s");
  d.add("pool", "t-pool", {{"members", "2"}, {"despool", despool}});
  d.link("srv:local", "pool:on");
  d.job("backup", "vol", "pool").job("copy", "pool", "drive");
  return d;
}

} // namespace

TEST_CASE("a despool that shares the staging disks with the backup starves the drive") {
  // Both moving: the backup is held at 50 MB/s by its array and leaves the despool
  // F = 100 - 50 = 50 MB/s of the pool's disks. The drive streams at s = 80 MB/s, so it
  // empties its B = 64 MB buffer and repositions: F T_r = 100 MB > B, and it achieves
  //   s B / (B + T_r (s - F)) = 80 x 64 / (64 + 2 x 30) = 5120 / 124 = 41.29 MB/s.
  // Spooling with a 10 GB high-water mark: the copy starts at 200 s (10 GB at 50 MB/s) and
  // moves 41.29 MB/s until the backup ends at 2000 s, then streams alone at 80 MB/s (the pool's
  // 100 MB/s is more than the drive takes): 100 GB - 1800 s x 41.29 MB/s at 80 MB/s.
  Diagram d = staging("while");
  const auto result = d.solve();
  const double starved = 5120.0 / 124.0 * MB;
  CHECK(result.job("backup")->rate == Approx(50 * MB));
  CHECK(result.job("copy")->rate == Approx(starved));
  CHECK(result.job("copy")->bottleneck.key == "tape:drive");
  CHECK(result.resource("pool:pool")->capacity == Approx(100 * MB));
  // The words name the cause: the despool shares the pool with the backup.
  CHECK(std::any_of(result.warnings.begin(), result.warnings.end(), [](const auto& warning) {
    return warning.component == "drive" &&
           warning.message.find("despools from 'pool' while backups write to it") !=
               std::string::npos;
  }));
  CHECK(result.job("backup")->end == Approx(2000.0));
  CHECK(result.job("copy")->start == Approx(200.0));
  CHECK(result.job("copy")->end == Approx(2000.0 + (100 * GB - 1800.0 * starved) / (80 * MB)));
}

TEST_CASE("a copy after the backup streams the drive but starts late") {
  // After: the copy waits for the whole 100 GB (2000 s), then streams at 80 MB/s: 1250 s.
  Diagram d = staging("after");
  const auto result = d.solve();
  CHECK(result.job("copy")->start == Approx(2000.0));
  CHECK(result.job("copy")->end == Approx(3250.0));
  // Restored, the copy brings the same 100 GB back from tape, with nothing to wait for.
  const auto restore = d.solve(solver::DirectionMode::Restore);
  CHECK(restore.job("copy")->bytes == Approx(100 * GB));
  CHECK(restore.job("copy")->start == Approx(0.0));
}

TEST_CASE("a copy after an incremental moves what the incremental wrote") {
  // An incremental of 5 % a day over 2 days moves 10 GB of the 100 GB volume into the pool;
  // the copy after it moves those 10 GB at 80 MB/s: 125 s. (It copied the whole 100 GB.)
  Diagram d = staging("after");
  topology::Job backup = *d.topology().job("backup");
  backup.level.level = topology::BackupLevel::Incremental;
  backup.level.changeRate = 0.05;
  backup.level.daysOfChange = 2;
  REQUIRE(d.topology().updateJob(backup));
  const auto result = d.solve();
  CHECK(result.job("backup")->bytes == Approx(10 * GB));
  CHECK(result.job("copy")->bytes == Approx(10 * GB));
  CHECK(result.job("copy")->end - result.job("copy")->start == Approx(125.0));
}

TEST_CASE("a full spool stops the backup until the despool has drained it") {
  // A 20 GB spool with the high-water mark at its size (Bacula's spooling): the backup fills
  // 20 GB in 400 s and waits; the copy alone drains it at 80 MB/s in 250 s, pauses at the
  // empty spool, and the backup goes on. Five such cycles of 650 s move the 100 GB; the last
  // drain ends at 4 x 650 + 400 + 250 = 3250 s, the backup's last byte at 3000 s.
  Diagram d = staging("while");
  d.set("pool", "spool_size", "20 GB").set("pool", "high_water", "20 GB");
  const auto result = d.solve();
  CHECK(result.job("backup")->end == Approx(3000.0));
  CHECK(result.job("copy")->end == Approx(3250.0));
}

TEST_CASE("source-side deduplication sends only new chunks over a slow link") {
  // The client volume's 50 MB/s array is sent over 100 Mb/s (12.5 MB/s of payload) to a
  // deduplicating target whose CPUs ingest 100 MB/s. Target-side every byte crosses the wire:
  // 12.5 MB/s. Source-side at the later-fulls ratio of 20:1 the wire carries 1/20 of each
  // byte (room for 250 MB/s); the client's one core chunks 40 MB/s and holds it there, and the
  // wire carries 40 / 20 = 2 MB/s.
  const auto run = [](const std::string& side) {
    Diagram d;
    d.lanBackup();
    d.add("dd", "t-dedup", {{"dedup_side", side}, {"client_core_rate", "40 MB/s"}});
    d.set("srvc", "cpu_cores", "1");
    d.link("sw:eth3", "dd:eth");
    d.job("j", "volc", "dd");
    return d.solve();
  };
  const auto target = run("target");
  CHECK(target.job("j")->rate == Approx(12.5 * MB));
  CHECK(target.job("j")->bottleneck.category == "network");
  const auto source = run("source");
  CHECK(source.job("j")->rate == Approx(40 * MB));
  CHECK(source.job("j")->bottleneck.category == "cpu");
  CHECK(source.resource("nic:nicc:tx")->load == Approx(2 * MB));
}

TEST_CASE("an incremental job sends changed chunks at the incremental ratio") {
  // As above, source-side, but with a client core of 1 GB/s so the wire holds the job: at the
  // appliance's later-fulls ratio (20:1, the default run sized) a full moves 20 logical bytes per
  // wire byte, 12.5 * 20 = 250 MB/s, where the array's 50 MB/s holds it. An incremental job sends
  // the new chunks of changed data, at the incremental ratio (5:1): the wire allows 12.5 * 5 =
  // 62.5 MB/s, the array still holds it at 50 MB/s, and the wire carries 50 / 5 = 10 MB/s.
  Diagram d;
  d.lanBackup();
  d.add("dd", "t-dedup", {{"dedup_side", "source"}, {"client_core_rate", "1 GB/s"}});
  d.link("sw:eth3", "dd:eth");
  d.job("j", "volc", "dd");
  CHECK(d.solve().resource("nic:nicc:tx")->load == Approx(50 * MB / 20));
  topology::Job job = *d.topology().job("j");
  job.level.level = topology::BackupLevel::Incremental;
  job.level.changeRate = 0.05;
  REQUIRE(d.topology().updateJob(job));
  CHECK(d.solve().resource("nic:nicc:tx")->load == Approx(50 * MB / 5));
}

TEST_CASE("restores from a deduplicating target rehydrate at their own rate") {
  // Ingest 100 MB/s, rehydrating reads 30 MB/s: a local backup into it goes at the array's
  // 50 MB/s; the restore is held at 30 MB/s by the rehydration (the array writes 20 MB/s, so
  // make it faster for this check).
  Diagram d;
  d.localBackup().set("bus", "sustained_rate", "1 GB/s").set("array", "write_rate", "1 GB/s");
  d.add("dd", "t-dedup", {{"rehydrate_rate", "30 MB/s"}});
  d.add("nic", "t-nic", {{"speed", "10 Gb/s"}});
  d.link("bus:slot3", "nic:card").link("nic:eth1", "dd:eth");
  d.job("j", "vol", "dd");
  CHECK(d.solve().job("j")->rate == Approx(50 * MB));
  const auto restore = d.solve(solver::DirectionMode::Restore);
  CHECK(restore.job("j")->rate == Approx(30 * MB));
  CHECK(restore.job("j")->bottleneck.key == "dedup-read:dd");
}

TEST_CASE("a WAN copy is held by the TCP window over the round trip, then by the link") {
  // The pool's copy to an object store 100 ms away over a 100 Mb/s link (12.5 MB/s of
  // payload). One connection moves a 64 KiB window per round trip: 65536 / 0.1 = 655,360 B/s.
  // 19 parallel parts move 12.45 MB/s, still window-bound; 20 parts would move 13.1 MB/s and
  // the link holds them at 12.5 MB/s.
  const auto run = [](const std::string& parts) {
    Diagram d;
    d.localBackup().set("bus", "sustained_rate", "1 GB/s");
    d.add("pool", "t-pool").link("srv:local", "pool:on");
    d.add("s3", "t-store",
          {{"rtt", "100 ms"}, {"tcp_window", "64 KiB"}, {"parallel_parts", parts}});
    d.add("nic", "t-nic").link("bus:slot3", "nic:card").link("nic:eth1", "s3:wan");
    d.job("backup", "vol", "pool").job("cloud", "pool", "s3");
    return d.solve();
  };
  const auto one = run("1");
  CHECK(one.job("cloud")->rate == Approx(655360.0));
  CHECK(one.job("cloud")->bottleneck.category == "network");
  CHECK(one.job("cloud")->bottleneck.key.rfind("ceiling:", 0) == 0);
  CHECK(run("19").job("cloud")->rate == Approx(19 * 655360.0));
  const auto twenty = run("20");
  CHECK(twenty.job("cloud")->rate == Approx(12.5 * MB));
  CHECK(twenty.job("cloud")->bottleneck.node.empty()); // the link, not a node
}

TEST_CASE("a copy to an object store moves each part at most at the store's rate per request") {
  // As the WAN copy above with 4 parallel parts (4 x 655,360 B/s = 2.62 MB/s by the window):
  // a store that takes a PUT at 500 kB/s holds each part's connection to that, 2 MB/s, and
  // says so. At 1 MB/s a PUT the window holds again.
  const auto run = [](const std::string& perRequest) {
    Diagram d;
    d.localBackup().set("bus", "sustained_rate", "1 GB/s");
    d.add("pool", "t-pool").link("srv:local", "pool:on");
    d.add("s3", "t-store",
          {{"rtt", "100 ms"},
           {"tcp_window", "64 KiB"},
           {"parallel_parts", "4"},
           {"request_write_rate", perRequest}});
    d.add("nic", "t-nic").link("bus:slot3", "nic:card").link("nic:eth1", "s3:wan");
    d.job("backup", "vol", "pool").job("cloud", "pool", "s3");
    return d.solve();
  };
  const auto slow = run("500 kB/s");
  CHECK(slow.job("cloud")->rate == Approx(2 * MB));
  CHECK(slow.job("cloud")->bottleneck.label ==
        "4 connections to s3 at its 500 kB/s per request (2 MB/s)");
  CHECK(run("1 MB/s").job("cloud")->rate == Approx(4 * 655360.0));
}

TEST_CASE("an object store's request limit per prefix holds many parallel parts") {
  // 32 parts of 8 MiB would fill the 12.5 MB/s link, but one prefix takes one PUT a second:
  // 1 x 8 MiB = 8,388,608 B/s. Four prefixes lift it to 33.6 MB/s, above the link.
  const auto run = [](const std::string& prefixes) {
    Diagram d;
    d.localBackup().set("bus", "sustained_rate", "1 GB/s");
    d.add("s3", "t-store",
          {{"rtt", "100 ms"},
           {"tcp_window", "64 KiB"},
           {"parallel_parts", "32"},
           {"part_size", "8 MiB"},
           {"request_rate", "1"},
           {"prefixes", prefixes}});
    d.add("nic", "t-nic").link("bus:slot3", "nic:card").link("nic:eth1", "s3:wan");
    d.job("j", "vol", "s3");
    return d.solve();
  };
  const auto one = run("1");
  CHECK(one.job("j")->rate == Approx(8388608.0));
  CHECK(one.job("j")->bottleneck.key == "store-requests:s3");
  CHECK(run("4").job("j")->rate == Approx(12.5 * MB));
}

TEST_CASE("a staged run's verdict judges the backups to disk and tells when the copy ends") {
  // The copy after the backup (above): the backups end at 2000 s = 33 min 20 s, which is what
  // the 1 h window judges (26 min 40 s to spare); the copy to tape ends 1250 s = 20 min 50 s
  // after them.
  Diagram d = staging("after");
  const auto run = d.solve(solver::DirectionMode::Backup);
  const auto verdict =
      whatif::judge(run, topology::Direction::Backup, topology::Duration{3600.0, "1 h"});
  CHECK(verdict.fit == whatif::Fit::Fits);
  CHECK(verdict.runSeconds == Approx(2000.0));
  CHECK(whatif::describe(verdict) == "Backup to disk fits the 1 h window with 26 min 40 s to "
                                     "spare; the copy to tape finishes 20 min 50 s later");
}
