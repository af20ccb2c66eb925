#include "timeline/Spool.h"

#include "timeline/Timeline.h"

#include <algorithm>
#include <cmath>

namespace tapeflow::timeline {
namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();

// Marks are compared with a tolerance: at the event the fill equals the mark up to rounding.
double tolerance(const TimelineJob& copy) { return 1e-9 * std::max(1.0, copy.bytes); }

bool spooling(const TimelineJob& job) {
  return job.spool.whileRunning && !job.spool.feeders.empty();
}

} // namespace

double spoolFill(std::span<const TimelineJob> jobs, std::span<const double> remaining,
                 std::size_t copy) {
  double fill = -(jobs[copy].bytes - remaining[copy]);
  for (const std::size_t f : jobs[copy].spool.feeders) fill += jobs[f].bytes - remaining[f];
  return fill;
}

bool feedersFinished(std::span<const TimelineJob> jobs, std::span<const double> remaining,
                     std::size_t copy) {
  const auto& feeders = jobs[copy].spool.feeders;
  return std::all_of(feeders.begin(), feeders.end(),
                     [&](std::size_t f) { return remaining[f] <= 0.0; });
}

bool spoolReady(std::span<const TimelineJob> jobs, std::span<const double> remaining,
                std::size_t i) {
  const TimelineJob& job = jobs[i];
  if (job.spool.feeders.empty() || feedersFinished(jobs, remaining, i)) return true;
  return job.spool.whileRunning && spoolFill(jobs, remaining, i) >= job.spool.high - tolerance(job);
}

void updateHolds(std::span<const TimelineJob> jobs, std::span<const double> remaining,
                 std::span<const char> moving, std::vector<char>& held) {
  for (std::size_t c = 0; c < jobs.size(); ++c) {
    const TimelineJob& copy = jobs[c];
    if (!spooling(copy)) continue;
    const bool finished = feedersFinished(jobs, remaining, c);
    const double fill = spoolFill(jobs, remaining, c);
    const double tol = tolerance(copy);
    const Spool& spool = copy.spool;
    if (moving[c]) {
      if (held[c] && (finished || fill >= spool.high - tol))
        held[c] = 0;
      else if (!held[c] && !finished && fill <= spool.low + tol)
        held[c] = 1;
    }
    if (!std::isfinite(spool.size)) continue;
    for (const std::size_t f : spool.feeders) {
      if (held[f] && fill <= spool.low + tol)
        held[f] = 0;
      else if (!held[f] && fill >= spool.size - tol)
        held[f] = 1;
    }
  }
}

double untilNextMark(std::span<const TimelineJob> jobs, std::span<const double> remaining,
                     std::span<const char> moving, const std::vector<char>& held,
                     std::span<const double> rate) {
  double next = kInfinity;
  const auto flowing = [&](std::size_t i) { return moving[i] && !held[i] ? rate[i] : 0.0; };
  // Time until a fill changing at `slope` goes from `fill` to `mark` (only in that direction).
  const auto until = [&](double fill, double mark, double slope) {
    if (slope > 0.0 && fill < mark) next = std::min(next, (mark - fill) / slope);
    if (slope < 0.0 && fill > mark) next = std::min(next, (fill - mark) / -slope);
  };
  for (std::size_t c = 0; c < jobs.size(); ++c) {
    const TimelineJob& copy = jobs[c];
    if (!spooling(copy) || feedersFinished(jobs, remaining, c)) continue;
    const Spool& spool = copy.spool;
    double slope = -flowing(c);
    for (const std::size_t f : spool.feeders) slope += flowing(f);
    const double fill = spoolFill(jobs, remaining, c);
    const bool copyMoves = moving[c] && !held[c];
    until(fill, copyMoves ? spool.low : spool.high, slope);
    if (!std::isfinite(spool.size)) continue;
    const bool feederHeld = std::any_of(spool.feeders.begin(), spool.feeders.end(),
                                        [&](std::size_t f) { return held[f] != 0; });
    until(fill, feederHeld ? spool.low : spool.size, slope);
  }
  return next;
}

} // namespace tapeflow::timeline
