#pragma once

// Reader for `lmm-system 1` files (shared/lmm-systems/FORMAT.md):
//
//   lmm-system 1
//   c <id> <capacity>            capacity > 0
//   v <id> <weight> <bound>      weight > 0; bound <= 0 means none
//   e <c> <v> <coefficient>      coefficient > 0; a repeated (c, v) pair adds up
//
// Records may come in any order; ids must be 0..C-1 and 0..V-1, each once. Every number must be
// finite, and every variable needs at least one `e` line. Errors read "NAME:LINE: reason".

#include "maxmin/Problem.h"
#include "util/Expected.h"

#include <string>
#include <string_view>

namespace tapeflow::maxmin {

[[nodiscard]] Expected<Problem> parseSystem(std::string_view text, std::string_view name);
[[nodiscard]] Expected<Problem> readSystemFile(const std::string& path);

} // namespace tapeflow::maxmin
