// A disk pool (a disk staging area, a chunk store): its data disks, which carry its reads and
// writes alike. Reading a chunk store back fetches its chunks in random order, one disk each:
// each request costs that disk its access time besides the transfer.

#include "solver/kinds/Rules.h"
#include "solver/kinds/TierResource.h"

#include <algorithm>

namespace tapeflow::solver::kinds {

void addDiskPool(const NodeVisit& visit) {
  const auto& p = visit.figures;
  const double data = std::max(1.0, p.number(n::kMembers, 1.0) - p.number(n::kParityMembers, 0.0));
  const double rate =
      std::min(p.number(n::kPoolRate, kUnlimited), data * p.number(n::kMemberRate, kUnlimited));
  // In bytes of streaming: a request of S bytes holds its disk for S + access x rate.
  const double member = p.number(n::kMemberRate, 0.0);
  const double access = p.number(n::kAccessTime, 0.0) * member;
  const double size = visit.job.requestSize;
  const bool writes = writesTier(visit);
  const double random = !writes && size > 0.0 ? 1.0 + access / size : 1.0;
  // A disk that writes more slowly than it reads (a shingled disk rewriting its bands) spends
  // rate / write rate of its streaming on each byte written.
  const double write = p.number(n::kMemberWriteRate, member);
  const double slower = writes && write > 0.0 && write < member ? member / write : 1.0;
  addTierResource(visit, PoolDisks, "pool", "disks (reads and writes)", ResourceKind::Disk, rate,
                  n::kMemberRate, visit.base * random * slower);
}

} // namespace tapeflow::solver::kinds
