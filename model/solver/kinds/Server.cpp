// A server's memory: every byte goes into memory and out again, and the copies the software makes
// on the way cross the host bus too (MemoryCopies.h). Its CPU is a per-stream term of the flow
// builder (FlowLimits.cpp), not a resource of one visit.

#include "solver/MemoryCopies.h"
#include "solver/kinds/Rules.h"

namespace tapeflow::solver::kinds {

void addServer(const NodeVisit& visit) {
  const auto& here = visit.node;
  const auto& p = visit.figures;
  if (!p.has(n::kHostBusRate)) return;
  // The crossings per copy are the server kind's default in kinds.json unless stated; the
  // fallbacks are what no figure at all means: no copy, no crossing counted.
  visit.add({{ResourceTag::Memory, 0, visit.index()},
             [&] { return "memory:" + here.id; },
             [&] { return here.name + " host bus"; },
             ResourceKind::HostMemory,
             [&] { return p.number(n::kHostBusRate, kUnlimited); },
             n::kHostBusRate},
            hostBusCrossings(p.profileNumber(n::kBackupApp, n::kMemoryCopies, 0.0),
                             p.number(n::kCopyCrossings, 0.0)) *
                visit.base);
}

} // namespace tapeflow::solver::kinds
