// A Fibre Channel arbitrated loop: one capacity every device on the loop shares.

#include "solver/kinds/Rules.h"

namespace tapeflow::solver::kinds {

void addFcLoop(const NodeVisit& visit) {
  const auto& here = visit.node;
  const auto& p = visit.figures;
  // The loop's efficiency is the loop kind's default unless stated; 1: none at all.
  visit.add({{ResourceTag::Loop, 0, visit.index()},
             [&] { return "loop:" + here.id; },
             [&] { return here.name + " loop"; },
             ResourceKind::Fabric,
             [&] { return p.number(n::kLoopRate, kUnlimited) * p.number(n::kEfficiency, 1.0); },
             n::kLoopRate},
            visit.base);
}

} // namespace tapeflow::solver::kinds
