// A SCSI host adapter or RAID controller: the rate one sequential stream gets through it, and
// its card's rate (a RAID controller's writes may have their own).

#include "solver/kinds/Rules.h"
#include "util/Concat.h"

#include <string>

namespace tapeflow::solver::kinds {

void addController(const NodeVisit& visit) {
  const auto& here = visit.node;
  const auto& p = visit.figures;
  // One sequential reader (writer) keeps few requests in flight: it gets this much of the
  // controller whatever the other streams do. A stream striped over K controllers passes a
  // K-th of its bytes through each, so it gets K times as much.
  if (p.has(n::kStreamRate))
    visit.add({{ResourceTag::Stream, static_cast<std::uint32_t>(visit.stream()), visit.index(),
                visit.jobIndex()},
               [&] {
                 return concat("stream:", here.id, ":", visit.jobId(), ":",
                               std::to_string(visit.stream()));
               },
               [&] { return here.name + " (one stream)"; },
               ResourceKind::Controller,
               [&] { return p.number(n::kStreamRate, kUnlimited); },
               n::kStreamRate},
              visit.base);
  const bool raid = visit.kind() == catalog::KindCode::RaidController;
  const auto name =
      !visit.backup && p.has(n::kCardWriteRate) && raid ? n::kCardWriteRate : n::kCardRate;
  if (!p.has(name)) return;
  const bool write = name == n::kCardWriteRate;
  visit.add({{ResourceTag::Card, write, visit.index()},
             [&] { return concat("card:", here.id, write ? ":write" : ""); },
             [&] { return here.name; },
             ResourceKind::Controller,
             [&] { return p.number(name, kUnlimited); },
             name},
            visit.base);
}

} // namespace tapeflow::solver::kinds
