#pragma once

// The event loop behind timeline::simulate() (Timeline.h), internal to this folder. Each turn
// ends the phases that are due (a cascade: zero-length phases end in the same instant), asks the
// rates of the jobs that transfer, finds the next event (a timed phase ending, a transfer
// completing, a cartridge filling, a spool reaching a mark) and moves every transfer up to it.

#include "timeline/DrivePool.h"
#include "timeline/Timeline.h"

#include <cstddef>
#include <vector>

namespace tapeflow::timeline::detail {

class Simulation {
public:
  Simulation(const std::vector<TimelineJob>& jobs, const std::vector<DrivePool>& pools,
             const ShareFunction& shares);

  [[nodiscard]] Timeline run();

private:
  struct JobState {
    Phase phase = Phase::Waiting;
    double phaseEnd = 0.0;  // for timed phases
    double remaining = 0.0; // logical bytes still to move
    double mediaOnCartridge = 0.0;
    double segmentStart = 0.0;
    double rate = 0.0;
    std::size_t heldBy = kNotSaid; // what held the transfer of its current segment
    double requested = 0.0;        // when it asked for the robot
    bool startedUp = false; // its start-up is behind it (a later mount is a cartridge change)
  };

  // The turn's steps.
  void endDuePhases();
  [[nodiscard]] bool allDone() const;
  [[nodiscard]] const Shares& transferRates(std::vector<char>& moving);
  [[nodiscard]] double nextEvent(const Shares& shares, const std::vector<char>& moving);
  void transferUntil(double next);
  void closeUnfinished();

  // One job's phases.
  [[nodiscard]] bool phaseDue(std::size_t i);
  void advance(std::size_t i, double at); // to the phase that follows job i's current one
  void leaveWaiting(std::size_t i, double at);
  void leaveTransfer(std::size_t i, double at);
  void leaveFinish(std::size_t i, double at);
  void startTransferOrFinish(std::size_t i, double at);
  void close(std::size_t i, double at); // ends job i's current segment at `at`

  // Who goes first.
  template <typename Compete>
  [[nodiscard]] bool firstInLine(std::size_t i, Phase phase, const Compete& compete) const;
  [[nodiscard]] bool slotFree(std::size_t i) const;
  [[nodiscard]] bool robotReady(std::size_t i) const;
  [[nodiscard]] int robotOf(std::size_t i) const;
  [[nodiscard]] std::vector<double> remaining() const;

  const std::vector<TimelineJob>& m_jobs;
  const ShareFunction& m_rates;
  Shares m_shares; // the last answer of m_rates, kept to reuse its room
  std::size_t m_n;
  Timeline m_result;
  std::vector<JobState> m_state;
  std::vector<int> m_busy;  // per device: jobs between start-up and done (the slots they hold)
  std::vector<char> m_held; // jobs held at a spool's marks (Spool.h): transferring nothing
  PoolState m_pools;
  std::vector<int> m_drive; // per job: the pool drive it holds (-1: none)
  double m_now = 0.0;
};

} // namespace tapeflow::timeline::detail
