#pragma once

// Routing (docs/architecture.md, pipeline step 3): the ordered list of places a job's bytes
// pass, from the source volume to the tape-side target, found on the links of the diagram.
//
// The path is the shortest chain of links (fewest hops, first-listed link on a tie) that does not
// pass through another volume or tape device. Data cannot go from one card to another across an
// I/O bus, or from a disk to a tape drive across one SCSI channel, without visiting host memory:
// wherever the path turns back down at a node that is not a server (it enters and leaves by
// links below that node), the route goes up to the host and back down again. The visits list
// that explicitly, so the bus, card or channel appear twice and the byte is counted twice on
// them ("a byte that enters and leaves the host over the same bus crosses it twice").

#include "solver/Graph.h"
#include "util/Expected.h"

#include <optional>
#include <vector>

namespace tapeflow::solver {

struct Visit {
  std::size_t node;
  std::optional<std::size_t> in;  // edge index in graph.edges(node) the data arrives by
  std::optional<std::size_t> out; // edge index it leaves by
};

struct Route {
  std::vector<Visit> visits;      // source first, target last
  std::vector<std::size_t> hosts; // servers the data passes through, in order
};

// The route of a backup from `source` to `target` (node indices). A restore runs the same route
// the other way. The error names the gap when there is none.
[[nodiscard]] Expected<Route> findRoute(const Graph& graph, std::size_t source, std::size_t target);

// Kinds that end a route and may not be passed through.
[[nodiscard]] bool isEndpointKind(std::string_view kind);

} // namespace tapeflow::solver
