// Issue 23's proof on the papers (validation/ComponentProof.h): the groups file is read with
// its mistakes named, and on the shipped validation set the calibration from each set-up's
// component rows does not make any paper's median error of its application rows worse.

#include "validation/ComponentProof.h"

#include "catalog/Catalog.h"
#include "io/TopologyFile.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

using namespace tapeflow;

namespace {

const std::filesystem::path kSet = std::filesystem::path(TAPEFLOW_RESOURCE_DIR) / "validation";

std::vector<validation::ProofDocument> shippedSet() {
  Diagnostics diagnostics;
  const auto catalog =
      catalog::Catalog::load(std::string(TAPEFLOW_RESOURCE_DIR) + "/catalog", "", diagnostics);
  REQUIRE(catalog);
  std::vector<validation::ProofDocument> set;
  for (const auto& item : std::filesystem::directory_iterator(kSet)) {
    if (item.path().extension() != ".tapeflow") continue;
    auto loaded = io::loadTopologyFile(item.path().string(), catalog);
    REQUIRE(loaded.topology);
    set.push_back({item.path().filename().string(), std::move(*loaded.topology)});
  }
  return set;
}

std::string shippedGroups() {
  std::ifstream file(kSet / "component-proof.json");
  std::stringstream text;
  text << file.rdbuf();
  return text.str();
}

double squares(const std::vector<validation::Row>& rows) {
  double sum = 0;
  for (const auto& row : rows) sum += row.errorPercent * row.errorPercent;
  return sum;
}

} // namespace

TEST_CASE("a component-proof file's mistakes are named") {
  CHECK_FALSE(validation::readProofGroups("[]"));
  const auto noName = validation::readProofGroups(R"({"groups":[{"paper":"p"}]})");
  REQUIRE_FALSE(noName);
  CHECK(noName.error().message.find("group 1") != std::string::npos);
  const auto nothing = validation::readProofGroups(
      R"({"groups":[{"paper":"p","name":"n","components":[],"applications":["a"]}]})");
  REQUIRE_FALSE(nothing);
  CHECK(nothing.error().message.find("nothing to calibrate from") != std::string::npos);
  const auto badFigure = validation::readProofGroups(
      R"({"groups":[{"paper":"p","name":"n","figures":[{"entry":"e"}],"applications":["a"]}]})");
  REQUIRE_FALSE(badFigure);
  CHECK(badFigure.error().message.find("'parameter'") != std::string::npos);
}

TEST_CASE("a group naming a record the set does not hold is refused") {
  const auto set = shippedSet();
  validation::ProofGroup group{"hp-2007", "x", {"no-such-record"}, {}, {"hp-win-dp-lto-backup"},
                               ""};
  const auto proof = validation::proveGroup(group, set);
  REQUIRE_FALSE(proof);
  CHECK(proof.error().message.find("no-such-record") != std::string::npos);
}

TEST_CASE("calibrated from component rows, no paper's application median gets worse") {
  const auto set = shippedSet();
  const auto groups = validation::readProofGroups(shippedGroups());
  REQUIRE(groups);
  std::vector<validation::GroupProof> proofs;
  for (const auto& group : *groups) {
    INFO(group.name);
    auto proof = validation::proveGroup(group, set);
    REQUIRE(proof);
    // The fit never leaves its own rows further off than it found them.
    CHECK(squares(proof->componentsAfter) <= squares(proof->componentsBefore) + 1e-9);
    CHECK(proof->applicationsAfter.size() == group.applications.size());
    proofs.push_back(std::move(*proof));
  }
  const auto papers = validation::byPaper(proofs);
  REQUIRE(papers.size() == 3); // HP, Dump, Compaq
  for (const auto& paper : papers) {
    WARN(paper.paper << ": " << paper.before.count << " rows, median " << paper.before.medianPercent
                     << " % -> " << paper.after.medianPercent << " %, p90 "
                     << paper.before.p90Percent << " % -> " << paper.after.p90Percent << " %");
    CHECK(paper.after.count == paper.before.count);
    CHECK(paper.after.medianPercent <= paper.before.medianPercent + 1e-9);
  }
}
