#include "topology/NodeNames.h"

#include <algorithm>
#include <cctype>
#include <unordered_set>
#include <vector>

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

std::vector<std::string> words(std::string_view text) {
  std::vector<std::string> out;
  std::size_t at = 0;
  while (at < text.size()) {
    const std::size_t end = std::min(text.find(' ', at), text.size());
    if (end > at) out.emplace_back(text.substr(at, end - at));
    at = end + 1;
  }
  return out;
}

// When the two models' names differ in exactly one word ("LTO-9 half-height (IBM, SAS)" and
// "LTO-8 half-height (IBM, SAS)"), `name` with that word replaced ("LTO-9 HH" → "LTO-8 HH");
// none when they differ otherwise or `name` does not have the word.
std::optional<std::string> swapOneWord(std::string_view name, std::string_view from,
                                       std::string_view to) {
  const auto a = words(from);
  const auto b = words(to);
  if (a.size() != b.size()) return std::nullopt;
  std::optional<std::size_t> differs;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (a[i] != b[i]) {
      if (differs) return std::nullopt;
      differs = i;
    }
  if (!differs) return std::nullopt;
  auto named = words(name);
  const auto word = std::find(named.begin(), named.end(), a[*differs]);
  if (word == named.end()) return std::nullopt;
  *word = b[*differs];
  std::string result;
  for (const auto& w : named) result += (result.empty() ? "" : " ") + w;
  return result;
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
  std::string wanted;
  if (suffix)
    wanted = defaultNodeName(to) + *suffix;
  else if (auto swapped = swapOneWord(node.name, defaultNodeName(*from), defaultNodeName(to)))
    wanted = std::move(*swapped);
  else
    return std::nullopt;
  if (wanted == node.name) return std::nullopt;
  const bool taken = std::any_of(topology.nodes().begin(), topology.nodes().end(),
                                 [&](const Node& other) { return other.name == wanted; });
  if (!taken) return wanted;
  return unusedNodeName(topology, suffix ? defaultNodeName(to) : wanted);
}

} // namespace tapeflow::topology
