#pragma once

// The parts of a diagram that can be solved alone, with the jobs of each. Data only moves along
// links, so a job's route, its resources and everything it shares lie in the connected piece of
// its source volume. Within a piece, a switch that states no backplane couples nothing: each
// job that crosses it uses the links of its own two ports, which are the resources of the hosts
// at their far ends. Such a switch is "shared": the piece is cut there into islands, and the
// islands that the jobs join (a client's with its backup server's) form the parts. One LAN of
// many backup servers is then many parts, as independent servers are, and an edit re-solves
// the part it touches (IncrementalSolver.h keeps the others). A part is exact only while no
// route crosses a third island; the solver checks that and solves the piece whole otherwise.

#include "topology/Topology.h"

#include <cstdint>
#include <utility>
#include <vector>

namespace tapeflow::solver {

inline constexpr std::size_t kNoPart = static_cast<std::size_t>(-1);

struct DiagramPart {
  std::vector<std::size_t> jobs; // positions in topology.jobs() of the jobs that belong here
  std::size_t nodeCount = 0;     // of its islands (the shared switches they cross aside)
  std::size_t piece = 0;         // the connected piece of its first job's source (pieceOfNode)
  bool cut = false;              // that piece is cut at a shared switch: the part is one of several
  // A hash of the ids of every node, link and job of its pieces and of its own jobs (in order):
  // parts with equal signatures have the same members and routes (up to a 2^-64 chance), so a
  // part's solve can be kept across edits that regroup others.
  std::uint64_t signature = 0;
};

struct DiagramParts {
  std::vector<DiagramPart> parts;       // the parts that hold jobs, in the order of their first job
  std::vector<std::size_t> partOfNode;  // per node position; kNoPart without jobs, or when shared
  std::vector<std::size_t> pieceOfNode; // per node position: its connected piece (a node's number)
  std::vector<char> shared;             // per node position: a shared switch cut out of its piece
};

[[nodiscard]] DiagramParts splitDiagram(const topology::Topology& topology);
// The same, with the node positions of each link's ends already found (Graph::linkEnds()): the
// lookups of link ends by id were 5 % of a steady solve at 10,000 nodes (issue 18).
// `signatures` false leaves every part's signature 0: for a split that no later split is matched
// against (a solve from scratch whose solver is dropped after it), hashing every node's, link's
// and job's id was 3 % of the solve (issue 18). `shared` marks the nodes that the pieces are cut
// at (empty: none; sharedSwitches() gives those that may be).
[[nodiscard]] DiagramParts
splitDiagram(const topology::Topology& topology,
             const std::vector<std::pair<std::size_t, std::size_t>>& linkEnds,
             bool signatures = true, std::vector<char> shared = {});

} // namespace tapeflow::solver
