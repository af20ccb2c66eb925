// A Fibre Channel arbitrated loop's rule (model/solver/kinds/FcLoop.cpp): one resource every
// device on the loop shares, "loop:<id>", at the loop rate times the loop's efficiency, which is
// the loop kind's default in kinds.json (0.9) unless stated. Every figure is worked out by hand
// in the comment above its check. MB = 10^6 bytes.

#include "KindsFixture.h"

using namespace tapeflow;

namespace {

constexpr double MB = 1e6;

// The basic local backup (bus 1 GB/s, array reading 1 GB/s) with a second drive `fcdrive`
// (300 MB/s) on loop `al` (t-fc-loop: 100 MB/s, no efficiency stated) behind Fibre Channel HBA
// `fc` (port 200 MB/s); job `j` backs `vol` up to it.
test::Diagram onLoop() {
  auto d = test::kindsDiagram();
  d.localBackup().set("bus", "sustained_rate", "1 GB/s").set("array", "read_rate", "1 GB/s");
  d.add("fc", "t-fc-hba").add("al", "t-fc-loop");
  d.add("fcdrive", "t-drive", {{"native_rate", "300 MB/s"}}).set("fcdrive", "fc_ports", "1");
  d.link("bus:slot3", "fc:card").link("fc:fc1", "al:port1").link("al:port2", "fcdrive:fc1");
  d.job("j", "vol", "fcdrive");
  return d;
}

} // namespace

TEST_CASE("a loop that states no efficiency loses the loop kind's default to arbitration") {
  // Loop 100 MB/s, the kind's efficiency 0.9: 90 MB/s, one byte a byte, and it holds the job
  // (the links to the loop run at the loop's 100 MB/s, the HBA at 200).
  auto d = onLoop();
  const auto result = d.solve();
  const auto* loop = result.resource("loop:al");
  REQUIRE(loop);
  CHECK(loop->label == "al loop");
  CHECK(loop->kind == solver::ResourceKind::Fabric);
  CHECK(loop->parameter == "loop_rate");
  CHECK(loop->capacity == Approx(90 * MB));
  CHECK(test::perByte(result, "loop:al", "j") == Approx(1.0));
  CHECK(result.job("j")->rate == Approx(90 * MB));
  CHECK(result.job("j")->bottleneck.key == "loop:al");
}

TEST_CASE("a loop's stated efficiency replaces the default") {
  // Efficiency 0.5: 100 x 0.5 = 50 MB/s.
  auto d = onLoop();
  d.set("al", "efficiency", "0.5");
  const auto result = d.solve();
  REQUIRE(result.resource("loop:al"));
  CHECK(result.resource("loop:al")->capacity == Approx(50 * MB));
  CHECK(result.job("j")->rate == Approx(50 * MB));
}
