#pragma once

// Import a Bareos or Bacula site (issue 42): read its configuration (a file or a folder), match
// a job history to its jobs if one is given, and draw it as a topology document that opens and
// solves. The one call both the command line (`tapeflow-cli import bareos`) and the app's
// File ▸ Import ▸ Bareos/Bacula Configuration… make.

#include "catalog/Catalog.h"
#include "io/TopologyFile.h"
#include "siteimport/Site.h"
#include "util/Diagnostics.h"

#include <memory>
#include <string>

namespace tapeflow::siteimport {

struct ImportRequest {
  std::string configPath;  // a configuration file or folder (/etc/bareos, bareos-dir.d, ...)
  std::string historyPath; // a job history (bconsole list/llist jobs, a catalog CSV); optional
  ImportChoices choices;
};

struct ImportResult {
  Site site;                                    // what was read, with every assumption
  std::unique_ptr<topology::Topology> topology; // the document; null when nothing could be made
  Diagnostics diagnostics;                      // the configuration's, the history's, the drawing's
  std::size_t historyRecords = 0;               // jobs the history held
  std::size_t historyMatched = 0;               // imported jobs it gave a size to
};

[[nodiscard]] ImportResult importBareos(const ImportRequest& request,
                                        std::shared_ptr<const catalog::Catalog> catalog);

// One line for a preview: "32 clients, 2 storage daemons, 6 drives, 41 jobs, 3 schedules;
// 4 assumptions".
[[nodiscard]] std::string importSummary(const ImportResult& result);

} // namespace tapeflow::siteimport
