#pragma once

// A SolveResult as JSON (tapeflow-cli solve --json; docs/solve-json.md documents the members).
// Rates are bytes/s, times seconds, capacities in their resource's unit (core-seconds per
// second for CPUs), so that scripts never parse units.

#include "solver/Solver.h"

#include <nlohmann/json.hpp>

namespace tapeflow::solver {

[[nodiscard]] nlohmann::ordered_json toJson(const SolveResult& result);

} // namespace tapeflow::solver
