// A Fibre Channel host adapter's rule (model/solver/kinds/FcHba.cpp): one resource, "card:<id>",
// at the slower of its port and its card. Every figure is worked out by hand in the comment
// above its check. MB = 10^6 bytes.

#include "KindsFixture.h"

using namespace tapeflow;

namespace {

constexpr double MB = 1e6;

// The basic local backup (bus 1 GB/s, array reading 1 GB/s) with a second drive `fcdrive`
// (300 MB/s) on Fibre Channel HBA `fc` (t-fc-hba: port 200 MB/s), directly attached; job `j`
// backs `vol` up to it.
test::Diagram fibreChannel() {
  auto d = test::kindsDiagram();
  d.localBackup().set("bus", "sustained_rate", "1 GB/s").set("array", "read_rate", "1 GB/s");
  d.add("fc", "t-fc-hba").add("fcdrive", "t-drive", {{"native_rate", "300 MB/s"}});
  d.set("fcdrive", "fc_ports", "1");
  d.link("bus:slot3", "fc:card").link("fc:fc1", "fcdrive:fc1");
  d.job("j", "vol", "fcdrive");
  return d;
}

} // namespace

TEST_CASE("a Fibre Channel HBA's card runs at its port rate") {
  // Port 200 MB/s, no card rate: "card:fc" at 200 MB/s, one byte a byte; it holds the job
  // (drive 300 MB/s, array 1 GB/s, bus 1 GB/s counted twice: 500 MB/s).
  auto d = fibreChannel();
  const auto result = d.solve();
  const auto* card = result.resource("card:fc");
  REQUIRE(card);
  CHECK(card->label == "fc");
  CHECK(card->kind == solver::ResourceKind::Controller);
  CHECK(card->parameter == "port_rate");
  CHECK(card->capacity == Approx(200 * MB));
  CHECK(test::perByte(result, "card:fc", "j") == Approx(1.0));
  CHECK(result.job("j")->rate == Approx(200 * MB));
}

TEST_CASE("a Fibre Channel HBA's card rate holds when it is below the port's") {
  // Port 200 MB/s, card 120 MB/s: the card, min(200, 120) = 120 MB/s, holds the job.
  auto d = fibreChannel();
  d.set("fc", "card_rate", "120 MB/s");
  const auto result = d.solve();
  REQUIRE(result.resource("card:fc"));
  CHECK(result.resource("card:fc")->capacity == Approx(120 * MB));
  CHECK(result.job("j")->rate == Approx(120 * MB));
  CHECK(result.job("j")->bottleneck.key == "card:fc");
  // A card rate above the port's leaves the port's: min(200, 400) = 200 MB/s.
  d.set("fc", "card_rate", "400 MB/s");
  CHECK(d.solve().resource("card:fc")->capacity == Approx(200 * MB));
}
