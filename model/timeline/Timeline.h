#pragma once

// The run as time passes (docs/architecture.md, the pipeline's timeline step). Jobs of
// different sizes finish at different times; while one is starting, changing a cartridge or
// rewinding it moves no data, and when one ends the others share what it freed. The steady solver
// answers "how fast does each job go when these jobs are moving data"; this event simulation asks
// it again at every event and integrates.
//
// Each job goes through phases:
//   Startup   fixed seconds (application start, tree walk, tape load and positioning)
//   Transfer  moves its logical bytes at the rate the sharing gives it
//   Change    a cartridge change whenever the media written fill a cartridge (robot exchange
//             time in a library, an operator delay otherwise); the job moves nothing meanwhile
//   Finish    fixed seconds (rewind, unload, catalogue update)
// A job waits before its start-up until its scheduled start and a free slot of its device.
// Events are phase ends and transfer completions; between events every rate is constant, so
// the simulation is exact for the piecewise-constant rates the solver gives (no time step).

#include "timeline/Spool.h"

#include <functional>
#include <limits>
#include <string>
#include <vector>

namespace tapeflow::timeline {

struct TimelineJob {
  std::string id;
  double bytes = 0.0;          // logical bytes to move
  double startupSeconds = 0.0; // before the first byte
  double finishSeconds = 0.0;  // after the last byte
  double mediaPerByte = 1.0;   // media bytes per logical byte (1 / achieved compression)
  double cartridgeBytes = 0.0; // media bytes one cartridge holds; 0: never changes
  double changeSeconds = 0.0;  // per cartridge change
  double startAt = 0.0;        // seconds after the run starts (a scheduled later start)
  // Jobs with the same device (>= 0) share its slots: at most `deviceSlots` of them run (from
  // start-up to done) at once; the others wait, in the order given, for one to finish. An
  // application that does not multiplex has one slot per drive; Data Protector has four.
  int device = -1;
  int deviceSlots = 0; // 0: no limit
  // A copy job: the backups whose data it moves on, and when (Spool.h). It waits before its
  // start-up until they have finished, or when spooling until the spool reaches its high-water
  // mark, and pauses at the marks.
  Spool spool;
  // A job into a library takes any free drive of pool `pool` (>= 0, DrivePool.h): its Waiting
  // ends when it is first in line for a drive, and the robot mounts and changes its cartridges
  // (Mount, after RobotWait) instead of the Change phase. Every cartridge it mounts is new
  // when `freshMedia` (initialised first).
  int pool = -1;
  int priority = 0; // higher goes first among jobs that asked at the same time
  bool freshMedia = false;
};

enum class Phase {
  Waiting,
  Startup,
  Transfer,
  Change,
  Finish,
  Done,
  RobotWait,  // holds a library drive, waits for the robot
  Mount,      // the robot exchanges a cartridge into the drive
  Initialise, // a new cartridge's first-use initialisation (LTO-9 media optimisation)
};

// What holds a job, as far as a rate function says (ShareFunction): a number whose meaning is
// the caller's (the solver's resource), or this when it does not say.
inline constexpr std::size_t kNotSaid = static_cast<std::size_t>(-1);

struct Segment {
  Phase phase;
  double start;
  double end;
  double rate;                   // logical bytes/s during a Transfer segment, 0 otherwise
  std::size_t heldBy = kNotSaid; // during a Transfer segment: what held the job
};

// What jobs move: their logical bytes, and when the first and the last of them move.
struct Moved {
  double bytes = 0.0;
  double first = std::numeric_limits<double>::infinity();
  double last = -std::numeric_limits<double>::infinity();
  void add(const Moved& other);
  [[nodiscard]] double span() const { return last > first ? last - first : 0.0; }
};

struct JobTimeline {
  std::string id;
  double start = 0.0; // when its start-up begins (after any wait for a device slot)
  double end = 0.0;
  double transferSeconds = 0.0;
  int cartridgeChanges = 0;
  int drive = -1;                // the pool drive it got (DrivePool.h), -1 outside a pool
  int mounts = 0;                // robot exchanges it took (the first mount and every change)
  std::vector<Segment> segments; // consecutive, for a Gantt chart
  [[nodiscard]] double duration() const { return end - start; }
  [[nodiscard]] double averageRate(double bytes) const {
    return end > start ? bytes / (end - start) : 0.0;
  }
  // Over its transfer segments that move data.
  [[nodiscard]] Moved moved() const;
};

struct Timeline {
  std::vector<JobTimeline> jobs; // in the order given
  double window = 0.0;           // from the first start to the last end
  int events = 0;
  bool stalled = false; // some job could never finish (a rate of zero with nothing to wait for)
};

// rates(transferring) returns, for every job, its logical rate when exactly the jobs flagged
// in `transferring` move data (entries of the others are ignored). Called once per event.
using RateFunction = std::function<std::vector<double>(const std::vector<bool>& transferring)>;

[[nodiscard]] Timeline simulate(const std::vector<TimelineJob>& jobs, const RateFunction& rates);

struct DrivePool;
// With drive pools: rates(transferring, drive) also gets the pool drive each job holds (-1 for
// none), since which drive a job got decides the path its bytes take.
using DriveRateFunction = std::function<std::vector<double>(const std::vector<bool>& transferring,
                                                            const std::vector<int>& drive)>;
[[nodiscard]] Timeline simulate(const std::vector<TimelineJob>& jobs,
                                const std::vector<DrivePool>& pools,
                                const DriveRateFunction& rates);

// The most a rate function can answer: each job's rate and what holds it. `out` comes sized to
// the jobs, every rate 0 and every holder kNotSaid; the function fills in the jobs flagged in
// `transferring` (a holder where it knows one). A transfer whose rate or holder changes starts a
// new segment, so a summary can say what held a job at its end and what held it earlier (issue
// 40).
struct Shares {
  std::vector<double> rate;
  std::vector<std::size_t> heldBy;
};
using ShareFunction = std::function<void(const std::vector<bool>& transferring,
                                         const std::vector<int>& drive, Shares& out)>;
[[nodiscard]] Timeline simulate(const std::vector<TimelineJob>& jobs,
                                const std::vector<DrivePool>& pools, const ShareFunction& shares);

[[nodiscard]] std::string_view phaseName(Phase phase);

} // namespace tapeflow::timeline
