#pragma once

// Results kept between edits (docs/architecture.md, "Where an edit goes"). The solver watches the
// document's typed change events and marks what they touch: the part of the diagram
// (DiagramParts.h) of an edited node, link or job. The next solve() solves the marked parts alone
// and keeps every other part's results, so an edit of one server's figures in a 10,000-node
// diagram costs what that server's part costs. Adding or removing nodes, links or jobs finds the
// parts again and keeps those whose members did not change.
//
// Exactness: a part's results depend on nothing outside it (data moves only along links), and
// Solver::solve() is this solver run once from scratch, assembling parts the same way, so an
// incremental result equals a from-scratch solve of the same document (tests/model/solver/
// IncrementalSolverTest.cpp checks it over random topologies and random edits).

#include "solver/DiagramParts.h"
#include "solver/Graph.h"
#include "solver/Solver.h"

#include <memory>
#include <string>
#include <vector>

namespace tapeflow::solver {
namespace detail {
struct PartWorkspace;
class PartHelpers;
} // namespace detail

class IncrementalSolver {
public:
  // Whether the solver registers with the topology to hear of its changes. A one-shot solve
  // (Solver::solve) does not: it changes nothing in the topology, so solves of one topology may
  // run on several threads at once.
  enum class Watch { Changes, Nothing };
  // Watches `topology` from now on; it must outlive this object.
  IncrementalSolver(const topology::Topology& topology, SolveOptions options,
                    Watch watch = Watch::Changes);
  ~IncrementalSolver();
  IncrementalSolver(const IncrementalSolver&) = delete;
  IncrementalSolver& operator=(const IncrementalSolver&) = delete;

  // Brings the results up to date with the topology and returns them.
  const SolveResult& solve();
  // solve(), handing the results over; the next solve() starts from scratch.
  SolveResult take();
  // Nodes the next solve() has to solve: those of the parts marked, or every node when the parts
  // have to be found again. Lets a caller decide whether to solve here or on a worker.
  [[nodiscard]] std::size_t pendingNodes() const;
  // Forgets every result (what the document does not announce changed, e.g. the catalog).
  void invalidate();
  // Takes over what `other` solved, when other watches a copy of this solver's topology made
  // after this solver's last change: a solve on a worker thread over a snapshot, handed back.
  // `other` starts from scratch afterwards.
  void adopt(IncrementalSolver& other);

  // What the last solve() did: parts solved, parts kept.
  [[nodiscard]] std::size_t lastSolvedParts() const { return m_lastSolved; }
  [[nodiscard]] std::size_t lastKeptParts() const { return m_lastKept; }

private:
  // Where a part's results sit in m_result, and the numbers that are per part.
  struct Layout {
    std::uint64_t signature = 0;
    std::vector<std::size_t> jobs;    // positions in topology.jobs()
    std::vector<std::size_t> running; // its jobs on the timeline (indices into `jobs`)
    std::size_t resources = 0;        // counts of its entries in m_result's vectors, which hold
    std::size_t hosts = 0;            // the parts one after another, in part order
    std::size_t warnings = 0;
    double window = 0.0;
    int events = 0;
    bool stalled = false;
    int solves = 0;
  };

  void observe(const topology::Change& change);
  void markNode(const std::string& id);
  void markLink(const topology::Link& link);
  [[nodiscard]] bool sharedChanged(std::size_t index) const;
  void solveOnce();
  // Its piece is solved whole from the next split on (this document's).
  void uncut(std::size_t part);
  [[nodiscard]] bool movedPart(const std::string& jobId) const;
  [[nodiscard]] std::vector<char> dirtyParts() const;
  bool patch(const std::vector<char>& dirty);
  void summarise(SolveResult& result) const;
  // `helpers`: threads that solve parts too (a solve from scratch), or none.
  void assemble(const std::vector<Layout>& previous, const std::vector<std::size_t>& kept,
                detail::PartHelpers* helpers);
  // Timelines of jobs by their position in the topology, gathered while parts are laid out.
  using Timed = std::vector<std::pair<std::size_t, timeline::JobTimeline>>;
  void layOutSolved(std::size_t p, SolveResult& part, std::size_t resourcesFrom, bool stays,
                    SolveResult& next, Timed& timed);

  const topology::Topology& m_topology;
  SolveOptions m_options;
  int m_observer = 0;

  std::unique_ptr<Graph> m_graph;
  // Kept across the parts of a solve and across solves: solving a part allocates little.
  std::unique_ptr<detail::PartWorkspace> m_workspace;
  DiagramParts m_parts;
  std::vector<Layout> m_layout; // per part of m_parts
  std::vector<std::size_t> m_partOfJob;
  std::vector<std::size_t> m_place; // per job position: its index in the timeline's jobs
  SolveResult m_result;

  bool m_resplit = true; // nodes, links or jobs were added or removed
  // Shared switches (node positions) not cut at: a route of a part of their piece crossed
  // another part (DiagramParts.h). Found again after each change of the document's shape.
  std::vector<std::size_t> m_uncut;
  bool m_taking = false;                 // take() is solving: the results are not kept
  std::vector<std::string> m_dirtyNodes; // ids of nodes whose figures or names changed
  std::vector<std::string> m_dirtyJobs;  // ids of jobs whose options changed
  std::size_t m_lastSolved = 0;
  std::size_t m_lastKept = 0;
};

} // namespace tapeflow::solver
