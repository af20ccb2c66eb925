#include "streaming/FeedSimulation.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace tapeflow::streaming {

namespace {

double streamingSpeed(const DriveStreaming& drive, double feed) {
  return drive.speedFor(feed) * std::clamp(drive.streamingEfficiency, 0.01, 1.0);
}

enum class TapeState { Waiting, Streaming, Repositioning };

// The simulation's state. `level` is the buffer's data when writing and its free space when
// reading: in both, the host's side raises it ("in") and the tape's side lowers it ("out"), the
// tape starts when it reaches the buffer size and stops when it reaches 0.
struct Run {
  Run(const DriveStreaming& d, const RateProfile& f) : drive(d), feed(f) {}
  const DriveStreaming& drive;
  const RateProfile& feed;
  double buffer = 0.0;
  double eps = 0.0; // bytes below which a quantity counts as gone (sums of steps are inexact)
  double level = 0.0;
  double inLeft = 0.0;  // bytes the host still hands over (writing) or takes (reading)
  double outLeft = 0.0; // bytes the tape still writes or reads
  double time = 0.0;
  double timer = 0.0; // reposition time left
  double speed = 0.0;
  TapeState state = TapeState::Waiting;
  FeedRun result;

  [[nodiscard]] bool done() const { return inLeft <= eps && outLeft <= eps; }

  // What happens at this instant before anything flows: starts, stops, speed changes.
  void transitions(double f) {
    const double in = inLeft > eps ? f : 0.0;
    // Start on a full buffer (writing; reading: an empty one), or to flush once the host is done.
    if (state == TapeState::Waiting && outLeft > eps && (level >= buffer - eps || inLeft <= eps)) {
      state = TapeState::Streaming;
      speed = streamingSpeed(drive, f);
    }
    if (state != TapeState::Streaming) return;
    if (outLeft <= eps) {
      state = TapeState::Waiting; // the tape is done; the host empties (or fills) the buffer
      return;
    }
    // The drive re-matches its speed to the feed while the host is still sending; once the host
    // is done the drive finishes at the speed it has.
    if (inLeft > eps) speed = streamingSpeed(drive, f);
    if (level <= eps && in < speed) {
      ++result.repositions;
      state = drive.repositionTime > 0.0 ? TapeState::Repositioning : TapeState::Waiting;
      timer = drive.repositionTime;
    }
  }

  // One stretch in which nothing changes; false when nothing can ever change again.
  bool advance(double f, double nextChange) {
    const double inCap = inLeft > eps ? f : 0.0;
    const double outCap = state == TapeState::Streaming && outLeft > eps ? speed : 0.0;
    const double in = level < buffer - eps ? inCap : std::min(inCap, outCap);
    const double out = level > eps ? outCap : std::min(outCap, inCap);
    const double net = in - out;
    double dt = nextChange - time;
    if (state == TapeState::Repositioning) dt = std::min(dt, timer);
    if (net > 0.0) dt = std::min(dt, (buffer - level) / net);
    if (net < 0.0) dt = std::min(dt, level / -net);
    if (in > 0.0) dt = std::min(dt, inLeft / in);
    if (out > 0.0) dt = std::min(dt, outLeft / out);
    if (!std::isfinite(dt)) return false;
    dt = std::max(dt, 0.0);
    level = std::clamp(level + net * dt, 0.0, buffer);
    if (level <= eps) level = 0.0;
    if (level >= buffer - eps) level = buffer;
    inLeft = std::max(0.0, inLeft - in * dt);
    outLeft = std::max(0.0, outLeft - out * dt);
    result.bytes += out * dt;
    time += dt;
    if (state == TapeState::Streaming) result.streamingSeconds += dt;
    if (state == TapeState::Repositioning) {
      result.repositionSeconds += dt;
      timer -= dt;
      if (timer <= 1e-12) state = TapeState::Waiting;
    }
    return true;
  }
};

} // namespace

FeedRun simulateFeed(const DriveStreaming& drive, const RateProfile& feed, double bytes,
                     Transfer transfer) {
  if (!(bytes > 0.0) || !(drive.maxRate > 0.0) || feed.rate.empty()) return {};
  Run run{drive, feed};
  run.buffer = std::max(drive.bufferBytes, 1.0);
  run.eps = std::max(1e-9 * bytes, 1e-6);
  run.level = transfer == Transfer::Write ? 0.0 : run.buffer; // an empty buffer either way
  run.inLeft = bytes;
  run.outLeft = bytes;
  // Each pass either moves time on or changes the state; a run of passes that does neither
  // would be a fault of this loop, and ends it rather than spinning.
  constexpr long kMaxEvents = 50'000'000;
  int stalled = 0;
  for (long event = 0; event < kMaxEvents && !run.done() && stalled < 8; ++event) {
    const double f = feed.rateAt(run.time);
    run.transitions(f);
    const double before = run.time;
    const auto state = run.state;
    if (!run.advance(f, feed.nextChangeAfter(run.time))) break;
    stalled = run.time > before || run.state != state ? 0 : stalled + 1;
  }
  FeedRun result = run.result;
  result.bytes = bytes - run.outLeft;
  result.seconds = run.time;
  result.complete = run.done();
  result.achievedRate = run.time > 0.0 ? result.bytes / run.time : 0.0;
  return result;
}

FeedRun steadyFeedRun(const DriveStreaming& drive, double feed, double bytes) {
  FeedRun result;
  if (!(bytes > 0.0) || !(feed > 0.0) || !(drive.maxRate > 0.0)) return result;
  result.bytes = bytes;
  result.achievedRate = achievedRate(drive, feed);
  result.seconds = bytes / result.achievedRate;
  const double s = streamingSpeed(drive, feed);
  if (feed >= s) {
    result.streamingSeconds = result.seconds;
    return result;
  }
  const double buffer = std::max(drive.bufferBytes, 1.0);
  const double perStretch = s * buffer / (s - feed);
  const double stretches = std::ceil(bytes / perStretch * (1.0 - 1e-12));
  result.repositions = static_cast<long>(std::max(0.0, stretches - 1.0));
  result.repositionSeconds = double(result.repositions) * drive.repositionTime;
  result.streamingSeconds = bytes / s;
  return result;
}

} // namespace tapeflow::streaming
