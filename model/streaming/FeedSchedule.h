#pragma once

// A source's rate over time (issue 20, mechanism 1; docs/architecture.md, the pipeline's
// streaming step). Steady-state averages hide the intervals above a drive's top speed
// and below its lowest one, so a feed can follow a schedule:
//   constant  no schedule: the steady model holds;
//   random    every period one of the rates, picked at random (seeded, so the same file always
//             gives the same answer): the Quantum 2003 paper's random host rate test;
//   toggle    the rates in turn, each for one period: its toggled host rate test;
//   sequence  the rates once each in order, one period apart, then the last holds: a measured
//             trace sampled at a fixed interval (a trace CSV reads into the same profile).

#include "streaming/TapeStreaming.h"
#include "util/Expected.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace tapeflow::streaming {

enum class FeedPattern { Constant, Random, Toggle, Sequence };

struct FeedSchedule {
  FeedPattern pattern = FeedPattern::Constant;
  std::vector<double> rates; // bytes/s
  double period = 0.0;       // seconds each rate holds
  std::uint64_t seed = 1;    // for Random

  [[nodiscard]] bool varies() const {
    return pattern != FeedPattern::Constant && !rates.empty() && period > 0.0;
  }
  // The profile long enough for `horizon` seconds (Random repeats its draws after that, or after
  // a million periods, whichever is shorter). Rates times `scale` (logical to media bytes).
  [[nodiscard]] RateProfile profile(double horizon, double scale = 1.0) const;
  // The mean rate over a long run (Random: of the rates, each equally likely).
  [[nodiscard]] double meanRate() const;
};

[[nodiscard]] std::string_view patternName(FeedPattern pattern);
// "constant", "random", "toggle" or "sequence"; Constant for anything else.
[[nodiscard]] FeedPattern patternFromName(std::string_view name);

// The profile capped at `cap` everywhere: the rest of the path cannot carry more than that.
[[nodiscard]] RateProfile capped(RateProfile profile, double cap);

// The mean of a profile over [0, horizon].
[[nodiscard]] double meanOver(const RateProfile& profile, double horizon);

// A measured trace from CSV text: lines of `time,rate` (seconds, bytes/s; an optional first
// header line such as "seconds,bytes_per_second"), times ascending from 0. Each rate holds until
// the next time; the last one holds on. An error names the line and column of what is wrong.
[[nodiscard]] Expected<RateProfile> readFeedTrace(std::string_view csv);

} // namespace tapeflow::streaming
