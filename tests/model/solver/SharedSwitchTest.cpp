// One LAN cut at its switch (DiagramParts.h): a switch without a backplane couples nothing, so
// the solver solves each backup server with its clients as a part of its own. Checked against
// the same LAN with a backplane that could hold jobs but is not filled (one part, as every LAN
// was solved before): the same rates, bottlenecks, times, loads and words, the backplane's own
// row aside. A backplane that nothing could fill is left out of the model, and cuts too. And an
// edit on one LAN solves one part, equal to a solve from scratch; a route that crosses a third
// server's island makes the solver solve the LAN whole.

#include "RandomTopology.h"

#include "solver/IncrementalSolver.h"
#include "solver/ResultJson.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <random>

using namespace tapeflow;

namespace {

// The result as JSON, the backplane left out, the lists that follow the parts' order sorted.
Json canonical(const solver::SolveResult& result) {
  Json json = solver::toJson(result);
  const auto isBackplane = [](const Json& entry) {
    return entry.value("key", std::string()).rfind("switch:", 0) == 0;
  };
  auto& resources = json["resources"];
  resources.erase(std::remove_if(resources.begin(), resources.end(), isBackplane), resources.end());
  const auto sortList = [](Json& entries) {
    std::sort(entries.begin(), entries.end(),
              [](const Json& a, const Json& b) { return a.dump() < b.dump(); });
  };
  for (auto& job : json["jobs"]) {
    auto& headroom = job["headroom"];
    headroom.erase(std::remove_if(headroom.begin(), headroom.end(), isBackplane), headroom.end());
    sortList(headroom); // equally busy resources come in the model's order
  }
  for (const char* list : {"resources", "hosts", "warnings"}) sortList(json[list]);
  // One simulation of the whole LAN ends a job's segment at every other job's event, also where
  // its rate stays: such segments are joined.
  for (auto& job : json["timeline"]) {
    Json joined = Json::array();
    for (const auto& segment : job["segments"])
      if (!joined.empty() && joined.back()["phase"] == segment["phase"] &&
          joined.back()["rate"] == segment["rate"])
        joined.back()["end"] = segment["end"];
      else
        joined.push_back(segment);
    job["segments"] = std::move(joined);
  }
  json.erase("solves"); // max-min solves: one per part and event, more parts take more
  return json;
}

// Equal but for the last bits of a number: a LAN solved whole runs one timeline over every job,
// whose events subtract each job's bytes in more steps.
void requireNear(const Json& a, const Json& b, const std::string& where) {
  INFO(where);
  REQUIRE(a.type() == b.type());
  if (a.is_number_float() || b.is_number_float()) {
    const double x = a.get<double>(), y = b.get<double>();
    REQUIRE(std::abs(x - y) <= 1e-9 * std::max(std::abs(x), std::abs(y)) + 1e-9);
  } else if (a.is_array()) {
    REQUIRE(a.size() == b.size());
    for (std::size_t i = 0; i < a.size(); ++i)
      requireNear(a[i], b[i], where + "/" + std::to_string(i));
  } else if (a.is_object()) {
    if (a.size() != b.size()) UNSCOPED_INFO(a.dump() << "\n" << b.dump());
    REQUIRE(a.size() == b.size());
    for (auto it = a.begin(); it != a.end(); ++it) {
      REQUIRE(b.contains(it.key()));
      requireNear(it.value(), b[it.key()], where + "/" + it.key());
    }
  } else {
    REQUIRE(a == b);
  }
}

// What the links of the switch "lan" can bring it: each its own speed, else its slower port's,
// the switch's or the NIC's at its other end (the generator states both).
double linkRate(const topology::Topology& t, const topology::Link& link) {
  if (const auto own = link.parameters.find("speed"); own != link.parameters.end())
    return own->second.number();
  const std::string& nic = link.a.node == "lan" ? link.b.node : link.a.node;
  return std::min(t.node("lan")->overrides.at("port_speed").number(),
                  t.node(nic)->overrides.at("speed").number());
}

double lanInflow(const topology::Topology& t) {
  double inflow = 0.0;
  for (const auto* link : t.linksOf("lan")) inflow += linkRate(t, *link);
  return inflow;
}

test::RandomTopologyShape oneLan(std::mt19937_64& random) {
  test::RandomTopologyShape shape;
  shape.servers = 2 + static_cast<int>(random() % 5);
  shape.clients = static_cast<int>(random() % 8);
  shape.volumesPerServer = 1 + static_cast<int>(random() % 3);
  shape.drivesPerServer = 1 + static_cast<int>(random() % 3);
  shape.streaming = random() % 2 == 0;
  shape.allowHub = false;
  return shape;
}

} // namespace

TEST_CASE("one LAN cut at its switch gives what the LAN solved whole gives") {
  int compared = 0;
  for (std::uint64_t seed = 1; seed <= 150; ++seed) {
    std::mt19937_64 random(seed);
    topology::Topology t(test::sharedRandomTopologyCatalog());
    test::buildRandomTopology(t, seed, oneLan(random));
    solver::SolveOptions options;
    options.flow.mode =
        seed % 3 == 0 ? solver::DirectionMode::Restore : solver::DirectionMode::AsDefined;
    solver::IncrementalSolver cut(t, options, solver::IncrementalSolver::Watch::Nothing);
    const Json parts = canonical(cut.solve());
    INFO("seed " << seed);
    CHECK(cut.lastSolvedParts() > 1);

    // A backplane below what the switch's links could bring it (so it is one resource of every
    // job that crosses the switch) but above what they do bring: it holds nothing.
    const double inflow = lanInflow(t);
    double load = 0.0;
    for (const auto& resource : cut.solve().resources)
      if (resource.key.size() > 4 && resource.key.ends_with(">lan")) load += resource.load;
    if (!(load < inflow * (1.0 - 1e-6))) continue; // every port full: no such backplane
    REQUIRE(t.setParameter("lan", "backplane_rate", catalog::Value{0.5 * (load + inflow), {}, {}}));
    solver::IncrementalSolver whole(t, options, solver::IncrementalSolver::Watch::Nothing);
    const Json together = canonical(whole.solve());
    CHECK(whole.lastSolvedParts() == 1);
    requireNear(parts, together, "result");
    ++compared;
  }
  CHECK(compared > 140); // a LAN whose every port is full has no such backplane to compare with
}

TEST_CASE("an edit of one server on one LAN solves that server's part alone") {
  topology::Topology t(test::sharedRandomTopologyCatalog());
  test::RandomTopologyShape shape;
  shape.servers = 6;
  shape.clients = 12;
  shape.allowHub = false;
  test::buildRandomTopology(t, 5, shape);
  solver::IncrementalSolver incremental(t, {});
  (void)incremental.solve();
  const std::size_t parts = incremental.lastSolvedParts();
  CHECK(parts == 6);

  REQUIRE(t.setParameter("srv2-drive1", "native_rate", catalog::Value{50e6, {}, {}}));
  CHECK(incremental.pendingNodes() < t.nodes().size() / 3);
  const std::string after = solver::toJson(incremental.solve()).dump();
  CHECK(incremental.lastSolvedParts() == 1);
  CHECK(after == solver::toJson(solver::solve(t, {})).dump());

  // A client's link to the switch is that client's server's part.
  const auto* link = t.linksOf("cli3-nic").back();
  REQUIRE(t.setLinkParameter(link->id, "speed", catalog::Value{5e6, {}, {}}));
  CHECK(solver::toJson(incremental.solve()).dump() == solver::toJson(solver::solve(t, {})).dump());
  CHECK(incremental.lastSolvedParts() == 1);

  // The switch's own figure reaches every part; a backplane makes the LAN one part.
  REQUIRE(t.setParameter("lan", "port_speed", catalog::Value{20e6, {}, {}}));
  CHECK(solver::toJson(incremental.solve()).dump() == solver::toJson(solver::solve(t, {})).dump());
  CHECK(incremental.lastSolvedParts() == parts);
  // A backplane as fast as every link together is no limit: no resource, the LAN still cut.
  const double ports = lanInflow(t);
  REQUIRE(t.setParameter("lan", "backplane_rate", catalog::Value{ports, {}, {}}));
  CHECK(incremental.solve().resource("switch:lan") == nullptr);
  CHECK(incremental.lastSolvedParts() == parts);
  REQUIRE(t.setParameter("lan", "backplane_rate", catalog::Value{40e6, {}, {}}));
  CHECK(solver::toJson(incremental.solve()).dump() == solver::toJson(solver::solve(t, {})).dump());
  CHECK(incremental.lastSolvedParts() == 1);
  CHECK(incremental.lastKeptParts() == 0);
  CHECK(incremental.solve().resource("switch:lan") != nullptr);

  // A port's speed counts towards what the backplane must carry: a backplane 1 kB/s short of the
  // links' sum holds the LAN together until a client's NIC halves its link's rate.
  REQUIRE(t.setParameter("lan", "backplane_rate", catalog::Value{ports - 1e3, {}, {}}));
  (void)incremental.solve();
  CHECK(incremental.lastSolvedParts() == 1);
  const double slowed = linkRate(t, *t.linksOf("cli0-nic").back()) / 2;
  REQUIRE(t.setParameter("cli0-nic", "speed", catalog::Value{slowed, {}, {}}));
  CHECK(solver::toJson(incremental.solve()).dump() == solver::toJson(solver::solve(t, {})).dump());
  CHECK(incremental.lastSolvedParts() == parts);
  CHECK(incremental.solve().resource("switch:lan") == nullptr);
}

namespace {

void addLink(topology::Topology& t, const std::string& from, const std::string& to) {
  const auto end = [](const std::string& text) {
    const auto colon = text.find(':');
    return topology::PortRef{text.substr(0, colon), text.substr(colon + 1)};
  };
  const std::string id = "l" + std::to_string(t.links().size() + 1);
  const auto added = t.addLink(topology::Link{id, end(from), end(to), {}});
  if (!added) FAIL(added.error().message);
}

void addNode(topology::Topology& t, const std::string& id, const std::string& entry) {
  const auto added = t.addNode(topology::Node{id, entry, "", "", {}, {}});
  if (!added) FAIL(added.error().message);
}

// A host on `lan` with a bus, a NIC, and a volume on an array behind a RAID controller.
void addHost(topology::Topology& t, const std::string& id, const std::string& lanPort) {
  addNode(t, id, "t-server");
  addNode(t, id + "-bus", "t-bus");
  addNode(t, id + "-nic", "t-nic");
  addNode(t, id + "-raid", "t-raid");
  addNode(t, id + "-array", "t-array");
  addNode(t, id + "-vol", "t-volume");
  addLink(t, id + ":bus1", id + "-bus:host");
  addLink(t, id + "-bus:slot1", id + "-nic:card");
  addLink(t, id + "-nic:eth1", lanPort);
  addLink(t, id + "-bus:slot2", id + "-raid:card");
  addLink(t, id + "-raid:ch1", id + "-array:scsi1");
  addLink(t, id + "-array:volumes", id + "-vol:on");
}

void addDrive(topology::Topology& t, const std::string& host) {
  addNode(t, host + "-hba", "t-hba");
  addNode(t, host + "-drive", "t-drive");
  addLink(t, host + "-bus:slot3", host + "-hba:card");
  addLink(t, host + "-hba:ch1", host + "-drive:scsi1");
}

void addJob(topology::Topology& t, const std::string& id, const std::string& source,
            const std::string& target) {
  topology::Job job;
  job.id = id;
  job.name = id;
  job.source = source;
  job.target = target;
  const auto added = t.addJob(job);
  if (!added) FAIL(added.error().message);
}

} // namespace

TEST_CASE("a route through a third server's island solves its LAN whole") {
  // Two switches; the server "gateway" has a NIC on each, so the client on the first reaches
  // the server "far" on the second only through the gateway's bus and memory, which the
  // gateway's own backup uses too.
  topology::Topology t(test::sharedRandomTopologyCatalog());
  addNode(t, "sw1", "t-switch");
  addNode(t, "sw2", "t-switch");
  addHost(t, "client", "sw1:eth1");
  addHost(t, "gateway", "sw1:eth2");
  addNode(t, "gateway-nic2", "t-nic");
  addLink(t, "gateway-bus:slot4", "gateway-nic2:card");
  addLink(t, "gateway-nic2:eth1", "sw2:eth1");
  addDrive(t, "gateway");
  addHost(t, "far", "sw2:eth2");
  addDrive(t, "far");
  addJob(t, "own", "gateway-vol", "gateway-drive");
  addJob(t, "across", "client-vol", "far-drive");

  solver::IncrementalSolver incremental(t, {});
  const solver::SolveResult& result = incremental.solve();
  REQUIRE(result.job("across")->error.empty());
  const auto& path = result.job("across")->path;
  REQUIRE(std::find(path.begin(), path.end(), "gateway-bus") != path.end());
  // Both jobs load the gateway's bus: one part.
  CHECK(result.jobs.size() == 2);
  CHECK(solver::toJson(result).dump() == solver::toJson(solver::solve(t, {})).dump());

  // Backplanes below their two 1 Gb/s ports, above the 100 Mb/s the NICs can send.
  REQUIRE(t.setParameter("sw1", "backplane_rate", catalog::Value{200e6, {}, {}}));
  REQUIRE(t.setParameter("sw2", "backplane_rate", catalog::Value{200e6, {}, {}}));
  const Json together = canonical(solver::solve(t, {}));
  REQUIRE(t.setParameter("sw1", "backplane_rate", std::nullopt));
  REQUIRE(t.setParameter("sw2", "backplane_rate", std::nullopt));
  requireNear(canonical(incremental.solve()), together, "result");

  // An edit of the gateway's bus reaches both jobs.
  REQUIRE(t.setParameter("gateway-bus", "sustained_rate", catalog::Value{7e6, {}, {}}));
  const std::string edited = solver::toJson(incremental.solve()).dump();
  CHECK(edited == solver::toJson(solver::solve(t, {})).dump());
  CHECK(incremental.lastSolvedParts() == 1);
}
