// Words for staged runs (issue 24): a despool that shares its disk pool with the backups writing
// into it and so feeds its tape drive too slowly to stream (Amanda's holding disk starving an
// LTO drive, zmanda/amanda #293). The numbers come from the sharing; this only names the cause.

#include "solver/SolveStages.h"

#include "catalog/KindCode.h"
#include "solver/FigureWords.h"
#include "streaming/TapeStreaming.h"
#include "util/Text.h"

#include <algorithm>

namespace tapeflow::solver::detail {

void despoolStarved(const Stages& stages, const BaseShares& base, const SolveResult& result,
                    std::vector<Warning>& warnings) {
  for (std::size_t j = 0; j < stages.model.jobs.size(); ++j) {
    const JobModel& jm = stages.model.jobs[j];
    // Only a copy while backups write into the pool: a copy after them has its disks to itself.
    // (Asked first: finding every job's source by id was 1 % of a full solve.)
    if (jm.tier.copies.empty() || !jm.tier.whileRunning) continue;
    const topology::Job* job = stages.topology.job(jm.id);
    const topology::Node* pool = job ? stages.topology.node(job->source) : nullptr;
    if (!pool || !catalog::isKind(pool->kind, catalog::KindCode::DiskPool)) continue;
    for (std::size_t t = 0; t < stages.model.tapes.size(); ++t) {
      const TapeModel& tape = stages.model.tapes[t];
      if (std::find(jm.drives.begin(), jm.drives.end(), tape.node) == jm.drives.end()) continue;
      if (!streaming::shoeShines(tape.streaming, base.offered[t])) continue;
      const topology::Node* drive = stages.topology.node(tape.node);
      warnings.push_back(
          {tape.node,
           "job " + quote(jm.name) + " despools from " + quote(pool->name) +
               " while backups write to it: its disks give the copy " +
               rateWords(result.jobs[j].rate) + ", too little for " +
               quote(drive ? drive->name : tape.node) +
               " to stream; more disks in the pool, or copying after the backups, lets it "
               "stream"});
      break;
    }
  }
}

} // namespace tapeflow::solver::detail
