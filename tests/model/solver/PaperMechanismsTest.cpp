// Hand-computed cases for the mechanisms the reference papers' measurements called for (issue 5):
// volumes striped over arrays, the one-stream rate of a RAID controller, per-processor and
// restore limits of an application, small-file I/Os on an array, SCSI time-sharing at each
// device's speed, a NIC's card limit, a tape drive's time per command. MB = 10^6 bytes.

#include "SolverFixture.h"

#include "solver/FlowModel.h"

#include <algorithm>
#include <string>

using namespace tapeflow;
using solver::DirectionMode;
using tapeflow::test::Diagram;

namespace {
constexpr double MB = 1e6;

// localBackup() with a second array on the RAID controller's other channel and a fast bus and
// drive: the only limits left are the two 50 MB/s arrays.
Diagram& twoArrays(Diagram& d) {
  d.localBackup().set("bus", "sustained_rate", "1 GB/s").set("drive", "native_rate", "1 GB/s");
  d.add("array2", "t-array").link("raid:ch2", "array2:scsi1");
  return d;
}

} // namespace

TEST_CASE("a volume striped over two arrays reads half its bytes from each") {
  // One array: 50 MB/s. Striped over both: each array carries half, 100 MB/s in all.
  Diagram single;
  twoArrays(single).job("j", "vol", "drive");
  CHECK(single.solve().job("j")->rate == Approx(50 * MB));

  Diagram striped;
  twoArrays(striped).link("array2:volumes", "vol:on").job("j", "vol", "drive");
  const auto r = striped.solve();
  REQUIRE(r.job("j")->error.empty());
  CHECK(r.job("j")->rate == Approx(100 * MB));
  CHECK(r.resource("disk:array:read")->load == Approx(50 * MB));
  CHECK(r.resource("disk:array2:read")->load == Approx(50 * MB));
  CHECK(r.resource("bus:bus")->load == Approx(200 * MB)); // in and out once, whole
}

TEST_CASE("a striped volume names the array that cannot reach the drive") {
  Diagram d;
  twoArrays(d);
  d.add("srv2", "t-server").add("bus2", "t-bus").add("raid2", "t-raid").add("array3", "t-array");
  d.link("srv2:bus1", "bus2:host").link("bus2:slot1", "raid2:card");
  d.link("raid2:ch1", "array3:scsi1").link("array3:volumes", "vol:on");
  d.job("j", "vol", "drive");
  const auto r = d.solve();
  const auto* job = r.job("j");
  REQUIRE(job);
  INFO(job->error << " rate " << job->rate);
  CHECK(job->rate == 0.0);
  CHECK_THAT(job->error, Catch::Contains("striped over 'array3'"));
  CHECK_THAT(job->error, Catch::Contains("no path from 'array3' to 'drive'"));
}

TEST_CASE("one stream gets a RAID controller's one-stream rate, each stream its own") {
  // stream_rate 30 MB/s on the controller. One job: 30 MB/s, named. Two jobs from two volumes
  // of the same 50 MB/s array: the array is shared, 25 each, below each one's 30. Striped over
  // the controller's two arrays: each stream passes half its bytes per visit, twice: 30 MB/s.
  Diagram one;
  twoArrays(one).set("raid", "stream_rate", "30 MB/s").job("j", "vol", "drive");
  const auto r1 = one.solve();
  CHECK(r1.job("j")->rate == Approx(30 * MB));
  CHECK(r1.job("j")->bottleneck.key == "stream:raid:j:0");
  CHECK(r1.job("j")->bottleneck.category == "disk");

  Diagram two;
  twoArrays(two).set("raid", "stream_rate", "30 MB/s");
  two.add("vol2", "t-volume").add("drive2", "t-drive", {{"native_rate", "1 GB/s"}});
  two.link("array:volumes", "vol2:on").link("hba:ch2", "drive2:scsi1");
  two.job("a", "vol", "drive").job("b", "vol2", "drive2");
  const auto r2 = two.solve();
  CHECK(r2.job("a")->rate == Approx(25 * MB));
  CHECK(r2.job("b")->rate == Approx(25 * MB));

  Diagram striped;
  twoArrays(striped).set("raid", "stream_rate", "30 MB/s").link("array2:volumes", "vol:on");
  striped.job("j", "vol", "drive");
  CHECK(striped.solve().job("j")->rate == Approx(30 * MB));
}

TEST_CASE("streams of one job into one drive cross the same resources, each with its own") {
  // Three streams into the 1 GB/s drive: the same coefficients and the same CPU work each (the
  // builder takes them from the stream before), but a controller's one-stream rate (20 MB/s) is
  // each stream's own: 60 MB/s in all from a 1 GB/s array (taking the first stream's
  // coefficients, the three would share one 20 MB/s).
  topology::JobOptions three;
  three.streams = 3;
  Diagram plain;
  twoArrays(plain).set("srv", "core_rate_disk_io", "500 MB/s");
  plain.set("srv", "core_rate_tape_io", "500 MB/s").job("j", "vol", "drive", three);
  const auto model = solver::buildFlowModel(plain.topology(), {});
  REQUIRE(model.streams.size() == 3);
  for (std::size_t s = 0; s < model.streams.size(); ++s) {
    const auto& coefficients = model.streams[s].coefficients;
    CHECK(std::equal(coefficients.begin(), coefficients.end(),
                     model.streams[0].coefficients.begin(), model.streams[0].coefficients.end()));
    std::size_t terms = 0;
    for (const auto& term : model.cpuTerms) terms += term.stream == s ? 1 : 0;
    CHECK(terms > 0);
    CHECK(terms * 3 == model.cpuTerms.size());
  }

  Diagram own;
  twoArrays(own).set("raid", "stream_rate", "20 MB/s").set("array", "read_rate", "1 GB/s");
  own.job("j", "vol", "drive", three);
  const auto r = own.solve();
  REQUIRE(r.job("j")->streams.size() == 3);
  CHECK(r.job("j")->rate == Approx(60 * MB));
  for (int s = 0; s < 3; ++s) {
    CHECK(r.job("j")->streams[s].rate == Approx(20 * MB));
    CHECK(r.job("j")->streams[s].bottleneck.key == "stream:raid:j:" + std::to_string(s));
  }
}

TEST_CASE("an application's job limit per processor, and its restore limit") {
  // 10 MB/s per processor: 640 MB/s on the 64-core test server (the 50 MB/s array limits), 20
  // on two cores. A restore is held at the application's 5 MB/s.
  Diagram many;
  many.localBackup()
      .set("srv", "backup_app", "t-app-threads")
      .set("bus", "sustained_rate", "1 GB/s");
  many.set("drive", "native_rate", "1 GB/s").job("j", "vol", "drive");
  CHECK(many.solve().job("j")->rate == Approx(50 * MB));

  Diagram two;
  two.localBackup().set("srv", "backup_app", "t-app-threads").set("srv", "cpu_cores", "2");
  two.set("bus", "sustained_rate", "1 GB/s").set("drive", "native_rate", "1 GB/s");
  two.job("j", "vol", "drive");
  const auto backup = two.solve(DirectionMode::Backup);
  CHECK(backup.job("j")->rate == Approx(20 * MB));
  CHECK(backup.job("j")->bottleneck.key == "job:j:job_rate_limit");
  CHECK(backup.job("j")->bottleneck.category == "application");
  const auto restore = two.solve(DirectionMode::Restore);
  CHECK(restore.job("j")->rate == Approx(5 * MB));
  CHECK(restore.job("j")->bottleneck.key == "job:j:restore_rate_limit");
}

TEST_CASE("small files cost an array I/Os as well as bytes") {
  // 4 members x 100 I/O/s = 400 I/O/s; 2 I/Os per 10 kB file = 2e-4 I/Os per byte: 2 MB/s,
  // well below the 50 MB/s of streaming and the file system's 100 MB/s. An image job of the
  // same volume reads no files: 50 MB/s.
  Diagram d;
  d.localBackup().set("array", "member_iops", "100").set("vol", "filesystem", "t-fs-io");
  d.set("vol", "mean_file_size", "10 kB").set("bus", "sustained_rate", "1 GB/s");
  d.set("drive", "native_rate", "1 GB/s").job("j", "vol", "drive");
  const auto r = d.solve();
  CHECK(r.job("j")->rate == Approx(2 * MB));
  CHECK(r.job("j")->bottleneck.key == "iops:array:read");

  Diagram image;
  image.localBackup().set("array", "member_iops", "100").set("vol", "filesystem", "t-fs-io");
  image.set("vol", "mean_file_size", "10 kB").set("bus", "sustained_rate", "1 GB/s");
  image.set("drive", "native_rate", "1 GB/s");
  topology::JobOptions options;
  options.mode = topology::JobMode::Image;
  image.job("j", "vol", "drive", options);
  CHECK(image.solve().job("j")->rate == Approx(50 * MB));
}

TEST_CASE("a SCSI channel carries a slower device's bytes at that device's speed") {
  // A 40 MB/s channel with two drives that negotiate 20 MB/s: each byte holds the bus for
  // 1/20 MB of a second, so the two together get 20 MB/s: 10 MB/s each, less the bus phases of
  // each 64 KiB connection (18 us): 40 / (2 + 40e6 x 18e-6 / 65,536) / 2 = 9.945 MB/s each.
  Diagram d;
  d.localBackup().set("bus", "sustained_rate", "1 GB/s").set("array", "read_rate", "1 GB/s");
  d.set("hba", "channel_rate", "40 MB/s").set("drive", "native_rate", "1 GB/s");
  d.set("drive", "interface_rate", "20 MB/s");
  d.add("vol2", "t-volume").add("drive2", "t-drive", {{"native_rate", "1 GB/s"}});
  d.set("drive2", "interface_rate", "20 MB/s");
  d.link("array:volumes", "vol2:on").link("hba:ch1", "drive2:scsi1");
  d.job("a", "vol", "drive").job("b", "vol2", "drive2");
  const auto r = d.solve();
  const double each = 40 * MB / (2.0 + 40e6 * 18e-6 / 65536) / 2.0;
  CHECK(r.job("a")->rate == Approx(each));
  CHECK(r.job("b")->rate == Approx(each));
  CHECK(r.job("a")->bottleneck.key == "channel:hba:ch1");
}

TEST_CASE("a remote agent that works, then sends takes turns with the network, pushed or not") {
  // Over the 100 Mb/s LAN of the test (12.5 MB/s of payload) an agent that moves 12.5 MB/s on
  // its own and sends each buffer after working on it: 1 / (1/12.5 + 1/12.5) = 6.25 MB/s, with
  // or without a push agent (which saves the per-file requests, not the turns).
  for (const bool push : {false, true}) {
    Diagram d;
    d.lanBackup("t-app-pull");
    topology::JobOptions options;
    options.pushAgent = push;
    d.job("j", "volc", "drive", options);
    const auto r = d.solve();
    CHECK(r.job("j")->rate == Approx(6.25 * MB));
    CHECK(r.job("j")->bottleneck.key == "job:j:remote_stream_rate");
    CHECK_THAT(r.job("j")->bottleneck.label, Catch::Contains("remote agent working, then sending"));
  }
}

TEST_CASE("a pulling server asks for each file, a round trip a file; a push agent saves it") {
  // The same agent sending as it works (no stop and wait), 12.5 MB/s on its own; the switch
  // adds 1 ms each way. Files of 100 kB pulled one at a time pay 2 ms each: 1 / (1/12.5 MB/s +
  // 2 ms / 100 kB) = 10 MB/s. Pushed, or backed up as an image, they stream at 12.5 MB/s.
  const auto rate = [](bool push, topology::JobMode mode) {
    Diagram d;
    d.lanBackup("t-app-pull");
    d.set("srv", "backup_app.remote_stop_and_wait", catalog::Value{false, {}, {}});
    d.set("sw", "latency", "1 ms").set("volc", "mean_file_size", "100 kB");
    topology::JobOptions options;
    options.pushAgent = push;
    options.mode = mode;
    d.job("j", "volc", "drive", options);
    const auto r = d.solve();
    return std::make_pair(r.job("j")->rate, r.job("j")->bottleneck.label);
  };
  const auto [pulled, words] = rate(false, topology::JobMode::ByFile);
  CHECK(pulled == Approx(10 * MB));
  CHECK_THAT(words, Catch::Contains("asked for each file (no push agent)"));
  CHECK(rate(true, topology::JobMode::ByFile).first == Approx(12.5 * MB));
  CHECK(rate(false, topology::JobMode::Image).first == Approx(12.5 * MB));
}

TEST_CASE("each block costs the drive its command time, a remote block pays it in the round trip") {
  // command_time 2 ms, interface 50 MB/s. Locally, 10 kB blocks: 10 kB / (2 + 0.2 ms) =
  // 4.545 MB/s, below the 10 MB/s drive; 100 kB blocks: 100 kB / 4 ms = 25 MB/s, the drive
  // holds it at 10.
  const auto local = [](double block) {
    Diagram d;
    d.localBackup().set("drive", "command_time", "2 ms").set("drive", "interface_rate", "50 MB/s");
    topology::JobOptions options;
    options.blockSize = block;
    d.job("j", "vol", "drive", options);
    return d.solve();
  };
  const auto small = local(10e3);
  CHECK(small.job("j")->rate == Approx(10e3 / 2.2e-3));
  CHECK(small.job("j")->bottleneck.category == "tape");
  CHECK_THAT(small.job("j")->bottleneck.label, Catch::Contains("per command to drive"));
  CHECK(local(100e3).job("j")->rate == Approx(10 * MB));

  // A RAIT-0 pair of such drives (fast enough on tape): each member takes half of each 100 kB
  // block, 2 + 1 ms a command, both at once: 100 kB / 3 ms = 33.3 MB/s.
  Diagram rait;
  rait.localBackup().set("bus", "sustained_rate", "1 GB/s").set("array", "read_rate", "1 GB/s");
  rait.add("rait", "t-rait", {{"rait_level", "rait-0"}}).add("drive2", "t-drive");
  rait.link("rait:member", "drive:rait").link("rait:member", "drive2:rait");
  rait.link("hba:ch1", "drive2:scsi1");
  for (const std::string id : {"drive", "drive2"})
    rait.set(id, "native_rate", "1 GB/s")
        .set(id, "command_time", "2 ms")
        .set(id, "interface_rate", "50 MB/s");
  topology::JobOptions striped;
  striped.blockSize = 100e3;
  rait.job("j", "vol", "rait", striped);
  CHECK(rait.solve().job("j")->rate == Approx(100e3 / 3e-3));

  // Over a 100 Mb/s LAN (12.5 MB/s) with one synchronous 100 kB block per round trip: 8 ms on
  // the wire plus the drive's 2 + 2 ms: 100 kB / 12 ms = 8.33 MB/s.
  Diagram remote;
  remote.lanBackup("t-app-sync");
  remote.set("drive", "command_time", "2 ms").set("drive", "interface_rate", "50 MB/s");
  topology::JobOptions options;
  options.blockSize = 100e3;
  remote.job("j", "volc", "drive", options);
  const auto r = remote.solve();
  CHECK(r.job("j")->rate == Approx(100e3 / 12e-3));
  CHECK_THAT(r.job("j")->bottleneck.label, Catch::Contains("block per network round trip"));
}

TEST_CASE("jobs beyond the device's concurrency wait for a free slot in the timeline") {
  // Two 100 GB volumes into one 10 MB/s drive. An application that does not multiplex (t-app:
  // concurrency 1) runs them one after the other: A 0-10,000 s alone at 10 MB/s, then B. The
  // drive set to take two interleaves them: 5 MB/s each, both from 0 to 20,000 s.
  const auto build = [](const std::string& concurrency) {
    Diagram d;
    d.localBackup().set("srv", "backup_app", "t-app");
    d.add("vol2", "t-volume").link("array:volumes", "vol2:on");
    if (!concurrency.empty()) d.set("drive", "concurrency", concurrency);
    d.job("a", "vol", "drive").job("b", "vol2", "drive");
    return d.solve();
  };
  const auto serial = build("");
  CHECK(serial.job("a")->end == Approx(10000));
  CHECK(serial.job("b")->start == Approx(10000));
  CHECK(serial.job("b")->end == Approx(20000));
  bool warned = false;
  std::string all;
  for (const auto& w : serial.warnings) all += w.component + ": " + w.message + "\n";
  INFO(all);
  for (const auto& w : serial.warnings)
    if (w.component == "drive" && w.message.find("job 'b' waits 2 h 46 min for a free slot") == 0 &&
        w.message.find("at most 1 job into 'drive' at once") != std::string::npos)
      warned = true;
  CHECK(warned);

  const auto both = build("2");
  CHECK(both.job("b")->start == Approx(0));
  CHECK(both.job("a")->end == Approx(20000));
  for (const auto& w : both.warnings) CHECK(w.message.find("free slot") == std::string::npos);
}
