// An object store's rule (model/solver/kinds/ObjectStore.cpp). Written to: its PUT requests,
// "store-requests:<id>" (requests a second per prefix x prefixes x part size, the part size the
// object-store kind's default in kinds.json, 64 MiB, unless stated), and its ingest,
// "store-ingest:<id>". Read from: its egress, "store-egress:<id>". Every figure is worked out by
// hand in the comment above its check. MB = 10^6 bytes, MiB = 2^20.

#include "KindsFixture.h"

using namespace tapeflow;
using test::Diagram;

namespace {

constexpr double MB = 1e6;
constexpr double MiB = 1048576.0;

// The basic local backup (bus 1 GB/s, array reading and writing 1 GB/s) with object store `s3`
// (t-store: 10 ms away, the kind's 4 MiB TCP window: 419 MB/s a connection, with `figures`) on a
// 10 Gb/s NIC in server `srv`; job `j` backs `vol` up to it.
Diagram toStore(std::initializer_list<std::pair<std::string, std::string>> figures) {
  return test::toNetworkTarget("s3", "t-store", "wan", figures);
}

} // namespace

TEST_CASE("an object store's requests carry a part each, of the kind's size unless stated") {
  // One request a second on the one prefix, of the kind's 64 MiB parts: 67,108,864 B/s, one
  // byte a byte; it holds the job.
  const auto result = toStore({{"request_rate", "1"}}).solve();
  const auto& requests = test::resourceOf(result, "store-requests:s3");
  CHECK(requests.label == "s3 PUT requests");
  CHECK(requests.kind == solver::ResourceKind::Link);
  CHECK(requests.parameter == "request_rate");
  CHECK(requests.capacity == Approx(64 * MiB));
  CHECK(test::perByte(result, "store-requests:s3", "j") == Approx(1.0));
  CHECK(result.job("j")->rate == Approx(64 * MiB));
  CHECK(result.resource("store-ingest:s3") == nullptr);
  // Three prefixes of 8 MiB parts: 1 x 3 x 8 MiB = 25,165,824 B/s.
  const auto prefixes =
      toStore({{"request_rate", "1"}, {"prefixes", "3"}, {"part_size", "8 MiB"}}).solve();
  CHECK(test::resourceOf(prefixes, "store-requests:s3").capacity == Approx(24 * MiB));
}

TEST_CASE("an object store's ingest limit holds a backup into it") {
  // Ingest 30 MB/s, one byte a byte.
  const auto result = toStore({{"ingest_rate", "30 MB/s"}}).solve();
  const auto& ingest = test::resourceOf(result, "store-ingest:s3");
  CHECK(ingest.label == "s3 ingest");
  CHECK(ingest.parameter == "ingest_rate");
  CHECK(ingest.capacity == Approx(30 * MB));
  CHECK(test::perByte(result, "store-ingest:s3", "j") == Approx(1.0));
  CHECK(result.job("j")->rate == Approx(30 * MB));
  CHECK(result.resource("store-requests:s3") == nullptr); // no request rate stated
}

TEST_CASE("a restore from an object store is held by its egress, not its write limits") {
  // Egress 20 MB/s, one byte a byte; the request and ingest limits are for writes only.
  const auto result =
      toStore({{"egress_rate", "20 MB/s"}, {"request_rate", "0.1"}, {"ingest_rate", "10 MB/s"}})
          .solve(solver::DirectionMode::Restore);
  const auto& egress = test::resourceOf(result, "store-egress:s3");
  CHECK(egress.label == "s3 restore (egress)");
  CHECK(egress.kind == solver::ResourceKind::Link);
  CHECK(egress.parameter == "egress_rate");
  CHECK(egress.capacity == Approx(20 * MB));
  CHECK(test::perByte(result, "store-egress:s3", "j") == Approx(1.0));
  CHECK(result.job("j")->rate == Approx(20 * MB));
  CHECK(result.resource("store-requests:s3") == nullptr);
  CHECK(result.resource("store-ingest:s3") == nullptr);
  // A backup of the same has no egress resource.
  CHECK(toStore({{"egress_rate", "20 MB/s"}}).solve().resource("store-egress:s3") == nullptr);
}
