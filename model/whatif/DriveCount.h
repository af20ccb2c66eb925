#pragma once

// "How does the run time change with 1 to 8 drives?" (issue 19): a drive's count is no figure in
// the file but drives in the diagram, so a sweep of it builds them: N drives of the drive's
// model, each linked where it is, with its jobs spread over them (whole jobs in turn when there
// are at least N, else each job split in N parts, each with its share of the data and of the
// files, so that its files stay as large as they were: issue 22, item 1).

#include "topology/Topology.h"
#include "util/Expected.h"

#include <string>

namespace tapeflow::whatif {

// Makes `drive` (a tape drive, as drawn: one of its model) `count` drives, 1 to 64.
[[nodiscard]] Status setDriveCount(topology::Topology& topology, const std::string& drive,
                                   long long count);

} // namespace tapeflow::whatif
