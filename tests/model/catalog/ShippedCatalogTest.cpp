// The catalog that ships in resources/catalog loads without a single error or warning, and
// covers every kind of node.

#include "catalog/Catalog.h"

#include <catch2/catch.hpp>

#include <set>

using namespace tapeflow;

TEST_CASE("the shipped catalog loads and validates completely") {
  Diagnostics diagnostics;
  const auto catalog =
      catalog::Catalog::load(std::string(TAPEFLOW_RESOURCE_DIR) + "/catalog", "", diagnostics);
  INFO(diagnostics.toString());
  REQUIRE(catalog);
  CHECK(diagnostics.empty());

  std::set<std::string> kindsWithEntries;
  for (const auto& entry : catalog->entries()) kindsWithEntries.insert(entry.kind);
  for (const auto& kind : catalog->kinds().kinds()) {
    INFO("kind " << kind.id);
    CHECK(kindsWithEntries.count(kind.id) == 1);
  }
}

TEST_CASE("every shipped figure says where it comes from") {
  Diagnostics diagnostics;
  const auto catalog =
      catalog::Catalog::load(std::string(TAPEFLOW_RESOURCE_DIR) + "/catalog", "", diagnostics);
  REQUIRE(catalog);
  for (const auto& entry : catalog->entries())
    for (const auto& [name, value] : entry.parameters) {
      INFO(entry.id << "." << name);
      CHECK_FALSE(value.source.basis.empty());
      if (value.source.basis == "calibrated") CHECK_FALSE(value.source.where.empty());
      if (value.source.basis == "assumption") CHECK_FALSE(value.source.note.empty());
    }
}

// Issue 20: block size matters for every drive family, so every tape drive has a time per
// command, with where it comes from.
TEST_CASE("every shipped tape drive has a per-command time") {
  Diagnostics diagnostics;
  const auto catalog =
      catalog::Catalog::load(std::string(TAPEFLOW_RESOURCE_DIR) + "/catalog", "", diagnostics);
  REQUIRE(catalog);
  int drives = 0;
  for (const auto& entry : catalog->entries()) {
    if (entry.kind != "tape-drive") continue;
    ++drives;
    INFO(entry.id);
    const auto* command = entry.parameter("command_time");
    REQUIRE(command);
    CHECK(command->value.number() > 0.0);
    CHECK(command->value.number() < 0.1); // seconds: a command, not a reposition
    CHECK_FALSE(command->source.basis.empty());
  }
  CHECK(drives >= 20);
}
