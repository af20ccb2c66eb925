#pragma once

// The site a Bareos or Bacula configuration describes (issue 42): the director's backup jobs
// with their clients, file sets, storages, pools and schedules (JobDefs filled in), and the
// storage daemon's devices and autochangers where its configuration was read too. What the
// configuration leaves open or gets wrong is a warning with its file and line, never fatal: a
// job whose client or storage cannot be found is left out and said so.

#include "bareos/BareosConfig.h"
#include "siteimport/Site.h"
#include "util/Diagnostics.h"

#include <string>

namespace tapeflow::siteimport {

[[nodiscard]] Site siteFromConfig(const bareos::Config& config, Diagnostics& diagnostics);

// The catalog entry of a tape drive of a media type ("LTO-8", "LTO8", "Ultrium-8"): the
// generation's half-height IBM drive, its full-height one where the catalog has no other.
// Empty for a media type that names no LTO generation.
struct DriveModel {
  std::string entry;
};
[[nodiscard]] DriveModel driveEntry(std::string_view mediaType);

} // namespace tapeflow::siteimport
