#pragma once

// Reading a node's effective figures for the solver, with the fallback when neither the node,
// its catalog entry nor its kind gives one.

#include "topology/Topology.h"

#include <limits>
#include <string_view>

namespace tapeflow::solver {

inline constexpr double kUnlimited = std::numeric_limits<double>::infinity();

class Parameters {
public:
  Parameters(const topology::Topology& topology, const topology::Node& node)
      : m_topology(topology), m_node(node), m_entry(topology.catalog().entry(node.entry)),
        m_kind(topology.catalog().kinds().kind(node.kind)) {}
  // With the node's catalog entry and kind already found (Graph::entry(), Graph::kindDef()).
  Parameters(const topology::Topology& topology, const topology::Node& node,
             const catalog::CatalogEntry* entry, const catalog::KindDef* kind)
      : m_topology(topology), m_node(node), m_entry(entry), m_kind(kind) {}

  [[nodiscard]] bool has(std::string_view name) const { return find(name) != nullptr; }
  [[nodiscard]] double number(std::string_view name, double fallback) const {
    const auto* value = find(name);
    return value ? value->number() : fallback;
  }
  [[nodiscard]] bool flag(std::string_view name, bool fallback) const {
    const auto* value = find(name);
    return value ? value->flag() : fallback;
  }
  [[nodiscard]] std::string text(std::string_view name) const {
    const auto* value = find(name);
    return value ? value->string() : std::string();
  }
  [[nodiscard]] std::vector<double> list(std::string_view name) const {
    const auto* value = find(name);
    return value ? value->list() : std::vector<double>{};
  }
  // A referenced profile entry's figure (backup application, file system).
  [[nodiscard]] double profileNumber(std::string_view ref, std::string_view name,
                                     double fallback) const {
    const auto* value = profileValue(ref, name);
    return value ? value->number() : fallback;
  }
  [[nodiscard]] bool profileFlag(std::string_view ref, std::string_view name, bool fallback) const {
    const auto* value = profileValue(ref, name);
    return value ? value->flag() : fallback;
  }
  [[nodiscard]] std::string profileName(std::string_view ref) const {
    const auto* entry = m_topology.catalog().entry(text(ref));
    return entry ? entry->displayName() : std::string();
  }

private:
  // The node's value of `name`: its override, else its catalog entry's figure, else its kind's
  // default (as Topology::parameter()).
  [[nodiscard]] const catalog::Value* find(std::string_view name) const {
    if (const auto it = m_node.overrides.find(name); it != m_node.overrides.end())
      return &it->second;
    if (m_entry)
      if (const auto* figure = m_entry->parameter(name)) return &figure->value;
    if (m_kind)
      if (const auto* def = m_kind->parameter(name); def && def->defaultValue)
        return &*def->defaultValue;
    return nullptr;
  }

  // The profile entry's figure, else its kind's default.
  [[nodiscard]] const catalog::Value* profileValue(std::string_view ref,
                                                   std::string_view name) const {
    const auto* entry = m_topology.catalog().entry(text(ref));
    if (!entry) return nullptr;
    if (const auto* value = entry->parameter(name)) return &value->value;
    const auto* kind = m_topology.catalog().kinds().kind(entry->kind);
    const auto* def = kind ? kind->parameter(name) : nullptr;
    return def && def->defaultValue ? &*def->defaultValue : nullptr;
  }

  const topology::Topology& m_topology;
  const topology::Node& m_node;
  const catalog::CatalogEntry* m_entry;
  const catalog::KindDef* m_kind;
};

} // namespace tapeflow::solver
