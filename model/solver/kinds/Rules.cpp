#include "solver/kinds/Rules.h"

#include <array>
#include <cstddef>

namespace tapeflow::solver::kinds {

namespace {

constexpr std::array kRules{
    Rules(&noResources), // Other
#define TAPEFLOW_KIND(code, name, rules) Rules(&rules),
#include "catalog/Kinds.def"
#undef TAPEFLOW_KIND
};

} // namespace

Rules rulesFor(catalog::KindCode code) {
  const auto i = static_cast<std::size_t>(code);
  return i < kRules.size() ? kRules[i] : &noResources;
}

} // namespace tapeflow::solver::kinds
