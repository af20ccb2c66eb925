#pragma once

// Figures of a job that can be, but are unlikely to be what the user meant (issue 37): a file
// count or a block size typed in the wrong unit, a change rate that makes an incremental a full.
// What cannot be at all is refused (Topology::checkJob, levelError); these are only warned about,
// on loading (`check`, the app's open) and with every solve, and are never changed.

#include "topology/ChangeSet.h"
#include "topology/Elements.h"

#include <optional>
#include <string>
#include <vector>

namespace tapeflow::topology {

struct ImplausibleFigure {
  std::optional<JobField> field; // the option it is about; none: the job's level
  std::string message;           // says the figure, why it is unlikely, and what to check
};

[[nodiscard]] std::vector<ImplausibleFigure> implausibleFigures(const Job& job);

} // namespace tapeflow::topology
