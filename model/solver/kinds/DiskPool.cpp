// A disk pool (a disk staging area): its data disks, which carry its reads and writes alike.

#include "solver/kinds/Rules.h"
#include "solver/kinds/TierResource.h"

#include <algorithm>

namespace tapeflow::solver::kinds {

void addDiskPool(const NodeVisit& visit) {
  const auto& p = visit.figures;
  const double data = std::max(1.0, p.number(n::kMembers, 1.0) - p.number(n::kParityMembers, 0.0));
  const double rate =
      std::min(p.number(n::kPoolRate, kUnlimited), data * p.number(n::kMemberRate, kUnlimited));
  addTierResource(visit, PoolDisks, "pool", "disks (reads and writes)", ResourceKind::Disk, rate,
                  n::kMemberRate, visit.base);
}

} // namespace tapeflow::solver::kinds
