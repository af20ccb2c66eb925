// A Fibre Channel host adapter: the slower of its port and its card.

#include "solver/kinds/Rules.h"

#include <algorithm>

namespace tapeflow::solver::kinds {

void addFcHba(const NodeVisit& visit) {
  const auto& here = visit.node;
  const auto& p = visit.figures;
  visit.add({{ResourceTag::Card, 0, visit.index()},
             [&] { return "card:" + here.id; },
             [&] { return here.name; },
             ResourceKind::Controller,
             [&] {
               return std::min(p.number(n::kPortRate, kUnlimited),
                               p.number(n::kCardRate, kUnlimited));
             },
             n::kPortRate},
            visit.base);
}

} // namespace tapeflow::solver::kinds
