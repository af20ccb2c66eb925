#include "timeline/Simulation.h"

#include "timeline/Spool.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace tapeflow::timeline::detail {

namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();
// Each event ends at least one phase or one cartridge; the loop is bounded for safety.
constexpr long kMaxEvents = 1000000;

bool isTimed(Phase phase) {
  return phase == Phase::Waiting || phase == Phase::Startup || phase == Phase::Change ||
         phase == Phase::Finish || phase == Phase::Mount || phase == Phase::Initialise;
}

} // namespace

Simulation::Simulation(const std::vector<TimelineJob>& jobs, const std::vector<DrivePool>& pools,
                       const ShareFunction& rates)
    : m_jobs(jobs), m_rates(rates), m_n(jobs.size()), m_state(m_n), m_held(m_n, 0), m_pools(pools),
      m_drive(m_n, -1) {
  m_result.jobs.resize(m_n);
  int devices = 0;
  for (std::size_t i = 0; i < m_n; ++i) {
    m_result.jobs[i].id = jobs[i].id;
    m_result.jobs[i].start = jobs[i].startAt;
    m_state[i].remaining = std::max(jobs[i].bytes, 0.0);
    m_state[i].phaseEnd = jobs[i].startAt;
    devices = std::max(devices, jobs[i].device + 1);
  }
  m_busy.assign(static_cast<std::size_t>(devices), 0);
  m_now = jobs.empty() ? 0.0 : kInfinity;
  for (const auto& job : jobs) m_now = std::min(m_now, job.startAt);
}

Timeline Simulation::run() {
  const double first = m_now;
  while (m_result.events < kMaxEvents) {
    endDuePhases();
    if (allDone()) break;
    std::vector<char> moving;
    const Shares& shares = transferRates(moving);
    const double next = nextEvent(shares, moving);
    if (!std::isfinite(next)) {
      m_result.stalled = true;
      break;
    }
    transferUntil(next);
    m_now = next;
    ++m_result.events;
  }
  closeUnfinished();
  double last = first;
  for (const auto& job : m_result.jobs) last = std::max(last, job.end);
  m_result.window = m_jobs.empty() ? 0.0 : last - first;
  return std::move(m_result);
}

// Ends the phases that end now; zero-length ones cascade in the same instant.
void Simulation::endDuePhases() {
  bool moved = true;
  while (moved) {
    moved = false;
    for (std::size_t i = 0; i < m_n; ++i)
      if (phaseDue(i)) {
        advance(i, m_now);
        moved = true;
      }
  }
}

bool Simulation::phaseDue(std::size_t i) {
  const JobState& s = m_state[i];
  if (s.phase == Phase::Transfer) return s.remaining <= 0.0;
  if (s.phase == Phase::RobotWait) return robotReady(i);
  if (!isTimed(s.phase) || s.phaseEnd > m_now) return false;
  // A job past its start waits for a slot of its device and, if it copies from a spool, for the
  // spool to reach its mark.
  return s.phase != Phase::Waiting ||
         (slotFree(i) && (m_jobs[i].spool.feeders.empty() || spoolReady(m_jobs, remaining(), i)));
}

bool Simulation::allDone() const {
  return std::all_of(m_state.begin(), m_state.end(),
                     [](const JobState& s) { return s.phase == Phase::Done; });
}

// The rates while the current set of jobs transfers (those held at a spool's mark do not), and
// what holds each where the rate function says; `moving` gets the jobs in their transfer phase,
// held or not.
const Shares& Simulation::transferRates(std::vector<char>& moving) {
  moving.assign(m_n, 0);
  for (std::size_t i = 0; i < m_n; ++i) moving[i] = m_state[i].phase == Phase::Transfer;
  updateHolds(m_jobs, remaining(), moving, m_held);
  std::vector<bool> transferring(m_n);
  for (std::size_t i = 0; i < m_n; ++i) transferring[i] = moving[i] && !m_held[i];
  m_shares.rate.assign(m_n, 0.0);
  m_shares.heldBy.assign(m_n, kNotSaid);
  if (std::any_of(transferring.begin(), transferring.end(), [](bool b) { return b; }))
    m_rates(transferring, m_drive, m_shares);
  m_shares.rate.resize(m_n, 0.0);
  m_shares.heldBy.resize(m_n, kNotSaid);
  for (std::size_t i = 0; i < m_n; ++i)
    if (m_held[i]) {
      m_shares.rate[i] = 0.0;
      m_shares.heldBy[i] = kNotSaid;
    }
  return m_shares;
}

// The next event: a timed phase ending, a transfer completing, a cartridge filling or a spool
// reaching a mark. A transfer whose rate or holder changed starts a new segment now.
double Simulation::nextEvent(const Shares& shares, const std::vector<char>& moving) {
  const std::vector<double>& rate = shares.rate;
  double next = kInfinity;
  for (std::size_t i = 0; i < m_n; ++i) {
    JobState& s = m_state[i];
    if (s.phase == Phase::Transfer) {
      const double r = std::isfinite(rate[i]) ? std::max(rate[i], 0.0) : 0.0;
      if (r != s.rate || shares.heldBy[i] != s.heldBy) {
        close(i, m_now);
        s.rate = r;
        s.heldBy = shares.heldBy[i];
      }
      if (r <= 0.0) continue;
      next = std::min(next, m_now + s.remaining / r);
      const TimelineJob& job = m_jobs[i];
      if (job.cartridgeBytes > 0.0 && job.mediaPerByte > 0.0) {
        const double room = job.cartridgeBytes - s.mediaOnCartridge;
        const double toFull = room / (r * job.mediaPerByte);
        // Only a cartridge that fills before the job ends needs changing.
        if (toFull < s.remaining / r) next = std::min(next, m_now + toFull);
      }
    } else if (s.phase != Phase::Done && s.phase != Phase::RobotWait &&
               !(s.phase == Phase::Waiting && s.phaseEnd <= m_now)) {
      // (A job past its start time still waiting has no event of its own: a slot frees when
      // another job finishes.)
      next = std::min(next, s.phaseEnd);
    }
  }
  return std::min(next, m_now + untilNextMark(m_jobs, remaining(), moving, m_held, rate));
}

// Moves every transfer on to `next`: its bytes, its cartridge, and a full cartridge's change.
void Simulation::transferUntil(double next) {
  const double dt = next - m_now;
  const double tolerance = 1e-12 * std::max(1.0, std::fabs(next));
  for (std::size_t i = 0; i < m_n; ++i) {
    JobState& s = m_state[i];
    if (s.phase != Phase::Transfer || s.rate <= 0.0) continue;
    const TimelineJob& job = m_jobs[i];
    // Completion and a full cartridge are decided by which event was scheduled, not by
    // comparing sums that rounding may leave a hair short.
    const bool completes = m_now + s.remaining / s.rate <= next + tolerance;
    const bool fills =
        !completes && job.cartridgeBytes > 0.0 && job.mediaPerByte > 0.0 &&
        m_now + (job.cartridgeBytes - s.mediaOnCartridge) / (s.rate * job.mediaPerByte) <=
            next + tolerance;
    const double delivered = std::min(s.remaining, s.rate * dt);
    s.remaining = completes ? 0.0 : s.remaining - delivered;
    s.mediaOnCartridge += delivered * job.mediaPerByte;
    m_result.jobs[i].transferSeconds += dt;
    if (fills) advance(i, next); // into Change
  }
}

// A job that never finished (the run stalled or hit the bound) ends at infinity.
void Simulation::closeUnfinished() {
  for (std::size_t i = 0; i < m_n; ++i)
    if (m_state[i].phase != Phase::Done) {
      close(i, m_now);
      m_result.jobs[i].end = kInfinity;
      m_result.stalled = true;
    }
}

void Simulation::close(std::size_t i, double at) {
  JobState& s = m_state[i];
  if (s.phase != Phase::Waiting && at > s.segmentStart)
    m_result.jobs[i].segments.push_back({s.phase, s.segmentStart, at,
                                         s.phase == Phase::Transfer ? s.rate : 0.0,
                                         s.phase == Phase::Transfer ? s.heldBy : kNotSaid});
  s.segmentStart = at;
}

void Simulation::advance(std::size_t i, double at) {
  JobState& s = m_state[i];
  const TimelineJob& job = m_jobs[i];
  close(i, at);
  switch (s.phase) {
  case Phase::Waiting: leaveWaiting(i, at); break;
  case Phase::RobotWait:
    m_pools.takeRobot(robotOf(i));
    s.phase = Phase::Mount;
    s.phaseEnd = at + m_pools.pool(job.pool).exchangeSeconds;
    ++m_result.jobs[i].mounts;
    if (s.startedUp) ++m_result.jobs[i].cartridgeChanges;
    break;
  case Phase::Mount:
    m_pools.releaseRobot(robotOf(i));
    if (job.freshMedia) {
      s.phase = Phase::Initialise;
      s.phaseEnd = at + m_pools.pool(job.pool).initialiseSeconds;
      break;
    }
    [[fallthrough]];
  case Phase::Initialise:
    if (!s.startedUp) {
      s.phase = Phase::Startup;
      s.phaseEnd = at + job.startupSeconds;
      break;
    }
    startTransferOrFinish(i, at);
    break;
  case Phase::Startup: s.startedUp = true; [[fallthrough]];
  case Phase::Change: startTransferOrFinish(i, at); break;
  case Phase::Transfer: leaveTransfer(i, at); break;
  case Phase::Finish: leaveFinish(i, at); break;
  case Phase::Done: break;
  }
}

// A job into a library takes a pool drive and asks for the robot; any other starts up, holding
// a slot of its device.
void Simulation::leaveWaiting(std::size_t i, double at) {
  JobState& s = m_state[i];
  const TimelineJob& job = m_jobs[i];
  m_result.jobs[i].start = at;
  if (job.pool >= 0) {
    m_drive[i] = m_result.jobs[i].drive = m_pools.takeDrive(job.pool);
    s.phase = Phase::RobotWait;
    s.requested = at;
    return;
  }
  if (job.device >= 0) ++m_busy[static_cast<std::size_t>(job.device)];
  s.phase = Phase::Startup;
  s.phaseEnd = at + job.startupSeconds;
}

// A transfer ends with its bytes (then the finish) or with a full cartridge: the robot brings
// the next one into a library drive, else the operator or stacker changes it.
void Simulation::leaveTransfer(std::size_t i, double at) {
  JobState& s = m_state[i];
  const TimelineJob& job = m_jobs[i];
  if (s.remaining > 0.0 && job.pool >= 0) {
    s.phase = Phase::RobotWait;
    s.requested = at;
    s.mediaOnCartridge = 0.0;
  } else if (s.remaining > 0.0) {
    s.phase = Phase::Change;
    s.phaseEnd = at + job.changeSeconds;
    s.mediaOnCartridge = 0.0;
    ++m_result.jobs[i].cartridgeChanges;
  } else {
    s.phase = Phase::Finish;
    s.phaseEnd = at + job.finishSeconds;
  }
}

// Done: the job gives back its pool drive (a job into a library took no device slot) or slot.
void Simulation::leaveFinish(std::size_t i, double at) {
  const TimelineJob& job = m_jobs[i];
  if (job.pool >= 0)
    m_pools.releaseDrive(job.pool, m_drive[i]);
  else if (job.device >= 0)
    --m_busy[static_cast<std::size_t>(job.device)];
  m_drive[i] = -1;
  m_state[i].phase = Phase::Done;
  m_result.jobs[i].end = at;
}

void Simulation::startTransferOrFinish(std::size_t i, double at) {
  JobState& s = m_state[i];
  s.phase = s.remaining > 0.0 ? Phase::Transfer : Phase::Finish;
  if (s.phase == Phase::Finish) s.phaseEnd = at + m_jobs[i].finishSeconds;
}

// Whether job i is first in line among the jobs in `phase` that also `compete` with it.
template <typename Compete>
bool Simulation::firstInLine(std::size_t i, Phase phase, const Compete& compete) const {
  const auto place = [&](std::size_t k) {
    const double asked = phase == Phase::Waiting ? m_jobs[k].startAt : m_state[k].requested;
    return QueuePlace{asked, m_jobs[k].priority, k};
  };
  for (std::size_t k = 0; k < m_n; ++k)
    if (k != i && m_state[k].phase == phase && compete(k) && goesBefore(place(k), place(i)))
      return false;
  return true;
}

// Whether job i may leave Waiting: its device has a free slot (jobs earlier in the list that
// wait for the same device go first, since the cascade visits them first). A job into a library
// waits for a free drive and its turn in the queue (DrivePool.h).
bool Simulation::slotFree(std::size_t i) const {
  const TimelineJob& job = m_jobs[i];
  if (job.pool >= 0)
    return m_pools.driveFree(job.pool) && firstInLine(i, Phase::Waiting, [&](std::size_t k) {
             return m_jobs[k].pool == job.pool && m_state[k].phaseEnd <= m_now;
           });
  return job.device < 0 || job.deviceSlots <= 0 ||
         m_busy[static_cast<std::size_t>(job.device)] < job.deviceSlots;
}

bool Simulation::robotReady(std::size_t i) const {
  const int robot = robotOf(i);
  return m_pools.robotFree(robot) &&
         firstInLine(i, Phase::RobotWait, [&](std::size_t k) { return robotOf(k) == robot; });
}

int Simulation::robotOf(std::size_t i) const {
  return m_jobs[i].pool < 0 ? -1 : m_pools.pool(m_jobs[i].pool).robot;
}

std::vector<double> Simulation::remaining() const {
  std::vector<double> left(m_n);
  for (std::size_t i = 0; i < m_n; ++i) left[i] = m_state[i].remaining;
  return left;
}

} // namespace tapeflow::timeline::detail
