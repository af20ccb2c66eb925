// Bottlenecks named honestly (issue 20): which constraint a stream is said to be held by when
// several hold it at once, and which others come within a few per cent of holding it.
//
// The max-min core reports the constraint that froze a stream first; when two saturate at the
// same level that is an artefact of the order they are scanned in. Physically both limit, and
// lifting either alone buys nothing. The stream is then said to be held by the one that would
// hold it lowest on its own: capacity / coefficient for a resource (what the stream could move
// through it with nothing else there), the rate for its own ceiling. A shared NIC full of five
// jobs would let this one job five times faster alone; its drive would not: the drive is named,
// and the NIC is listed with it. Equal figures fall back to the resource key, so the choice never
// depends on the order of resources in the model.

#include "solver/SolveStages.h"

#include <algorithm>
#include <cmath>
#include <tuple>

namespace tapeflow::solver::detail {
namespace {

// Every constraint of stream s at least `level` utilised in the base sharing.
void constraintsAbove(const Stages& stages, const BaseShares& base, std::size_t s, double level,
                      std::vector<Candidate>& found) {
  constraintsAbove(
      stages.system, s, base.rate[s], stages.model.streams[s].ceiling.rate,
      [&](std::size_t r) { return base.capacity[r]; }, [&](std::size_t r) { return base.load[r]; },
      level, found);
}

const std::string& keyOf(const FlowModel& model, std::size_t limit) {
  static const std::string ceiling = "ceiling";
  return limit < model.resources.size() ? model.resources[limit].key : ceiling;
}

} // namespace

std::size_t settledLimit(const FlowModel& model, std::span<const Candidate> tied,
                         std::size_t held) {
  // Only a constraint tied with the one that froze the stream may replace it.
  const auto isHeld = [&](const Candidate& c) { return c.limit == held; };
  if (tied.size() < 2 || std::none_of(tied.begin(), tied.end(), isHeld)) return held;
  const auto lowest =
      std::min_element(tied.begin(), tied.end(), [&](const Candidate& a, const Candidate& b) {
        return std::tie(a.alone, keyOf(model, a.limit)) < std::tie(b.alone, keyOf(model, b.limit));
      });
  return lowest->limit;
}

void settleTies(const Stages& stages, BaseShares& base) {
  std::vector<Candidate> tied; // reused across streams: a large solve has many
  for (std::size_t s = 0; s < stages.model.streams.size(); ++s) {
    const std::size_t held = base.limit[s];
    if (held == kLimitNone || !(base.rate[s] > 0.0)) continue;
    constraintsAbove(stages, base, s, 1.0 - kTied, tied);
    base.limit[s] = settledLimit(stages.model, tied, held);
  }
}

void addCloseLimits(const Stages& stages, const BaseShares& base, SolveResult& result) {
  std::vector<Candidate> close;
  for (std::size_t j = 0; j < stages.model.jobs.size(); ++j) {
    const JobModel& jm = stages.model.jobs[j];
    if (jm.streams.empty()) continue;
    // The job's slowest stream, whose limit is the job's bottleneck (addJobs).
    std::size_t slowest = jm.streams.front();
    for (const std::size_t s : jm.streams)
      if (base.rate[s] < base.rate[slowest]) slowest = s;
    if (!(base.rate[slowest] > 0.0)) continue;
    constraintsAbove(stages, base, slowest, 1.0 - kCloseMargin, close);
    if (close.size() < 2) continue;
    // The bottleneck first, then the others, busiest first.
    std::stable_sort(close.begin(), close.end(), [&](const Candidate& a, const Candidate& b) {
      const bool aHeld = a.limit == base.limit[slowest];
      const bool bHeld = b.limit == base.limit[slowest];
      return aHeld != bHeld ? aHeld : a.utilisation > b.utilisation;
    });
    JobResult& job = result.jobs[j];
    for (const auto& c : close) {
      Limit limit = describeLimit(stages.model, slowest, c.limit);
      limit.rate = job.rate;
      job.close.push_back({std::move(limit), c.utilisation});
    }
  }
}

} // namespace tapeflow::solver::detail
