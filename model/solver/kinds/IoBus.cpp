// An I/O bus: PCI and PCI-X are one shared bus; PCIe has lanes each way.

#include "solver/kinds/Rules.h"
#include "util/Concat.h"

namespace tapeflow::solver::kinds {

void addIoBus(const NodeVisit& visit) {
  const auto& here = visit.node;
  const auto& p = visit.figures;
  const bool duplex = p.flag(n::kFullDuplex, false);
  // In route order in a backup, against it in a restore (see Nic.cpp).
  const bool towardsHost = visit.leavesTowardsHost() == visit.backup;
  visit.add({{ResourceTag::Bus, duplex ? (towardsHost ? 1u : 2u) : 0u, visit.index()},
             [&] { return concat("bus:", here.id, duplex ? (towardsHost ? ":up" : ":down") : ""); },
             [&] { return here.name + (duplex ? (towardsHost ? " to host" : " from host") : ""); },
             ResourceKind::Bus,
             [&] { return p.number(n::kSustainedRate, kUnlimited); },
             n::kSustainedRate},
            visit.base);
}

} // namespace tapeflow::solver::kinds
