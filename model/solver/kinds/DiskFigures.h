#pragma once

// A disk's figures for DiskMediaRate.h, as a disk drive node states them or as the catalog entry
// an array names as its member disk states them.

#include "solver/DiskMediaRate.h"
#include "solver/Parameters.h"

namespace tapeflow::solver::kinds {

[[nodiscard]] DiskFigures diskFigures(const Parameters& p);
[[nodiscard]] DiskFigures diskFigures(const FigureTables::Table& t);

} // namespace tapeflow::solver::kinds
