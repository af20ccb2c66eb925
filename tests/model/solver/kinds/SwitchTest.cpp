// The rule of Ethernet and Fibre Channel switches (model/solver/kinds/Switch.cpp): the backplane,
// "switch:<id>", where the switch states one (its ports are the links' capacities, the flow
// builder's). Every figure is worked out by hand in the comment above its check.
// MB = 10^6 bytes.

#include "KindsFixture.h"

using namespace tapeflow;
using test::Diagram;

namespace {

constexpr double MB = 1e6;

} // namespace

TEST_CASE("an Ethernet switch's stated backplane is a resource of its own") {
  // The LAN backup (100 Mb/s NICs, 12.5 MB/s of payload at tcp_efficiency 1) through switch `sw`
  // with a backplane of 0.08 Gb/s = 10 MB/s: "switch:sw" at 10 MB/s, one byte a byte, holds it.
  Diagram d;
  d.lanBackup().set("sw", "backplane_rate", "0.08 Gb/s").job("j", "volc", "drive");
  const auto result = d.solve();
  const auto* backplane = result.resource("switch:sw");
  REQUIRE(backplane);
  CHECK(backplane->label == "sw backplane");
  CHECK(backplane->kind == solver::ResourceKind::Switch);
  CHECK(backplane->parameter == "backplane_rate");
  CHECK(backplane->capacity == Approx(10 * MB));
  CHECK(test::perByte(result, "switch:sw", "j") == Approx(1.0));
  CHECK(result.job("j")->rate == Approx(10 * MB));
  CHECK(result.job("j")->bottleneck.key == "switch:sw");
}

TEST_CASE("a switch that states no backplane has no resource") {
  // t-switch states only its port speed: the NICs' 12.5 MB/s holds the job.
  Diagram d;
  d.lanBackup().job("j", "volc", "drive");
  const auto result = d.solve();
  CHECK(result.resource("switch:sw") == nullptr);
  CHECK(result.job("j")->rate == Approx(12.5 * MB));
}

TEST_CASE("a Fibre Channel switch's stated backplane is a resource of its own") {
  // The basic local backup (bus 1 GB/s, array reading 1 GB/s) with drive `fcdrive` (300 MB/s)
  // behind FC switch `fsw` (t-fc-switch: ports 200 MB/s) on FC HBA `fc` (port 200 MB/s). A
  // backplane of 0.05 GB/s = 50 MB/s: "switch:fsw" at 50 MB/s holds the job.
  auto d = test::kindsDiagram();
  d.localBackup().set("bus", "sustained_rate", "1 GB/s").set("array", "read_rate", "1 GB/s");
  d.add("fc", "t-fc-hba").add("fsw", "t-fc-switch");
  d.add("fcdrive", "t-drive", {{"native_rate", "300 MB/s"}}).set("fcdrive", "fc_ports", "1");
  d.link("bus:slot3", "fc:card").link("fc:fc1", "fsw:port1").link("fsw:port2", "fcdrive:fc1");
  d.job("j", "vol", "fcdrive");
  CHECK(d.solve().resource("switch:fsw") == nullptr); // none stated: the HBA's 200 MB/s holds
  CHECK(d.solve().job("j")->rate == Approx(200 * MB));
  d.set("fsw", "backplane_rate", "0.05 GB/s");
  const auto result = d.solve();
  const auto* backplane = result.resource("switch:fsw");
  REQUIRE(backplane);
  CHECK(backplane->label == "fsw backplane");
  CHECK(backplane->capacity == Approx(50 * MB));
  CHECK(test::perByte(result, "switch:fsw", "j") == Approx(1.0));
  CHECK(result.job("j")->rate == Approx(50 * MB));
}
