// An Ethernet or Fibre Channel switch: its backplane, where it states one that can hold a job
// (SharedSwitches.h; its ports are the links' capacities).

#include "solver/SharedSwitches.h"
#include "solver/kinds/Rules.h"

namespace tapeflow::solver::kinds {

void addSwitch(const NodeVisit& visit) {
  const auto& here = visit.node;
  const auto& p = visit.figures;
  if (!backplaneCanBind(visit.graph(), visit.index())) return;
  visit.add({{ResourceTag::Switch, 0, visit.index()},
             [&] { return "switch:" + here.id; },
             [&] { return here.name + " backplane"; },
             ResourceKind::Switch,
             [&] { return p.number(n::kBackplaneRate, kUnlimited); },
             n::kBackplaneRate},
            visit.base);
}

} // namespace tapeflow::solver::kinds
