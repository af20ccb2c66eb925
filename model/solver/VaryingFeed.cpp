#include "solver/VaryingFeed.h"

#include "solver/FigureWords.h"
#include "solver/Vocabulary.h"
#include "units/Format.h"
#include "util/Text.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

namespace tapeflow::solver {

namespace n = names;

streaming::FeedSchedule feedScheduleOf(const Parameters& volume) {
  streaming::FeedSchedule schedule;
  schedule.pattern = streaming::patternFromName(volume.text(n::kFeedPattern));
  schedule.rates = volume.list(n::kFeedRates);
  schedule.period = volume.number(n::kFeedPeriod, 0.0);
  schedule.seed = static_cast<std::uint64_t>(std::max(0.0, volume.number(n::kFeedSeed, 1.0)));
  return schedule;
}

namespace {

// Long enough for the whole job even at the slowest of the rates (a random pattern repeats its
// draws after that).
double horizonOf(const TapeModel& tape) {
  double slowest = std::numeric_limits<double>::infinity();
  for (const double r : tape.feed.rates)
    if (r > 0.0) slowest = std::min(slowest, r * tape.feedScale);
  return std::isfinite(slowest) && slowest > 0.0 ? tape.feedBytes / slowest : 0.0;
}

std::string describe(const streaming::FeedSchedule& feed) {
  std::string rates;
  for (const double r : feed.rates) rates += (rates.empty() ? "" : ", ") + rateWords(r);
  return std::string(streaming::patternName(feed.pattern)) + " feed (" + rates + ", " +
         units::format(feed.period, "s", 3) + " each)";
}

} // namespace

streaming::FeedRun varyingFeedRun(const TapeModel& tape, double offered) {
  const auto profile =
      streaming::capped(tape.feed.profile(horizonOf(tape), tape.feedScale),
                        offered > 0.0 ? offered : std::numeric_limits<double>::infinity());
  return streaming::simulateFeed(tape.streaming, profile, tape.feedBytes,
                                 tape.reading ? streaming::Transfer::Read
                                              : streaming::Transfer::Write);
}

namespace detail {

namespace {

std::map<std::string_view, std::size_t> tapesByNode(const FlowModel& model) {
  std::map<std::string_view, std::size_t> tapes;
  for (std::size_t t = 0; t < model.tapes.size(); ++t) tapes.emplace(model.tapes[t].node, t);
  return tapes;
}

} // namespace

void addFeedRuns(const Stages& stages, const BaseShares& base, SolveResult& result) {
  const FlowModel& model = stages.model;
  const auto tapes = tapesByNode(model);
  for (std::size_t j = 0; j < model.jobs.size() && j < result.jobs.size(); ++j) {
    const JobModel& jm = model.jobs[j];
    if (jm.drives.size() != 1 || !jm.error.empty()) continue;
    const auto found = tapes.find(jm.drives.front());
    if (found == tapes.end()) continue;
    const TapeModel& tape = model.tapes[found->second];
    const double offered = base.offered[found->second];
    JobResult& job = result.jobs[j];
    const double scale = tape.feedBytes > 0.0 && jm.bytes > 0.0 ? tape.feedBytes / jm.bytes : 1.0;
    const streaming::FeedRun run =
        tape.feed.varies() ? varyingFeedRun(tape, offered)
                           : streaming::steadyFeedRun(tape.streaming, offered, jm.bytes * scale);
    job.feedVaries = tape.feed.varies();
    job.shoeShines = run.repositions;
    job.repositionSeconds = run.repositionSeconds;
  }
}

void feedWarnings(const Stages& stages, const SolveResult& result, std::vector<Warning>& warnings) {
  const FlowModel& model = stages.model;
  const auto tapes = tapesByNode(model);
  for (std::size_t j = 0; j < model.jobs.size() && j < result.jobs.size(); ++j) {
    const JobResult& job = result.jobs[j];
    if (!job.feedVaries || model.jobs[j].drives.size() != 1) continue;
    const auto found = tapes.find(model.jobs[j].drives.front());
    if (found == tapes.end()) continue;
    const TapeModel& tape = model.tapes[found->second];
    const auto* drive = stages.topology.node(tape.node);
    const std::string name = drive ? quote(drive->name) : tape.node;
    std::string text = "drive " + name + ", fed by job " + quote(job.name) + " with a " +
                       describe(model.jobs[j].feed) + ", simulated in time: moves " +
                       rateWords(job.rate);
    if (job.shoeShines > 0)
      text += "; it stops and repositions " + std::to_string(job.shoeShines) +
              (job.shoeShines == 1 ? " time" : " times") + " (shoe-shining), " +
              units::format(job.repositionSeconds, "s", 3) + " in all";
    else
      text += " without stopping";
    warnings.push_back({tape.node, text});
  }
}

} // namespace detail
} // namespace tapeflow::solver
