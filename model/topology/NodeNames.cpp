#include "topology/NodeNames.h"

#include <algorithm>
#include <cctype>
#include <unordered_set>

namespace tapeflow::topology {
namespace {

// The number `name` adds to `base` ("LTO-9 HH 2" → " 2"): empty for `base` itself, none when
// `name` is not `base` followed by a space and digits.
std::optional<std::string> numberSuffix(std::string_view name, std::string_view base) {
  if (!name.starts_with(base)) return std::nullopt;
  const std::string_view rest = name.substr(base.size());
  if (rest.empty()) return std::string();
  if (rest.size() < 2 || rest.front() != ' ' ||
      !std::all_of(rest.begin() + 1, rest.end(),
                   [](char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }))
    return std::nullopt;
  return std::string(rest);
}

} // namespace

std::string unusedNodeName(const Topology& topology, std::string_view wanted) {
  std::unordered_set<std::string_view> taken;
  for (const auto& node : topology.nodes()) taken.insert(node.name);
  if (!taken.count(wanted)) return std::string(wanted);
  for (std::size_t number = 2;; ++number) {
    std::string name = std::string(wanted) + " " + std::to_string(number);
    if (!taken.count(name)) return name;
  }
}

std::string defaultNodeName(const catalog::CatalogEntry& entry) {
  return entry.model.empty() ? entry.displayName() : entry.model;
}

std::optional<std::string> nameAfterEntryChange(const Topology& topology, const Node& node,
                                                const catalog::CatalogEntry& to) {
  const auto* from = topology.entryOf(node);
  if (!from || from->id == to.id) return std::nullopt;
  const auto suffix = numberSuffix(node.name, defaultNodeName(*from));
  if (!suffix) return std::nullopt;
  const std::string wanted = defaultNodeName(to) + *suffix;
  const bool taken = std::any_of(topology.nodes().begin(), topology.nodes().end(),
                                 [&](const Node& other) { return other.name == wanted; });
  return taken ? unusedNodeName(topology, defaultNodeName(to)) : wanted;
}

} // namespace tapeflow::topology
