// A Fibre Channel to SCSI bridge's rule (model/solver/kinds/FcBridge.cpp): its own rate,
// "bridge:<id>", where it states one. Every figure is worked out by hand in the comment above its
// check. MB = 10^6 bytes.

#include "KindsFixture.h"

using namespace tapeflow;

namespace {

constexpr double MB = 1e6;

// The basic local backup (bus 1 GB/s, array reading 1 GB/s) with a second SCSI drive `scsidrive`
// (100 MB/s) behind bridge `br` (t-fc-bridge: FC port 200 MB/s) on Fibre Channel HBA `fc` (port
// 200 MB/s); job `j` backs `vol` up to it.
test::Diagram bridged() {
  auto d = test::kindsDiagram();
  d.localBackup().set("bus", "sustained_rate", "1 GB/s").set("array", "read_rate", "1 GB/s");
  d.add("fc", "t-fc-hba").add("br", "t-fc-bridge");
  d.add("scsidrive", "t-drive", {{"native_rate", "100 MB/s"}});
  d.link("bus:slot3", "fc:card").link("fc:fc1", "br:fc1").link("br:scsi1", "scsidrive:scsi1");
  d.job("j", "vol", "scsidrive");
  return d;
}

} // namespace

TEST_CASE("a bridge's stated rate is a resource of its own") {
  // Bridge 40 MB/s: "bridge:br" at 40 MB/s, one byte a byte, holds the job (drive 100 MB/s).
  auto d = bridged();
  d.set("br", "bridge_rate", "40 MB/s");
  const auto result = d.solve();
  const auto* bridge = result.resource("bridge:br");
  REQUIRE(bridge);
  CHECK(bridge->label == "br");
  CHECK(bridge->kind == solver::ResourceKind::Bridge);
  CHECK(bridge->parameter == "bridge_rate");
  CHECK(bridge->capacity == Approx(40 * MB));
  CHECK(test::perByte(result, "bridge:br", "j") == Approx(1.0));
  CHECK(result.job("j")->rate == Approx(40 * MB));
  CHECK(result.job("j")->bottleneck.key == "bridge:br");
}

TEST_CASE("a bridge that states no rate of its own has no resource") {
  // t-fc-bridge states none: the drive's 100 MB/s holds the job.
  auto d = bridged();
  const auto result = d.solve();
  CHECK(result.resource("bridge:br") == nullptr);
  CHECK(result.job("j")->rate == Approx(100 * MB));
}
