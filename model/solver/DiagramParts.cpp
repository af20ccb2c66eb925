#include "solver/DiagramParts.h"

#include "util/UnionFind.h"

#include <functional>
#include <string>
#include <string_view>

namespace tapeflow::solver {
namespace {

// Order-dependent mix of an id into a running hash (splitmix64 finaliser over the sum).
std::uint64_t mix(std::uint64_t hash, std::string_view id, std::uint64_t tag) {
  std::uint64_t x = hash + std::hash<std::string_view>{}(id) + tag * 0x9e3779b97f4a7c15ull;
  x ^= x >> 30;
  x *= 0xbf58476d1ce4e5b9ull;
  x ^= x >> 27;
  x *= 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}

} // namespace

DiagramParts splitDiagram(const topology::Topology& topology) {
  return splitDiagram(topology, topology.linkEnds());
}

DiagramParts splitDiagram(const topology::Topology& topology,
                          const std::vector<std::pair<std::size_t, std::size_t>>& linkEnds,
                          bool signatures, std::vector<char> shared) {
  const auto& nodes = topology.nodes();
  const auto& links = topology.links();
  shared.resize(nodes.size(), 0);
  // Pieces by every link; islands by the links that do not end at a shared switch.
  UnionFind pieces(nodes.size());
  UnionFind islands(nodes.size());
  for (const auto& [a, b] : linkEnds)
    if (a < nodes.size() && b < nodes.size()) {
      pieces.join(a, b);
      if (!shared[a] && !shared[b]) islands.join(a, b);
    }
  // The members of every connected piece, jobs or not.
  std::vector<std::uint64_t> members(nodes.size(), 0);
  for (std::size_t i = 0; signatures && i < nodes.size(); ++i) {
    std::uint64_t& hash = members[pieces.find(i)];
    hash = mix(hash, nodes[i].id, 1);
  }
  for (std::size_t l = 0; signatures && l < links.size(); ++l)
    if (const std::size_t a = linkEnds[l].first; a < nodes.size()) {
      std::uint64_t& hash = members[pieces.find(a)];
      hash = mix(hash, links[l].id, 2);
    }

  // A job joins the islands of its two ends (within a piece: a job whose target lies in another
  // piece has no route, and fails).
  const auto& jobs = topology.jobs();
  const auto& jobEnds = topology.jobEnds();
  for (const auto& [source, target] : jobEnds)
    if (source < nodes.size() && target < nodes.size() && !shared[target] &&
        pieces.find(source) == pieces.find(target))
      islands.join(source, target);

  std::vector<char> cutPiece(nodes.size(), 0);
  for (std::size_t i = 0; i < nodes.size(); ++i)
    if (shared[i]) cutPiece[pieces.find(i)] = 1;

  DiagramParts result;
  std::vector<std::size_t> partOfRoot(nodes.size(), kNoPart);
  for (std::size_t j = 0; j < jobs.size(); ++j) {
    const auto [source, target] = jobEnds[j];
    if (source >= nodes.size()) continue; // the document's operations prevent it
    const std::size_t piece = pieces.find(source);
    std::size_t& part = partOfRoot[islands.find(source)];
    if (part == kNoPart) {
      part = result.parts.size();
      result.parts.emplace_back();
      result.parts.back().piece = piece;
      result.parts.back().cut = cutPiece[piece] != 0;
      result.parts.back().signature = members[piece];
    }
    DiagramPart& into = result.parts[part];
    into.jobs.push_back(j);
    if (!signatures) continue;
    into.signature = mix(into.signature, jobs[j].id, 3);
    // A job whose target lies in another piece fails, and its message depends on that piece.
    if (target < nodes.size() && pieces.find(target) != into.piece)
      into.signature = mix(into.signature, std::to_string(members[pieces.find(target)]), 4);
  }
  result.partOfNode.assign(nodes.size(), kNoPart);
  result.pieceOfNode.resize(nodes.size());
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    result.pieceOfNode[i] = pieces.find(i);
    if (shared[i]) continue;
    const std::size_t part = partOfRoot[islands.find(i)];
    result.partOfNode[i] = part;
    if (part != kNoPart) ++result.parts[part].nodeCount;
  }
  result.shared = std::move(shared);
  return result;
}

} // namespace tapeflow::solver
