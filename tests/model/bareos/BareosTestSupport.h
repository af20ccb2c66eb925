#pragma once

// Shared by the tests of model/bareos: configurations read from text in memory, the data folder
// on disk, and the diagnostics as the user reads them.

#include "bareos/ConfigFiles.h"
#include "bareos/FileSystem.h"

#include <string>
#include <vector>

namespace tapeflow::bareos::test {

inline std::string dataDir() { return TAPEFLOW_BAREOS_DATA_DIR; }

// `text` read as the director's configuration /etc/bareos/bareos-dir.conf.
inline ConfigRead readText(const std::string& text,
                           const std::string& path = "/etc/bareos/bareos-dir.conf") {
  MemoryFileSystem files;
  files.add(path, text);
  return readConfig(path, files);
}

// Every diagnostic as Diagnostic::toString() writes it, errors first.
inline std::vector<std::string> lines(const Diagnostics& diagnostics) {
  std::vector<std::string> all;
  for (const auto& diagnostic : diagnostics.all()) all.push_back(diagnostic.toString());
  return all;
}

// The errors only, as lines.
inline std::vector<std::string> errors(const Diagnostics& diagnostics) {
  std::vector<std::string> found;
  for (const auto& diagnostic : diagnostics.all())
    if (diagnostic.severity == Severity::Error) found.push_back(diagnostic.toString());
  return found;
}

// The names of the resources, in the order read.
inline std::vector<std::string> names(const Config& config) {
  std::vector<std::string> found;
  for (const auto& resource : config.resources) found.push_back(resource.name);
  return found;
}

} // namespace tapeflow::bareos::test
