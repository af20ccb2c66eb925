#pragma once

// A node's figures by number (names::Figure), resolved once per catalog entry: the entry's own
// value, else its kind's default. The solver read every figure by name through the node's
// overrides, its entry's map and its kind's list, and every profile figure (backup application,
// file system, operating system) by finding the profile entry by id first; that was a tenth of
// a steady solve (issue 18). A diagram uses a few dozen entries, so the tables are few.
// Tables are made on first use by one solve at a time (a Graph is not shared between threads).

#include "catalog/Catalog.h"
#include "solver/DiskMediaRate.h"
#include "solver/Vocabulary.h"
#include "topology/Elements.h"

#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <span>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

namespace tapeflow::solver {

class FigureTables {
public:
  struct Table {
    std::array<const catalog::Value*, names::kFigureCount> value{};
    // The tables of the profile entries this table's references name, found on first use.
    mutable std::array<const Table*, names::kFigureCount> profile{};
    mutable std::array<bool, names::kFigureCount> profileFound{};
    // The defaults of the kinds this table's references name (their ref_kind), found on first
    // use: what a profile's figure is when the node names no profile.
    const catalog::KindDef* kind = nullptr;
    mutable std::array<const Table*, names::kFigureCount> referenceDefaults{};
    mutable std::array<bool, names::kFigureCount> referenceDefaultsFound{};
  };

  explicit FigureTables(const catalog::Catalog& catalog) : m_catalog(catalog) {}

  // The figures of a node of this entry (null: none) and kind definition (null: none).
  [[nodiscard]] const Table& of(const catalog::CatalogEntry* entry,
                                const catalog::KindDef* kind) const;
  // A node's overrides of the figures the solver knows, by number (a node overrides a few).
  struct Override {
    std::size_t figure;
    const catalog::Value* value;
    // value->number(), read while the node's overrides are walked anyway: each override lives in
    // its own node of the node's map, and reading it there on every figure read was the most
    // of a steady solve's cache misses (issue 18).
    double number;
  };
  // Appends the overrides in `map` that name figures to `into`: a figure's own, and a profile
  // figure's ("backup_app.request_size", topology/ProfileFigures.h) under profileFigure().
  static void addOverrides(const topology::ParameterMap& map, std::vector<Override>& into);
  // The number a node's override of figure `name` of the profile its reference `ref` names is
  // kept under (Override::figure): past every figure's own number, so reading a figure of the
  // node's own never meets one, and the overrides of one reference lie together.
  static constexpr std::size_t profileFigure(std::size_t ref, std::size_t name) {
    return (ref + 1) * names::kFigureCount + name;
  }
  // Whether `o` overrides a figure of the profile of reference `ref`.
  static constexpr bool ofProfile(const Override& o, std::size_t ref) {
    return o.figure - profileFigure(ref, 0) < names::kFigureCount;
  }
  // `base` (null: none) with a node's overrides of figures of the profile its reference `ref`
  // names over it (those in `overrides` that are ofProfile(ref)): what the profile is for that
  // node. Made on first use and kept by content, so nodes that override alike share one.
  [[nodiscard]] const Table& overlay(const Table* base, std::size_t ref,
                                     std::span<const Override> overrides) const;

  // The table of the profile entry that `owner`'s reference `ref` names; null when none.
  [[nodiscard]] const Table* profile(const Table& owner, names::Figure ref) const;
  // The defaults of the kind `owner`'s reference `ref` names (kinds.json's ref_kind); null when
  // the owner's kind has no such reference or the catalog no such kind.
  [[nodiscard]] const Table* referenceDefaults(const Table& owner, names::Figure ref) const;
  // The defaults of the kind called `kind` (kinds.json); null when the catalog has no such kind.
  [[nodiscard]] const Table* kindDefaults(std::string_view kind) const;
  // The catalog's recording eras and platter sizes (DiskMediaRate.h), read on first use.
  [[nodiscard]] const DiskMediaTable& diskMedia() const;

private:
  // A profile table with a node's overrides over it; the values are copies, so it outlives an
  // edit of the node.
  struct Overlay {
    const Table* base = nullptr;
    std::vector<std::pair<std::size_t, catalog::Value>> values; // figure number, value
    Table table;
  };

  const catalog::Catalog& m_catalog;
  mutable std::map<std::pair<const void*, const void*>, std::unique_ptr<Table>> m_tables;
  // By a hash of the base and the overrides.
  mutable std::unordered_map<std::size_t, std::vector<std::unique_ptr<Overlay>>> m_overlays;
  mutable std::unique_ptr<DiskMediaTable> m_diskMedia;
};

} // namespace tapeflow::solver
