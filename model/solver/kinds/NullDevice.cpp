// The NULL device at the end of a route: it takes bytes at its stated rate.

#include "solver/kinds/Rules.h"

namespace tapeflow::solver::kinds {

void addNullDevice(const NodeVisit& visit) {
  if (!visit.isTarget) return;
  const auto& here = visit.node;
  const auto& p = visit.figures;
  visit.add({{ResourceTag::Null, 0, visit.index()},
             [&] { return "null:" + here.id; },
             [&] { return here.name; },
             ResourceKind::NullDevice,
             [&] { return p.number(n::kRate, kUnlimited); },
             n::kRate},
            visit.base);
}

} // namespace tapeflow::solver::kinds
