// Change sets: for random edits of random topologies, applying diff(base, variant) to the base
// gives the variant exactly; a record whose target has left the base is refused with a message
// in people's words (never an id); each record describes itself; the document's scenario
// operations check names, notify and hand back what they replaced.

#include "RandomEdits.h"
#include "RandomTopology.h"
#include "TestCatalog.h"

#include "topology/Topology.h"

#include <catch2/catch.hpp>

#include <set>

using namespace tapeflow;
using namespace tapeflow::topology;

namespace {

Topology randomBase(std::uint64_t seed) {
  Topology t(test::sharedRandomTopologyCatalog());
  test::RandomTopologyShape shape;
  shape.servers = 1 + static_cast<int>(seed % 3);
  shape.clients = static_cast<int>(seed % 4);
  shape.lan = seed % 2 == 0;
  test::buildRandomTopology(t, seed, shape);
  return t;
}

void checkSameDiagram(const Topology& a, const Topology& b) {
  CHECK(a.nodes() == b.nodes());
  CHECK(a.links() == b.links());
  CHECK(a.jobs() == b.jobs());
  CHECK(a.objectives() == b.objectives());
}

const Node* nodeNamed(const Topology& t, std::string_view kind) {
  for (const auto& node : t.nodes())
    if (node.kind == kind) return &node;
  return nullptr;
}

} // namespace

TEST_CASE("apply(base, diff(base, variant)) gives the variant, for random edits") {
  std::set<std::size_t> kinds; // of records seen, so the property is not checked on nothing
  for (std::uint64_t seed = 1; seed <= 60; ++seed) {
    INFO("seed " << seed);
    const Topology base = randomBase(seed);
    Topology variant = base;
    test::applyRandomEdits(variant, seed * 7919, 1 + static_cast<int>(seed % 12));
    const ChangeSet changes = diff(base, variant);
    for (const auto& record : changes.records) kinds.insert(record.index());
    Topology replayed = base;
    const Status applied = apply(replayed, changes);
    INFO((applied ? std::string() : applied.error().message));
    REQUIRE(applied);
    checkSameDiagram(replayed, variant);
    // Nothing left to record, and every record has words.
    CHECK(diff(replayed, variant).empty());
    const auto lines = describe(changes, base);
    CHECK(lines.size() == changes.records.size());
    for (const auto& line : lines) CHECK_FALSE(line.empty());
  }
  INFO("record kinds seen: " << [&] {
    std::string s;
    for (auto k : kinds) s += std::to_string(k) + " ";
    return s;
  }());
  // Every kind, EntryChanged included: the generator's catalog has two disk-array models (the
  // RAID-5 set of test disks of DiskMediaRateTest beside t-array), so some edits swap an array's
  // entry; the test below also replays an entry change.
  CHECK(kinds.size() == std::variant_size_v<ChangeRecord>);
}

TEST_CASE("an unchanged document has an empty diff, and applying it changes nothing") {
  const Topology base = randomBase(3);
  CHECK(diff(base, base).empty());
  Topology copy = base;
  CHECK(apply(copy, ChangeSet{}));
  checkSameDiagram(copy, base);
}

TEST_CASE("a change whose target left the base is refused by name, not crashed on") {
  Topology base = randomBase(4);
  const Node* drive = nodeNamed(base, "tape-drive");
  REQUIRE(drive);
  REQUIRE(base.rename(drive->id, "Drive A")); // a name unlike its id
  Topology variant = base;
  REQUIRE(variant.rename(drive->id, "Primary drive"));
  REQUIRE(variant.setParameter(drive->id, "native_rate", catalog::Value{50e6, "50 MB/s", {}}));
  const ChangeSet changes = diff(base, variant);
  REQUIRE(changes.records.size() == 2);

  Topology later = base; // the base, after the drive was deleted
  REQUIRE(later.removeNode(drive->id));
  const Status refused = apply(later, changes);
  REQUIRE_FALSE(refused);
  CHECK_THAT(refused.error().message, Catch::Contains("change 1"));
  CHECK_THAT(refused.error().message, Catch::Contains("'" + drive->name + "'"));
  CHECK_THAT(refused.error().message, Catch::Contains("no longer in the base"));
  CHECK_THAT(refused.error().message, !Catch::Contains("'" + drive->id + "'"));

  // Through a scenario: the message names the scenario too.
  later.addScenario(Scenario{"Faster drive", "", changes});
  const auto document = scenarioDocument(later, "Faster drive");
  REQUIRE_FALSE(document);
  CHECK_THAT(document.error().message, Catch::StartsWith("scenario 'Faster drive': change 1"));
}

TEST_CASE("a scenario that adds what the base has since gained is refused, not duplicated") {
  const Topology base = randomBase(6);
  Topology variant = base;
  const Node* volume = nodeNamed(base, "volume");
  REQUIRE(volume);
  Job job = base.jobs().front();
  job.id = "extra";
  job.name = "Extra";
  REQUIRE(variant.addJob(job));
  const ChangeSet changes = diff(base, variant);
  Topology later = base;
  job.name = "Someone else's";
  REQUIRE(later.addJob(job));
  const Status refused = apply(later, changes);
  REQUIRE_FALSE(refused);
  CHECK_THAT(refused.error().message, Catch::Contains("already has a job"));
  CHECK_THAT(refused.error().message, Catch::Contains("'Someone else's'"));
}

TEST_CASE("records describe themselves in people's words") {
  const Topology base = randomBase(2);
  const Node* drive = nodeNamed(base, "tape-drive");
  REQUIRE(drive);
  Topology variant = base;
  Node second = *drive;
  second.id = "drive-two";
  second.name = "Drive 2";
  REQUIRE(variant.addNode(second));
  Job job = base.jobs().front();
  const int streams = job.options.streams;
  job.options.streams = streams + 3;
  REQUIRE(variant.updateJob(job));
  REQUIRE(variant.rename(drive->id, "Drive 1"));
  const auto lines = describe(diff(base, variant), base);
  const auto has = [&](const std::string& text) {
    return std::find(lines.begin(), lines.end(), text) != lines.end();
  };
  CHECK(has("Tape drive 'Drive 2' added"));
  CHECK(has("Streams of job '" + job.name + "': " + std::to_string(streams) + " → " +
            std::to_string(streams + 3)));
  CHECK(has("'" + drive->name + "' renamed 'Drive 1'"));
}

TEST_CASE("a catalog entry change reads as the node becoming the other model") {
  Topology base(test::testCatalog());
  REQUIRE(base.addNode(Node{"d1", "test-dlt", "", "Drive 1", {}, {}}));
  Topology variant = base;
  REQUIRE(variant.setEntry("d1", "test-dlt-8000"));
  const ChangeSet changes = diff(base, variant);
  const auto lines = describe(changes, base);
  REQUIRE(lines.size() == 1);
  CHECK(lines.front() == "'Drive 1' becomes Quantum DLT 8000");
  Topology replayed = base;
  REQUIRE(apply(replayed, changes));
  checkSameDiagram(replayed, variant);
}

TEST_CASE("scenario operations check names, notify, and return what they replaced") {
  Topology t = randomBase(5);
  int changes = 0;
  t.addObserver([&](const Change& change) {
    CHECK(change.type == Change::Type::DocumentChanged);
    ++changes;
  });
  CHECK_THAT(t.addScenario(Scenario{" ", "", {}}).error().message, Catch::Contains("needs a name"));
  REQUIRE(t.addScenario(Scenario{"A", "first", {}}));
  REQUIRE(t.addScenario(Scenario{"B", "", {}}));
  CHECK_THAT(t.addScenario(Scenario{"A", "", {}}).error().message,
             Catch::Contains("already a scenario 'A'"));
  CHECK_THAT(t.renameScenario("B", "A").error().message, Catch::Contains("already"));
  CHECK(*t.renameScenario("B", "C") == "B");
  CHECK(*t.setScenarioNote("A", "second") == "first");
  Topology variant = t;
  REQUIRE(variant.rename(variant.nodes().front().id, "Renamed"));
  const ChangeSet set = diff(t, variant);
  CHECK(t.setScenarioChanges("A", set)->empty());
  CHECK(t.scenario("A")->changes == set);
  const auto removed = t.removeScenario("A");
  REQUIRE(removed);
  CHECK(removed->first == 0);
  CHECK(removed->second.note == "second");
  CHECK(t.addScenario(removed->second, removed->first)); // undo puts it back where it was
  CHECK(t.scenarios().front().name == "A");
  CHECK_FALSE(t.removeScenario("nope"));
  CHECK(changes == 7);
}

TEST_CASE("a scenario's document is the base with its changes, and holds no scenarios") {
  Topology base = randomBase(8);
  Topology variant = base;
  test::applyRandomEdits(variant, 99, 6);
  REQUIRE(base.addScenario(Scenario{"Edited", "", diff(base, variant)}));
  REQUIRE(base.addScenario(Scenario{"Other", "", {}}));
  const auto document = scenarioDocument(base, "Edited");
  REQUIRE(document);
  checkSameDiagram(*document, variant);
  CHECK(document->scenarios().empty());
  CHECK(diff(base, *document) == base.scenario("Edited")->changes);
  CHECK_FALSE(scenarioDocument(base, "Missing"));
}
