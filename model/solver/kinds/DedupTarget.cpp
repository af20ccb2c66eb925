// A deduplicating target: writing, its ingest CPU (unless the source deduplicates), its index
// lookups per chunk and its disk writes of the new chunks; reading, its rehydrating reads and
// the lookups.

#include "solver/kinds/Rules.h"
#include "solver/kinds/TierResource.h"

namespace tapeflow::solver::kinds {

namespace {

void addWrites(const NodeVisit& visit, double lookups) {
  const auto& p = visit.figures;
  const auto& tier = visit.job.tier;
  // `base` counts the bytes that reach the target: new chunks only when the source chunks.
  const double logical = visit.base * (tier.sourceSide ? tier.dedupRatio : 1.0);
  if (!tier.sourceSide && p.has(n::kIngestCpuRate))
    addTierResource(visit, DedupCpu, "dedup-cpu", "ingest (CPU)", ResourceKind::Controller,
                    p.number(n::kIngestCpuRate, kUnlimited), n::kIngestCpuRate, logical);
  if (p.has(n::kDiskWriteRate))
    addTierResource(visit, DedupDisk, "dedup-disk", "disk writes of new chunks", ResourceKind::Disk,
                    p.number(n::kDiskWriteRate, kUnlimited), n::kDiskWriteRate,
                    logical / tier.dedupRatio);
  if (p.has(n::kIndexLookups))
    addTierResource(visit, DedupIndex, "dedup-index", "chunk index lookups",
                    ResourceKind::Controller, lookups, n::kIndexLookups, logical);
}

void addReads(const NodeVisit& visit, double lookups) {
  const auto& p = visit.figures;
  if (p.has(n::kRehydrateRate))
    addTierResource(visit, DedupRead, "dedup-read", "rehydrating reads", ResourceKind::Disk,
                    p.number(n::kRehydrateRate, kUnlimited), n::kRehydrateRate, visit.base);
  if (p.has(n::kIndexLookups))
    addTierResource(visit, DedupIndex, "dedup-index", "chunk index lookups",
                    ResourceKind::Controller, lookups, n::kIndexLookups, visit.base);
}

} // namespace

void addDedupTarget(const NodeVisit& visit) {
  const auto& p = visit.figures;
  // Lookups a second, as bytes a second: one lookup per chunk (the chunk size is the kind's
  // default unless stated; a byte a chunk when there is no figure at all).
  const double lookups = p.number(n::kIndexLookups, kUnlimited) * p.number(n::kChunkSize, 1.0);
  if (writesTier(visit))
    addWrites(visit, lookups);
  else
    addReads(visit, lookups);
}

} // namespace tapeflow::solver::kinds
