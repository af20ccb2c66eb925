#include "solver/RunEnd.h"

#include "solver/Sharing.h"

#include <algorithm>
#include <cmath>

namespace tapeflow::solver {
namespace {

// At its steady rate a job is held as the steady solve says (the results table's words): two
// limits at the same level (a NIC and its link) are told apart by the order the sharing met
// them in, which differs with the jobs that transfer.
bool atSteadyRate(const JobResult& job, const timeline::Segment& segment) {
  return std::fabs(segment.rate - job.rate) <= 1e-9 * job.rate;
}

std::string holderKey(const SolveResult& result, const JobResult& job,
                      const timeline::Segment& segment) {
  if (atSteadyRate(job, segment)) return job.bottleneck.key;
  if (segment.heldBy < result.resources.size()) return result.resources[segment.heldBy].key;
  if (segment.heldBy == kLimitCeiling) return "ceiling:" + job.id;
  return {};
}

// The seconds each holder held the job, the last segment's holder taken out as the end's.
void addHolds(const SolveResult& result, const JobResult& job,
              const timeline::JobTimeline& timeline, RunEnd& run) {
  const timeline::Segment* end = nullptr;
  for (const auto& segment : timeline.segments)
    if (segment.phase == timeline::Phase::Transfer && segment.rate > 0.0) end = &segment;
  if (!end) return;
  run.endRate = end->rate;
  run.heldBy = segmentHolder(result, job, *end);
  run.heldByKey = holderKey(result, job, *end);
  for (const auto& segment : timeline.segments) {
    if (segment.phase != timeline::Phase::Transfer || !(segment.rate > 0.0)) continue;
    const std::string label = segmentHolder(result, job, segment);
    if (label.empty() || label == run.heldBy) continue;
    const auto it = std::find_if(run.earlier.begin(), run.earlier.end(),
                                 [&](const Hold& hold) { return hold.label == label; });
    Hold& hold = it != run.earlier.end() ? *it : run.earlier.emplace_back(Hold{label, 0.0});
    hold.seconds += segment.end - segment.start;
  }
  std::stable_sort(run.earlier.begin(), run.earlier.end(),
                   [](const Hold& a, const Hold& b) { return a.seconds > b.seconds; });
}

} // namespace

std::string segmentHolder(const SolveResult& result, const JobResult& job,
                          const timeline::Segment& segment) {
  if (atSteadyRate(job, segment)) return job.bottleneck.label;
  if (segment.heldBy < result.resources.size()) return result.resources[segment.heldBy].label;
  if (segment.heldBy == kLimitCeiling) return job.ceiling;
  return {};
}

RunEnd runEnd(const SolveResult& result) {
  RunEnd run;
  run.seconds = result.timeline.window;
  for (const auto& job : result.jobs) {
    if (!job.error.empty()) continue;
    run.bytes += job.bytes;
    if (!run.last || job.end > run.last->end) run.last = &job;
  }
  if (!run.last) return run;
  const auto timeline =
      std::find_if(result.timeline.jobs.begin(), result.timeline.jobs.end(),
                   [&](const timeline::JobTimeline& job) { return job.id == run.last->id; });
  if (timeline != result.timeline.jobs.end()) addHolds(result, *run.last, *timeline, run);
  if (run.heldBy.empty()) {
    run.endRate = run.last->rate;
    run.heldBy = run.last->bottleneck.label;
    run.heldByKey = run.last->bottleneck.key;
  }
  return run;
}

} // namespace tapeflow::solver
