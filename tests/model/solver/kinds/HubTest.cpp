// An Ethernet hub's rule (model/solver/kinds/Hub.cpp): one half-duplex segment, "hub:<id>", that
// both directions and every port share, at the hub's speed times its efficiency, which is the
// hub kind's default in kinds.json (0.9) unless stated. Every figure is worked out by hand in the
// comment above its check. MB = 10^6 bytes.

#include "KindsFixture.h"

using namespace tapeflow;
using test::Diagram;

namespace {

constexpr double MB = 1e6;

// The LAN backup of the fixture (SolverFixture.h: client volume `volc`, 100 Mb/s NICs `nicc` and
// `nic`, 30 MB/s drive `drive` behind server `srv`) with hub `h` of entry `hub` in place of the
// switch; job `j` backs `volc` up to `drive`.
Diagram& overHub(Diagram& d, const std::string& hub) {
  d.localBackup("c").set("busc", "sustained_rate", "1 GB/s");
  d.add("srv", "t-server").add("bus", "t-bus", {{"sustained_rate", "1 GB/s"}}).add("hba", "t-hba");
  d.add("drive", "t-drive", {{"native_rate", "30 MB/s"}});
  d.add("nicc", "t-nic").add("nic", "t-nic").add("h", hub);
  d.link("srv:bus1", "bus:host").link("bus:slot1", "hba:card").link("hba:ch1", "drive:scsi1");
  d.link("busc:slot3", "nicc:card").link("bus:slot2", "nic:card");
  d.link("nicc:eth1", "h:eth1").link("nic:eth1", "h:eth2");
  d.job("j", "volc", "drive");
  return d;
}

} // namespace

TEST_CASE("a hub's segment carries the stream at its speed times its stated efficiency") {
  // t-hub: 80 Mb/s, efficiency 1: 10 MB/s, below the NICs' 12.5 MB/s; one byte a byte.
  Diagram d;
  const auto result = overHub(d, "t-hub").solve();
  const auto* segment = result.resource("hub:h");
  REQUIRE(segment);
  CHECK(segment->label == "h segment");
  CHECK(segment->kind == solver::ResourceKind::Hub);
  CHECK(segment->parameter == "speed");
  CHECK(segment->capacity == Approx(10 * MB));
  CHECK(test::perByte(result, "hub:h", "j") == Approx(1.0));
  CHECK(result.job("j")->rate == Approx(10 * MB));
  // Efficiency 0.5: 80 Mb/s x 0.5 = 5 MB/s.
  d.set("h", "efficiency", "0.5");
  CHECK(d.solve().resource("hub:h")->capacity == Approx(5 * MB));
}

TEST_CASE("a hub that states no efficiency loses the hub kind's default") {
  // t-hub-plain: 80 Mb/s and no efficiency: the kind's 0.9, 10 x 0.9 = 9 MB/s.
  auto d = test::kindsDiagram();
  const auto result = overHub(d, "t-hub-plain").solve();
  REQUIRE(result.resource("hub:h"));
  CHECK(result.resource("hub:h")->capacity == Approx(9 * MB));
  CHECK(result.job("j")->rate == Approx(9 * MB));
}

TEST_CASE("a hub's one segment carries both directions together") {
  // Two jobs over the hub in opposite directions: `j` from the client to the server's drive,
  // and `back` from the server's own volume `vol` (50 MB/s array) to the client's drive `drivec`
  // (30 MB/s). Through full-duplex NICs and a switch each would have its 12.5 MB/s; on the hub's
  // one half-duplex segment of 10 MB/s they share it, 5 MB/s each.
  Diagram d;
  overHub(d, "t-hub");
  d.add("raid", "t-raid").add("array", "t-array").add("vol", "t-volume");
  d.link("bus:slot3", "raid:card").link("raid:ch1", "array:scsi1").link("array:volumes", "vol:on");
  d.set("drivec", "native_rate", "30 MB/s");
  d.job("back", "vol", "drivec");
  const auto result = d.solve();
  CHECK(result.job("j")->rate == Approx(5 * MB));
  CHECK(result.job("back")->rate == Approx(5 * MB));
  REQUIRE(result.resource("hub:h"));
  CHECK(result.resource("hub:h")->load == Approx(10 * MB));
}
