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
                          bool signatures) {
  const auto& nodes = topology.nodes();
  const auto& links = topology.links();
  UnionFind pieces(nodes.size());
  for (const auto& [a, b] : linkEnds)
    if (a < nodes.size() && b < nodes.size()) pieces.join(a, b);
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

  DiagramParts result;
  std::vector<std::size_t> partOfRoot(nodes.size(), kNoPart);
  const auto& jobs = topology.jobs();
  const auto& jobEnds = topology.jobEnds();
  for (std::size_t j = 0; j < jobs.size(); ++j) {
    const auto [source, target] = jobEnds[j];
    if (source >= nodes.size()) continue; // the document's operations prevent it
    const std::size_t here = pieces.find(source);
    std::size_t& part = partOfRoot[here];
    if (part == kNoPart) {
      part = result.parts.size();
      result.parts.emplace_back();
      result.parts.back().signature = members[here];
    }
    DiagramPart& into = result.parts[part];
    into.jobs.push_back(j);
    if (!signatures) continue;
    into.signature = mix(into.signature, jobs[j].id, 3);
    // A job whose target lies in another piece fails, and its message depends on that piece.
    if (target < nodes.size() && pieces.find(target) != here)
      into.signature = mix(into.signature, std::to_string(members[pieces.find(target)]), 4);
  }
  result.partOfNode.assign(nodes.size(), kNoPart);
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    const std::size_t part = partOfRoot[pieces.find(i)];
    result.partOfNode[i] = part;
    if (part != kNoPart) ++result.parts[part].nodeCount;
  }
  return result;
}

} // namespace tapeflow::solver
