// An Ethernet hub: one half-duplex segment, both directions and every port sharing one capacity.

#include "solver/kinds/Rules.h"

namespace tapeflow::solver::kinds {

void addHub(const NodeVisit& visit) {
  const auto& here = visit.node;
  const auto& p = visit.figures;
  // The segment's efficiency is the hub kind's default unless stated; 1: none at all.
  visit.add({{ResourceTag::Hub, 0, visit.index()},
             [&] { return "hub:" + here.id; },
             [&] { return here.name + " segment"; },
             ResourceKind::Hub,
             [&] { return p.number(n::kSpeed, kUnlimited) * p.number(n::kEfficiency, 1.0); },
             n::kSpeed},
            visit.base);
}

} // namespace tapeflow::solver::kinds
