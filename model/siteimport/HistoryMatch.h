#pragma once

// A Bareos or Bacula job history (jobhistory::History) matched to an imported site's jobs by
// the job's name (issue 42): the latest successful full gives a job's data size and file count,
// its incrementals the share of the data that changes in a day, and every successful full with
// a run time becomes a measurement of the job's backup rate, so calibration and the bottleneck
// guide start from the site's own rates.

#include "jobhistory/JobHistory.h"
#include "siteimport/Site.h"
#include "util/Diagnostics.h"

#include <string>

namespace tapeflow::siteimport {

// Fills in the jobs of `site` that `history` has; says in `diagnostics` (as warnings in `file`)
// which records match no imported job. Returns how many of the site's jobs it matched.
std::size_t applyHistory(Site& site, const jobhistory::History& history, const std::string& file,
                         Diagnostics& diagnostics);

} // namespace tapeflow::siteimport
