#pragma once

// The sample histories of tests/model/data/jobhistory, written from the Bareos and Bacula
// documentation and the listing code of their directors (cats/sql.cc, cats/sql_list).

#include "jobhistory/JobHistory.h"

#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>
#include <string>

namespace tapeflow::jobhistory::test {

inline std::string sampleText(const std::string& name) {
  std::ifstream file(std::string(TAPEFLOW_JOBHISTORY_DATA_DIR) + "/" + name, std::ios::binary);
  REQUIRE(file);
  std::stringstream text;
  text << file.rdbuf();
  return text.str();
}

inline History readSample(const std::string& name) {
  return readJobHistory(sampleText(name), name);
}

// The messages of the diagnostics, as Diagnostic::toString gives them, one a line: what a test
// prints when a check of them fails.
inline std::string messages(const History& history) { return history.diagnostics.toString(); }

} // namespace tapeflow::jobhistory::test
