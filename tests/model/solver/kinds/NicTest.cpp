// A network adapter's rule (model/solver/kinds/Nic.cpp): its card, "nic-card:<id>", where it
// states a card rate, and its port: at full duplex a send, "nic:<id>:tx", and a receive,
// "nic:<id>:rx", each with the whole line rate; at half duplex one, "nic:<id>", for both. The port
// carries the payload TCP/IP leaves of the line rate: the tcp_efficiency of its host's operating
// system, else the operating-system kind's default in kinds.json (0.949). Every figure is worked
// out by hand in the comment above its check. MB = 10^6 bytes.

#include "KindsFixture.h"

using namespace tapeflow;
using test::Diagram;

namespace {

constexpr double MB = 1e6;

} // namespace

TEST_CASE("a full-duplex NIC sends on one resource and receives on another") {
  // The fixture's LAN backup: client NIC `nicc` sends, server NIC `nic` receives, each 100 Mb/s
  // at tcp_efficiency 1 (t-server's t-os): 12.5 MB/s, one byte a byte.
  Diagram d;
  d.lanBackup().job("j", "volc", "drive");
  const auto backup = d.solve();
  const auto* send = backup.resource("nic:nicc:tx");
  const auto* receive = backup.resource("nic:nic:rx");
  REQUIRE(send);
  REQUIRE(receive);
  CHECK(send->label == "nicc send");
  CHECK(receive->label == "nic receive");
  CHECK(send->kind == solver::ResourceKind::Nic);
  CHECK(send->parameter == "speed");
  CHECK(send->capacity == Approx(12.5 * MB));
  CHECK(receive->capacity == Approx(12.5 * MB));
  CHECK(test::perByte(backup, "nic:nicc:tx", "j") == Approx(1.0));
  CHECK(test::perByte(backup, "nic:nic:rx", "j") == Approx(1.0));
  CHECK(backup.resource("nic:nicc:rx") == nullptr);
  CHECK(backup.resource("nic:nic:tx") == nullptr);
  CHECK(backup.resource("nic:nicc") == nullptr);
}

TEST_CASE("a half-duplex NIC has one resource for both directions") {
  // nicc at half duplex: "nic:nicc", 12.5 MB/s, labelled with its name alone.
  Diagram d;
  d.lanBackup().set("nicc", "duplex", "half").job("j", "volc", "drive");
  const auto result = d.solve();
  const auto* port = result.resource("nic:nicc");
  REQUIRE(port);
  CHECK(port->label == "nicc");
  CHECK(port->capacity == Approx(12.5 * MB));
  CHECK(test::perByte(result, "nic:nicc", "j") == Approx(1.0));
  CHECK(result.resource("nic:nicc:tx") == nullptr);
  CHECK(result.resource("nic:nicc:rx") == nullptr);
  // Two jobs in opposite directions through it share its 12.5 MB/s: the server's own volume
  // `vol` (50 MB/s array) backed up to the client's drive `drivec` (30 MB/s), 6.25 MB/s each.
  d.add("raid", "t-raid").add("array", "t-array").add("vol", "t-volume");
  d.link("bus:slot3", "raid:card").link("raid:ch1", "array:scsi1").link("array:volumes", "vol:on");
  d.set("drivec", "native_rate", "30 MB/s").job("back", "vol", "drivec");
  const auto both = d.solve();
  CHECK(both.job("j")->rate == Approx(6.25 * MB));
  CHECK(both.job("back")->rate == Approx(6.25 * MB));
}

TEST_CASE("a NIC's stated card rate is a resource of its own") {
  // nicc's card at 5 MB/s: "nic-card:nicc" at 5 MB/s holds the job.
  Diagram d;
  d.lanBackup().set("nicc", "card_rate", "5 MB/s").job("j", "volc", "drive");
  const auto result = d.solve();
  const auto* card = result.resource("nic-card:nicc");
  REQUIRE(card);
  CHECK(card->label == "nicc");
  CHECK(card->kind == solver::ResourceKind::Nic);
  CHECK(card->parameter == "card_rate");
  CHECK(card->capacity == Approx(5 * MB));
  CHECK(test::perByte(result, "nic-card:nicc", "j") == Approx(1.0));
  CHECK(result.job("j")->rate == Approx(5 * MB));
  CHECK(result.resource("nic-card:nic") == nullptr); // nic states none
}

TEST_CASE("a NIC on a server that names no operating system gets the kind's TCP efficiency") {
  // Both servers made t-server-no-os: no operating system, so the operating-system kind's
  // tcp_efficiency of 0.949 applies: 100 Mb/s = 12.5 MB/s x 0.949 = 11.8625 MB/s.
  auto d = test::kindsDiagram();
  d.lanBackup().job("j", "volc", "drive");
  REQUIRE(d.topology().setEntry("srvc", "t-server-no-os").hasValue());
  REQUIRE(d.topology().setEntry("srv", "t-server-no-os").hasValue());
  const auto result = d.solve();
  REQUIRE(result.resource("nic:nicc:tx"));
  REQUIRE(result.resource("nic:nic:rx"));
  CHECK(result.resource("nic:nicc:tx")->capacity == Approx(12.5 * 0.949 * MB));
  CHECK(result.resource("nic:nic:rx")->capacity == Approx(12.5 * 0.949 * MB));
}

TEST_CASE("in a restore the client's NIC receives and the server's sends") {
  // Issue 40: a restore's resources were named in route order ("App server NIC send"). The data
  // flow from the server's `nic` to the client's `nicc`: the same 12.5 MB/s each, named for the
  // way the data go, and the links with them.
  Diagram d;
  d.lanBackup().job("j", "volc", "drive", {}, topology::Direction::Restore);
  const auto restore = d.solve();
  const auto* send = restore.resource("nic:nic:tx");
  const auto* receive = restore.resource("nic:nicc:rx");
  REQUIRE(send);
  REQUIRE(receive);
  CHECK(send->label == "nic send");
  CHECK(receive->label == "nicc receive");
  CHECK(test::perByte(restore, "nic:nic:tx", "j") == Approx(1.0));
  CHECK(restore.resource("nic:nicc:tx") == nullptr);
  CHECK(restore.resource("nic:nic:rx") == nullptr);
  std::vector<std::string> links;
  for (const auto& r : restore.resources)
    if (r.kind == solver::ResourceKind::Link) links.push_back(r.label);
  std::sort(links.begin(), links.end());
  CHECK(links == std::vector<std::string>{"nic to sw", "sw to nicc"});
  CHECK(restore.job("j")->rate == Approx(12.5 * MB));
}

TEST_CASE("a backup and a restore through one full-duplex NIC use a direction each") {
  // The client sends its backup on `nicc` send and receives its restore on `nicc` receive: both
  // move the wire's 12.5 MB/s at once (they shared the send direction when restores were named
  // in route order). The drive takes 30 MB/s, above the two together.
  Diagram d;
  d.lanBackup()
      .job("b", "volc", "drive")
      .job("r", "volc", "drive", {}, topology::Direction::Restore);
  const auto both = d.solve();
  CHECK(both.job("b")->rate == Approx(12.5 * MB));
  CHECK(both.job("r")->rate == Approx(12.5 * MB));
  CHECK(test::perByte(both, "nic:nicc:tx", "b") == Approx(1.0));
  CHECK(test::perByte(both, "nic:nicc:rx", "r") == Approx(1.0));
}
