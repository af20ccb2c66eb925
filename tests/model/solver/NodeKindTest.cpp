// solver::nodeKind(): the kinds the flow builder tells apart by number (Graph.h) are kinds of the
// shipped catalog, each told apart from the others; a kind it does not name is Other.

#include "catalog/Catalog.h"
#include "solver/Graph.h"

#include <catch2/catch.hpp>

#include <set>
#include <string>

using namespace tapeflow;

TEST_CASE("the kinds the flow builder tells apart are the catalog's, each its own number") {
  Diagnostics diagnostics;
  const auto catalog =
      catalog::Catalog::load(std::string(TAPEFLOW_RESOURCE_DIR) + "/catalog", "", diagnostics);
  REQUIRE(catalog);
  std::set<solver::NodeKind> seen;
  for (const auto& kind : catalog->kinds().kinds()) {
    const solver::NodeKind code = solver::nodeKind(kind.id);
    if (code == solver::NodeKind::Other) continue;
    CHECK(seen.insert(code).second);
  }
  // Every number but Other names a shipped kind.
  CHECK(seen.size() == static_cast<std::size_t>(solver::NodeKind::NullDevice));
  CHECK(solver::nodeKind("volume") == solver::NodeKind::Other);
  CHECK(solver::nodeKind("") == solver::NodeKind::Other);
  CHECK(solver::nodeKind("disk-drive") == solver::NodeKind::DiskDrive);
  CHECK(solver::nodeKind("tape-drive") == solver::NodeKind::TapeDrive);
}
