// applyCandidate (Candidates.h): each change made through the document's operations, with what
// undoes it exactly.

#include "whatif/Candidates.h"

#include "util/Text.h"
#include "whatif/Cards.h"

#include <cmath>

namespace tapeflow::whatif {
namespace {

Expected<Revert> updateJob(topology::Topology& topology, topology::Job job) {
  const auto old = topology.updateJob(std::move(job));
  if (!old) return old.error();
  return Revert{[previous = *old](topology::Topology& t) { (void)t.updateJob(previous); }};
}

Expected<Revert> changeJob(topology::Topology& topology, const Candidate& candidate) {
  const auto* current = topology.job(candidate.job);
  if (!current) return Error{"there is no job " + quote(candidate.job)};
  topology::Job job = *current;
  if (candidate.kind == ChangeKind::Streams) job.options.streams = candidate.streams;
  if (candidate.kind == ChangeKind::BlockSize) job.options.blockSize = candidate.blockSize;
  if (candidate.kind == ChangeKind::Compression)
    job.options.softwareCompression = candidate.compression;
  return updateJob(topology, std::move(job));
}

Expected<Revert> upgrade(topology::Topology& topology, const Candidate& candidate) {
  const auto previous = topology.setEntry(candidate.node, candidate.entry);
  if (!previous) return previous.error();
  return Revert{[node = candidate.node, entry = *previous](topology::Topology& t) {
    (void)t.setEntry(node, entry);
  }};
}

// Moves every second job into the new drive, or splits a lone job in two: each half keeps its
// share of the files, so its files stay as large as they were (issue 22, item 1).
Status shareJobs(topology::Topology& topology, const std::string& old, const std::string& added) {
  std::vector<topology::Job> jobs;
  for (const auto& job : topology.jobs())
    if (job.target == old) jobs.push_back(job);
  if (jobs.size() > 1) {
    for (std::size_t i = 1; i < jobs.size(); i += 2) {
      jobs[i].target = added;
      if (const auto updated = topology.updateJob(jobs[i]); !updated) return updated.error();
    }
    return Done{};
  }
  topology::Job first = jobs.at(0);
  const auto [bytes, files] = volumeOf(topology, first);
  topology::Job second = first;
  second.id.clear();
  second.name = first.name + " (2)";
  second.target = added;
  // Files are whole: the first half takes half of them and the data in the same proportion.
  const auto total = std::llround(files);
  const double share = total >= 2 ? double(total / 2) / double(total) : 0.5;
  first.options.dataSize = bytes * share;
  second.options.dataSize = bytes - *first.options.dataSize;
  if (total >= 2) {
    first.options.fileCount = total / 2;
    second.options.fileCount = total - total / 2;
    first.options.meanFileSize.reset();
    second.options.meanFileSize.reset();
  }
  if (const auto updated = topology.updateJob(first); !updated) return updated.error();
  const auto addedJob = topology.addJob(second);
  return addedJob ? Status{Done{}} : Status{addedJob.error()};
}

Expected<Revert> addDrive(topology::Topology& topology, const Candidate& candidate) {
  const auto* old = topology.node(candidate.node);
  if (!old) return Error{"there is no node " + quote(candidate.node)};
  std::vector<topology::Job> before;
  for (const auto& job : topology.jobs())
    if (job.target == old->id) before.push_back(job);
  const auto id = topology.addNode(copyBeside(*old, candidate.entry));
  if (!id) return id.error();
  // Jobs back to the old drive first: removing the node would remove the jobs it holds.
  Revert revert = [added = *id, before](topology::Topology& t) {
    for (const auto& job : before) (void)t.updateJob(job);
    (void)t.removeNode(added); // with its links and the job added for it
  };
  const std::string oldId = candidate.node;
  Status done = linkBeside(topology, oldId, *id);
  // A drive with no jobs of its own is in a library pool or RAIT group: being linked there is
  // all it takes.
  if (done && !before.empty()) done = shareJobs(topology, oldId, *id);
  if (!done) {
    revert(topology);
    return done.error();
  }
  return revert;
}

} // namespace

Expected<Revert> applyCandidate(topology::Topology& topology, const Candidate& candidate) {
  switch (candidate.kind) {
  case ChangeKind::Upgrade: return upgrade(topology, candidate);
  case ChangeKind::AddDrive: return addDrive(topology, candidate);
  case ChangeKind::AddCard: return addCard(topology, candidate);
  case ChangeKind::MoveCard: return moveCard(topology, candidate);
  case ChangeKind::Streams:
  case ChangeKind::BlockSize:
  case ChangeKind::Compression: return changeJob(topology, candidate);
  }
  return Error{"unknown change"};
}

} // namespace tapeflow::whatif
