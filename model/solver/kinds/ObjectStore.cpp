// An S3-style object store: writing, its PUT requests (parts a second over its prefixes) and its
// ingest; reading, its egress.

#include "solver/kinds/Rules.h"
#include "solver/kinds/TierResource.h"

namespace tapeflow::solver::kinds {

void addObjectStore(const NodeVisit& visit) {
  const auto& p = visit.figures;
  if (!writesTier(visit)) {
    if (p.has(n::kEgressRate))
      addTierResource(visit, StoreEgress, "store-egress", "restore (egress)", ResourceKind::Link,
                      p.number(n::kEgressRate, kUnlimited), n::kEgressRate, visit.base);
    return;
  }
  if (p.has(n::kRequestRate)) {
    // Bytes a second the requests carry: a part each (the part size is the kind's default
    // unless stated; a byte a request when there is no figure at all).
    const double requests = p.number(n::kRequestRate, kUnlimited) * p.number(n::kPrefixes, 1.0);
    addTierResource(visit, StoreRequests, "store-requests", "PUT requests", ResourceKind::Link,
                    requests * p.number(n::kPartSize, 1.0), n::kRequestRate, visit.base);
  }
  if (p.has(n::kIngestRate))
    addTierResource(visit, StoreIngest, "store-ingest", "ingest", ResourceKind::Link,
                    p.number(n::kIngestRate, kUnlimited), n::kIngestRate, visit.base);
}

} // namespace tapeflow::solver::kinds
