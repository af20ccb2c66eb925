#include "solver/FigureTable.h"

#include "topology/ProfileFigures.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <variant>
#include <vector>

namespace tapeflow::solver {

namespace {

// Every name the solver reads, by its number.
constexpr std::array<std::string_view, names::kFigureCount> kNames{
#define TAPEFLOW_FIGURE(constant, name) std::string_view(name),
#include "solver/Figures.def"
#undef TAPEFLOW_FIGURE
};

constexpr bool namesDiffer() {
  for (std::size_t f = 0; f < kNames.size(); ++f)
    for (std::size_t g = f + 1; g < kNames.size(); ++g)
      if (kNames[f] == kNames[g]) return false;
  return true;
}
static_assert(namesDiffer(), "Figures.def names a figure twice");

// Each name's number, in an open-addressing table hashed on the name's length and three of its
// bytes: hashing every byte of every override's name (a string hash map) was 3.5 % of a steady
// solve, a binary search before it 3 % (issue 18).
class FigureNames {
public:
  FigureNames() {
    for (std::size_t f = 0; f < kNames.size(); ++f) {
      Slot& slot = m_slots[slotOf(kNames[f])];
      slot.name = kNames[f];
      slot.number = f;
    }
  }
  // The number of the figure called `name`; none when no figure is.
  [[nodiscard]] std::optional<std::size_t> numberOf(std::string_view name) const {
    if (name.empty()) return std::nullopt;
    const Slot& slot = m_slots[slotOf(name)];
    return slot.name.empty() ? std::nullopt : std::optional(slot.number);
  }

private:
  struct Slot {
    std::string_view name; // empty: a free slot
    std::size_t number = 0;
  };
  static constexpr std::size_t kSlots = 1024; // a power of two, several times the names
  static_assert(kSlots > 4 * kNames.size());

  // The slot holding `name`, or the free one where it would go.
  [[nodiscard]] std::size_t slotOf(std::string_view name) const {
    const auto byte = [&](std::size_t i) {
      return static_cast<std::size_t>(static_cast<unsigned char>(name[i]));
    };
    std::size_t h = name.size() * 0x9E3779B1u ^ byte(0) * 0x85EBCA77u ^
                    byte(name.size() / 2) * 0xC2B2AE3Du ^ byte(name.size() - 1) * 0x27D4EB2Fu;
    for (h ^= h >> 15;; ++h) {
      const Slot& slot = m_slots[h & (kSlots - 1)];
      if (slot.name.empty() || slot.name == name) return h & (kSlots - 1);
    }
  }

  std::array<Slot, kSlots> m_slots{};
};

std::optional<std::size_t> numberOf(std::string_view name) {
  static const FigureNames names;
  return names.numberOf(name);
}

} // namespace

void FigureTables::addOverrides(const topology::ParameterMap& map, std::vector<Override>& into) {
  for (const auto& [name, value] : map) {
    if (const auto f = numberOf(name)) {
      into.push_back({*f, &value, value.number()});
      continue;
    }
    // A profile figure: both of its names are figures the solver reads, or it reads neither.
    if (const auto key = topology::profileKey(name))
      if (const auto ref = numberOf(key->reference))
        if (const auto figure = numberOf(key->figure))
          into.push_back({profileFigure(*ref, *figure), &value, value.number()});
  }
}

namespace {

std::size_t mix(std::size_t hash, std::size_t value) {
  return hash ^ (value + 0x9E3779B97F4A7C15ull + (hash << 6) + (hash >> 2));
}

std::size_t hashOf(const catalog::Value& value) {
  const auto hashOne = [](const auto& v) -> std::size_t {
    using T = std::decay_t<decltype(v)>;
    if constexpr (std::is_same_v<T, std::vector<double>>) {
      std::size_t h = v.size();
      for (const double d : v) h = mix(h, std::hash<double>{}(d));
      return h;
    } else {
      return std::hash<T>{}(v);
    }
  };
  return mix(value.data.index(), std::visit(hashOne, value.data));
}

} // namespace

const FigureTables::Table& FigureTables::overlay(const Table* base, std::size_t ref,
                                                 std::span<const Override> overrides) const {
  const std::size_t first = profileFigure(ref, 0);
  std::size_t hash = std::hash<const void*>{}(base);
  std::size_t count = 0;
  for (const auto& o : overrides)
    if (ofProfile(o, ref)) {
      hash = mix(mix(hash, o.figure - first), hashOf(*o.value));
      ++count;
    }
  auto& bucket = m_overlays[hash];
  // The same base and overrides, in the same order (a node's map orders them by name).
  const auto same = [&](const Overlay& candidate) {
    if (candidate.base != base || candidate.values.size() != count) return false;
    std::size_t i = 0;
    for (const auto& o : overrides)
      if (ofProfile(o, ref)) {
        const auto& [figure, value] = candidate.values[i++];
        if (figure != o.figure - first || !(value == *o.value)) return false;
      }
    return true;
  };
  for (const auto& candidate : bucket)
    if (same(*candidate)) return candidate->table;
  auto fresh = std::make_unique<Overlay>();
  fresh->base = base;
  fresh->values.reserve(count);
  for (const auto& o : overrides)
    if (ofProfile(o, ref)) fresh->values.emplace_back(o.figure - first, *o.value);
  if (base) {
    // The base's figures; what its own references name is found again, on first use.
    fresh->table.value = base->value;
    fresh->table.kind = base->kind;
  }
  for (const auto& [figure, value] : fresh->values) fresh->table.value[figure] = &value;
  bucket.push_back(std::move(fresh));
  return bucket.back()->table;
}

const FigureTables::Table& FigureTables::of(const catalog::CatalogEntry* entry,
                                            const catalog::KindDef* kind) const {
  auto& table = m_tables[{entry, kind}];
  if (table) return *table;
  table = std::make_unique<Table>();
  table->kind = kind;
  // The kind's defaults, then what the entry states over them: each list read once (looking
  // every figure up in both was 3 % of a steady solve, which makes a graph; issue 18).
  if (kind)
    for (const auto& def : kind->parameters)
      if (def.defaultValue)
        if (const auto f = numberOf(def.name)) table->value[*f] = &*def.defaultValue;
  if (entry)
    for (const auto& [name, figure] : entry->parameters)
      if (const auto f = numberOf(name)) table->value[*f] = &figure.value;
  return *table;
}

const FigureTables::Table* FigureTables::profile(const Table& owner, names::Figure ref) const {
  if (owner.profileFound[ref.id]) return owner.profile[ref.id];
  owner.profileFound[ref.id] = true;
  const catalog::Value* id = owner.value[ref.id];
  const auto* entry = id ? m_catalog.entry(id->string()) : nullptr;
  owner.profile[ref.id] = entry ? &of(entry, m_catalog.kinds().kind(entry->kind)) : nullptr;
  return owner.profile[ref.id];
}

const FigureTables::Table* FigureTables::referenceDefaults(const Table& owner,
                                                           names::Figure ref) const {
  if (owner.referenceDefaultsFound[ref.id]) return owner.referenceDefaults[ref.id];
  owner.referenceDefaultsFound[ref.id] = true;
  const auto* def = owner.kind ? owner.kind->parameter(ref.name) : nullptr;
  if (def && !def->refKind.empty()) owner.referenceDefaults[ref.id] = kindDefaults(def->refKind);
  return owner.referenceDefaults[ref.id];
}

const FigureTables::Table* FigureTables::kindDefaults(std::string_view kind) const {
  const auto* def = m_catalog.kinds().kind(kind);
  return def ? &of(nullptr, def) : nullptr;
}

const DiskMediaTable& FigureTables::diskMedia() const {
  if (!m_diskMedia)
    m_diskMedia = std::make_unique<DiskMediaTable>(DiskMediaTable::fromCatalog(m_catalog));
  return *m_diskMedia;
}

} // namespace tapeflow::solver
