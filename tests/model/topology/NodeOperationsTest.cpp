// Node operations: add, remove (with what hangs on the node) and restore, parameters with their
// origin, rename, move; observers hear every change.

#include "TestCatalog.h"
#include "topology/ModelChoices.h"
#include "topology/NodeNames.h"
#include "topology/Topology.h"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace tapeflow;
using namespace tapeflow::topology;

namespace {

Topology makeLocalBackup() {
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
  Job job;
  job.id = "j1";
  job.source = "vol";
  job.target = "dlt";
  REQUIRE(t.addJob(job).hasValue());
  return t;
}

catalog::Value rate(double bytesPerSecond) { return catalog::Value{bytesPerSecond, {}, {}}; }

} // namespace

TEST_CASE("a node takes its kind and name from its catalog entry") {
  Topology t(test::testCatalog());
  const auto id = t.addNode(Node{"", "test-dlt", "", "", {}, {}});
  REQUIRE(id.hasValue());
  CHECK(*id == "test-dlt");
  const Node* node = t.node(*id);
  CHECK(node->kind == "tape-drive");
  CHECK(node->name == "Quantum DLT 7000");
  // A second one gets a fresh id.
  CHECK(*t.addNode(Node{"", "test-dlt", "", "", {}, {}}) == "test-dlt-2");
}

TEST_CASE("adding a node is refused for unknown entries, kind mismatches and duplicate ids") {
  Topology t(test::testCatalog());
  CHECK_THAT(t.addNode(Node{"a", "nope", "", "", {}, {}}).error().message,
             Catch::Contains("unknown catalog entry 'nope'"));
  CHECK_THAT(t.addNode(Node{"a", "test-dlt", "server", "", {}, {}}).error().message,
             Catch::Contains("is a tape-drive, not a server"));
  CHECK_THAT(t.addNode(Node{"a", "test-ntfs", "", "", {}, {}}).error().message,
             Catch::Contains("not a kind of node"));
  REQUIRE(t.addNode(Node{"a", "test-dlt", "", "", {}, {}}).hasValue());
  CHECK_THAT(t.addNode(Node{"a", "test-dlt", "", "", {}, {}}).error().message,
             Catch::Contains("already exists"));
  CHECK(t.nodes().size() == 1);
}

TEST_CASE("parameters come from the override, the entry or the kind default") {
  Topology t = makeLocalBackup();
  const Node& dlt = *t.node("dlt");
  ValueOrigin origin{};
  CHECK(t.parameter(dlt, "native_rate", &origin)->number() == Approx(5e6));
  CHECK(origin == ValueOrigin::Catalog);
  CHECK(t.parameter(dlt, "hardware_compression", &origin)->flag());
  CHECK(origin == ValueOrigin::KindDefault);

  const auto previous = t.setParameter("dlt", "native_rate", rate(6e6));
  REQUIRE(previous.hasValue());
  CHECK_FALSE(previous->has_value());
  CHECK(t.parameter(*t.node("dlt"), "native_rate", &origin)->number() == Approx(6e6));
  CHECK(origin == ValueOrigin::Override);

  // Clearing the override goes back to the catalog figure.
  const auto cleared = t.setParameter("dlt", "native_rate", std::nullopt);
  CHECK((*cleared)->number() == Approx(6e6));
  CHECK(t.parameter(*t.node("dlt"), "native_rate", &origin)->number() == Approx(5e6));
  CHECK(origin == ValueOrigin::Catalog);
}

TEST_CASE("invalid parameter values are refused and change nothing") {
  Topology t = makeLocalBackup();
  CHECK_THAT(t.setParameter("dlt", "native_rate", rate(-1.0)).error().message,
             Catch::Contains("must be positive"));
  CHECK_THAT(t.setParameter("dlt", "native_rate", rate(1e300)).error().message,
             Catch::Contains("above the maximum"));
  CHECK_THAT(t.setParameter("dlt", "native_rate", rate(std::nan(""))).error().message,
             Catch::Contains("finite"));
  CHECK_THAT(t.setParameter("dlt", "warp", rate(1.0)).error().message,
             Catch::Contains("has no parameter 'warp'"));
  CHECK(t.node("dlt")->overrides.empty());
}

TEST_CASE("the port count follows a count parameter") {
  Topology t = makeLocalBackup();
  CHECK(t.ports(*t.node("srv")).size() == 3); // bus1, bus2 (default 2) and lan
  REQUIRE(t.setParameter("srv", "bus_count", catalog::Value{4LL, {}, {}}).hasValue());
  const auto ports = t.ports(*t.node("srv"));
  REQUIRE(ports.size() == 5);
  CHECK(ports[3].name == "bus4");
}

TEST_CASE("a node becomes another model of its kind, keeping its overrides") {
  Topology t = makeLocalBackup();
  std::vector<Change> heard;
  t.addObserver([&](const Change& change) { heard.push_back(change); });
  REQUIRE(t.setParameter("dlt", "hardware_compression", catalog::Value{false, {}, {}}).hasValue());
  const auto previous = t.setEntry("dlt", "test-dlt-8000");
  REQUIRE(previous.hasValue());
  CHECK(*previous == "test-dlt");
  const Node& drive = *t.node("dlt");
  CHECK(drive.entry == "test-dlt-8000");
  CHECK(t.parameter(drive, "native_rate")->number() == Approx(6e6));
  CHECK_FALSE(t.parameter(drive, "hardware_compression")->flag()); // the override stays
  REQUIRE(heard.size() == 2);
  CHECK(heard[1].type == Change::Type::NodeParameterChanged);
  CHECK(heard[1].id == "dlt");
  CHECK(heard[1].parameter.empty());
}

TEST_CASE("a model change is refused across kinds, for unknown entries and lost ports") {
  Topology t = makeLocalBackup();
  CHECK_FALSE(t.setEntry("dlt", "test-hba").hasValue());
  CHECK_FALSE(t.setEntry("dlt", "no-such-entry").hasValue());
  CHECK_FALSE(t.setEntry("nobody", "test-dlt-8000").hasValue());
  // srv uses bus1 only: a one-bus server will do; once bus2 is used it will not.
  REQUIRE(t.setEntry("srv", "test-server-1bus").hasValue());
  REQUIRE(t.setEntry("srv", "test-server").hasValue());
  REQUIRE(t.addNode(Node{"pci2", "test-pci", "", "", {}, {}}).hasValue());
  REQUIRE(t.addLink(Link{"l6", {"srv", "bus2"}, {"pci2", "host"}, {}}).hasValue());
  const auto refused = t.setEntry("srv", "test-server-1bus");
  REQUIRE_FALSE(refused.hasValue());
  CHECK_THAT(refused.error().message, Catch::Contains("bus2"));
  CHECK(t.node("srv")->entry == "test-server");
}

TEST_CASE("checkEntry answers what setEntry would, and changes nothing") {
  Topology t = makeLocalBackup();
  int heard = 0;
  t.addObserver([&](const Change&) { ++heard; });
  CHECK(t.checkEntry("dlt", "test-dlt-8000"));
  CHECK_FALSE(t.checkEntry("dlt", "test-hba"));
  REQUIRE(t.addNode(Node{"pci2", "test-pci", "", "", {}, {}}).hasValue());
  REQUIRE(t.addLink(Link{"l6", {"srv", "bus2"}, {"pci2", "host"}, {}}).hasValue());
  const auto check = t.checkEntry("srv", "test-server-1bus");
  REQUIRE_FALSE(check);
  CHECK(check.error().message == t.setEntry("srv", "test-server-1bus").error().message);
  CHECK(t.node("dlt")->entry == "test-dlt");
  CHECK(heard == 2); // the node and the link added, nothing from the checks
}

TEST_CASE("the model choices of a node: its kind's entries, the ones that cannot fit say why") {
  // Issue 40: the inspector offers models of the node's kind; one whose ports cannot hold the
  // node's links is shown greyed with the reason.
  Topology t = makeLocalBackup();
  const auto drives = modelChoices(t, "dlt");
  REQUIRE(drives.size() >= 2);
  for (const auto& choice : drives) CHECK(choice.entry->kind == t.node("dlt")->kind);
  const auto own =
      std::find_if(drives.begin(), drives.end(), [](const auto& c) { return c.current; });
  REQUIRE(own != drives.end());
  CHECK(own->entry->id == "test-dlt");
  CHECK(std::count_if(drives.begin(), drives.end(), [](const auto& c) { return c.current; }) == 1);

  REQUIRE(t.addNode(Node{"pci2", "test-pci", "", "PCI two", {}, {}}).hasValue());
  REQUIRE(t.addLink(Link{"l6", {"srv", "bus2"}, {"pci2", "host"}, {}}).hasValue());
  const auto servers = modelChoices(t, "srv");
  const auto oneBus = std::find_if(servers.begin(), servers.end(),
                                   [](const auto& c) { return c.entry->id == "test-server-1bus"; });
  REQUIRE(oneBus != servers.end());
  CHECK_THAT(oneBus->refusal, Catch::Contains("'bus2'") && Catch::Contains("'PCI two'"));
  CHECK(modelChoices(t, "nobody").empty());
}

TEST_CASE("a node named after its model is renamed with it; one the user named is not") {
  Topology t = makeLocalBackup();
  const auto& dlt8000 = *t.catalog().entry("test-dlt-8000");
  REQUIRE(t.rename("dlt", "DLT 7000").hasValue());
  CHECK(nameAfterEntryChange(t, *t.node("dlt"), dlt8000) == "DLT 8000");
  REQUIRE(t.rename("dlt", "DLT 7000 3").hasValue());
  CHECK(nameAfterEntryChange(t, *t.node("dlt"), dlt8000) == "DLT 8000 3");
  // The name it would take is another node's: the first free one instead.
  REQUIRE(t.addNode(Node{"dlt2", "test-dlt-8000", "", "DLT 8000 3", {}, {}}).hasValue());
  CHECK(nameAfterEntryChange(t, *t.node("dlt"), dlt8000) == "DLT 8000");
  // The models differ in one word ("7000" and "8000"): a name with it has it replaced.
  REQUIRE(t.rename("dlt", "Vault 7000 left").hasValue());
  CHECK(nameAfterEntryChange(t, *t.node("dlt"), dlt8000) == "Vault 8000 left");
  for (const char* own : {"Vault drive", "DLT 7000x", "DLT 70000", "DLT-7000 2"}) {
    REQUIRE(t.rename("dlt", own).hasValue());
    CHECK_FALSE(nameAfterEntryChange(t, *t.node("dlt"), dlt8000));
  }
  CHECK_FALSE(nameAfterEntryChange(t, *t.node("dlt"), *t.catalog().entry("test-dlt")));
}

TEST_CASE("a count parameter is refused while a link uses a port it would remove") {
  // Issue 21: lowering a count (or resetting it to a lower catalog figure) left links on ports
  // that no longer exist, and the saved file could not be reopened.
  Topology t = makeLocalBackup();
  REQUIRE(t.addNode(Node{"pci2", "test-pci", "", "PCI two", {}, {}}).hasValue());
  REQUIRE(t.setParameter("srv", "bus_count", catalog::Value{3LL, {}, {}}).hasValue());
  REQUIRE(t.addLink(Link{"l6", {"srv", "bus3"}, {"pci2", "host"}, {}}).hasValue());
  int heard = 0;
  t.addObserver([&](const Change&) { ++heard; });

  const auto lowered = t.setParameter("srv", "bus_count", catalog::Value{2LL, {}, {}});
  REQUIRE_FALSE(lowered.hasValue());
  CHECK_THAT(lowered.error().message, Catch::Contains("'bus3'"));
  CHECK_THAT(lowered.error().message, Catch::Contains("'PCI two'"));   // the far end, by name
  const auto reset = t.setParameter("srv", "bus_count", std::nullopt); // back to the default 2
  REQUIRE_FALSE(reset.hasValue());
  CHECK_THAT(reset.error().message, Catch::Contains("Bus count 2"));
  CHECK(t.parameter(*t.node("srv"), "bus_count")->integer() == 3);
  CHECK(heard == 0);

  // Raising it, or lowering it to what the links still fit, is fine.
  CHECK(t.setParameter("srv", "bus_count", catalog::Value{4LL, {}, {}}).hasValue());
  CHECK(t.setParameter("srv", "bus_count", catalog::Value{3LL, {}, {}}).hasValue());
  REQUIRE(t.removeLink("l6").hasValue());
  CHECK(t.setParameter("srv", "bus_count", std::nullopt).hasValue());
}

TEST_CASE("a reference parameter must name a catalog entry of its kind") {
  Topology t = makeLocalBackup();
  const auto wrongKind =
      t.setParameter("srv", "filesystem", catalog::Value{std::string("test-dlt"), {}, {}});
  REQUIRE_FALSE(wrongKind.hasValue());
  CHECK_THAT(wrongKind.error().message,
             Catch::Contains("'test-dlt' is a tape-drive catalog entry, not a filesystem"));
  // An id the catalog does not have gets the hint an unknown node entry gets (issue 41).
  const auto unknown =
      t.setParameter("srv", "filesystem", catalog::Value{std::string("nothing"), {}, {}});
  REQUIRE_FALSE(unknown.hasValue());
  CHECK(unknown.error().message == "unknown filesystem catalog entry 'nothing' (is it in a user "
                                   "catalog that is not installed here?)");
  CHECK(t.setParameter("srv", "filesystem", catalog::Value{std::string("test-ntfs"), {}, {}})
            .hasValue());
  CHECK_FALSE(t.addNode(Node{"srv2",
                             "test-server",
                             "",
                             "",
                             {},
                             {{"filesystem", catalog::Value{std::string("test-dlt"), {}, {}}}}})
                  .hasValue());
}

TEST_CASE("removing a node takes its links and jobs, and restoring puts all back in place") {
  Topology t = makeLocalBackup();
  const std::vector<Node> nodesBefore = t.nodes();
  const std::vector<Link> linksBefore = t.links();
  const std::vector<Job> jobsBefore = t.jobs();

  const auto removed = t.removeNode("hba");
  REQUIRE(removed.hasValue());
  CHECK(removed->links.size() == 3);
  CHECK(t.links().size() == 2);
  CHECK(t.node("hba") == nullptr);

  const auto removedVolume = t.removeNode("vol");
  CHECK(removedVolume->jobs.size() == 1);
  CHECK(t.jobs().empty());

  REQUIRE(t.restoreNode(*removedVolume).hasValue());
  REQUIRE(t.restoreNode(*removed).hasValue());
  CHECK(t.nodes() == nodesBefore);
  CHECK(t.links() == linksBefore);
  CHECK(t.jobs() == jobsBefore);
}

TEST_CASE("rename and move report the previous state, bad ones are refused") {
  Topology t = makeLocalBackup();
  CHECK(*t.rename("dlt", "Drive A") == "Quantum DLT 7000");
  CHECK(t.node("dlt")->name == "Drive A");
  CHECK_FALSE(t.rename("dlt", "").hasValue());
  CHECK(*t.move("dlt", {40, 60}) == Point{0, 0});
  CHECK(t.node("dlt")->position == Point{40, 60});
  CHECK_FALSE(t.move("dlt", {std::nan(""), 0}).hasValue());
  CHECK_FALSE(t.move("dlt", {1e12, 0}).hasValue());
  CHECK_FALSE(t.move("nobody", {0, 0}).hasValue());
}

TEST_CASE("observers hear each change once, with the id and parameter concerned") {
  Topology t = makeLocalBackup();
  std::vector<Change> heard;
  const int handle = t.addObserver([&](const Change& change) { heard.push_back(change); });
  REQUIRE(t.setParameter("dlt", "native_rate", rate(6e6)).hasValue());
  REQUIRE(t.rename("vol", "E:").hasValue());
  REQUIRE(t.removeNode("dlt").hasValue());
  REQUIRE(heard.size() == 5); // parameter, rename, link removed, job removed, node removed
  CHECK(heard[0].type == Change::Type::NodeParameterChanged);
  CHECK(heard[0].parameter == "native_rate");
  CHECK(heard[1].type == Change::Type::NodeRenamed);
  CHECK(heard[2].type == Change::Type::LinkRemoved);
  CHECK(heard[3].type == Change::Type::JobRemoved);
  CHECK(heard[4].type == Change::Type::NodeRemoved);
  CHECK(heard[4].id == "dlt");
  t.removeObserver(handle);
  REQUIRE(t.rename("vol", "F:").hasValue());
  CHECK(heard.size() == 5);
}

TEST_CASE("failed operations do not notify") {
  Topology t = makeLocalBackup();
  int count = 0;
  t.addObserver([&](const Change&) { ++count; });
  CHECK_FALSE(t.setParameter("dlt", "native_rate", rate(-1)).hasValue());
  CHECK_FALSE(t.addLink(Link{"", {"dlt", "scsi"}, {"vol", "storage"}, {}}).hasValue());
  CHECK_FALSE(t.removeNode("ghost").hasValue());
  CHECK(count == 0);
}

TEST_CASE("a new node's name is free: the second of a name is numbered") {
  // Issue 40: two drives dropped from the palette were both "LTO-9 HH".
  Topology t = makeLocalBackup();
  const std::string drive = t.node("dlt")->name;
  CHECK(topology::unusedNodeName(t, "Nothing of that name") == "Nothing of that name");
  CHECK(topology::unusedNodeName(t, drive) == drive + " 2");
  REQUIRE(t.addNode(Node{"dlt2", "test-dlt", "", drive + " 2", {}, {}}).hasValue());
  CHECK(topology::unusedNodeName(t, drive) == drive + " 3");
}

TEST_CASE("a node overrides a figure of the profile it references, checked as that figure") {
  // "filesystem" is a server's reference to a file-system profile (test-server names test-ntfs,
  // whose per_file_read is 2 ms); "filesystem.per_file_read" is the node's own figure of it.
  Topology t = makeLocalBackup();
  const std::string key = "filesystem.per_file_read";
  ValueOrigin origin = ValueOrigin::Missing;
  CHECK(t.parameter(*t.node("srv"), key, &origin)->number() == Approx(2e-3));
  CHECK(origin == ValueOrigin::Catalog);
  REQUIRE(t.setParameter("srv", key, catalog::Value{5e-3, "5 ms", {}}).hasValue());
  CHECK(t.parameter(*t.node("srv"), key, &origin)->number() == Approx(5e-3));
  CHECK(origin == ValueOrigin::Override);
  // Checked as the file system's figure (0 s to 10 s), and said by its key.
  const auto tooSlow = t.setParameter("srv", key, catalog::Value{20.0, "20 s", {}});
  REQUIRE_FALSE(tooSlow.hasValue());
  CHECK_THAT(tooSlow.error().message, Catch::Contains("'filesystem.per_file_read'"));
  CHECK_THAT(tooSlow.error().message, Catch::Contains("above the maximum"));
  CHECK_THAT(t.setParameter("srv", key, catalog::Value{true, {}, {}}).error().message,
             Catch::Contains("filesystem.per_file_read"));
  // Only a figure of the referenced kind, through a reference of the node's kind.
  CHECK_THAT(t.setParameter("srv", "filesystem.colour", rate(1.0)).error().message,
             Catch::Contains("a File system has no figure 'colour'"));
  CHECK_THAT(t.setParameter("srv", "cpu_cores.per_file_read", rate(1.0)).error().message,
             Catch::Contains("'cpu_cores' references no profile"));
  CHECK_THAT(t.setParameter("srv", "nothing.per_file_read", rate(1.0)).error().message,
             Catch::Contains("has no parameter 'nothing.per_file_read'"));
  CHECK_THAT(t.setParameter("dlt", key, rate(1.0)).error().message,
             Catch::Contains("has no parameter 'filesystem.per_file_read'"));
  CHECK(t.node("srv")->overrides.at(key).number() == Approx(5e-3));
  // Clearing it gives the profile's figure back.
  const auto cleared = t.setParameter("srv", key, std::nullopt);
  REQUIRE(cleared.hasValue());
  REQUIRE(*cleared);
  CHECK((*cleared)->number() == Approx(5e-3));
  CHECK(t.parameter(*t.node("srv"), key)->number() == Approx(2e-3));
}

TEST_CASE("a profile override stays when its reference is set or cleared") {
  // test-server-1bus names no file system: the override applies over whatever the node names.
  Topology t(test::testCatalog());
  REQUIRE(t.addNode(Node{"srv", "test-server-1bus", "", "", {}, {}}).hasValue());
  const std::string key = "filesystem.per_file_read";
  CHECK(t.parameter(*t.node("srv"), key) == nullptr); // no profile, and no default
  REQUIRE(t.setParameter("srv", key, catalog::Value{7e-3, "7 ms", {}}).hasValue());
  REQUIRE(t.setParameter("srv", "filesystem", catalog::Value{std::string("test-ntfs"), {}, {}})
              .hasValue());
  CHECK(t.parameter(*t.node("srv"), key)->number() == Approx(7e-3));
  REQUIRE(t.setParameter("srv", "filesystem", std::nullopt).hasValue());
  CHECK(t.node("srv")->overrides.count(key) == 1);
  CHECK(t.parameter(*t.node("srv"), key)->number() == Approx(7e-3));
  // A node added with a bad one is refused as a bad parameter is.
  Node bad{"srv2", "test-server", "", "", {}, {}};
  bad.overrides.emplace(key, catalog::Value{-1e-3, {}, {}});
  CHECK_THAT(t.addNode(bad).error().message, Catch::Contains("'filesystem.per_file_read'"));
}
