#pragma once

// `lmm-solution 1` files (shared/lmm-systems/FORMAT.md):
//
//   lmm-solution 1
//   solver tapeflow version=<kVersion> algorithm=... arithmetic=...
//   # comments
//   x <id> <value>        one per variable, the shortest decimal that reads back as the double

#include "maxmin/MaxMin.h"
#include "util/Expected.h"

#include <iosfwd>
#include <string>
#include <vector>

namespace tapeflow::maxmin {

// The solution as text, in one string (written with one call: the xl systems have 10^5 lines).
[[nodiscard]] std::string formatSolution(const Solution& solution);
void writeSolution(std::ostream& out, const Solution& solution);
[[nodiscard]] Status writeSolutionFile(const std::string& path, const Solution& solution);

// The x values of a solution file, by id (0..V-1, each once). Errors read "PATH:LINE: reason".
[[nodiscard]] Expected<std::vector<double>> readSolutionFile(const std::string& path);

} // namespace tapeflow::maxmin
