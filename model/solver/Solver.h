#pragma once

// solve(): a topology in, the predicted rates out, with why (docs/architecture.md,
// "The pipeline"). The stages, each over a typed result:
//   1. Flow model: routes, coefficients, ceilings (FlowModel.h).
//   2. Sharing system: the model's independent components (SharingSystem.h).
//   3. Sharing: weighted max-min over every resource and ceiling of each component
//      (maxmin/MaxMin.h), exact, with the streaming fixed point of its drives (Sharing.h): a drive
//      fed below its speed shoe-shines and moves less than it is fed, which also slows what feeds
//      it.
//   4. Explanation: each stream's bottleneck is the constraint that froze it (or its own
//      ceiling); the next bottleneck is what freezes it once that one is lifted (its component
//      solved again with it unlimited); headroom is how much more each resource on the path
//      could carry.
//   5. Timeline: an event simulation per component (timeline/Timeline.h) asks the sharing again
//      whenever the set of its transferring jobs changes.
//   6. Words: warnings naming components and jobs, made last and only when asked for.
// No global state: results depend only on the topology and the options.

#include "solver/FlowModel.h"
#include "timeline/Timeline.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace tapeflow::solver {

struct ResourceUse {
  std::string key;
  std::string label;
  std::string node;
  std::string link;
  ResourceKind kind = ResourceKind::Bus;
  std::string parameter;
  double capacity = 0.0;  // as rated (for a tape drive: before any shoe-shine loss)
  double effective = 0.0; // after the streaming fixed point
  double load = 0.0;
  double utilisation = 0.0; // load / effective capacity
};

struct Limit {
  std::string key;      // resource key, or "ceiling:<job>:<stream>"
  std::string label;    // for people
  std::string node;     // the component concerned, if any
  double rate = 0.0;    // the job's rate under this limit
  std::string category; // resourceCategory() of the resource, or the ceiling's category
};

// A resource on a job's path: its number in SolveResult::resources, whose key and label name it
// (a job's headroom held two strings per resource on its path, the most of a steady solve's
// strings; issue 18).
struct Headroom {
  std::size_t resource = 0;
  double utilisation = 0.0;
  double spare = 0.0; // extra logical bytes/s this job could push through it alone
};

// A constraint within kCloseMargin of holding a job that does not hold it (issue 20): saying
// "RAID read I/Os 98 %, Gigabit NIC 97 %" instead of naming one of two near-equal limits.
inline constexpr double kCloseMargin = 0.05;
struct CloseLimit {
  Limit limit;
  double utilisation = 0.0; // load / capacity; for a ceiling, rate / ceiling
};

struct StreamResult {
  int stream = 0;
  double rate = 0.0;
  Limit bottleneck;
};

struct JobResult {
  std::string id;
  std::string name;
  topology::Direction direction = topology::Direction::Backup;
  std::string error; // the job cannot run: why
  // Its stage of a staged run (TierJob::stage): "backup to disk", "copy to tape", ...; empty for
  // a backup straight to tape.
  std::string stage;
  double rate = 0.0; // logical bytes/s, all streams
  double bytes = 0.0;
  std::vector<StreamResult> streams;
  Limit bottleneck;
  Limit next; // what limits it once `bottleneck` is lifted, and the rate then
  // Its own ceiling in words, when it has one: what holds a timeline segment held by no resource.
  std::string ceiling;
  // The constraints within kCloseMargin of holding it, the bottleneck first; empty when the
  // bottleneck is the only one.
  std::vector<CloseLimit> close;
  std::vector<Headroom> headroom;
  std::vector<std::string> path;
  double start = 0.0;
  double end = 0.0; // from the timeline
  int cartridgeChanges = 0;
  // Tape stops and restarts over the whole job (shoe-shining) and the seconds they take (issue
  // 20): from the time-domain run when its source's feed varies, else from the steady form.
  long shoeShines = 0;
  double repositionSeconds = 0.0;
  bool feedVaries = false;
};

struct HostCpu {
  std::string node;
  std::string name;
  double cores = 0.0;
  std::array<double, kWorkKinds> byWork{}; // cores busy per kind of work
  double utilisation = 0.0;                // while every job moves data at its steady rate
  // Averaged over the session, from the first byte a job using it moves to the last, as a
  // monitor averaging over a run (Perfmon, vmstat) reports it. It differs from the steady figure
  // as rates change over the run: lower when some of its jobs wait for a device slot or end
  // early, higher when its jobs speed up once others end. The steady figure without a timeline.
  double sessionUtilisation = 0.0;
};

struct Warning {
  std::string component; // node id
  std::string message;
};

struct SolveOptions {
  FlowOptions flow;
  bool timeline = true;
  bool explain = true;  // next bottleneck (one extra sharing of a component per distinct limit)
  bool warnings = true; // the words stage
  // Threads a solve from scratch of a large diagram may use, its parts shared among them
  // (PartThreads.h); 0: one per core this process may use. One by default: the what-if explorer
  // already runs its points on every core.
  unsigned threads = 1;
};

struct SolveResult {
  DirectionMode mode = DirectionMode::AsDefined;
  std::vector<JobResult> jobs;
  std::vector<ResourceUse> resources;
  std::vector<HostCpu> hosts;
  std::vector<Warning> warnings;
  // A transfer segment's heldBy is a number in `resources`, kLimitCeiling (the job's own ceiling)
  // or kLimitNone.
  timeline::Timeline timeline;
  double aggregateRate = 0.0; // sum of the job rates
  int solves = 0;             // max-min solves it took
  [[nodiscard]] const JobResult* job(std::string_view id) const;
  [[nodiscard]] const ResourceUse* resource(std::string_view key) const;
};

class Solver {
public:
  SolveResult solve(const topology::Topology& topology, const SolveOptions& options = {});
};

[[nodiscard]] SolveResult solve(const topology::Topology& topology,
                                const SolveOptions& options = {});

} // namespace tapeflow::solver
