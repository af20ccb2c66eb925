// catalog::KindCode (Kinds.def): the one list of kinds and the shipped kinds.json name the same
// kinds, each with its own code, and a name the list lacks is Other.

#include "catalog/KindCode.h"
#include "catalog/Catalog.h"

#include <catch2/catch.hpp>

#include <set>
#include <string>

using namespace tapeflow;
using catalog::KindCode;

TEST_CASE("the list of kinds and the shipped kinds.json name the same kinds") {
  Diagnostics diagnostics;
  const auto shipped =
      catalog::Catalog::load(std::string(TAPEFLOW_RESOURCE_DIR) + "/catalog", "", diagnostics);
  REQUIRE(shipped);
  std::set<KindCode> seen;
  for (const auto& kind : shipped->kinds().kinds()) {
    const KindCode code = catalog::kindCode(kind.id);
    INFO(kind.id);
    CHECK(code != KindCode::Other);
    CHECK(seen.insert(code).second);
    CHECK(catalog::kindName(code) == kind.id);
  }
  // Every code but Other names a shipped kind.
  CHECK(seen.size() == static_cast<std::size_t>(KindCode::OperatingSystem));
  for (auto i = static_cast<int>(KindCode::Server);
       i <= static_cast<int>(KindCode::OperatingSystem); ++i)
    CHECK(shipped->kinds().kind(catalog::kindName(static_cast<KindCode>(i))) != nullptr);
}

TEST_CASE("a kind the list lacks is Other, with no name") {
  CHECK(catalog::kindCode("") == KindCode::Other);
  CHECK(catalog::kindCode("my-own-kind") == KindCode::Other);
  CHECK(catalog::kindCode("Disk-Drive") == KindCode::Other);
  CHECK(catalog::kindCode("disk-drive") == KindCode::DiskDrive);
  CHECK(catalog::kindName(KindCode::Other).empty());
}
