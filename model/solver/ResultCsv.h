#pragma once

// The jobs or the components of one or more solves as CSV for spreadsheets and scripts:
// tapeflow-cli solve --csv [resources] and the app's File ▸ Export write exactly this. Figures are
// in base units (bytes/s, seconds), as in --json, so that nothing has to parse "MB/s"; the first
// column names the run.

#include "solver/Solver.h"

#include <iosfwd>
#include <string_view>

namespace tapeflow::solver {

void printJobsCsvHeader(std::ostream& out);
void printJobsCsv(std::string_view run, const SolveResult& result, std::ostream& out);

void printResourcesCsvHeader(std::ostream& out);
// The components that carry load, busiest first (as the text table lists them).
void printResourcesCsv(std::string_view run, const SolveResult& result, std::ostream& out);

} // namespace tapeflow::solver
