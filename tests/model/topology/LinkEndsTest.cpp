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

// Topology::jobEnds(): the node positions of every job's source and target, kept with the jobs
// in the same way (the solver's flow model and its split into parts read them).
TEST_CASE("job ends follow jobs and nodes as they are added, changed, removed and restored") {
  Topology t = makeChain();
  REQUIRE(t.addNode(Node{"dlt2", "test-dlt", "", "", {}, {}}).hasValue()); // position 6
  REQUIRE(t.addLink(Link{"l6", {"hba", "ch1"}, {"dlt2", "scsi"}, {}}).hasValue());
  Job job{"j1", "j1", Direction::Backup, "vol", "dlt", {}, {}};
  REQUIRE(t.addJob(job).hasValue());
  job.id = job.name = "j0";
  REQUIRE(t.addJob(job, 0).hasValue()); // inserted before j1
  CHECK(t.jobEnds() == Ends{{4, 5}, {4, 5}});
  job.target = "dlt2";
  REQUIRE(t.updateJob(job).hasValue());
  CHECK(t.jobEnds() == Ends{{4, 6}, {4, 5}});

  const auto removed = t.removeNode("pci"); // vol, dlt and dlt2 move down by one
  REQUIRE(removed.hasValue());
  CHECK(t.jobEnds() == Ends{{3, 5}, {3, 4}});
  const auto dropped = t.removeNode("dlt"); // takes j1; dlt2 moves down again
  REQUIRE(dropped.hasValue());
  CHECK(t.jobEnds() == Ends{{3, 4}});
  REQUIRE(t.restoreNode(*dropped).hasValue());
  REQUIRE(t.restoreNode(*removed).hasValue());
  CHECK(t.jobEnds() == Ends{{4, 6}, {4, 5}});

  const auto gone = t.removeJob("j0");
  REQUIRE(gone.hasValue());
  CHECK(t.jobEnds() == Ends{{4, 5}});
  const Topology copy = t;
  CHECK(copy.jobEnds() == t.jobEnds());
}

// Topology::nodeDefs(): each node's kind definition and catalog entry, kept with the nodes.
TEST_CASE("node definitions follow nodes as they are added, changed, removed and restored") {
  Topology t = makeChain();
  const auto matches = [&t] {
    if (t.nodeDefs().size() != t.nodes().size()) return false;
    for (std::size_t i = 0; i < t.nodes().size(); ++i)
      if (t.nodeDefs()[i].kind != t.kindOf(t.nodes()[i]) ||
          t.nodeDefs()[i].entry != t.entryOf(t.nodes()[i]) || !t.nodeDefs()[i].entry)
        return false;
    return true;
  };
  CHECK(matches());
  const auto removed = t.removeNode("pci");
  REQUIRE(removed.hasValue());
  CHECK(matches());
  REQUIRE(t.setEntry("dlt", "test-dlt-8000").hasValue());
  CHECK(t.nodeDefs()[4].entry == t.catalog().entry("test-dlt-8000"));
  CHECK(matches());
  REQUIRE(t.restoreNode(*removed).hasValue());
  CHECK(matches());
  const Topology copy = t;
  CHECK(copy.nodeDefs().size() == t.nodeDefs().size());
  CHECK(copy.nodeDefs()[5].entry == t.catalog().entry("test-dlt-8000"));
}
