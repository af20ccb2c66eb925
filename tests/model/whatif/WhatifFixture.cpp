#include "WhatifFixture.h"

#include "io/TopologyFile.h"

#include <catch2/catch.hpp>

namespace tapeflow::test {

std::shared_ptr<const catalog::Catalog> shippedCatalog() {
  static const auto catalog = [] {
    Diagnostics diagnostics;
    auto loaded =
        catalog::Catalog::load(std::string(TAPEFLOW_RESOURCE_DIR) + "/catalog", "", diagnostics);
    INFO(diagnostics.toString());
    REQUIRE(loaded);
    return loaded;
  }();
  return catalog;
}

topology::Topology shippedExample(const std::string& name) {
  const std::string folder = name.find('/') == std::string::npos ? "/examples/" : "/";
  const auto loaded = io::loadTopologyFile(
      std::string(TAPEFLOW_RESOURCE_DIR) + folder + name + ".tapeflow", shippedCatalog());
  INFO(loaded.diagnostics.toString());
  REQUIRE(loaded.topology);
  return *loaded.topology;
}

} // namespace tapeflow::test
