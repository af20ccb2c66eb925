// Links: only between compatible port types, within each port's link limit, with a reason the
// user can act on when refused.

#include "TestCatalog.h"
#include "topology/Topology.h"

#include <catch2/catch.hpp>

using namespace tapeflow;
using namespace tapeflow::topology;

namespace {

Topology withNodes(std::vector<std::pair<std::string, std::string>> nodes) {
  Topology t(test::testCatalog());
  for (const auto& [id, entry] : nodes)
    REQUIRE(t.addNode(Node{id, entry, "", id, {}, {}}).hasValue());
  return t;
}

} // namespace

TEST_CASE("a SCSI tape drive cannot attach to an Ethernet switch port, and says why") {
  Topology t = withNodes({{"dlt", "test-dlt"}, {"sw", "test-switch"}});
  const auto result = t.checkLink({"dlt", "scsi"}, {"sw", "p1"});
  REQUIRE_FALSE(result.hasValue());
  const std::string& message = result.error().message;
  CHECK_THAT(message, Catch::Contains("Tape drive 'dlt' port 'scsi' (SCSI device)"));
  CHECK_THAT(message, Catch::Contains("cannot attach to a Switch 'sw' port 'p1' (Ethernet)"));
  CHECK_THAT(message, Catch::Contains("it attaches to: SCSI initiator"));
}

TEST_CASE("compatible ports link in either order and get the rule's medium") {
  Topology t = withNodes({{"dlt", "test-dlt"}, {"hba", "test-hba"}});
  const auto forward = t.checkLink({"hba", "ch1"}, {"dlt", "scsi"});
  const auto backward = t.checkLink({"dlt", "scsi"}, {"hba", "ch1"});
  REQUIRE(forward.hasValue());
  REQUIRE(backward.hasValue());
  CHECK((*forward)->medium == "scsi");
  CHECK(*forward == *backward);
}

TEST_CASE("a port takes no more links than its limit") {
  Topology t = withNodes({{"a", "test-dlt"}, {"b", "test-dlt"}, {"hba", "test-hba"}});
  REQUIRE(t.addLink(Link{"", {"hba", "ch1"}, {"a", "scsi"}, {}}).hasValue());
  // A SCSI channel takes many devices; a drive's port takes one link.
  REQUIRE(t.addLink(Link{"", {"hba", "ch1"}, {"b", "scsi"}, {}}).hasValue());
  const auto again = t.addLink(Link{"", {"hba", "ch2"}, {"a", "scsi"}, {}});
  REQUIRE_FALSE(again.hasValue());
  CHECK_THAT(again.error().message, Catch::Contains("already has 1 link, its limit"));
}

TEST_CASE("re-routing may ignore the link being moved") {
  Topology t = withNodes({{"a", "test-dlt"}, {"hba", "test-hba"}});
  REQUIRE(t.addLink(Link{"l", {"hba", "ch1"}, {"a", "scsi"}, {}}).hasValue());
  CHECK_FALSE(t.checkLink({"hba", "ch2"}, {"a", "scsi"}).hasValue());
  CHECK(t.checkLink({"hba", "ch2"}, {"a", "scsi"}, "l").hasValue());
}

TEST_CASE("missing nodes and ports, self links and duplicates are refused") {
  Topology t = withNodes(
      {{"a", "test-dlt"}, {"hba", "test-hba"}, {"sw", "test-switch"}, {"sw2", "test-switch"}});
  CHECK_THAT(t.checkLink({"ghost", "x"}, {"a", "scsi"}).error().message,
             Catch::Contains("no node 'ghost'"));
  CHECK_THAT(t.checkLink({"hba", "ch9"}, {"a", "scsi"}).error().message,
             Catch::Contains("has no port 'ch9'"));
  CHECK_THAT(t.checkLink({"sw", "p1"}, {"sw", "p2"}).error().message, Catch::Contains("itself"));
  REQUIRE(t.addLink(Link{"", {"sw", "p1"}, {"sw2", "p1"}, {}}).hasValue());
  CHECK_FALSE(t.checkLink({"sw2", "p1"}, {"sw", "p1"}).hasValue());
}

TEST_CASE("link parameters are checked against the medium's definitions") {
  Topology t = withNodes({{"sw", "test-switch"}, {"sw2", "test-switch"}});
  Link link{"l", {"sw", "p1"}, {"sw2", "p1"}, {}};
  link.parameters.emplace("speed", catalog::Value{1.25e8, "1 Gb/s", {}});
  REQUIRE(t.addLink(link).hasValue());
  CHECK_THAT(t.setLinkParameter("l", "speed", catalog::Value{-1.0, {}, {}}).error().message,
             Catch::Contains("must be positive"));
  CHECK_THAT(t.setLinkParameter("l", "colour", catalog::Value{1.0, {}, {}}).error().message,
             Catch::Contains("no parameter 'colour'"));
  const auto previous =
      t.setLinkParameter("l", "duplex", catalog::Value{std::string("half"), {}, {}});
  REQUIRE(previous.hasValue());
  CHECK(t.link("l")->parameters.at("duplex").string() == "half");
}
