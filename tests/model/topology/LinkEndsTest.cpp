// Topology::linkEnds(): the node positions of every link's two ends, kept with the links as
// nodes and links are added, removed, restored and re-inserted (the solver walks the diagram by
// them instead of finding each link end by id; issue 18).

#include "TestCatalog.h"
#include "topology/Topology.h"

#include <catch2/catch.hpp>

using namespace tapeflow;
using namespace tapeflow::topology;

namespace {

using Ends = std::vector<std::pair<std::size_t, std::size_t>>;

// srv(0) -l1- pci(1) -l2- hba(2) -l3- array(3) -l5- vol(4); hba -l4- dlt(5).
Topology makeChain() {
  Topology t(test::testCatalog());
  for (const auto& [id, entry] :
       std::vector<std::pair<std::string, std::string>>{{"srv", "test-server"},
                                                        {"pci", "test-pci"},
                                                        {"hba", "test-hba"},
                                                        {"array", "test-array"},
                                                        {"vol", "test-volume"},
                                                        {"dlt", "test-dlt"}})
    REQUIRE(t.addNode(Node{id, entry, "", "", {}, {}}).hasValue());
  REQUIRE(t.addLink(Link{"l1", {"srv", "bus1"}, {"pci", "host"}, {}}).hasValue());
  REQUIRE(t.addLink(Link{"l2", {"pci", "slot1"}, {"hba", "card"}, {}}).hasValue());
  REQUIRE(t.addLink(Link{"l3", {"hba", "ch1"}, {"array", "scsi"}, {}}).hasValue());
  REQUIRE(t.addLink(Link{"l4", {"hba", "ch1"}, {"dlt", "scsi"}, {}}).hasValue());
  REQUIRE(t.addLink(Link{"l5", {"array", "volumes"}, {"vol", "storage"}, {}}).hasValue());
  return t;
}

} // namespace

TEST_CASE("link ends are the positions of the linked nodes, in link order") {
  const Topology t = makeChain();
  CHECK(t.linkEnds() == Ends{{0, 1}, {1, 2}, {2, 3}, {2, 5}, {3, 4}});
}

TEST_CASE("removing a node drops its links' ends and shifts the ends of later nodes") {
  Topology t = makeChain();
  const auto removed = t.removeNode("pci"); // takes l1 and l2; hba..dlt move down by one
  REQUIRE(removed.hasValue());
  CHECK(t.linkEnds() == Ends{{1, 2}, {1, 4}, {2, 3}});
  REQUIRE(t.restoreNode(*removed).hasValue());
  CHECK(t.linkEnds() == Ends{{0, 1}, {1, 2}, {2, 3}, {2, 5}, {3, 4}});
}

TEST_CASE("removing and re-inserting a link keeps the ends beside their links") {
  Topology t = makeChain();
  const auto removed = t.removeLink("l3");
  REQUIRE(removed.hasValue());
  CHECK(t.linkEnds() == Ends{{0, 1}, {1, 2}, {2, 5}, {3, 4}});
  REQUIRE(t.addLink(removed->second, removed->first).hasValue());
  CHECK(t.linkEnds() == Ends{{0, 1}, {1, 2}, {2, 3}, {2, 5}, {3, 4}});
  // A copy of the document (a snapshot for a worker) has the same ends.
  const Topology copy = t;
  CHECK(copy.linkEnds() == t.linkEnds());
}
