#pragma once

// solve(): a topology in, the predicted rates out, with why (DESIGN.md "From diagram to
// numbers"). The steps:
//   1. FlowModel: routes, coefficients, ceilings (FlowModel.h).
//   2. Sharing: weighted max-min over every resource and ceiling (maxmin/MaxMin.h), exact.
//   3. Streaming: a drive fed below its speed shoe-shines and moves less than it is fed
//      (streaming/TapeStreaming.h); its capacity drops to what it achieves at that feed, which
//      also slows what feeds it, and the sharing is solved again until no drive changes: a
//      fixed point reached in a few rounds, since capacities only go down.
//   4. Explanation: each stream's bottleneck is the constraint that froze it (or its own
//      ceiling); the next bottleneck is what freezes it once that one is lifted (solved again
//      with it unlimited); headroom is how much more each resource on the path could carry.
//   5. Timeline: the event simulation (timeline/Timeline.h) asks the sharing again whenever the
//      set of transferring jobs changes.
// No global state: a Solver keeps its workspace between calls, nothing else; results depend only
// on the topology and the options.

#include "maxmin/MaxMin.h"
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

struct Headroom {
  std::string key;
  std::string label;
  double utilisation = 0.0;
  double spare = 0.0; // extra logical bytes/s this job could push through it alone
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
  double rate = 0.0; // logical bytes/s, all streams
  double bytes = 0.0;
  std::vector<StreamResult> streams;
  Limit bottleneck;
  Limit next; // what limits it once `bottleneck` is lifted, and the rate then
  std::vector<Headroom> headroom;
  std::vector<std::string> path;
  double start = 0.0;
  double end = 0.0; // from the timeline
  int cartridgeChanges = 0;
};

struct HostCpu {
  std::string node;
  std::string name;
  double cores = 0.0;
  std::array<double, kWorkKinds> byWork{}; // cores busy per kind of work
  double utilisation = 0.0;
};

struct Warning {
  std::string component; // node id
  std::string message;
};

struct SolveOptions {
  FlowOptions flow;
  bool timeline = true;
  bool explain = true; // next bottleneck (one extra solve per job)
};

struct SolveResult {
  DirectionMode mode = DirectionMode::AsDefined;
  std::vector<JobResult> jobs;
  std::vector<ResourceUse> resources;
  std::vector<HostCpu> hosts;
  std::vector<Warning> warnings;
  timeline::Timeline timeline;
  double aggregateRate = 0.0; // sum of the job rates
  int solves = 0;             // max-min solves it took
  [[nodiscard]] const JobResult* job(std::string_view id) const;
  [[nodiscard]] const ResourceUse* resource(std::string_view key) const;
};

class Solver {
public:
  SolveResult solve(const topology::Topology& topology, const SolveOptions& options = {});

private:
  struct Shares {
    std::vector<double> rate;       // per stream
    std::vector<std::string> limit; // per stream: resource key or "ceiling"
    std::vector<double> capacity;   // effective capacities after streaming
    std::vector<double> offered;    // per TapeModel: media feed the rest of the path offers
  };
  // `unlimitedTape`: a tape media resource to leave out of the streaming fixed point (it was
  // lifted: it streams whatever it is fed).
  Shares share(const FlowModel& model, std::vector<double> capacities,
               const std::vector<bool>& active, std::size_t unlimitedTape = SIZE_MAX);

  maxmin::Solver m_maxmin;
  maxmin::Solution m_solution;
  int m_solves = 0;
};

[[nodiscard]] SolveResult solve(const topology::Topology& topology,
                                const SolveOptions& options = {});

} // namespace tapeflow::solver
