#pragma once

// Shared by the fuzz targets: the shipped catalog, loaded once per process.

#include "catalog/Catalog.h"

#include <cstdio>
#include <cstdlib>
#include <memory>

namespace tapeflow::fuzz {

inline const std::shared_ptr<const catalog::Catalog>& shippedCatalog() {
  static const std::shared_ptr<const catalog::Catalog> catalog = [] {
    Diagnostics diagnostics;
    auto loaded =
        catalog::Catalog::load(std::string(TAPEFLOW_RESOURCE_DIR) + "/catalog", {}, diagnostics);
    if (!loaded || diagnostics.hasErrors()) {
      std::fprintf(stderr, "the shipped catalog does not load:\n%s",
                   diagnostics.toString().c_str());
      std::abort();
    }
    return loaded;
  }();
  return catalog;
}

} // namespace tapeflow::fuzz
