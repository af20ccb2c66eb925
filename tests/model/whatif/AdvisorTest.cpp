// The advisor: every gain it lists equals a from-scratch solve of the changed document (to the
// bit); every change it lists is a valid document and its undo gives back the document exactly;
// a drive added beside a lone job's drive takes half the data and half the files; descriptions
// name nodes and jobs by name; prices rank by gain per cost.

#include "RandomTopology.h"
#include "WhatifFixture.h"

#include "io/TopologyFile.h"
#include "util/JsonReader.h"
#include "whatif/Advisor.h"
#include "whatif/Cards.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <set>

using namespace tapeflow;

namespace {

whatif::RunFigures solveAlone(const topology::Topology& t, solver::DirectionMode mode) {
  return whatif::figuresOf(solver::solve(t, whatif::advisorSolveOptions(mode)), t.objectives());
}

void checkGain(double base, double changed, double gain) {
  if (std::isinf(base) && std::isinf(changed))
    CHECK(gain == 0.0);
  else
    CHECK(gain == base - changed);
}

// Each advice against a solve of its own copy of the document with the change made.
void checkEveryGain(const topology::Topology& document) {
  const auto result = whatif::advise(document);
  CHECK(result.backup.runSeconds == solveAlone(document, solver::DirectionMode::Backup).runSeconds);
  for (const auto& advice : result.advice) {
    INFO(advice.change.description);
    topology::Topology copy = document;
    REQUIRE(whatif::applyCandidate(copy, advice.change));
    const auto backup = solveAlone(copy, solver::DirectionMode::Backup);
    const auto restore = solveAlone(copy, solver::DirectionMode::Restore);
    CHECK(advice.backup.runSeconds == backup.runSeconds);
    CHECK(advice.restore.runSeconds == restore.runSeconds);
    CHECK(advice.backup.rate == backup.rate);
    checkGain(result.backup.runSeconds, backup.runSeconds, advice.backupGain);
    checkGain(result.restore.runSeconds, restore.runSeconds, advice.restoreGain);
    CHECK(advice.verdictChanged == (backup.verdict.fit != result.backup.verdict.fit ||
                                    restore.verdict.fit != result.restore.verdict.fit));
  }
}

topology::Topology randomDocument(std::uint64_t seed, bool lan) {
  topology::Topology t(test::sharedRandomTopologyCatalog());
  test::RandomTopologyShape shape;
  shape.lan = lan;
  shape.servers = 2;
  shape.clients = 2;
  test::buildRandomTopology(t, seed, shape);
  (void)t.setObjectives({topology::Duration{3600.0, "1 h"}, topology::Duration{3600.0, "1 h"}});
  return t;
}

// A random diagram where the bus of a server with two buses that holds the tape HBA is slow and
// the other bus has free slots: moving the HBA there is the change to find.
topology::Topology slowBus() {
  for (std::uint64_t seed = 1; seed < 50; ++seed) {
    auto t = randomDocument(seed, false);
    const auto slot = whatif::slotOf(t, "srv0-hba");
    if (!slot || whatif::siblingBuses(t, slot->node).empty()) continue;
    REQUIRE(t.setParameter(slot->node, "sustained_rate", catalog::Value{1e6, {}, {}}));
    for (const auto& other : whatif::siblingBuses(t, slot->node)) // room for one more card
      REQUIRE(t.setParameter(other, "slots", catalog::Value{8LL, {}, {}}));
    return t;
  }
  FAIL("no random diagram with two buses");
  return randomDocument(1, false);
}

} // namespace

TEST_CASE("a drive of a RAIT group gets another drive in the group") {
  // compaq-t4-1c2d: two DLT drives striped (RAIT-0) on one SCSI card; the jobs target the group,
  // so a drive added beside one joins the stripe.
  const auto document = test::shippedExample("validation/compaq-t4-1c2d");
  const auto result = whatif::advise(document);
  const auto added =
      std::find_if(result.advice.begin(), result.advice.end(), [](const whatif::Advice& a) {
        return a.change.kind == whatif::ChangeKind::AddDrive;
      });
  REQUIRE(added != result.advice.end());
  CHECK(added->change.description.find(" in 'DLT Tape Array II 1'") != std::string::npos);
  topology::Topology copy = document;
  REQUIRE(whatif::applyCandidate(copy, added->change));
  CHECK(copy.nodes().size() == document.nodes().size() + 1);
  CHECK(copy.links().size() >= document.links().size() + 2); // its SCSI bus and the group
  CHECK(copy.jobs() == document.jobs());
}

TEST_CASE("a slow bus suggests moving its HBA to the server's other bus") {
  const auto document = slowBus();
  checkEveryGain(document);
  const auto result = whatif::advise(document);
  REQUIRE_FALSE(result.advice.empty());
  const auto& best = result.advice.front();
  CHECK(best.change.kind == whatif::ChangeKind::MoveCard);
  CHECK(best.change.node == "srv0-hba");
  CHECK(best.backupGain > 0.0);
  CHECK(best.change.description.rfind("Move 'srv0-hba' from 'srv0-bus", 0) == 0);
}

TEST_CASE("every advisor gain equals a solve of the changed document") {
  for (const char* name :
       {"default", "dell-1gb-lan", "compaq-test1-1card-1drive", "hp-local-typical-windows",
        "validation/compaq-t4-1c2d", "validation/compaq-t2-1c2d"}) {
    INFO(name);
    checkEveryGain(test::shippedExample(name));
  }
  for (const bool lan : {false, true})
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
      INFO("seed " << seed << ", lan " << lan);
      checkEveryGain(randomDocument(seed, lan));
    }
}

TEST_CASE("the advisor finds the changes the bottlenecks suggest and ranks them by gain") {
  // The default example: one LTO-9 HH drive holds both jobs. A second drive halves the tape
  // time; the full-height model is faster; both must be found, the second drive first.
  const auto result = whatif::advise(test::shippedExample("default"));
  REQUIRE(result.advice.size() >= 2);
  CHECK(result.advice[0].change.kind == whatif::ChangeKind::AddDrive);
  CHECK(result.advice[1].change.kind == whatif::ChangeKind::Upgrade);
  CHECK(result.advice[1].change.entry == "ibm-lto-9-fh");
  CHECK(result.advice[1].change.description ==
        "Replace 'LTO-9 HH' (IBM LTO-9 half-height (IBM, SAS)) with IBM LTO-9 full-height (IBM, "
        "SAS)");
  CHECK(result.advice[0].backupGain > result.advice[1].backupGain);
  for (std::size_t i = 1; i < result.advice.size(); ++i)
    CHECK(result.advice[i - 1].score >= result.advice[i].score);
  for (const auto& advice : result.advice) {
    CHECK(advice.change.description.find("'lto'") == std::string::npos); // names, not ids
    CHECK(advice.change.description.find("job1") == std::string::npos);
  }
}

TEST_CASE("every change undoes exactly; a split job keeps its share of the files") {
  const auto document = test::shippedExample("hp-local-typical-windows");
  const auto result = whatif::advise(document);
  bool split = false;
  for (const auto& advice : result.advice) {
    INFO(advice.change.description);
    topology::Topology copy = document;
    const auto revert = whatif::applyCandidate(copy, advice.change);
    REQUIRE(revert);
    if (advice.change.kind == whatif::ChangeKind::AddDrive) {
      REQUIRE(copy.jobs().size() == document.jobs().size() + 1);
      const auto& first = copy.jobs().front();
      const auto& second = copy.jobs().back();
      const auto files = *first.options.fileCount + *second.options.fileCount;
      const double bytes = *first.options.dataSize + *second.options.dataSize;
      // The volume's files, all of them, shared out with the data: the mean file size of each
      // half is the volume's.
      const auto* volume = document.node(document.jobs().front().source);
      const auto* count = document.parameter(*volume, "file_count");
      const auto* size = document.parameter(*volume, "data_size");
      REQUIRE((count && size));
      CHECK(files == count->integer());
      CHECK(bytes == size->number());
      CHECK(*first.options.dataSize / double(*first.options.fileCount) ==
            Approx(size->number() / double(count->integer())).epsilon(1e-12));
      CHECK(*second.options.dataSize / double(*second.options.fileCount) ==
            Approx(size->number() / double(count->integer())).epsilon(1e-12));
      split = true;
    }
    (*revert)(copy);
    CHECK(copy.nodes() == document.nodes());
    CHECK(copy.links() == document.links());
    CHECK(copy.jobs() == document.jobs());
  }
  CHECK(split);
}

TEST_CASE("catalog prices are read, and rank changes by gain per cost") {
  Diagnostics diagnostics;
  auto shipped = test::shippedCatalog();
  catalog::Catalog priced(shipped->kindRegistry());
  const auto json = Json::parse(R"({"format": "tapeflow-catalog", "version": 1, "entries": [
    {"id": "a", "kind": "null-device", "class": "A", "price": 1450.5},
    {"id": "b", "kind": "null-device", "class": "B", "price": -3}]})");
  priced.addEntries(json, "prices.json", true, diagnostics);
  INFO(diagnostics.toString());
  REQUIRE(priced.entry("a"));
  CHECK(priced.entry("a")->price->amount == 1450.5);
  CHECK(priced.entry("a")->price->basis == "user");
  CHECK(diagnostics.hasErrors()); // the negative price
  CHECK(diagnostics.toString().find("price") != std::string::npos);

  whatif::AdvisorOptions options;
  options.byCost = true;
  const auto result = whatif::advise(test::shippedExample("dell-1gb-lan"), options);
  REQUIRE(result.advice.size() >= 2);
  // Settings are free: the ones that save time come first; the shipped catalog has no prices, so
  // upgrades that save time come after them. A change that saves nothing, free or not, comes
  // after every change that saves some (issue 40: free settings that gained nothing ranked first).
  bool unpriced = false;
  bool nothing = false;
  for (const auto& advice : result.advice) {
    INFO(advice.change.description);
    const bool saves = advice.score > 0.0;
    if (saves) CHECK_FALSE(nothing);
    nothing = nothing || !saves;
    if (!saves) continue;
    if (!advice.change.price)
      unpriced = true;
    else
      CHECK_FALSE(unpriced);
  }
  CHECK(unpriced);
  CHECK(nothing); // the example has changes that save nothing: the check above means something
}

TEST_CASE("every kind of change is found, and checked, on the examples or random diagrams") {
  // So that the gain test above covers every kind of edit, not only the common ones.
  std::set<whatif::ChangeKind> kinds;
  std::set<whatif::ChangeKind> undone;
  auto collect = [&](const topology::Topology& document) {
    for (const auto& advice : whatif::advise(document).advice) {
      kinds.insert(advice.change.kind);
      topology::Topology copy = document;
      auto revert = whatif::applyCandidate(copy, advice.change);
      REQUIRE(revert);
      (*revert)(copy);
      INFO(advice.change.description);
      CHECK(copy.links() == document.links());
      CHECK(copy.nodes() == document.nodes());
      CHECK(copy.jobs() == document.jobs());
    }
  };
  for (const char* name : {"default", "dell-1gb-lan", "compaq-test1-1card-1drive",
                           "hp-local-typical-windows", "validation/compaq-t4-1c2d"})
    collect(test::shippedExample(name));
  for (const bool lan : {false, true})
    for (std::uint64_t seed = 1; seed <= 4; ++seed) collect(randomDocument(seed, lan));
  collect(slowBus());
  using enum whatif::ChangeKind;
  for (const auto kind : {Upgrade, AddDrive, AddCard, MoveCard, Streams, BlockSize, Compression}) {
    INFO("kind " << int(kind));
    CHECK(kinds.count(kind) == 1);
  }
}

TEST_CASE("a change that makes the backup fit its window says the verdict changed") {
  // The default example's backup takes 58 min 47 s; with a 45 min window it misses, and a second
  // drive (31 min 01 s) makes it fit, while the full-height drive (44 min 22 s) just fits too.
  auto document = test::shippedExample("default");
  REQUIRE(document.setObjectives({topology::Duration{45 * 60.0, "45 min"}, std::nullopt}));
  const auto result = whatif::advise(document);
  CHECK(result.backup.verdict.fit == whatif::Fit::Misses);
  REQUIRE(result.advice.size() >= 2);
  for (std::size_t i = 0; i < 2; ++i) {
    CHECK(result.advice[i].verdictChanged);
    CHECK(result.advice[i].backup.verdict.fit == whatif::Fit::Fits);
  }
  for (std::size_t i = 2; i < result.advice.size(); ++i)
    CHECK_FALSE(result.advice[i].verdictChanged);
}

TEST_CASE("a user's priced copy of a product is the upgrade, ranked by gain per price") {
  // The user prices the full-height LTO-9 by copying its shipped entry under an id of their
  // own. The upgrade then picks the priced copy (same figures), and --by-cost puts it before
  // the second half-height drive (5,000 USD in the shipped catalog), which saves about twice
  // the time for two and a half times the price.
  const auto folder = std::filesystem::temp_directory_path() / "tapeflow-advisor-prices";
  std::filesystem::create_directories(folder);
  Diagnostics diagnostics;
  const auto drives =
      readJsonFile(std::string(TAPEFLOW_RESOURCE_DIR) + "/catalog/tape-drives.json", diagnostics);
  REQUIRE(drives);
  Json entry;
  for (const auto& e : (*drives)["entries"])
    if (e["id"] == "ibm-lto-9-fh") entry = e;
  entry["id"] = "my-lto-9-fh";
  entry["price"] = 2000;
  std::ofstream(folder / "my-drives.json")
      << Json{{"format", "tapeflow-catalog"}, {"version", 1}, {"entries", {entry}}}.dump();
  const auto catalog = catalog::Catalog::load(std::string(TAPEFLOW_RESOURCE_DIR) + "/catalog",
                                              folder.string(), diagnostics);
  std::filesystem::remove_all(folder);
  INFO(diagnostics.toString());
  REQUIRE((catalog && !diagnostics.hasErrors()));
  const auto loaded = io::loadTopologyFile(
      std::string(TAPEFLOW_RESOURCE_DIR) + "/examples/default.tapeflow", catalog);
  REQUIRE(loaded.topology);
  whatif::AdvisorOptions options;
  options.byCost = true;
  const auto result = whatif::advise(*loaded.topology, options);
  REQUIRE_FALSE(result.advice.empty());
  const auto& best = result.advice.front();
  CHECK(best.change.entry == "my-lto-9-fh");
  REQUIRE(best.change.price);
  CHECK(best.change.price->amount == 2000.0);
  const double relative =
      best.backupGain / result.backup.runSeconds + best.restoreGain / result.restore.runSeconds;
  CHECK(best.score == Approx(relative / 2000.0));
  const auto drive = std::find_if(result.advice.begin(), result.advice.end(), [](const auto& a) {
    return a.change.kind == whatif::ChangeKind::AddDrive;
  });
  REQUIRE(drive != result.advice.end());
  CHECK(drive->change.price->amount == 5000.0);
  CHECK(drive->backupGain > best.backupGain);
}

TEST_CASE("the advisor reports progress and stops when cancelled") {
  const auto document = test::shippedExample("dell-1gb-lan");
  std::atomic<bool> cancel{false};
  std::size_t calls = 0;
  std::size_t total = 0;
  whatif::AdvisorOptions options;
  options.threads = 1; // the order of the calls, as one thread makes them
  options.cancel = &cancel;
  options.progress = [&](std::size_t done, std::size_t all) {
    CHECK(done == ++calls);
    total = all;
    if (done == 2) cancel = true;
  };
  const auto result = whatif::advise(document, options);
  CHECK(result.cancelled);
  CHECK(calls == 2);
  CHECK(total > 2);
  CHECK(result.advice.size() + result.refused == 2);
}

TEST_CASE("the advice on several threads is the advice of one, in the same order") {
  // Issue 43: the changes are checked on every core, each worker on its own copy of the document.
  // Each check undoes its change, so what a worker checked before cannot show in the figures.
  std::vector<topology::Topology> documents;
  documents.push_back(test::shippedExample("dell-1gb-lan"));
  documents.push_back(test::shippedExample("default"));
  for (std::uint64_t seed = 1; seed <= 3; ++seed) documents.push_back(randomDocument(seed, true));
  for (const auto& document : documents) {
    whatif::AdvisorOptions one;
    one.threads = 1;
    const auto alone = whatif::advise(document, one);
    for (const unsigned threads : {2u, 3u}) {
      INFO(threads << " threads");
      whatif::AdvisorOptions several = one;
      several.threads = threads;
      const auto shared = whatif::advise(document, several);
      CHECK_FALSE(shared.cancelled);
      CHECK(shared.refused == alone.refused);
      REQUIRE(shared.advice.size() == alone.advice.size());
      for (std::size_t i = 0; i < alone.advice.size(); ++i) {
        INFO(alone.advice[i].change.description);
        CHECK(shared.advice[i].change.description == alone.advice[i].change.description);
        CHECK(shared.advice[i].backup.runSeconds == alone.advice[i].backup.runSeconds);
        CHECK(shared.advice[i].restore.runSeconds == alone.advice[i].restore.runSeconds);
        CHECK(shared.advice[i].backup.rate == alone.advice[i].backup.rate);
        CHECK(shared.advice[i].score == alone.advice[i].score);
      }
    }
  }
}

TEST_CASE("cancelling the advisor on several threads keeps what was checked") {
  const auto document = test::shippedExample("dell-1gb-lan");
  std::atomic<bool> cancel{false};
  std::atomic<std::size_t> calls{0};
  std::atomic<std::size_t> total{0};
  whatif::AdvisorOptions options;
  options.threads = 2;
  options.cancel = &cancel;
  options.progress = [&](std::size_t, std::size_t all) {
    ++calls;
    total = all;
    cancel = true;
  };
  const auto result = whatif::advise(document, options);
  REQUIRE(total.load() > 2);
  CHECK(result.cancelled);
  // Each worker finishes the change in hand: every change checked is listed or refused, once.
  CHECK(result.advice.size() + result.refused == calls.load());
  CHECK(calls.load() < total.load());
}

TEST_CASE("a change of less than half a second is no gain, however cheap") {
  // Issue 40: by price, a second LTO-9 drive (5,000 USD) that moved the run by a fraction of a
  // second ranked above an upgrade that saved 32 s but had no price.
  whatif::AdvisorOptions options;
  options.byCost = true;
  const auto result = whatif::advise(test::shippedExample("scenarios-lan-and-lto9"), options);
  bool idle = false;
  std::size_t gaining = 0;
  for (const auto& advice : result.advice) {
    INFO(advice.change.description);
    const bool saves = advice.backupGain >= whatif::kNoChangeSeconds ||
                       advice.restoreGain >= whatif::kNoChangeSeconds;
    if (saves) {
      CHECK_FALSE(idle);
      ++gaining;
    } else {
      CHECK(advice.score <= 0.0);
    }
    idle = idle || !saves;
  }
  CHECK(gaining >= 2);
  CHECK(idle);
}
