// The incremental solver against a from-scratch solve: over random topologies and random
// sequences of edits (figures, names, job options, links, nodes and jobs added and removed), the
// results after every edit equal those of a fresh Solver::solve of the edited document, to the
// last bit (compared as the JSON the CLI writes, which prints every double exactly). And an edit
// of one part of a diagram of independent parts solves that part alone.

#include "RandomTopology.h"
#include "TestCatalog.h"

#include "solver/IncrementalSolver.h"
#include "solver/PartThreads.h"
#include "solver/ResultJson.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <random>

using namespace tapeflow;

namespace {

std::string asText(const solver::SolveResult& result) { return solver::toJson(result).dump(); }

const char* rateParameterOf(const topology::Node& node) {
  if (node.entry == "t-drive") return "native_rate";
  if (node.entry == "t-bus") return "sustained_rate";
  if (node.entry == "t-array") return "read_rate";
  if (node.entry == "t-raid" || node.entry == "t-hba") return "channel_rate";
  return nullptr;
}

// One random edit through the document's operations (refused ones change nothing).
void randomEdit(topology::Topology& t, std::mt19937_64& random,
                std::vector<topology::RemovedNode>& removed) {
  const auto pick = [&](std::size_t size) { return static_cast<std::size_t>(random() % size); };
  switch (random() % 8) {
  case 0:
  case 1: { // a figure
    const auto& node = t.nodes()[pick(t.nodes().size())];
    if (const char* parameter = rateParameterOf(node))
      (void)t.setParameter(node.id, parameter,
                           catalog::Value{1e6 * double(1 + random() % 500), {}, {}});
    break;
  }
  case 2: // a name
    (void)t.rename(t.nodes()[pick(t.nodes().size())].id,
                   "renamed " + std::to_string(random() % 99));
    break;
  case 3: // a job's options
    if (!t.jobs().empty()) {
      topology::Job job = t.jobs()[pick(t.jobs().size())];
      job.options.streams = 1 + static_cast<int>(random() % 3);
      job.options.softwareCompression = random() % 2 == 0;
      job.direction =
          random() % 4 == 0 ? topology::Direction::Restore : topology::Direction::Backup;
      (void)t.updateJob(job);
    }
    break;
  case 4: // a link removed, which may split a part or leave a job without a route
    if (!t.links().empty()) (void)t.removeLink(t.links()[pick(t.links().size())].id);
    break;
  case 5: // a node removed with its links and jobs, kept to be put back
    if (t.nodes().size() > 4)
      if (auto gone = t.removeNode(t.nodes()[pick(t.nodes().size())].id)) removed.push_back(*gone);
    break;
  case 6: // a removed node put back
    if (!removed.empty()) {
      (void)t.restoreNode(removed.back());
      removed.pop_back();
    }
    break;
  case 7: // a job removed
    if (t.jobs().size() > 1) (void)t.removeJob(t.jobs()[pick(t.jobs().size())].id);
    break;
  }
}

} // namespace

TEST_CASE("incremental results equal a from-scratch solve after every random edit") {
  for (std::uint64_t seed = 1; seed <= 60; ++seed) {
    std::mt19937_64 random(seed);
    topology::Topology t(test::sharedRandomTopologyCatalog());
    test::RandomTopologyShape shape;
    shape.servers = 1 + static_cast<int>(random() % 4);
    shape.clients = static_cast<int>(random() % 3);
    shape.volumesPerServer = 1 + static_cast<int>(random() % 2);
    shape.drivesPerServer = 1 + static_cast<int>(random() % 2);
    shape.streaming = seed % 2 == 0;
    shape.lan = seed % 3 != 0; // a third are independent servers: several parts
    test::buildRandomTopology(t, seed, shape);
    solver::SolveOptions options;
    options.flow.mode =
        seed % 4 == 0 ? solver::DirectionMode::Restore : solver::DirectionMode::AsDefined;
    solver::IncrementalSolver incremental(t, options);
    std::vector<topology::RemovedNode> removed;
    for (int edit = 0; edit < 25; ++edit) {
      randomEdit(t, random, removed);
      INFO("seed " << seed << ", edit " << edit);
      REQUIRE(asText(incremental.solve()) == asText(solver::solve(t, options)));
    }
  }
}

TEST_CASE("an edit of one server of many independent ones solves that server's part alone") {
  topology::Topology t(test::sharedRandomTopologyCatalog());
  test::RandomTopologyShape shape;
  shape.servers = 6;
  shape.volumesPerServer = 1;
  shape.drivesPerServer = 1;
  shape.lan = false;
  test::buildRandomTopology(t, 11, shape);
  solver::IncrementalSolver incremental(t, {});
  (void)incremental.solve();
  CHECK(incremental.lastSolvedParts() == 6);

  REQUIRE(t.setParameter("srv2-drive1", "native_rate", catalog::Value{50e6, {}, {}}));
  CHECK(incremental.pendingNodes() < t.nodes().size() / 3);
  const std::string after = asText(incremental.solve());
  CHECK(incremental.lastSolvedParts() == 1);
  CHECK(incremental.lastKeptParts() == 5);
  CHECK(after == asText(solver::solve(t, {})));

  // Moving a node changes no figure: nothing to solve.
  REQUIRE(t.move("srv3", {10, 20}));
  (void)incremental.solve();
  CHECK(incremental.lastSolvedParts() == 0);

  // A link removed regroups the parts; the other servers' parts are kept.
  const auto link = t.linksOf("srv4-drive1").front()->id;
  REQUIRE(t.removeLink(link));
  CHECK(incremental.pendingNodes() == t.nodes().size());
  CHECK(asText(incremental.solve()) == asText(solver::solve(t, {})));
  CHECK(incremental.lastKeptParts() == 5);
}

// A solve from scratch of a large diagram shares its parts with helper threads (PartThreads.h);
// each part is solved on its own, so the results are those of one thread, to the last bit, and
// an incremental solver that started on several threads goes on as one that did not.
TEST_CASE("a solve from scratch on several threads equals the same solve on one") {
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    std::mt19937_64 random(seed);
    topology::Topology t(test::sharedRandomTopologyCatalog());
    test::RandomTopologyShape shape;
    shape.lan = seed % 3 != 0;
    shape.servers = (shape.lan ? 60 : 200) + static_cast<int>(random() % 60); // 300 jobs or more
    shape.clients = 3 * shape.servers;
    shape.streaming = seed % 2 == 0;
    shape.allowHub = false; // one hub would make one part
    shape.hostsPerSwitch = seed % 2 == 0 ? 100 : 0;
    test::buildRandomTopology(t, seed, shape);
    INFO("seed " << seed << ": " << t.jobs().size() << " jobs");
    REQUIRE(solver::detail::partThreads(4, t.jobs().size(), t.jobs().size()) >=
            2); // helpers do start
    solver::SolveOptions one;
    one.flow.mode =
        seed % 4 == 0 ? solver::DirectionMode::Restore : solver::DirectionMode::AsDefined;
    solver::SolveOptions several = one;
    several.threads = 4;
    const std::string alone = asText(solver::solve(t, one));
    CHECK(asText(solver::solve(t, several)) == alone);
    solver::IncrementalSolver incremental(t, several);
    CHECK(asText(incremental.solve()) == alone);
    CHECK(incremental.lastSolvedParts() > 1);
    std::vector<topology::RemovedNode> removed;
    for (int edit = 0; edit < 5; ++edit) {
      randomEdit(t, random, removed);
      INFO("edit " << edit);
      REQUIRE(asText(incremental.solve()) == asText(solver::solve(t, one)));
    }
  }
}

// Every resource a job's headroom names (by its number in the results) belongs to a node on the
// job's path: a part's numbers must follow its resources wherever the results put them.
void checkHeadroomOnPath(const solver::SolveResult& result) {
  for (const auto& job : result.jobs)
    for (const auto& h : job.headroom) {
      INFO("job " << job.id);
      REQUIRE(h.resource < result.resources.size());
      const auto& node = result.resources[h.resource].node;
      if (!node.empty()) CHECK(std::find(job.path.begin(), job.path.end(), node) != job.path.end());
    }
}

TEST_CASE("headroom names resources of the job's own part after solved, kept and patched parts") {
  topology::Topology t(test::sharedRandomTopologyCatalog());
  test::RandomTopologyShape shape;
  shape.servers = 5;
  shape.volumesPerServer = 1;
  shape.drivesPerServer = 1;
  shape.lan = false;
  test::buildRandomTopology(t, 23, shape);
  solver::IncrementalSolver incremental(t, {});
  checkHeadroomOnPath(incremental.solve());
  REQUIRE(incremental.lastSolvedParts() == 5);
  std::size_t withHeadroom = 0;
  for (const auto& job : incremental.solve().jobs) withHeadroom += job.headroom.empty() ? 0 : 1;
  CHECK(withHeadroom == t.jobs().size());
  // Patched in place: one part solved again.
  REQUIRE(t.setParameter("srv3-drive1", "native_rate", catalog::Value{50e6, {}, {}}));
  checkHeadroomOnPath(incremental.solve());
  CHECK(incremental.lastSolvedParts() == 1);
  // Laid out again: the parts after the removed one move to lower numbers.
  REQUIRE(t.removeLink(t.linksOf("srv1-drive1").front()->id));
  checkHeadroomOnPath(incremental.solve());
  CHECK(incremental.lastKeptParts() == 4);
}

TEST_CASE("a node that becomes another model of its kind is solved with that model's figures") {
  // One server, one volume, one drive (tests/model/data/catalog): the drive is the bottleneck at
  // its entry's 5 MB/s; as a DLT 8000 it goes 6 MB/s. The solver keeps each node's catalog entry
  // between edits (Graph::entry()), so it must hear of the change.
  topology::Topology t(test::testCatalog());
  for (const auto& [id, entry] :
       std::vector<std::pair<std::string, std::string>>{{"srv", "test-server"},
                                                        {"pci", "test-pci"},
                                                        {"hba", "test-hba"},
                                                        {"array", "test-array"},
                                                        {"vol", "test-volume"},
                                                        {"dlt", "test-dlt"}})
    REQUIRE(t.addNode(topology::Node{id, entry, "", "", {}, {}}).hasValue());
  REQUIRE(t.addLink(topology::Link{"l1", {"srv", "bus1"}, {"pci", "host"}, {}}).hasValue());
  REQUIRE(t.addLink(topology::Link{"l2", {"pci", "slot1"}, {"hba", "card"}, {}}).hasValue());
  REQUIRE(t.addLink(topology::Link{"l3", {"hba", "ch1"}, {"array", "scsi"}, {}}).hasValue());
  REQUIRE(t.addLink(topology::Link{"l4", {"hba", "ch1"}, {"dlt", "scsi"}, {}}).hasValue());
  REQUIRE(t.addLink(topology::Link{"l5", {"array", "volumes"}, {"vol", "storage"}, {}}).hasValue());
  topology::Job job;
  job.id = "j1";
  job.source = "vol";
  job.target = "dlt";
  REQUIRE(t.addJob(job).hasValue());
  solver::IncrementalSolver incremental(t, {});
  const double before = incremental.solve().job("j1")->rate;
  REQUIRE(t.setEntry("dlt", "test-dlt-8000").hasValue());
  const std::string after = asText(incremental.solve());
  CHECK(after == asText(solver::solve(t, {})));
  CHECK(incremental.solve().job("j1")->rate != before);
}
