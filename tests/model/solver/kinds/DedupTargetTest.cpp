// A deduplicating target's rule (model/solver/kinds/DedupTarget.cpp). Written to: its ingest CPU,
// "dedup-cpu:<id>" (unless the source deduplicates), its chunk index, "dedup-index:<id>" (lookups
// a second x chunk size, the chunk size the dedup-target kind's default in kinds.json, 8 KiB,
// unless stated), both per logical byte, and its disks, "dedup-disk:<id>", which store the new
// chunks, 1 / ratio of a byte a byte. Read from: its rehydrating reads, "dedup-read:<id>", and
// the index. Every figure is worked out by hand in the comment above its check.
// MB = 10^6 bytes.

#include "KindsFixture.h"

using namespace tapeflow;
using test::Diagram;

namespace {

constexpr double MB = 1e6;

// The basic local backup (bus 1 GB/s, array reading and writing 1 GB/s) with deduplicating
// target `dd` (t-dedup: ingest 100 MB/s, with `figures`) on a 10 Gb/s NIC in server `srv`; job
// `j` backs `vol` up to it. The appliance runs later fulls: the kind's ratio of 20:1.
Diagram toDedup(std::initializer_list<std::pair<std::string, std::string>> figures = {}) {
  return test::toNetworkTarget("dd", "t-dedup", "eth", figures);
}

} // namespace

TEST_CASE("a target-side appliance ingests every logical byte on its CPUs") {
  // Ingest 100 MB/s, one byte a byte: it holds the job (NIC 1.25 GB/s, array 1 GB/s).
  const auto result = toDedup().solve();
  const auto& cpu = test::resourceOf(result, "dedup-cpu:dd");
  CHECK(cpu.label == "dd ingest (CPU)");
  CHECK(cpu.kind == solver::ResourceKind::Controller);
  CHECK(cpu.parameter == "ingest_cpu_rate");
  CHECK(cpu.capacity == Approx(100 * MB));
  CHECK(test::perByte(result, "dedup-cpu:dd", "j") == Approx(1.0));
  CHECK(result.job("j")->rate == Approx(100 * MB));
  // No disk or index figure stated: no such resources.
  CHECK(result.resource("dedup-disk:dd") == nullptr);
  CHECK(result.resource("dedup-index:dd") == nullptr);
}

TEST_CASE("an appliance's disks store only the new chunks") {
  // Disk writes 2 MB/s at the later-fulls ratio of 20:1: 1/20 of a byte a byte, so they hold the
  // job at 2 x 20 = 40 MB/s (below the ingest's 100).
  const auto result = toDedup({{"disk_write_rate", "2 MB/s"}}).solve();
  const auto& disks = test::resourceOf(result, "dedup-disk:dd");
  CHECK(disks.label == "dd disk writes of new chunks");
  CHECK(disks.kind == solver::ResourceKind::Disk);
  CHECK(disks.parameter == "disk_write_rate");
  CHECK(disks.capacity == Approx(2 * MB));
  CHECK(test::perByte(result, "dedup-disk:dd", "j") == Approx(1.0 / 20.0));
  CHECK(result.job("j")->rate == Approx(40 * MB));
}

TEST_CASE("an appliance looks up one index entry per chunk, of the kind's size unless stated") {
  // 1,000 lookups a second of the kind's 8 KiB chunks: 1,000 x 8,192 = 8.192 MB/s of logical
  // bytes, one a byte; it holds the job.
  const auto result = toDedup({{"index_lookups", "1000"}}).solve();
  const auto& index = test::resourceOf(result, "dedup-index:dd");
  CHECK(index.label == "dd chunk index lookups");
  CHECK(index.kind == solver::ResourceKind::Controller);
  CHECK(index.parameter == "index_lookups");
  CHECK(index.capacity == Approx(8.192 * MB));
  CHECK(test::perByte(result, "dedup-index:dd", "j") == Approx(1.0));
  CHECK(result.job("j")->rate == Approx(8.192 * MB));
  // Chunks of 32 KiB: 1,000 x 32,768 = 32.768 MB/s.
  const auto larger = toDedup({{"index_lookups", "1000"}, {"chunk_size", "32 KiB"}}).solve();
  CHECK(test::resourceOf(larger, "dedup-index:dd").capacity == Approx(32.768 * MB));
}

TEST_CASE("a source-side appliance spends no ingest CPU and counts logical bytes from new ones") {
  // The client chunks (its core at 1 GB/s): only new chunks reach the appliance, 1/20 of a byte
  // a byte on the wire. The appliance's CPU has nothing to do; its index still looks up every
  // logical byte's chunks (one a byte) and its disks store the new ones (1/20 a byte).
  const auto result = toDedup({{"dedup_side", "source"},
                               {"client_core_rate", "1 GB/s"},
                               {"index_lookups", "1000"},
                               {"disk_write_rate", "2 MB/s"}})
                          .solve();
  CHECK(result.resource("dedup-cpu:dd") == nullptr);
  CHECK(test::perByte(result, "dedup-index:dd", "j") == Approx(1.0));
  CHECK(test::perByte(result, "dedup-disk:dd", "j") == Approx(1.0 / 20.0));
}

TEST_CASE("a restore from an appliance rehydrates its chunks and looks them up") {
  // Rehydrating reads at 30 MB/s, one byte a byte: they hold the restore. The index is looked up
  // for every byte read (1,000 x 8 KiB = 8.192 MB/s would hold it, so state 10,000: 81.92
  // MB/s). No ingest, no disk writes.
  const auto result = toDedup({{"rehydrate_rate", "30 MB/s"},
                               {"index_lookups", "10000"},
                               {"disk_write_rate", "2 MB/s"}})
                          .solve(solver::DirectionMode::Restore);
  const auto& reads = test::resourceOf(result, "dedup-read:dd");
  CHECK(reads.label == "dd rehydrating reads");
  CHECK(reads.kind == solver::ResourceKind::Disk);
  CHECK(reads.parameter == "rehydrate_rate");
  CHECK(reads.capacity == Approx(30 * MB));
  CHECK(test::perByte(result, "dedup-read:dd", "j") == Approx(1.0));
  CHECK(result.job("j")->rate == Approx(30 * MB));
  CHECK(test::resourceOf(result, "dedup-index:dd").capacity == Approx(81.92 * MB));
  CHECK(test::perByte(result, "dedup-index:dd", "j") == Approx(1.0));
  CHECK(result.resource("dedup-cpu:dd") == nullptr);
  CHECK(result.resource("dedup-disk:dd") == nullptr);
}
