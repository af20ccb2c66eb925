// Hand-computed cases, one per mechanism of the solver. Each opens with the system and the
// allocation expected, worked out by hand. MB = 10^6 bytes.

#include "SolverFixture.h"

using namespace tapeflow;
using solver::DirectionMode;
using tapeflow::test::Diagram;

namespace {
constexpr double MB = 1e6;
}

TEST_CASE("one path: the slowest component sets the rate and is named") {
  // Array 50 MB/s, bus 100 MB/s crossed twice (50), drive 10 MB/s: 10 MB/s, the drive.
  Diagram d;
  d.localBackup().job("j", "vol", "drive");
  const auto r = d.solve();
  const auto* job = r.job("j");
  REQUIRE(job);
  CHECK(job->error.empty());
  CHECK(job->rate == Approx(10 * MB));
  CHECK(job->bottleneck.key == "tape:drive");
  CHECK(r.resource("bus:bus")->load == Approx(20 * MB)); // crossed twice
  CHECK(r.resource("disk:array:read")->utilisation == Approx(0.2));
}

TEST_CASE("a job that moves part of a volume keeps the volume's file size") {
  // Volume of 100 MB in 10,000 files (10 kB each) on a file system with 10 ms per file and
  // 100 MB/s streaming: 1 / (1/100 + 0.01/0.01) MB/s = 0.990 MB/s whatever part a job moves.
  // Half the data with the volume's whole file count would be 5 kB files and 0.498 MB/s.
  Diagram d;
  d.localBackup().set("drive", "native_rate", "40 MB/s");
  d.set("vol", "filesystem", "t-fs").set("vol", "data_size", "100 MB");
  d.set("vol", "file_count", "10000");
  topology::JobOptions half;
  half.dataSize = 50 * MB;
  d.job("j", "vol", "drive", half);
  const auto r = d.solve();
  CHECK(r.job("j")->rate == Approx(1.0 / (1.0 / 100 + 0.01 / 0.01) * MB));
  CHECK(r.job("j")->bottleneck.key == "ceiling:j");
}

TEST_CASE("two jobs share a resource equally") {
  // Two volumes on one array (50 MB/s), each to its own 40 MB/s drive: 25 MB/s each, the array.
  Diagram d;
  d.localBackup().set("drive", "native_rate", "40 MB/s");
  d.add("vol2", "t-volume").add("drive2", "t-drive", {{"native_rate", "40 MB/s"}});
  d.link("array:volumes", "vol2:on").link("hba:ch1", "drive2:scsi1");
  d.set("bus", "sustained_rate", "1 GB/s");
  d.job("a", "vol", "drive").job("b", "vol2", "drive2");
  const auto r = d.solve();
  CHECK(r.job("a")->rate == Approx(25 * MB));
  CHECK(r.job("b")->rate == Approx(25 * MB));
  CHECK(r.job("a")->bottleneck.key == "disk:array:read");
  CHECK(r.aggregateRate == Approx(50 * MB));
}

TEST_CASE("a ceiling below the fair share leaves the rest to the other job") {
  // As above, but volume a holds 10 kB files on a file system with 10 ms per file and 100 MB/s
  // streaming: one reader gets 1 / (1/100 + 0.01/0.01) MB/s = 0.990 MB/s; b takes the rest of
  // the array: 50 - 0.990 = 49.0, capped by its 40 MB/s drive: 40 MB/s.
  Diagram d;
  d.localBackup().set("drive", "native_rate", "40 MB/s");
  d.add("vol2", "t-volume").add("drive2", "t-drive", {{"native_rate", "40 MB/s"}});
  d.link("array:volumes", "vol2:on").link("hba:ch1", "drive2:scsi1");
  d.set("bus", "sustained_rate", "1 GB/s");
  d.set("vol", "filesystem", "t-fs").set("vol", "mean_file_size", "10 kB");
  d.job("a", "vol", "drive").job("b", "vol2", "drive2");
  const auto r = d.solve();
  CHECK(r.job("a")->rate == Approx(1.0 / (1.0 / 100 + 0.01 / 0.01) * MB));
  CHECK(r.job("a")->bottleneck.key == "ceiling:a");
  CHECK_THAT(r.job("a")->bottleneck.label, Catch::Contains("Test FS"));
  CHECK(r.job("b")->rate == Approx(40 * MB));
  CHECK(r.job("b")->bottleneck.key == "tape:drive2");
}

TEST_CASE("a bus the data enters and leaves by is crossed twice") {
  // Disk controller and tape HBA in one 60 MB/s bus; array and drive 100 MB/s: 30 MB/s.
  Diagram d;
  d.localBackup().set("bus", "sustained_rate", "60 MB/s").set("array", "read_rate", "100 MB/s");
  d.set("drive", "native_rate", "100 MB/s").job("j", "vol", "drive");
  const auto r = d.solve();
  CHECK(r.job("j")->rate == Approx(30 * MB));
  CHECK(r.job("j")->bottleneck.key == "bus:bus");
  bool warned = false;
  for (const auto& w : r.warnings) warned |= w.component == "bus";
  CHECK(warned);
}

TEST_CASE("a full-duplex bus crossed twice costs nothing and warns of nothing") {
  // The same with PCIe (lanes each way, 60 MB/s each): up from the controller and down to the
  // HBA on lanes of their own, so 60 MB/s, and no warning (issue 40: every client was warned).
  Diagram d;
  d.localBackup().set("bus", "sustained_rate", "60 MB/s").set("bus", "full_duplex", "true");
  d.set("array", "read_rate", "100 MB/s").set("drive", "native_rate", "100 MB/s");
  d.job("j", "vol", "drive");
  const auto r = d.solve();
  CHECK(r.job("j")->rate == Approx(60 * MB));
  for (const auto& w : r.warnings) {
    INFO(w.message);
    CHECK(w.message.find("twice") == std::string::npos);
  }
}

TEST_CASE("peer buses are each crossed once") {
  // The same, with the tape HBA on a second 60 MB/s bus of the server: 60 MB/s.
  Diagram d;
  d.add("srv", "t-server").add("busA", "t-bus", {{"sustained_rate", "60 MB/s"}});
  d.add("busB", "t-bus", {{"sustained_rate", "60 MB/s"}}).add("raid", "t-raid");
  d.add("array", "t-array", {{"read_rate", "100 MB/s"}}).add("vol", "t-volume");
  d.add("hba", "t-hba").add("drive", "t-drive", {{"native_rate", "100 MB/s"}});
  d.link("srv:bus1", "busA:host").link("srv:bus2", "busB:host");
  d.link("busA:slot1", "raid:card").link("busB:slot1", "hba:card");
  d.link("raid:ch1", "array:scsi1").link("array:volumes", "vol:on").link("hba:ch1", "drive:scsi1");
  d.job("j", "vol", "drive");
  const auto r = d.solve();
  CHECK(r.job("j")->rate == Approx(60 * MB));
  CHECK(r.resource("bus:busA")->load == Approx(60 * MB));
  CHECK(r.resource("bus:busB")->load == Approx(60 * MB));
}

TEST_CASE("disk and tape on one SCSI channel cross it twice") {
  // Array and drive both on channel ch1 of one HBA, channel 40 MB/s, everything else fast:
  // 20 MB/s, the channel, less its bus phases (the kind's 18 us per 64 KiB connection, paid on
  // each crossing): 40 / (2 x (1 + 40e6 x 18e-6 / 65,536)) = 19.78 MB/s.
  Diagram d;
  d.add("srv", "t-server").add("bus", "t-bus", {{"sustained_rate", "1 GB/s"}});
  d.add("hba", "t-hba", {{"channel_rate", "40 MB/s"}})
      .add("array", "t-array", {{"read_rate", "100 MB/s"}});
  d.add("vol", "t-volume").add("drive", "t-drive", {{"native_rate", "100 MB/s"}});
  d.link("srv:bus1", "bus:host").link("bus:slot1", "hba:card").link("hba:ch1", "array:scsi1");
  d.link("hba:ch1", "drive:scsi1").link("array:volumes", "vol:on");
  d.job("j", "vol", "drive");
  const auto r = d.solve();
  CHECK(r.job("j")->rate == Approx(20 * MB / (1.0 + 40e6 * 18e-6 / 65536)));
  CHECK(r.job("j")->bottleneck.key == "channel:hba:ch1");
}

TEST_CASE("over the LAN the network limits, and software compression before it doubles the rate") {
  Diagram d;
  d.lanBackup().job("plain", "volc", "drive");
  const auto plain = d.solve();
  CHECK(plain.job("plain")->rate == Approx(12.5 * MB));
  // NIC and link both carry 12.5 MB/s: either is a right answer for the tie.
  const std::string& key = plain.job("plain")->bottleneck.key;
  CHECK((key.rfind("nic:", 0) == 0 || key.rfind("link:", 0) == 0));
  REQUIRE(plain.job("plain")->path.size() >= 8);

  // 2:1 data compressed on the client: the wire carries half a byte per byte: 25 MB/s.
  Diagram c;
  c.lanBackup().set("volc", "compressibility", "2");
  topology::JobOptions options;
  options.softwareCompression = true;
  c.job("compressed", "volc", "drive", options);
  const auto compressed = c.solve();
  CHECK(compressed.job("compressed")->rate == Approx(25 * MB));
}

TEST_CASE("drive compression multiplies the native rate up to the host limit") {
  // 10 MB/s native, 3:1 data, host interface 25 MB/s: min(10 x 3, 25) = 25 MB/s.
  Diagram d;
  d.localBackup().set("bus", "sustained_rate", "1 GB/s").set("array", "read_rate", "1 GB/s");
  d.set("drive", "compression", "dlz").set("drive", "max_host_rate", "25 MB/s");
  d.set("vol", "compressibility", "3").job("j", "vol", "drive");
  CHECK(d.solve().job("j")->rate == Approx(25 * MB));
  d.set("drive", "max_host_rate", "100 MB/s");
  CHECK(d.solve().job("j")->rate == Approx(30 * MB));
}

namespace {

Diagram& raitOf(Diagram& d, const std::string& level, int members) {
  d.localBackup().set("bus", "sustained_rate", "1 GB/s").set("array", "read_rate", "1 GB/s");
  d.add("rait", "t-rait", {{"rait_level", level}});
  d.link("rait:member", "drive:rait");
  for (int i = 2; i <= members; ++i) {
    const std::string id = "drive" + std::to_string(i);
    d.add(id, "t-drive").link("hba:ch1", id + ":scsi1").link("rait:member", id + ":rait");
  }
  d.job("j", "vol", "rait");
  return d;
}

} // namespace

TEST_CASE("RAIT-0 stripes, RAIT-1 mirrors, RAIT-5 adds parity") {
  // Three 10 MB/s members: RAIT-0 splits in thirds (30 MB/s); RAIT-5 writes a parity share,
  // each member taking 1/2 of the data (20 MB/s). Two mirrored members: 10 MB/s.
  Diagram r0;
  CHECK(raitOf(r0, "rait-0", 3).solve().job("j")->rate == Approx(30 * MB));
  Diagram r5;
  CHECK(raitOf(r5, "rait-5", 3).solve().job("j")->rate == Approx(20 * MB));
  Diagram r1;
  const auto mirrored = raitOf(r1, "rait-1", 2).solve();
  CHECK(mirrored.job("j")->rate == Approx(10 * MB));
  CHECK(mirrored.resource("channel:hba:ch1")->load == Approx(20 * MB)); // two copies
}

TEST_CASE("a restore uses each resource's capacity for its direction") {
  // The array reads at 50 and writes at 20 MB/s; the drive reads at 30 MB/s: restore 20 MB/s.
  Diagram d;
  d.localBackup().set("bus", "sustained_rate", "1 GB/s").set("drive", "native_rate", "40 MB/s");
  d.set("drive", "native_read_rate", "30 MB/s");
  d.job("j", "vol", "drive");
  CHECK(d.solve(DirectionMode::Backup).job("j")->rate == Approx(40 * MB));
  const auto restore = d.solve(DirectionMode::Restore);
  CHECK(restore.job("j")->rate == Approx(20 * MB));
  CHECK(restore.job("j")->bottleneck.key == "disk:array:write");
}

TEST_CASE("a hub is one half-duplex segment for both directions") {
  // Two clients through an 80 Mb/s hub (10 MB/s of payload with efficiency 1) to the server:
  // one backs up, the other restores; they share the segment: 5 MB/s each.
  Diagram d;
  d.localBackup("a").localBackup("b");
  d.add("srv", "t-server").add("bus", "t-bus", {{"sustained_rate", "1 GB/s"}}).add("hba", "t-hba");
  d.add("d1", "t-drive").add("d2", "t-drive").add("hub", "t-hub");
  d.add("nica", "t-nic").add("nicb", "t-nic").add("nic", "t-nic", {{"speed", "1 Gb/s"}});
  d.link("srv:bus1", "bus:host").link("bus:slot1", "hba:card");
  d.link("hba:ch1", "d1:scsi1").link("hba:ch1", "d2:scsi1");
  d.link("busa:slot3", "nica:card").link("busb:slot3", "nicb:card").link("bus:slot2", "nic:card");
  d.link("nica:eth1", "hub:eth1").link("nicb:eth1", "hub:eth2").link("nic:eth1", "hub:eth3");
  d.job("up", "vola", "d1").job("down", "volb", "d2", {}, topology::Direction::Restore);
  const auto r = d.solve();
  CHECK(r.job("up")->rate == Approx(5 * MB));
  CHECK(r.job("down")->rate == Approx(5 * MB));
  CHECK(r.resource("hub:hub")->utilisation == Approx(1.0));
}

TEST_CASE("a host short of CPU is the bottleneck and its use is split by kind of work") {
  // One core; reading costs 1/20 and writing tape 1/20 core-second per MB: 10 MB/s.
  Diagram d;
  d.localBackup().set("bus", "sustained_rate", "1 GB/s").set("drive", "native_rate", "100 MB/s");
  d.set("srv", "cpu_cores", "1").set("srv", "core_rate_disk_io", "20 MB/s");
  d.set("srv", "core_rate_tape_io", "20 MB/s").job("j", "vol", "drive");
  const auto r = d.solve();
  CHECK(r.job("j")->rate == Approx(10 * MB));
  CHECK(r.job("j")->bottleneck.key == "cpu:srv");
  REQUIRE(r.hosts.size() == 1);
  CHECK(r.hosts[0].utilisation == Approx(1.0));
  CHECK(r.hosts[0].byWork[static_cast<std::size_t>(solver::Work::DiskRead)] == Approx(0.5));
  CHECK(r.hosts[0].byWork[static_cast<std::size_t>(solver::Work::TapeWrite)] == Approx(0.5));
  bool warned = false;
  for (const auto& w : r.warnings) warned |= w.component == "srv";
  CHECK(warned);
}

TEST_CASE("the next bottleneck is what limits the job once the first is lifted") {
  // Drive 10 MB/s, then the array at 50 MB/s (bus 1 GB/s).
  Diagram d;
  d.localBackup().set("bus", "sustained_rate", "1 GB/s").job("j", "vol", "drive");
  const auto r = d.solve();
  CHECK(r.job("j")->bottleneck.key == "tape:drive");
  CHECK(r.job("j")->next.key == "disk:array:read");
  CHECK(r.job("j")->next.rate == Approx(50 * MB));
  // Headroom: the array could carry 40 MB/s more.
  bool found = false;
  for (const auto& h : r.job("j")->headroom)
    if (r.resources[h.resource].key == "disk:array:read") {
      found = true;
      CHECK(h.spare == Approx(40 * MB));
    }
  CHECK(found);
}

TEST_CASE("when a job ends the other takes what it freed (timeline)") {
  // Two 100 GB... sizes 10 GB and 30 GB from one 50 MB/s array to 40 MB/s drives: 25 MB/s each
  // until the first ends at 400 s, then 40 MB/s (its drive) for the remaining 20 GB: 900 s.
  Diagram d;
  d.localBackup().set("drive", "native_rate", "40 MB/s").set("bus", "sustained_rate", "1 GB/s");
  d.add("vol2", "t-volume").add("drive2", "t-drive", {{"native_rate", "40 MB/s"}});
  d.link("array:volumes", "vol2:on").link("hba:ch1", "drive2:scsi1");
  d.set("vol", "data_size", "10 GB").set("vol2", "data_size", "30 GB");
  d.job("a", "vol", "drive").job("b", "vol2", "drive2");
  const auto r = d.solve();
  CHECK(r.job("a")->end == Approx(400));
  CHECK(r.job("b")->end == Approx(900));
  CHECK(r.timeline.window == Approx(900));
}

TEST_CASE("a host's CPU over the session averages what its jobs move from first byte to last") {
  // Two volumes of 10 and 30 GB into their own 10 MB/s drives, one core costing 1/100 core-second
  // per MB read and 1/100 per MB written to tape: 0.02 core-seconds a MB. Both at 10 MB/s: 0.4
  // cores while both run. The first ends at 1,000 s, the second at 3,000 s: 40,000 MB x 0.02 =
  // 800 core-seconds over 3,000 s, 26.7 % on average (what a monitor averaging the run shows).
  // Into one drive that takes one job at a time (t-app), the same bytes follow each other from 0
  // to 4,000 s: 0.2 cores while they share the drive (the steady figure) and on average.
  const auto build = [](bool oneDrive) {
    Diagram d;
    d.localBackup().set("bus", "sustained_rate", "1 GB/s").set("srv", "cpu_cores", "1");
    d.set("srv", "core_rate_disk_io", "100 MB/s").set("srv", "core_rate_tape_io", "100 MB/s");
    d.add("vol2", "t-volume").link("array:volumes", "vol2:on");
    d.set("vol", "data_size", "10 GB").set("vol2", "data_size", "30 GB");
    d.add("drive2", "t-drive").link("hba:ch1", "drive2:scsi1");
    if (oneDrive) d.set("srv", "backup_app", "t-app");
    d.job("a", "vol", "drive").job("b", "vol2", oneDrive ? "drive" : "drive2");
    return d.solve();
  };
  const auto both = build(false);
  REQUIRE(both.job("b")->end == Approx(3000));
  REQUIRE(both.hosts.size() == 1);
  CHECK(both.hosts[0].utilisation == Approx(0.4));
  CHECK(both.hosts[0].sessionUtilisation == Approx(800.0 / 3000.0));

  const auto serial = build(true);
  REQUIRE(serial.job("b")->end == Approx(4000));
  REQUIRE(serial.hosts.size() == 1);
  CHECK(serial.hosts[0].utilisation == Approx(0.2));
  CHECK(serial.hosts[0].sessionUtilisation == Approx(0.2));
}

TEST_CASE("a host's CPU over the session: the steady load without a timeline, none unused") {
  // One job of 10 GB at 10 MB/s, 0.02 core-seconds a MB: 0.2 cores. Without a timeline the
  // steady figure is all there is; a job with nothing to move leaves its host idle all session.
  Diagram d;
  d.localBackup().set("bus", "sustained_rate", "1 GB/s").set("srv", "cpu_cores", "1");
  d.set("srv", "core_rate_disk_io", "100 MB/s").set("srv", "core_rate_tape_io", "100 MB/s");
  d.set("vol", "data_size", "10 GB").job("a", "vol", "drive");
  solver::SolveOptions steadyOnly;
  steadyOnly.timeline = false;
  const auto steady = solver::solve(d.topology(), steadyOnly);
  REQUIRE(steady.hosts.size() == 1);
  CHECK(steady.hosts[0].utilisation == Approx(0.2));
  CHECK(steady.hosts[0].sessionUtilisation == Approx(0.2));

  d.set("vol", "data_size", "0 GB");
  const auto idle = d.solve();
  REQUIRE(idle.hosts.size() == 1);
  CHECK(idle.hosts[0].sessionUtilisation == 0.0);
}

TEST_CASE("a job that outgrows its cartridge waits for the library robot") {
  // 100 GB at 10 MB/s onto 40 GB cartridges: 3 cartridges, 2 exchanges of 60 s: 10,120 s.
  Diagram d;
  d.localBackup().set("drive", "native_capacity", "40 GB");
  d.add("lib", "t-library").link("lib:bay1", "drive:library").job("j", "vol", "drive");
  const auto r = d.solve();
  CHECK(r.job("j")->cartridgeChanges == 2);
  CHECK(r.job("j")->end == Approx(10000 + 120));
}

TEST_CASE("an underfed drive shoe-shines, moves less than it is fed, and is warned about") {
  // Drive with one speed 10 MB/s, 8 MB buffer, 2 s repositions; the array gives 6 MB/s:
  // 6 x 2 = 12 MB > 8 MB, so rate = 10 x 8 / (8 + 2 x 4) = 5 MB/s.
  Diagram d;
  d.localBackup().set("array", "read_rate", "6 MB/s");
  d.set("drive", "buffer_size", "8 MB").set("drive", "reposition_time", "2 s");
  d.job("j", "vol", "drive");
  const auto r = d.solve();
  CHECK(r.job("j")->rate == Approx(5 * MB));
  CHECK(r.job("j")->bottleneck.key == "tape:drive");
  bool warned = false;
  for (const auto& w : r.warnings)
    if (w.component == "drive") warned = w.message.find("shoe-shining") != std::string::npos;
  CHECK(warned);
}

TEST_CASE("a drive fed inside its speed range warns only when the host waits") {
  // Steps 5 and 10 MB/s, 8 MB buffer, 2 s repositions. Fed 6 MB/s it runs at 10 MB/s and
  // stops when the buffer empties; 6 x 2 = 12 MB > 8 MB, so the host waits and the drive moves
  // 10 x 8 / (8 + 2 x 4) = 5 MB/s: warned. With a 64 MB buffer the reposition is bridged, the
  // drive moves all 6 MB/s, and nothing is said about a stop that costs nothing.
  const auto warnings = [](const std::string& buffer) {
    Diagram d;
    d.localBackup().set("array", "read_rate", "6 MB/s");
    d.set("drive", "streaming_mode", "steps").set("drive", "speed_steps", "5 MB/s, 10 MB/s");
    d.set("drive", "buffer_size", buffer);
    d.set("drive", "reposition_time", "2 s");
    d.job("j", "vol", "drive");
    const auto r = d.solve();
    std::string said;
    for (const auto& w : r.warnings)
      if (w.component == "drive") said += w.message;
    return std::pair{r.job("j")->rate, said};
  };
  const auto [smallRate, smallSaid] = warnings("8 MB");
  CHECK(smallRate == Approx(5 * MB));
  CHECK_THAT(smallSaid, Catch::Contains("next speed step") && Catch::Contains("moves only"));
  const auto [bigRate, bigSaid] = warnings("64 MB");
  CHECK(bigRate == Approx(6 * MB));
  CHECK(bigSaid.empty());
}

TEST_CASE("a job with no path names the gap") {
  Diagram d;
  d.localBackup();
  d.add("lonely", "t-drive").job("j", "vol", "lonely");
  const auto r = d.solve();
  CHECK_THAT(r.job("j")->error, Catch::Contains("'lonely' is not linked to anything"));
  CHECK(r.job("j")->rate == 0.0);
}

TEST_CASE("a NULL device measures the path without a drive") {
  // The HP method: back up to a NULL device to see what the rest of the path gives: 50 MB/s.
  Diagram d;
  d.localBackup().set("bus", "sustained_rate", "1 GB/s");
  d.add("null", "t-null").link("hba:ch1", "null:host").job("j", "vol", "null");
  CHECK(d.solve().job("j")->rate == Approx(50 * MB));
}

TEST_CASE("several streams of one job are held by the application's per-job limit") {
  // 4 streams, each file-system ceiling 20 MB/s (1/(1/100 + 0.01/0.25) MB/s for 250 kB files),
  // the drive 100 MB/s, the array 1 GB/s, the application caps a job at 50 MB/s: 50 MB/s.
  Diagram d;
  d.localBackup().set("bus", "sustained_rate", "1 GB/s").set("array", "read_rate", "1 GB/s");
  d.set("drive", "native_rate", "100 MB/s").set("vol", "filesystem", "t-fs");
  d.set("vol", "mean_file_size", "250 kB");
  topology::JobOptions options;
  options.streams = 4;
  d.job("j", "vol", "drive", options);
  const auto unlimited = d.solve();
  CHECK(unlimited.job("j")->rate == Approx(80 * MB));
  CHECK(unlimited.job("j")->streams.size() == 4);
  Diagram limited;
  limited.localBackup().set("bus", "sustained_rate", "1 GB/s").set("array", "read_rate", "1 GB/s");
  limited.set("drive", "native_rate", "100 MB/s").set("vol", "filesystem", "t-fs");
  limited.set("vol", "mean_file_size", "250 kB").set("srv", "backup_app", "t-app-50");
  limited.job("j", "vol", "drive", options);
  const auto r = limited.solve();
  CHECK(r.job("j")->rate == Approx(50 * MB));
  CHECK(r.job("j")->bottleneck.key == "job:j:job_rate_limit");
  for (const auto& stream : r.job("j")->streams) CHECK(stream.rate == Approx(12.5 * MB));
}
