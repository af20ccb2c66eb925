#pragma once

// A tape drive fed by a rate that varies in time (issue 20, mechanism 1): its buffer, its
// speed-matching steps or range, its repositions and its read-ahead, simulated event by event.
//
// The feed is piecewise constant (RateProfile), so between events every quantity moves linearly
// and the next event is computed, not stepped to: the buffer filling or emptying, the feed
// changing, a reposition ending, the host or the tape finishing. The result is exact, and a
// constant feed gives the closed form of TapeStreaming.h cycle for cycle (tested).
//
// Writing: the host fills the buffer at the feed; the tape starts once the buffer is full and
// streams at the speed that matches the feed (re-matched whenever the feed changes); when the
// buffer runs dry it stops and repositions, the host filling the buffer meanwhile (and waiting
// once it is full). Reading is the mirror image with the free space of the buffer in place of
// its data: the tape reads ahead until the buffer is full, repositions, and restarts once the
// host has drained it.

#include "streaming/TapeStreaming.h"

namespace tapeflow::streaming {

enum class Transfer { Write, Read };

struct FeedRun {
  double bytes = 0.0;        // moved to or from tape
  double seconds = 0.0;      // from the first byte to the last
  double achievedRate = 0.0; // bytes / seconds
  long repositions = 0;      // shoe-shine count: the tape stopped with data still to move
  double repositionSeconds = 0.0;
  double streamingSeconds = 0.0;
  bool complete = true; // false: the feed stopped for good before every byte moved
};

// Moves `bytes` through `drive` with the host's rate following `feed`.
[[nodiscard]] FeedRun simulateFeed(const DriveStreaming& drive, const RateProfile& feed,
                                   double bytes, Transfer transfer);

// The same counts for a constant feed from the closed form: each streaming stretch moves
// s B / (s - F) bytes, so `bytes` take ceil(bytes (s - F) / (s B)) stretches and one reposition
// fewer; the rate is achievedRate()'s.
[[nodiscard]] FeedRun steadyFeedRun(const DriveStreaming& drive, double feed, double bytes);

} // namespace tapeflow::streaming
