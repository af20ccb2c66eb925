#include "timeline/Timeline.h"

#include "timeline/DrivePool.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace tapeflow::timeline {
namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();

struct JobState {
  Phase phase = Phase::Waiting;
  double phaseEnd = 0.0;  // for timed phases
  double remaining = 0.0; // logical bytes still to move
  double mediaOnCartridge = 0.0;
  double segmentStart = 0.0;
  double rate = 0.0;
  double requested = 0.0; // when it asked for the robot
  bool startedUp = false; // its start-up is behind it (a later mount is a cartridge change)
};

std::vector<double> remainingOf(const std::vector<JobState>& state) {
  std::vector<double> remaining(state.size());
  for (std::size_t i = 0; i < state.size(); ++i) remaining[i] = state[i].remaining;
  return remaining;
}

} // namespace

void Moved::add(const Moved& other) {
  bytes += other.bytes;
  first = std::min(first, other.first);
  last = std::max(last, other.last);
}

Moved JobTimeline::moved() const {
  Moved moved;
  for (const auto& segment : segments) {
    if (segment.phase != Phase::Transfer || !(segment.end > segment.start) || !(segment.rate > 0.0))
      continue;
    moved.add({segment.rate * (segment.end - segment.start), segment.start, segment.end});
  }
  return moved;
}

std::string_view phaseName(Phase phase) {
  switch (phase) {
  case Phase::Waiting: return "waiting";
  case Phase::Startup: return "start-up";
  case Phase::Transfer: return "transfer";
  case Phase::Change: return "cartridge change";
  case Phase::Finish: return "finish";
  case Phase::Done: return "done";
  case Phase::RobotWait: return "waiting for the robot";
  case Phase::Mount: return "mount";
  case Phase::Initialise: return "media initialisation";
  }
  return "?";
}

Timeline simulate(const std::vector<TimelineJob>& jobs, const RateFunction& rates) {
  return simulate(jobs, {}, [&](const std::vector<bool>& transferring, const std::vector<int>&) {
    return rates(transferring);
  });
}

Timeline simulate(const std::vector<TimelineJob>& jobs, const std::vector<DrivePool>& pools,
                  const DriveRateFunction& rates) {
  Timeline result;
  const std::size_t n = jobs.size();
  result.jobs.resize(n);
  std::vector<JobState> state(n);
  for (std::size_t i = 0; i < n; ++i) {
    result.jobs[i].id = jobs[i].id;
    result.jobs[i].start = jobs[i].startAt;
    state[i].remaining = std::max(jobs[i].bytes, 0.0);
    state[i].phaseEnd = jobs[i].startAt;
  }

  // Jobs of each device between start-up and done (the slots they hold).
  int devices = 0;
  for (const auto& job : jobs) devices = std::max(devices, job.device + 1);
  std::vector<int> busy(static_cast<std::size_t>(devices), 0);
  // Jobs held at a spool's marks (Spool.h): in their transfer phase, moving nothing.
  std::vector<char> held(n, 0);
  PoolState poolState(pools);
  std::vector<int> drive(n, -1);
  const auto robotOf = [&](std::size_t i) {
    return jobs[i].pool < 0 ? -1 : poolState.pool(jobs[i].pool).robot;
  };

  const auto close = [&](std::size_t i, double now) {
    JobState& s = state[i];
    if (s.phase != Phase::Waiting && now > s.segmentStart)
      result.jobs[i].segments.push_back(
          {s.phase, s.segmentStart, now, s.phase == Phase::Transfer ? s.rate : 0.0});
    s.segmentStart = now;
  };
  // Moves job i to the phase that follows its current one at time `now`.
  const auto advance = [&](std::size_t i, double now) {
    JobState& s = state[i];
    const TimelineJob& job = jobs[i];
    close(i, now);
    switch (s.phase) {
    case Phase::Waiting:
      if (job.pool >= 0) {
        drive[i] = result.jobs[i].drive = poolState.takeDrive(job.pool);
        result.jobs[i].start = now;
        s.phase = Phase::RobotWait;
        s.requested = now;
        break;
      }
      if (job.device >= 0) ++busy[static_cast<std::size_t>(job.device)];
      result.jobs[i].start = now;
      s.phase = Phase::Startup;
      s.phaseEnd = now + job.startupSeconds;
      break;
    case Phase::RobotWait:
      poolState.takeRobot(robotOf(i));
      s.phase = Phase::Mount;
      s.phaseEnd = now + poolState.pool(job.pool).exchangeSeconds;
      ++result.jobs[i].mounts;
      if (s.startedUp) ++result.jobs[i].cartridgeChanges;
      break;
    case Phase::Mount:
      poolState.releaseRobot(robotOf(i));
      if (job.freshMedia) {
        s.phase = Phase::Initialise;
        s.phaseEnd = now + poolState.pool(job.pool).initialiseSeconds;
        break;
      }
      [[fallthrough]];
    case Phase::Initialise:
      if (!s.startedUp) {
        s.phase = Phase::Startup;
        s.phaseEnd = now + job.startupSeconds;
        break;
      }
      s.phase = s.remaining > 0.0 ? Phase::Transfer : Phase::Finish;
      if (s.phase == Phase::Finish) s.phaseEnd = now + job.finishSeconds;
      break;
    case Phase::Startup: s.startedUp = true; [[fallthrough]];
    case Phase::Change:
      s.phase = s.remaining > 0.0 ? Phase::Transfer : Phase::Finish;
      if (s.phase == Phase::Finish) s.phaseEnd = now + job.finishSeconds;
      break;
    case Phase::Transfer:
      if (s.remaining > 0.0 && job.pool >= 0) { // full: the robot brings the next one
        s.phase = Phase::RobotWait;
        s.requested = now;
        s.mediaOnCartridge = 0.0;
      } else if (s.remaining > 0.0) { // the cartridge is full
        s.phase = Phase::Change;
        s.phaseEnd = now + job.changeSeconds;
        s.mediaOnCartridge = 0.0;
        ++result.jobs[i].cartridgeChanges;
      } else {
        s.phase = Phase::Finish;
        s.phaseEnd = now + job.finishSeconds;
      }
      break;
    case Phase::Finish:
      // (A job into a library took a pool drive, not a device slot.)
      if (job.pool >= 0)
        poolState.releaseDrive(job.pool, drive[i]);
      else if (job.device >= 0)
        --busy[static_cast<std::size_t>(job.device)];
      drive[i] = -1;
      s.phase = Phase::Done;
      result.jobs[i].end = now;
      break;
    case Phase::Done: break;
    }
  };

  double now = jobs.empty() ? 0.0 : kInfinity;
  for (const auto& job : jobs) now = std::min(now, job.startAt);
  // Whether job i is first in line among the jobs in `phase` that also `compete` with it.
  const auto firstInLine = [&](std::size_t i, Phase phase, const auto& compete) {
    const auto place = [&](std::size_t k) {
      const double asked = phase == Phase::Waiting ? jobs[k].startAt : state[k].requested;
      return QueuePlace{asked, jobs[k].priority, k};
    };
    for (std::size_t k = 0; k < n; ++k)
      if (k != i && state[k].phase == phase && compete(k) && goesBefore(place(k), place(i)))
        return false;
    return true;
  };
  // Whether job i may leave Waiting: its device has a free slot (jobs earlier in the list that
  // wait for the same device go first, since the cascade below visits them first).
  // A job into a library waits for a free drive and its turn in the queue (DrivePool.h).
  const auto slotFree = [&](std::size_t i) {
    const TimelineJob& job = jobs[i];
    if (job.pool >= 0)
      return poolState.driveFree(job.pool) && firstInLine(i, Phase::Waiting, [&](std::size_t k) {
               return jobs[k].pool == job.pool && state[k].phaseEnd <= now;
             });
    return job.device < 0 || job.deviceSlots <= 0 ||
           busy[static_cast<std::size_t>(job.device)] < job.deviceSlots;
  };
  const auto robotReady = [&](std::size_t i) {
    const int robot = robotOf(i);
    return poolState.robotFree(robot) &&
           firstInLine(i, Phase::RobotWait, [&](std::size_t k) { return robotOf(k) == robot; });
  };

  const double first = now;
  // Each event ends at least one phase or one cartridge; bound the loop for safety.
  const long maxEvents = 1000000;
  while (result.events < maxEvents) {
    // Phases that end now (zero-length ones cascade in the same instant).
    bool moved = true;
    while (moved) {
      moved = false;
      for (std::size_t i = 0; i < n; ++i) {
        JobState& s = state[i];
        const bool timed = s.phase == Phase::Waiting || s.phase == Phase::Startup ||
                           s.phase == Phase::Change || s.phase == Phase::Finish ||
                           s.phase == Phase::Mount || s.phase == Phase::Initialise;
        const bool due = (timed && s.phaseEnd <= now &&
                          (s.phase != Phase::Waiting ||
                           (slotFree(i) && (jobs[i].spool.feeders.empty() ||
                                            spoolReady(jobs, remainingOf(state), i))))) ||
                         (s.phase == Phase::RobotWait && robotReady(i));
        if (due || (s.phase == Phase::Transfer && s.remaining <= 0.0)) {
          advance(i, now);
          moved = true;
        }
      }
    }
    if (std::all_of(state.begin(), state.end(),
                    [](const JobState& s) { return s.phase == Phase::Done; }))
      break;

    // Rates while the current set of jobs transfers (those held at a spool's mark do not).
    const std::vector<double> remaining = remainingOf(state);
    std::vector<char> moving(n);
    for (std::size_t i = 0; i < n; ++i) moving[i] = state[i].phase == Phase::Transfer;
    updateHolds(jobs, remaining, moving, held);
    std::vector<bool> transferring(n);
    for (std::size_t i = 0; i < n; ++i) transferring[i] = moving[i] && !held[i];
    std::vector<double> rate(n, 0.0);
    if (std::any_of(transferring.begin(), transferring.end(), [](bool b) { return b; }))
      rate = rates(transferring, drive);
    rate.resize(n, 0.0);
    for (std::size_t i = 0; i < n; ++i)
      if (held[i]) rate[i] = 0.0;

    // The next event: a timed phase ending, a transfer completing or a cartridge filling.
    double next = kInfinity;
    for (std::size_t i = 0; i < n; ++i) {
      JobState& s = state[i];
      if (s.phase == Phase::Transfer) {
        const double r = std::isfinite(rate[i]) ? std::max(rate[i], 0.0) : 0.0;
        if (r != s.rate) {
          close(i, now);
          s.rate = r;
        }
        if (r <= 0.0) continue;
        next = std::min(next, now + s.remaining / r);
        const TimelineJob& job = jobs[i];
        if (job.cartridgeBytes > 0.0 && job.mediaPerByte > 0.0) {
          const double room = job.cartridgeBytes - s.mediaOnCartridge;
          const double toFull = room / (r * job.mediaPerByte);
          // Only a cartridge that fills before the job ends needs changing.
          if (toFull < s.remaining / r) next = std::min(next, now + toFull);
        }
      } else if (s.phase != Phase::Done && s.phase != Phase::RobotWait &&
                 !(s.phase == Phase::Waiting && s.phaseEnd <= now)) {
        // (A job past its start time still waiting has no event of its own: a slot frees when
        // another job finishes.)
        next = std::min(next, s.phaseEnd);
      }
    }
    next = std::min(next, now + untilNextMark(jobs, remaining, moving, held, rate));
    if (!std::isfinite(next)) {
      result.stalled = true;
      break;
    }
    const double dt = next - now;
    const double tolerance = 1e-12 * std::max(1.0, std::fabs(next));
    for (std::size_t i = 0; i < n; ++i) {
      JobState& s = state[i];
      if (s.phase != Phase::Transfer || s.rate <= 0.0) continue;
      const TimelineJob& job = jobs[i];
      // Completion and a full cartridge are decided by which event was scheduled, not by
      // comparing sums that rounding may leave a hair short.
      const bool completes = now + s.remaining / s.rate <= next + tolerance;
      const bool fills =
          !completes && job.cartridgeBytes > 0.0 && job.mediaPerByte > 0.0 &&
          now + (job.cartridgeBytes - s.mediaOnCartridge) / (s.rate * job.mediaPerByte) <=
              next + tolerance;
      const double delivered = std::min(s.remaining, s.rate * dt);
      s.remaining = completes ? 0.0 : s.remaining - delivered;
      s.mediaOnCartridge += delivered * job.mediaPerByte;
      result.jobs[i].transferSeconds += dt;
      if (fills) advance(i, next); // into Change
    }
    now = next;
    ++result.events;
  }

  double last = first;
  for (std::size_t i = 0; i < n; ++i) {
    if (state[i].phase != Phase::Done) {
      close(i, now);
      result.jobs[i].end = kInfinity;
      result.stalled = true;
    }
    last = std::max(last, result.jobs[i].end);
  }
  result.window = jobs.empty() ? 0.0 : last - first;
  return result;
}

} // namespace tapeflow::timeline
