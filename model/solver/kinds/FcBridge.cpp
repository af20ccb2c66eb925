// A Fibre Channel to SCSI bridge: its own rate, where it states one.

#include "solver/kinds/Rules.h"

namespace tapeflow::solver::kinds {

void addFcBridge(const NodeVisit& visit) {
  const auto& here = visit.node;
  const auto& p = visit.figures;
  if (!p.has(n::kBridgeRate)) return;
  visit.add({{ResourceTag::Bridge, 0, visit.index()},
             [&] { return "bridge:" + here.id; },
             [&] { return here.name; },
             ResourceKind::Bridge,
             [&] { return p.number(n::kBridgeRate, kUnlimited); },
             n::kBridgeRate},
            visit.base);
}

} // namespace tapeflow::solver::kinds
