#pragma once

// The resources of today's tiers (disk pool, deduplicating target, object store): one each per
// node, named "<what>:<node id>" and labelled "<node name> <what it is>".

#include "solver/kinds/NodeVisit.h"
#include "util/Concat.h"

#include <cstdint>
#include <string_view>

namespace tapeflow::solver::kinds {

// Which of its node's tier resources a key names.
enum TierResource : std::uint32_t {
  PoolDisks,
  DedupCpu,
  DedupIndex,
  DedupDisk,
  DedupRead,
  StoreRequests,
  StoreIngest,
  StoreEgress
};

// Data flows into the tier on a backup that ends there, out of it on a restore from it or a
// copy that starts there.
[[nodiscard]] inline bool writesTier(const NodeVisit& visit) {
  return visit.isTarget == visit.backup;
}

// `perByte` bytes on the node's `which` resource of `capacity`, set by `figure`.
inline void addTierResource(const NodeVisit& visit, TierResource which, std::string_view key,
                            std::string_view label, ResourceKind kind, double capacity,
                            names::Figure figure, double perByte) {
  const auto& here = visit.node;
  visit.add({{ResourceTag::Tier, which, visit.index()},
             [&] { return concat(key, ":", here.id); },
             [&] { return concat(here.name, " ", label); },
             kind,
             [&] { return capacity; },
             figure},
            perByte);
}

} // namespace tapeflow::solver::kinds
