#pragma once

// The small fixed catalog the model tests use (tests/model/data/catalog), loaded once.

#include "catalog/Catalog.h"

#include <string>

namespace tapeflow::test {

inline std::string dataPath(const std::string& relative) {
  return std::string(TAPEFLOW_TEST_DATA_DIR) + "/" + relative;
}

std::shared_ptr<const catalog::Catalog> testCatalog();

} // namespace tapeflow::test
