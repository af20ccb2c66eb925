#pragma once

// A feed that varies in time, in the solve (issue 20, mechanism 1). A volume's feed pattern
// (kinds.json feed_pattern, feed_rates, feed_period, feed_seed) sets the rate its data can be
// read at (backup) or written at (restore) over time. A tape drive fed by such a job is not
// shared at its mean feed: its buffer, speed matching and repositions are simulated in time
// (streaming/FeedSimulation.h) with the feed capped by what the rest of the path offers it, and
// the drive carries what that run achieves. Every job into a single tape drive reports its
// shoe-shine count and the time spent repositioning: from the run when the feed varies, from the
// steady closed form otherwise. A drive shared by several jobs at once takes the first job's
// pattern for its whole feed.

#include "solver/Parameters.h"
#include "solver/SolveStages.h"
#include "streaming/FeedSimulation.h"

namespace tapeflow::solver {

// The pattern of a volume's parameters (constant when it has none or it is incomplete).
[[nodiscard]] streaming::FeedSchedule feedScheduleOf(const Parameters& volume);

// The drive's run under its varying feed, the feed capped at `offered` media bytes/s.
[[nodiscard]] streaming::FeedRun varyingFeedRun(const TapeModel& tape, double offered);

namespace detail {

// Each job's shoe-shine count and reposition time (JobResult).
void addFeedRuns(const Stages& stages, const BaseShares& base, SolveResult& result);
// The words for drives fed by a varying feed.
void feedWarnings(const Stages& stages, const SolveResult& result, std::vector<Warning>& warnings);

} // namespace detail
} // namespace tapeflow::solver
