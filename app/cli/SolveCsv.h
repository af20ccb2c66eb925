#pragma once

// tapeflow-cli solve --csv: the jobs (or, with --csv resources, the components) of one or more
// solves as CSV for spreadsheets and scripts. Figures are in base units (bytes/s, seconds), as
// in --json, so that nothing has to parse "MB/s"; the first column names the run.

#include "solver/Solver.h"

#include <iosfwd>
#include <string_view>

namespace tapeflow::cli {

void printJobsCsvHeader(std::ostream& out);
void printJobsCsv(std::string_view run, const solver::SolveResult& result, std::ostream& out);

void printResourcesCsvHeader(std::ostream& out);
// The components that carry load, busiest first (as the text table lists them).
void printResourcesCsv(std::string_view run, const solver::SolveResult& result, std::ostream& out);

} // namespace tapeflow::cli
