#pragma once

// A solve from scratch shared with helper threads (issue 43). Every part of the diagram
// (DiagramParts.h) is solved on its own, so the parts can be solved at once: the caller's thread
// takes parts from the front of the list and lays each out as it goes (IncrementalSolver's
// assemble()), helpers take parts from the back and keep their results until the caller reaches
// them. The two ends meet where the work is shared out evenly, whatever each part costs.
//
// A helper builds a Graph of its own: a Graph makes its figure tables on first use and keeps a
// route search's scratch (Graph.h), so it is not shared between threads. Helpers start before
// the caller builds its graph and finds the parts, and build theirs meanwhile (a graph is about a
// tenth of a solve). The topology and its catalog are only read. A part's results depend on nothing
// but the part (SolveStages.h: "Results never depend on what a workspace held before"), so a solve
// on several threads equals the same solve on one, bit for bit (IncrementalSolverTest checks it).

#include "solver/DiagramParts.h"
#include "solver/SolveStages.h"

#include <condition_variable>
#include <cstddef>
#include <exception>
#include <mutex>
#include <optional>
#include <thread>
#include <utility>
#include <vector>

namespace tapeflow::solver::detail {

// Whether the part whose model `flow` holds reaches no node of another part: a route that crosses
// another part's island, or a resource there, makes the piece one part (IncrementalSolver).
[[nodiscard]] bool staysInPart(const DiagramParts& parts,
                               const std::vector<std::pair<std::size_t, std::size_t>>& linkEnds,
                               std::size_t part, const FlowBuilderStorage& flow);

// How many threads solve `parts` parts holding `jobs` jobs in all, for SolveOptions::threads
// `requested` (0: one per usable core): one, unless there are parts and jobs enough for each
// thread to earn the graph it builds and the thread's start.
[[nodiscard]] unsigned partThreads(unsigned requested, std::size_t parts, std::size_t jobs);

// A part a helper solved: its results, its resources numbered from 0 (solvePart()), and whether
// it stayed in its part.
struct HelpedPart {
  SolveResult result;
  std::vector<ResourceUse> resources;
  bool staysInPart = true;
};

class PartHelpers {
public:
  // Starts `helpers` threads, which build their graphs of `topology` and wait for share().
  PartHelpers(const topology::Topology& topology, const SolveOptions& options, unsigned helpers);
  // Stops the helpers after the part each is solving, and waits for them.
  ~PartHelpers();
  PartHelpers(const PartHelpers&) = delete;
  PartHelpers& operator=(const PartHelpers&) = delete;

  // The parts to solve, the graph of each helper's being the topology's as it is now; `parts`
  // must stay as it is until finish().
  void share(const DiagramParts& parts);
  // The next part for the caller's thread; none once every part is taken.
  [[nodiscard]] std::optional<std::size_t> takeFront();
  // Waits for the helpers and returns the parts they solved, [first, parts) by position in the
  // list of parts (first: the first the caller did not take). Rethrows a helper's exception.
  [[nodiscard]] std::pair<std::size_t, std::vector<HelpedPart>&> finish();

private:
  [[nodiscard]] std::optional<std::size_t> takeBack();
  void help(std::size_t helper);
  void stop();

  const topology::Topology& m_topology;
  const SolveOptions& m_options;
  std::mutex m_mutex;               // guards the four below
  std::condition_variable m_shared; // share() or stop()
  const DiagramParts* m_parts = nullptr;
  std::size_t m_front = 0;
  std::size_t m_back = 0;
  bool m_stop = false;
  std::vector<HelpedPart> m_helped;         // by part; a helper writes only the parts it took
  std::vector<std::exception_ptr> m_errors; // by helper
  std::vector<std::jthread> m_threads;      // last: joined before the rest goes
};

} // namespace tapeflow::solver::detail
