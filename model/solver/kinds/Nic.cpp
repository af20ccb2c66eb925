// A network adapter: its card's rate, and its port each way (one shared capacity at half
// duplex), carrying the payload left after TCP/IP.

#include "solver/kinds/Rules.h"
#include "util/Concat.h"

namespace tapeflow::solver::kinds {

void addNic(const NodeVisit& visit) {
  const auto& here = visit.node;
  const auto& p = visit.figures;
  if (p.has(n::kCardRate))
    visit.add({{ResourceTag::NicCard, 0, visit.index()},
               [&] { return "nic-card:" + here.id; },
               [&] { return here.name; },
               ResourceKind::Nic,
               [&] { return p.number(n::kCardRate, kUnlimited); },
               n::kCardRate},
              visit.base);
  // Routes run from the data's source side to the drive whatever the run; the data flow that
  // way in a backup and back in a restore, where the client's adapter receives (issue 40).
  const bool sending = visit.leavesToPeer() == visit.backup;
  const bool half = p.text(n::kDuplex) == "half";
  visit.add({{ResourceTag::Nic,
              half      ? 0u
              : sending ? 1u
                        : 2u,
              visit.index()},
             [&] {
               return concat("nic:", here.id, half ? "" : sending ? ":tx" : ":rx");
             },
             [&] {
               return here.name + (half ? "" : sending ? " send" : " receive");
             },
             ResourceKind::Nic,
             [&] { return p.number(n::kSpeed, kUnlimited) * visit.tcpEfficiency(); },
             n::kSpeed},
            visit.base);
}

} // namespace tapeflow::solver::kinds
