#include "streaming/TapeStreaming.h"

#include <algorithm>
#include <cmath>
#include <deque>
#include <limits>

namespace tapeflow::streaming {

double DriveStreaming::speedFor(double feed) const {
  if (!steps.empty()) {
    for (const double step : steps)
      if (step >= feed) return step;
    return steps.back();
  }
  if (minRate > 0.0) return std::clamp(feed, minRate, maxRate);
  return maxRate;
}

namespace {

double effective(const DriveStreaming& drive, double speed) {
  return speed * std::clamp(drive.streamingEfficiency, 0.01, 1.0);
}

} // namespace

double achievedRate(const DriveStreaming& drive, double feed) {
  if (!(feed > 0.0) || !(drive.maxRate > 0.0)) return 0.0;
  const double speed = effective(drive, drive.speedFor(feed));
  if (feed >= speed) return speed; // the tape is the limit and streams all the time
  // The host never waits if it can refill the buffer during one reposition.
  if (feed * drive.repositionTime <= drive.bufferBytes) return feed;
  const double buffer = std::max(drive.bufferBytes, 1.0);
  return speed * buffer / (buffer + drive.repositionTime * (speed - feed));
}

bool shoeShines(const DriveStreaming& drive, double feed) {
  if (!(feed > 0.0)) return false;
  return feed < effective(drive, drive.speedFor(feed));
}

double RateProfile::rateAt(double time) const {
  if (rate.empty()) return 0.0;
  if (period > 0.0) time = std::fmod(time, period);
  const auto it = std::upper_bound(start.begin(), start.end(), time);
  const auto index = it == start.begin() ? 0 : static_cast<std::size_t>(it - start.begin()) - 1;
  return rate[std::min(index, rate.size() - 1)];
}

double RateProfile::nextChangeAfter(double time) const {
  if (start.empty()) return std::numeric_limits<double>::infinity();
  const double base = period > 0.0 ? std::floor(time / period) * period : 0.0;
  const double local = time - base;
  const auto it = std::upper_bound(start.begin(), start.end(), local);
  if (it != start.end()) return base + *it;
  if (period > 0.0) return base + period;
  return std::numeric_limits<double>::infinity();
}

SimulationResult simulate(const DriveStreaming& drive, const RateProfile& profile, double bytes,
                          double adaptationWindow) {
  SimulationResult result;
  if (!(bytes > 0.0) || !(drive.maxRate > 0.0)) return result;
  // The time step resolves both a reposition and the shortest streaming burst of a full buffer.
  const double burst = std::max(drive.bufferBytes, 1.0) / drive.maxRate;
  const double dt = std::clamp(std::min(drive.repositionTime, burst) / 50.0, 1e-4, 0.05);
  const double buffer = std::max(drive.bufferBytes, 1.0);

  enum class State { Waiting, Streaming, Repositioning } state = State::Waiting;
  double level = 0.0; // bytes in the buffer (writing); free space mirrors it when reading
  double onTape = 0.0;
  double fromHost = 0.0;
  double time = 0.0;
  double timer = 0.0;
  double speed = 0.0;
  double streamingTime = 0.0;
  // Recent feed, for drives that adapt their speed to what they have seen.
  std::deque<std::pair<double, double>> history; // (time, bytes delivered in that step)
  double historyBytes = 0.0;

  const auto observedFeed = [&](double current) {
    if (adaptationWindow <= 0.0 || history.empty()) return current;
    const double span = std::max(time - history.front().first, dt);
    return historyBytes / span;
  };

  // Done when the host has handed over everything and the buffer is empty (to half a byte:
  // sums of many small steps are not exact). A feed of zero forever must still end.
  const auto done = [&] { return fromHost >= bytes - 0.5 && level <= 0.5; };
  constexpr long kMaxSteps = 200'000'000;
  for (long stepCount = 0; !done() && stepCount < kMaxSteps; ++stepCount) {
    const double feed = profile.rateAt(time);
    const double remainingFromHost = bytes - fromHost;
    double in = 0.0;
    double out = 0.0;
    switch (state) {
    case State::Waiting:
      in = level < buffer ? std::min(feed * dt, std::min(buffer - level, remainingFromHost)) : 0.0;
      // Start when the buffer is full, or when the host has nothing more to send.
      if (level + in >= buffer || remainingFromHost - in <= 0.0) {
        speed = effective(drive, drive.speedFor(observedFeed(feed)));
        state = State::Streaming;
      }
      break;
    case State::Streaming: {
      const double room = buffer - level;
      out = std::min(speed * dt, level + std::min(feed * dt, remainingFromHost));
      in = std::min({feed * dt, room + out, remainingFromHost});
      streamingTime += dt;
      if (level + in - out <= 0.0 && remainingFromHost - in > 0.0) {
        state = State::Repositioning;
        timer = drive.repositionTime;
        ++result.repositions;
      }
      break;
    }
    case State::Repositioning:
      in = level < buffer ? std::min(feed * dt, std::min(buffer - level, remainingFromHost)) : 0.0;
      timer -= dt;
      if (timer <= 0.0) state = State::Waiting;
      break;
    }
    level = std::clamp(level + in - out, 0.0, buffer);
    fromHost += in;
    onTape += out;
    time += dt;
    if (adaptationWindow > 0.0) {
      history.emplace_back(time, in);
      historyBytes += in;
      while (!history.empty() && history.front().first < time - adaptationWindow) {
        historyBytes -= history.front().second;
        history.pop_front();
      }
    }
  }
  result.bytes = onTape;
  result.seconds = time;
  result.achievedRate = time > 0.0 ? onTape / time : 0.0;
  result.streamingFraction = time > 0.0 ? streamingTime / time : 0.0;
  return result;
}

} // namespace tapeflow::streaming
