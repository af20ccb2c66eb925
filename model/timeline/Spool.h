#pragma once

// A copy job that moves what backup jobs wrote into a disk pool on to tape or another tier
// (issue 24, disk staging). Either it starts once its backups have moved all their data
// ("after"), or it despools while they spool ("while"): the spool holds what the backups have
// written and the copy has not yet read,
//
//     fill = sum over the backups of their bytes moved - the copy's bytes moved,
//
// and between events every rate is constant, so the fill changes linearly and the moments it
// crosses a mark are events of the timeline like any other. The marks:
//   high  the copy starts, and starts again after a pause, when the fill reaches it;
//   low   the copy pauses when it drains the fill to this while a backup still writes;
//   size  a backup waits while the spool is full, until the copy has drained it to `low`.
// With high = size and low = 0 this is Bacula's spooling (spool until full, despool all, go
// on); with a small high-water mark and a large spool it is Amanda's taper streaming from the
// holding disk while the dumpers write, sharing its disks with them.

#include <cstddef>
#include <limits>
#include <span>
#include <vector>

namespace tapeflow::timeline {

struct TimelineJob;

struct Spool {
  std::vector<std::size_t> feeders; // positions in the job list of the backups this job copies
  bool whileRunning = false;        // despool while they run; else start after them
  double size = std::numeric_limits<double>::infinity(); // bytes
  double high = 0.0;                                     // bytes
  double low = 0.0;                                      // bytes, below `high`
};

// Bytes in the spool of copy job `copy`: what its backups moved minus what it moved.
[[nodiscard]] double spoolFill(std::span<const TimelineJob> jobs, std::span<const double> remaining,
                               std::size_t copy);

// Whether every backup job `copy` copies has moved all its bytes.
[[nodiscard]] bool feedersFinished(std::span<const TimelineJob> jobs,
                                   std::span<const double> remaining, std::size_t copy);

// Whether job i may start now: it copies nothing, or its backups have finished, or (spooling)
// the spool has reached the high-water mark.
[[nodiscard]] bool spoolReady(std::span<const TimelineJob> jobs, std::span<const double> remaining,
                              std::size_t i);

// Updates which jobs are held at the marks (`held`, per job): a despooling copy paused at the
// low-water mark, a backup waiting for room in a full spool. `moving` flags the jobs in their
// transfer phase.
void updateHolds(std::span<const TimelineJob> jobs, std::span<const double> remaining,
                 std::span<const char> moving, std::vector<char>& held);

// Seconds from now until a spool's fill next reaches a mark that changes what moves, at the
// current `rate`s of the jobs that move (`moving` and not `held`); +inf if none.
[[nodiscard]] double untilNextMark(std::span<const TimelineJob> jobs,
                                   std::span<const double> remaining, std::span<const char> moving,
                                   const std::vector<char>& held, std::span<const double> rate);

} // namespace tapeflow::timeline
