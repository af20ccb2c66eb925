// Today's tiers in the flow model (issue 24): a disk pool used as a staging target, a
// deduplicating target and an object store. Their resources are their kinds' rules
// (kinds/DiskPool.cpp, kinds/DedupTarget.cpp, kinds/ObjectStore.cpp); this file holds what the
// flow builder works out for a job that uses one.
//
//   Disk pool: one resource for its disks, min(pool limit, data disks x disk rate), taken by a
//     backup writing into it and by a copy reading out of it alike: the staging backup and the
//     despool compete for the same disks, and what the despool gets is the feed of its tape
//     drive (the streaming fixed point then decides whether the drive shoe-shines).
//   Deduplicating target: ingest holds a backup at its CPUs (chunking and fingerprinting every
//     logical byte, target-side only), its chunk index (one lookup per chunk: lookups x chunk
//     size logical bytes/s) and its disks (new chunks only: 1/ratio of each logical byte).
//     Source-side, the client chunks (a CPU cost per byte on the first host) and only new
//     chunks cross the network after it. Restores and copies out rehydrate at a separate read
//     rate and look chunks up in the same index.
//   Object store: a request limit per prefix (requests/s x prefixes x part size), an optional
//     ingest limit, an egress rate for restores, and per stream the TCP window over the round
//     trip times the parallel multipart parts. The WAN is the link to it, shared like any link.

#include "solver/FlowBuilder.h"

#include "topology/LevelDataSet.h"

#include "catalog/KindCode.h"
#include "topology/JobDataSet.h"
#include "topology/TierKinds.h"

#include <algorithm>
#include <cmath>

namespace tapeflow::solver::detail {

std::vector<std::string> FlowBuilder::backupsInto(std::size_t tier,
                                                  const std::string& except) const {
  std::vector<std::string> jobs;
  for (const auto& other : m_topology.jobs())
    if (other.target == node(tier).id && other.direction == Direction::Backup && other.id != except)
      jobs.push_back(other.id);
  return jobs;
}

// The logical bytes the backups `copies` move, and the compressibility of the first one's data.
std::pair<double, double> FlowBuilder::copiedData(const std::vector<std::string>& copies) const {
  double bytes = 0.0;
  double compressibility = 0.0;
  for (const auto& id : copies) {
    const topology::Job* job = m_topology.job(id);
    const auto source = job ? m_graph.indexOf(job->source) : std::nullopt;
    if (!source) continue;
    const auto volume = params(*source);
    const auto figure = [&](names::Figure name) -> std::optional<double> {
      if (!volume.has(name)) return std::nullopt;
      return volume.number(name, 0.0);
    };
    // What the backup wrote at its level: a night's incremental is copied, not its full.
    bytes += topology::levelDataSet(
                 topology::jobDataSet(job->options, {figure(n::kDataSize), figure(n::kFileCount),
                                                     figure(n::kMeanFileSize)}),
                 job->level)
                 .moved.bytes;
    if (compressibility == 0.0)
      compressibility =
          job->options.compressibility.value_or(volume.number(n::kCompressibility, 1.0));
  }
  return {bytes, std::max(1.0, compressibility)};
}

namespace {

// Where a job's data goes, in the words of a staged run's verdict.
std::string tierWord(KindCode kind) {
  if (kind == KindCode::DiskPool) return "disk";
  if (kind == KindCode::DedupTarget) return "the deduplicating target";
  if (kind == KindCode::ObjectStore) return "object storage";
  if (kind == KindCode::NullDevice) return "the NULL device";
  return "tape";
}

} // namespace

TierJob FlowBuilder::tierJob(const topology::Job& job, std::size_t source, std::size_t target,
                             Direction direction) const {
  TierJob tier;
  const KindCode targetKind = m_graph.kindCode(target);
  if (direction == Direction::Backup) {
    if (topology::isCopySourceKind(m_graph.kind(source)))
      tier.stage = "copy to " + tierWord(targetKind);
    else if (topology::isTierKind(m_graph.kind(target)))
      tier.stage =
          targetKind == KindCode::ObjectStore ? "backup to object storage" : "backup to disk";
  }
  if (targetKind == KindCode::DedupTarget && direction == Direction::Backup) {
    const auto appliance = params(target);
    const auto volume = params(source);
    // An incremental or differential job sends the chunks of changed data whatever run the
    // appliance is set to; a full's ratio depends on whether the target has seen the data.
    const auto level = job.level.level;
    const bool changedOnly =
        level == topology::BackupLevel::Incremental || level == topology::BackupLevel::Differential;
    const std::string run = changedOnly ? "incremental" : appliance.text(n::kBackupRun);
    const auto [own, fallback] =
        run == "first-full"    ? std::pair{n::kDedupFirstFull, n::kRatioFirstFull}
        : run == "incremental" ? std::pair{n::kDedupIncremental, n::kRatioIncremental}
                               : std::pair{n::kDedupLaterFull, n::kRatioLaterFull};
    tier.dedupRatio = std::max(1.0, volume.number(own, appliance.number(fallback, 1.0)));
    tier.sourceSide = appliance.text(n::kDedupSide) == "source";
    tier.clientCoreRate = appliance.number(n::kClientCoreRate, 0.0);
  }
  // A copy out of a tier moves what the backups into it wrote; in a run of restores there is
  // nothing to wait for.
  if (!topology::isCopySourceKind(m_graph.kind(source)) || direction != Direction::Backup)
    return tier;
  tier.copies = backupsInto(source, job.id);
  const auto pool = params(source);
  if (m_graph.kindCode(source) != KindCode::DiskPool || pool.text(n::kDespool) != "while")
    return tier;
  tier.whileRunning = true;
  tier.spoolSize = pool.number(n::kSpoolSize, kUnlimited);
  tier.lowWater = std::max(0.0, pool.number(n::kLowWater, 0.0));
  // The copy must be able to start before the spool is full, and a pause must have a restart
  // above it: a high-water mark at or below the low-water mark is read as 1 GB above it.
  tier.highWater = std::max(pool.number(n::kHighWater, 0.0), tier.lowWater + 1e9);
  tier.highWater = std::min(tier.highWater, tier.spoolSize);
  tier.lowWater = std::min(tier.lowWater, 0.5 * tier.highWater);
  return tier;
}

// One stream to or from an object store moves at most its TCP window per round trip on each
// of its parallel parts' connections, and no more than the service's rate per request on each.
Ceiling FlowBuilder::tierCeiling(const Route& route, bool backup) const {
  Ceiling none{kUnlimited, {}, {}};
  if (route.visits.empty()) return none;
  for (const std::size_t end : {route.visits.front().node, route.visits.back().node}) {
    if (m_graph.kindCode(end) != KindCode::ObjectStore) continue;
    const auto p = params(end);
    const double parts = std::max(1.0, p.number(n::kParallelParts, 1.0));
    // The store at the target's end takes a backup's bytes; at the source's end it gives them.
    const bool writing = (end == route.visits.back().node) == backup;
    const double perRequest =
        p.number(writing ? n::kRequestWriteRate : n::kRequestReadRate, kUnlimited);
    const double rtt = p.number(n::kRtt, 0.0);
    const double window = p.number(n::kTcpWindow, kStoreTcpWindow);
    if (!(rtt > 0.0 && window / rtt <= perRequest)) {
      if (!std::isfinite(perRequest)) continue;
      return {parts * perRequest,
              {.kind = CeilingCause::Kind::StoreRequest,
               .name = &node(end).name,
               .parts = parts,
               .rate = perRequest},
              "network"};
    }
    return {parts * window / rtt,
            {.kind = CeilingCause::Kind::StoreWindow,
             .name = &node(end).name,
             .size = window,
             .parts = parts,
             .seconds = rtt},
            "network"};
  }
  return none;
}

} // namespace tapeflow::solver::detail
