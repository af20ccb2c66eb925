#pragma once

// The connected parts of a diagram, with the jobs of each. Data only moves along links, so a
// job's route, its resources and everything it shares lie in the part of its source volume: each
// part can be solved alone, and an edit inside one part changes no other part's results
// (IncrementalSolver.h keeps them).

#include "topology/Topology.h"

#include <cstdint>
#include <utility>
#include <vector>

namespace tapeflow::solver {

inline constexpr std::size_t kNoPart = static_cast<std::size_t>(-1);

struct DiagramPart {
  std::vector<std::size_t> jobs; // positions in topology.jobs() of the jobs whose source is here
  std::size_t nodeCount = 0;
  // A hash of the ids of its nodes, links and jobs (in order): parts with equal signatures have
  // the same members (up to a 2^-64 chance), so a part's solve can be kept across edits that
  // regroup others.
  std::uint64_t signature = 0;
};

struct DiagramParts {
  std::vector<DiagramPart> parts;      // the parts that hold jobs, in the order of their first job
  std::vector<std::size_t> partOfNode; // per node position; kNoPart in a part without jobs
};

[[nodiscard]] DiagramParts splitDiagram(const topology::Topology& topology);
// The same, with the node positions of each link's ends already found (Graph::linkEnds()): the
// lookups of link ends by id were 5 % of a steady solve at 10,000 nodes (issue 18).
// `signatures` false leaves every part's signature 0: for a split that no later split is matched
// against (a solve from scratch whose solver is dropped after it), hashing every node's, link's
// and job's id was 3 % of the solve (issue 18).
[[nodiscard]] DiagramParts
splitDiagram(const topology::Topology& topology,
             const std::vector<std::pair<std::size_t, std::size_t>>& linkEnds,
             bool signatures = true);

} // namespace tapeflow::solver
