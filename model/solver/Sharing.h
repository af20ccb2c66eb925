#pragma once

// The sharing stage of the solve pipeline: one component of the sharing system
// (SharingSystem.h) shared among its streams by the max-min core (maxmin/MaxMin.h), with the
// streaming fixed point of its tape drives (streaming/TapeStreaming.h):
//   a drive moves what it achieves at the feed the rest of the path offers it, at most its top
//   speed. Round 0 solves with every drive unlimited, so each drive's load is the feed offered to
//   it; then each drive's capacity becomes what it achieves at that feed, and the sharing is
//   solved again. A drive that is not held by its own capacity shows its offered feed as its
//   load and is updated from it; one that is held keeps the feed it was last offered. Capacities
//   only move towards what the drives achieve, so a few rounds settle it.
// Results are numbers by position in the component (no words: those are made by the
// explanation stage, for what is shown).

#include "maxmin/MaxMin.h"
#include "solver/SharingSystem.h"

#include <cstddef>
#include <memory>
#include <span>
#include <vector>

namespace tapeflow::solver {

// What held a stream: a resource index, or one of these.
inline constexpr std::size_t kLimitNone = static_cast<std::size_t>(-1);    // not solved
inline constexpr std::size_t kLimitCeiling = static_cast<std::size_t>(-2); // its own ceiling

// One constraint lifted to find what limits next: a resource made unlimited (a lifted drive
// streams whatever it is fed), or a job's streams without their ceilings.
struct Lift {
  std::size_t resource = kLimitNone;
  std::size_t job = kLimitNone;
};

struct ComponentShares {
  std::vector<double> rate;       // per stream of the component, logical bytes/s
  std::vector<std::size_t> limit; // per stream: resource index, kLimitCeiling or kLimitNone
  std::vector<double> capacity;   // per resource of the component, after the streaming
  std::vector<double> offered;    // per tape of the component: media feed offered to it
};

// The max-min core's workspace and the sharing's per-component arrays. A whole solve shares
// thousands of small parts one after another; one scratch kept across them (PartWorkspace,
// SolveStages.h) allocates once instead of once per part (allocation was a third of a steady
// solve; issue 18).
struct SharingScratch {
  maxmin::Solver maxmin;
  maxmin::Solution solution;
  maxmin::Problem problem;
  std::vector<char> solvable;               // per stream of the component being shared
  std::vector<maxmin::Index> constraintOf;  // per resource of the component
  std::vector<std::size_t> variableStream;  // position in the component of each variable
  std::vector<std::size_t> constraintLocal; // position in the component of each constraint
  std::vector<double> loads;                // per resource of the component
};

class Sharing {
public:
  // `rated`: every resource's capacity as rated (size of model.resources). The model and system
  // must outlive this object.
  Sharing(const FlowModel& model, const SharingSystem& system, std::span<const double> rated);
  // The same over a scratch kept by the caller (it must outlive this object, and no other
  // Sharing may use it meanwhile).
  Sharing(const FlowModel& model, const SharingSystem& system, std::span<const double> rated,
          SharingScratch& scratch);
  Sharing(const Sharing&) = delete;
  Sharing& operator=(const Sharing&) = delete;

  // Shares component `c` among its streams flagged in `active` (by position in the component;
  // empty: all of them), with `lift` applied.
  void share(std::size_t c, ComponentShares& out, const Lift& lift = {},
             std::span<const char> active = {});

  [[nodiscard]] int solves() const { return m_solves; }

private:
  void markUnsolvable(const Component& component, ComponentShares& out);
  // The round's max-min problem (Sharing.cpp): its constraints, then its variables.
  void addConstraints(const Component& component, const ComponentShares& out);
  void addVariables(const Component& component, const Lift& lift);
  void solveRound(const Component& component, const Lift& lift, ComponentShares& out);
  bool updateTapes(const Component& component, const Lift& lift, ComponentShares& out);

  const FlowModel& m_model;
  const SharingSystem& m_system;
  std::span<const double> m_rated;
  std::unique_ptr<SharingScratch> m_own; // when the caller gave none
  SharingScratch& m_scratch;
  int m_solves = 0;
};

} // namespace tapeflow::solver
