#pragma once

// tapeflow-cli solve --schedule: the document's schedule run night by night (schedule/
// ScheduleRun.h) and the restores it implies (schedule/RestorePlan.h), as a table or as JSON.

#include "topology/Topology.h"

#include <ostream>

namespace tapeflow::cli {

void printSchedule(const topology::Topology& document, std::ostream& out);
void printScheduleJson(const topology::Topology& document, std::ostream& out);

} // namespace tapeflow::cli
