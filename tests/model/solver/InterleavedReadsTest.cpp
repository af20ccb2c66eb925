// Several files of one backup read at once from a spinning disk (solver/InterleavedReads.h): each
// read, of the application's size or at least the kernel's read-ahead, costs the disk an access
// besides its transfer, so the disk spends 1 + access x rate / read bytes of streaming per byte
// read. The diagram: a server reading a volume on one disk (t-disk-rated: 150 MB/s, 6,000 rpm,
// 100 random IOPS) behind a controller, onto a 500 MB/s drive that never holds it. MB = 10^6
// bytes, KiB = 2^10.

#include "SolverFixture.h"

#include <algorithm>

using namespace tapeflow;
using test::Diagram;

namespace {

constexpr double MB = 1e6;
constexpr double KiB = 1024.0;
constexpr double ms = 1e-3;

catalog::Value number(double value) { return catalog::Value{value, {}, {}}; }

// A backup of volume `vol` on disk `store` (entry `disk`) by t-app reading `files` files at once in
// reads of `read` bytes, on an operating system whose read-ahead is 128 KiB.
Diagram readingDisk(const char* disk, long long files, double read,
                    topology::JobOptions options = {}) {
  Diagram d;
  d.onDisk(disk);
  d.set("srv", "backup_app", "t-app");
  d.set("srv", "backup_app.files_read_at_once", catalog::Value{files, {}, {}});
  if (read > 0.0) d.set("srv", "backup_app.read_size", number(read));
  d.set("srv", "operating_system.read_ahead", number(128 * KiB));
  d.job("j", "vol", "drive", options);
  return d;
}

double interleaved(double rate, double access, double read) {
  return rate / (1.0 + access * rate / read);
}

} // namespace

TEST_CASE("two files read at once from one disk pay an access per read") {
  // 512 KiB reads, 10 ms each to reach: 1 + 0.01 x 150 MB/s / 512 KiB = 3.861 bytes of the
  // disk's streaming per byte read, 38.85 MB/s.
  Diagram d = readingDisk("t-disk-rated", 2, 512 * KiB);
  d.set("store", "access_time", "10 ms");
  const auto result = d.solve();
  const auto* job = result.job("j");
  REQUIRE(job);
  CHECK(job->rate == Approx(interleaved(150 * MB, 10 * ms, 512 * KiB)));
  CHECK(job->rate == Approx(38.85 * MB).epsilon(1e-3));
  CHECK(job->bottleneck.key == "disk:store:read");
  CHECK(job->bottleneck.label ==
        "store read, 2 files read at once in 512 KiB reads, each after a 10 ms access");
  // The disk is busy all the while: its load is in bytes of streaming.
  const auto* disk = result.resource("disk:store:read");
  REQUIRE(disk);
  CHECK(disk->utilisation == Approx(1.0));
}

TEST_CASE("one file at a time streams the disk") {
  CHECK(readingDisk("t-disk-rated", 1, 512 * KiB).solve().job("j")->rate == Approx(150 * MB));
}

TEST_CASE("without a stated access time one random I/O stands for it") {
  // t-disk-rated states 100 random IOPS: 10 ms an access, as above.
  CHECK(readingDisk("t-disk-rated", 2, 512 * KiB).solve().job("j")->rate ==
        Approx(interleaved(150 * MB, 10 * ms, 512 * KiB)));
}

TEST_CASE("the kernel reads at least its read-ahead at a time") {
  // A 64 KiB read is read as 128 KiB: 1 + 0.01 x 150 MB/s / 128 KiB = 12.44, 12.06 MB/s. Without
  // a read size of the application the read-ahead alone sets it.
  CHECK(readingDisk("t-disk-rated", 2, 64 * KiB).solve().job("j")->rate ==
        Approx(interleaved(150 * MB, 10 * ms, 128 * KiB)));
  CHECK(readingDisk("t-disk-rated", 2, 0.0).solve().job("j")->rate ==
        Approx(interleaved(150 * MB, 10 * ms, 128 * KiB)));
}

TEST_CASE("flash, an image and a single file do not interleave") {
  Diagram flash = readingDisk("t-disk-rated", 2, 512 * KiB);
  flash.set("store", "rpm", "0");
  CHECK(flash.solve().job("j")->rate == Approx(150 * MB));
  // More random I/Os a second than a spindle turns and no access time: no heads to wait for.
  Diagram manyIops = readingDisk("t-disk-rated", 2, 512 * KiB);
  manyIops.set("store", "random_iops", "90000");
  CHECK(manyIops.solve().job("j")->rate == Approx(150 * MB));
  topology::JobOptions image;
  image.mode = topology::JobMode::Image;
  CHECK(readingDisk("t-disk-rated", 2, 512 * KiB, image).solve().job("j")->rate ==
        Approx(150 * MB));
  Diagram one = readingDisk("t-disk-rated", 2, 512 * KiB);
  one.set("vol", "file_count", "1");
  CHECK(one.solve().job("j")->rate == Approx(150 * MB));
}

TEST_CASE("a restore writes as it did") {
  Diagram d = readingDisk("t-disk-rated", 2, 512 * KiB);
  CHECK(d.solve(solver::DirectionMode::Restore).job("j")->rate == Approx(140 * MB));
}

TEST_CASE("on an array each read moves one member's heads") {
  // t-array: RAID-0 of 4 members, 50 MB/s read; members at 40 MB/s and 100 random IOPS (10 ms):
  // 1 + 0.01 x 40 MB/s / 512 KiB = 1.763 bytes of the array's streaming a byte, 28.36 MB/s.
  Diagram d = readingDisk("t-array", 2, 512 * KiB);
  d.set("store", "member_read_rate", "40 MB/s").set("store", "member_iops", "100");
  CHECK(d.solve().job("j")->rate == Approx(50 * MB / (1.0 + 10 * ms * 40 * MB / (512 * KiB))));
  // Without member figures nothing says how long a member's heads take.
  CHECK(readingDisk("t-array", 2, 512 * KiB).solve().job("j")->rate == Approx(50 * MB));
}

TEST_CASE("files read at once overlap their per-file times") {
  // t-fs: one reader streams 100 MB/s and spends 10 ms a file; files of 1 MB (100 GB in 100,000):
  // 20 ms a file, 50 MB/s for one reader and 100 MB/s for two, from a flash disk of 150 MB/s.
  const auto solved = [](long long files) {
    Diagram d = readingDisk("t-disk-rated", files, 512 * KiB);
    d.set("store", "rpm", "0").set("vol", "filesystem", "t-fs").set("vol", "file_count", "100000");
    return *d.solve().job("j");
  };
  const auto rate = [&](long long files) { return solved(files).rate; };
  CHECK(rate(1) == Approx(50 * MB));
  CHECK(rate(2) == Approx(100 * MB));
  CHECK(rate(4) == Approx(150 * MB)); // the disk
  // The ceiling says how many read.
  CHECK(solved(1).bottleneck.label.rfind("one reader of ", 0) == 0);
  CHECK(solved(2).bottleneck.label.rfind("2 readers of ", 0) == 0);
}

// Other work on the disk (its background load) sends the heads away between the backup's reads
// (solver/InterleavedReads.h, perByteUnderOtherWork()).
namespace {

// The backup's rate when other work takes `busy` of a disk streaming at `rate`: the larger of
// every read paying an access and every foreign I/O costing one access of the backup's time.
double underOtherWork(double busy, double rate, double access, double read) {
  return std::max((1.0 - busy) * read / (read / rate + access), rate * (1.0 - 2.0 * busy));
}

} // namespace

TEST_CASE("other users' I/O on a spinning disk sends the heads away from a backup's reads") {
  // Half the disk's time taken by others: their I/Os (an access each, 10 ms) outnumber the
  // backup's reads of 128 KiB (the read-ahead), each of which pays an access to come back:
  // 0.5 x 131,072 / (131,072 / 150 MB/s + 10 ms) = 6.027 MB/s, where the time share alone left
  // it 75 MB/s.
  Diagram d = readingDisk("t-disk-rated", 1, 0.0);
  d.set("store", "background_load", number(0.5));
  const auto result = d.solve();
  const auto* job = result.job("j");
  REQUIRE(job);
  CHECK(job->rate == Approx(underOtherWork(0.5, 150 * MB, 10 * ms, 128 * KiB)));
  CHECK(job->rate == Approx(6.027 * MB).epsilon(1e-3));
  CHECK(job->bottleneck.key == "disk:store:read");
  CHECK(job->bottleneck.label == "store read, 50 % busy with other work, whose I/Os send the "
                                 "heads away from the backup's 128 KiB reads (10 ms an access)");
}

TEST_CASE("a little other work costs the backup a seek back for each of its I/Os") {
  // A tenth of the disk's time: 10 foreign I/Os a second against the backup's hundreds of reads;
  // each costs it an access besides, so it keeps 150 MB/s x (1 - 0.2) = 120 MB/s, not the 135
  // MB/s of the time share alone, nor the 10.8 MB/s of an access for every read.
  Diagram d = readingDisk("t-disk-rated", 1, 0.0);
  d.set("store", "background_load", number(0.1));
  CHECK(d.solve().job("j")->rate == Approx(120 * MB));
  CHECK(underOtherWork(0.1, 150 * MB, 10 * ms, 128 * KiB) == Approx(120 * MB));
}

TEST_CASE("other work leaves flash, a restore and an unknown read size their time share") {
  const auto rate = [](Diagram d, solver::DirectionMode mode = solver::DirectionMode::AsDefined) {
    d.set("store", "background_load", number(0.5));
    return d.solve(mode).job("j")->rate;
  };
  Diagram flash = readingDisk("t-disk-rated", 1, 0.0);
  flash.set("store", "rpm", "0");
  CHECK(rate(flash) == Approx(75 * MB));
  // Writes go through the page cache, which the kernel puts out in long runs.
  CHECK(rate(readingDisk("t-disk-rated", 1, 0.0), solver::DirectionMode::Restore) ==
        Approx(70 * MB));
  // No operating system or application that says how much one read is.
  Diagram unknown;
  unknown.onDisk("t-disk-rated");
  unknown.job("j", "vol", "drive");
  CHECK(rate(unknown) == Approx(75 * MB));
}

TEST_CASE("an image backup and files read at once pay for other work too") {
  // An image reads the volume in the application's 512 KiB reads: 0.5 x 524,288 / (524,288 / 150
  // MB/s + 10 ms) = 19.43 MB/s.
  topology::JobOptions image;
  image.mode = topology::JobMode::Image;
  Diagram whole = readingDisk("t-disk-rated", 2, 512 * KiB, image);
  whole.set("store", "background_load", number(0.5));
  CHECK(whole.solve().job("j")->rate == Approx(underOtherWork(0.5, 150 * MB, 10 * ms, 512 * KiB)));
  // Two files at once already pay an access a read; other work takes its time besides: the
  // disk's half left, at 1 + 0.01 x 150 MB/s / 512 KiB bytes a byte.
  Diagram two = readingDisk("t-disk-rated", 2, 512 * KiB);
  two.set("store", "background_load", number(0.5));
  const auto result = two.solve();
  CHECK(result.job("j")->rate == Approx(0.5 * interleaved(150 * MB, 10 * ms, 512 * KiB)));
  CHECK(result.job("j")->bottleneck.label ==
        "store read, 2 files read at once in 512 KiB reads, each after a 10 ms access, 50 % busy "
        "with other work");
}

TEST_CASE("other work on an array moves its members' heads") {
  // 45 % of the set's time: the foreign I/Os outnumber a member's reads, each of which pays the
  // member's access to come back: 0.55 / (1 + 0.01 x 40 MB/s / 128 KiB) = 0.1357 of the rate,
  // 6.787 MB/s of the array's 50 (with a tenth, 1 - 0.2 of it: 40 MB/s).
  const auto rate = [](double busy) {
    Diagram d = readingDisk("t-array", 1, 0.0);
    d.set("store", "member_read_rate", "40 MB/s").set("store", "member_iops", "100");
    d.set("store", "background_load", number(busy));
    return d.solve().job("j")->rate;
  };
  CHECK(rate(0.45) ==
        Approx(50 * MB * underOtherWork(0.45, 40 * MB, 10 * ms, 128 * KiB) / (40 * MB)));
  CHECK(rate(0.45) == Approx(6.787 * MB).epsilon(1e-3));
  CHECK(rate(0.1) == Approx(40 * MB));
}
