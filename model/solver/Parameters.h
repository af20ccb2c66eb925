#pragma once

// Reading a node's effective figures for the solver: the node's own value, else its catalog
// entry's, else its kind's default in kinds.json (a profile's figure: the node's override of it,
// "<ref>.<figure>" (topology/ProfileFigures.h), else the profile's, else the default of the kind
// the reference names). The fallback a caller gives is what no figure at all means (no limit, no
// cost), never a default: defaults are written once, in kinds.json.

#include "solver/FigureTable.h"
#include "topology/Topology.h"

#include <limits>
#include <span>
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
  // Reading the solver's figures (names::Figure) through the tables of the node's entry
  // (Graph::figures()): by number, unless the node overrides that figure.
  Parameters(const topology::Topology& topology, const topology::Node& node,
             const catalog::CatalogEntry* entry, const catalog::KindDef* kind,
             const FigureTables& tables, const FigureTables::Table& figures,
             std::span<const FigureTables::Override> overrides)
      : m_topology(topology), m_node(node), m_entry(entry), m_kind(kind), m_tables(&tables),
        m_figures(&figures), m_overrides(overrides) {}

  template <typename Name>
  [[nodiscard]] bool has(Name name) const {
    return find(name) != nullptr;
  }
  template <typename Name>
  [[nodiscard]] double number(Name name, double fallback) const {
    const auto* value = find(name);
    return value ? value->number() : fallback;
  }
  // A figure the solver knows by number: an override's number as the graph read it.
  [[nodiscard]] double number(names::Figure figure, double fallback) const {
    if (!m_figures) return number(figure.name, fallback);
    for (const auto& o : m_overrides)
      if (o.figure == figure.id) return o.number;
    const auto* value = m_figures->value[figure.id];
    return value ? value->number() : fallback;
  }
  // Whether the node itself gives `figure` (not its catalog entry or its kind).
  [[nodiscard]] bool ownFigure(names::Figure figure) const {
    if (!m_figures) return m_node.overrides.contains(figure.name);
    for (const auto& o : m_overrides)
      if (o.figure == figure.id) return true;
    return false;
  }
  template <typename Name>
  [[nodiscard]] bool flag(Name name, bool fallback) const {
    const auto* value = find(name);
    return value ? value->flag() : fallback;
  }
  template <typename Name>
  [[nodiscard]] const std::string& text(Name name) const {
    static const std::string none;
    const auto* value = find(name);
    return value ? value->string() : none;
  }
  template <typename Name>
  [[nodiscard]] std::vector<double> list(Name name) const {
    const auto* value = find(name);
    return value ? value->list() : std::vector<double>{};
  }
  // A referenced profile entry's figure (backup application, file system).
  template <typename Name>
  [[nodiscard]] double profileNumber(Name ref, Name name, double fallback) const {
    const auto* value = profileValue(ref, name);
    return value ? value->number() : fallback;
  }
  template <typename Name>
  [[nodiscard]] bool profileFlag(Name ref, Name name, bool fallback) const {
    const auto* value = profileValue(ref, name);
    return value ? value->flag() : fallback;
  }
  // The figures of the catalog entry the reference `ref` names (the node's override of the
  // reference, else its entry's), with the node's overrides of them ("<ref>.<figure>",
  // topology/ProfileFigures.h) over them; over the defaults of the kind the reference names when
  // it names no entry but the node overrides figures of it. Null when it names none and the
  // node overrides none, or the figures are not read by number.
  [[nodiscard]] const FigureTables::Table* referenced(names::Figure ref) const {
    if (!m_figures) return nullptr;
    const catalog::Value* named = nullptr; // the node's override of the reference
    bool overridden = false;               // the node overrides figures of the profile
    for (const auto& o : m_overrides) {
      if (o.figure == ref.id) named = o.value;
      overridden = overridden || FigureTables::ofProfile(o, ref.id);
    }
    const auto* profile = named ? tableOf(*named) : m_tables->profile(*m_figures, ref);
    if (!overridden) return profile;
    if (!profile) profile = m_tables->referenceDefaults(*m_figures, ref);
    return &m_tables->overlay(profile, ref.id, m_overrides);
  }
  [[nodiscard]] std::string profileName(std::string_view ref) const {
    const auto* entry = profileEntry(ref);
    return entry ? entry->displayName() : std::string();
  }
  // The catalog entry of the profile the node names by `ref` (null when none).
  [[nodiscard]] const catalog::CatalogEntry* profileEntry(std::string_view ref) const {
    return m_topology.catalog().entry(text(ref));
  }

private:
  // A figure the solver knows by number: the node's override, else from the tables.
  [[nodiscard]] const catalog::Value* find(names::Figure figure) const {
    if (!m_figures) return find(figure.name);
    for (const auto& o : m_overrides)
      if (o.figure == figure.id) return o.value;
    return m_figures->value[figure.id];
  }

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

  // The table of the catalog entry a reference's value names; null when none.
  [[nodiscard]] const FigureTables::Table* tableOf(const catalog::Value& reference) const {
    const auto* entry = m_topology.catalog().entry(reference.string());
    return entry ? &m_tables->of(entry, m_topology.catalog().kinds().kind(entry->kind)) : nullptr;
  }

  // A profile figure the solver knows by number: the node's override of it, else through the
  // tables (one pass over the node's few overrides finds both it and the reference's override).
  [[nodiscard]] const catalog::Value* profileValue(names::Figure ref, names::Figure name) const {
    if (!m_figures) return profileValue(ref.name, name.name);
    const std::size_t own = FigureTables::profileFigure(ref.id, name.id);
    const catalog::Value* named = nullptr; // the node's override of the reference
    for (const auto& o : m_overrides) {
      if (o.figure == own) return o.value;
      if (o.figure == ref.id) named = o.value;
    }
    // The profile the node names, its own or its entry's, read by number (a node that overrides
    // its application was read by name: 1 % of a steady solve; issue 18).
    // A node that names no profile takes the defaults of the kind the reference names.
    const auto* profile = named ? tableOf(*named) : m_tables->profile(*m_figures, ref);
    if (!profile) profile = m_tables->referenceDefaults(*m_figures, ref);
    return profile ? profile->value[name.id] : nullptr;
  }

  // The node's override of the profile figure, else the profile entry's figure, else its kind's
  // default.
  [[nodiscard]] const catalog::Value* profileValue(std::string_view ref,
                                                   std::string_view name) const {
    if (!m_node.overrides.empty())
      if (const auto it = m_node.overrides.find(topology::profileKeyOf(ref, name));
          it != m_node.overrides.end())
        return &it->second;
    const auto& kinds = m_topology.catalog().kinds();
    const auto* entry = m_topology.catalog().entry(text(ref));
    if (entry)
      if (const auto* value = entry->parameter(name)) return &value->value;
    // A node that names no profile takes the defaults of the kind the reference names.
    const auto* refDef = m_kind ? m_kind->parameter(ref) : nullptr;
    const auto* kind = entry                                ? kinds.kind(entry->kind)
                       : refDef && !refDef->refKind.empty() ? kinds.kind(refDef->refKind)
                                                            : nullptr;
    const auto* def = kind ? kind->parameter(name) : nullptr;
    return def && def->defaultValue ? &*def->defaultValue : nullptr;
  }

  const topology::Topology& m_topology;
  const topology::Node& m_node;
  const catalog::CatalogEntry* m_entry;
  const catalog::KindDef* m_kind;
  const FigureTables* m_tables = nullptr;
  const FigureTables::Table* m_figures = nullptr;
  std::span<const FigureTables::Override> m_overrides;
};

} // namespace tapeflow::solver
