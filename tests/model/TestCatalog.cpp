#include "TestCatalog.h"

#include <catch2/catch.hpp>

namespace tapeflow::test {

std::shared_ptr<const catalog::Catalog> testCatalog() {
  static const std::shared_ptr<const catalog::Catalog> catalog = [] {
    Diagnostics diagnostics;
    auto loaded = catalog::Catalog::load(dataPath("catalog"), "", diagnostics);
    INFO(diagnostics.toString());
    REQUIRE(loaded);
    REQUIRE(diagnostics.empty());
    return loaded;
  }();
  return catalog;
}

} // namespace tapeflow::test
