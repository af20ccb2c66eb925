// Changes suggested by a saturated resource (CandidateSources.h): upgrade its component to the
// next faster catalog entry of its kind, add a drive or a card beside it, move a card out of a
// busy bus.

#include "whatif/CandidateSources.h"

#include "catalog/KindCode.h"
#include "solver/UnstatedDiskRate.h"
#include "util/Text.h"
#include "whatif/Cards.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

namespace tapeflow::whatif {
namespace {

std::string entryName(const topology::Topology& topology, const topology::Node& node) {
  const auto* entry = topology.entryOf(node);
  return entry ? entry->displayName() : node.entry;
}

// A figure of an entry as a node made from it would have it: the entry's, else the kind's
// default, else none at all (no limit).
double figureOf(const catalog::KindDef& kind, const catalog::CatalogEntry& entry,
                const std::string& parameter) {
  if (const auto* value = entry.parameter(parameter)) return value->value.number();
  const auto* def = kind.parameter(parameter);
  if (def && def->defaultValue) return def->defaultValue->number();
  return std::numeric_limits<double>::infinity();
}

// Whether a node made from `entry` is at least as fast as `node` in every rate it has: a
// faster card of the same kind should not bring a slower port with it.
bool noSlower(const topology::Topology& topology, const catalog::KindDef& kind,
              const topology::Node& node, const catalog::CatalogEntry& entry) {
  for (const auto& def : kind.parameters) {
    if (def.type != catalog::ParamType::Quantity || def.unit.dimension != units::Dimension::Rate)
      continue;
    const auto* now = topology.parameter(node, def.name);
    if (now && figureOf(kind, entry, def.name) < now->number()) return false;
  }
  return true;
}

// The entry of the node's kind with the smallest `parameter` above the node's own that keeps its
// linked ports, preferring one no slower in any other rate; none when the node overrides the
// figure (a new model would not change it). A disk's rate that the node or an entry leaves empty
// is the one the solver works out for it (solver/UnstatedDiskRate.h).
const catalog::CatalogEntry* nextFaster(const topology::Topology& topology,
                                        const topology::Node& node, const std::string& parameter) {
  std::optional<solver::DiskMediaTable> table; // read when a disk states no rate
  const auto derived = [&](const topology::Node& disk) -> std::optional<double> {
    if (!catalog::isKind(disk.kind, catalog::KindCode::DiskDrive) &&
        !catalog::isKind(disk.kind, catalog::KindCode::DiskArray))
      return std::nullopt;
    if (!table) table = solver::DiskMediaTable::fromCatalog(topology.catalog());
    const auto unstated = solver::unstatedDiskRate(topology, disk, parameter, *table);
    return unstated ? unstated->rate : std::nullopt;
  };
  topology::ValueOrigin origin{};
  const auto* stated = solver::diskFigure(topology, node, parameter, &origin);
  const auto current = stated ? std::optional<double>(stated->number()) : derived(node);
  const auto* kind = topology.kindOf(node);
  if (!current || !kind || origin == topology::ValueOrigin::Override) return nullptr;
  std::vector<std::pair<double, const catalog::CatalogEntry*>> faster;
  for (const auto& entry : topology.catalog().entries()) {
    if (entry.kind != node.kind || entry.id == node.entry) continue;
    double figure = figureOf(*kind, entry, parameter);
    if (!std::isfinite(figure))
      figure = derived(topology::Node{{}, entry.id, entry.kind, {}, {}, {}}).value_or(figure);
    if (figure > *current && topology.checkEntry(node.id, entry.id))
      faster.emplace_back(figure, &entry);
  }
  // Equal figures: a priced entry first (a user's priced copy of a shipped product).
  std::stable_sort(faster.begin(), faster.end(), [](const auto& a, const auto& b) {
    if (a.first != b.first) return a.first < b.first;
    return a.second->price.has_value() && !b.second->price.has_value();
  });
  for (const auto& [figure, entry] : faster)
    if (noSlower(topology, *kind, node, *entry)) return entry;
  return faster.empty() ? nullptr : faster.front().second;
}

std::vector<const topology::Job*> jobsInto(const topology::Topology& topology,
                                           const std::string& drive) {
  std::vector<const topology::Job*> jobs;
  for (const auto& job : topology.jobs())
    if (job.target == drive) jobs.push_back(&job);
  return jobs;
}

// The library or RAIT group a drive is a member of, if any: its jobs target that, and a drive
// added beside it joins the pool or the stripe.
const topology::Node* groupOf(const topology::Topology& topology, const topology::Node& drive) {
  for (const auto* link : topology.linksOf(drive.id)) {
    const auto* other = topology.node(link->a.node == drive.id ? link->b.node : link->a.node);
    if (other && (catalog::isKind(other->kind, catalog::KindCode::TapeLibrary) ||
                  catalog::isKind(other->kind, catalog::KindCode::RaitGroup)))
      return other;
  }
  return nullptr;
}

// Another drive of the same model beside a busy one: it takes half of the drive's jobs, or half
// of a lone job's data and files, or joins the drive's library pool or RAIT group.
void addDriveChange(const topology::Topology& topology, const topology::Node& node,
                    const std::string& reason, std::vector<Candidate>& out) {
  const auto jobs = jobsInto(topology, node.id);
  const auto* group = groupOf(topology, node);
  if (jobs.empty() && !group) return;
  Candidate c{ChangeKind::AddDrive, node.id, {}, node.entry, {}, 0, 0.0, false, {}, reason, {}};
  if (const auto* entry = topology.entryOf(node)) c.price = entry->price;
  c.description = "Add another " + entryName(topology, node) + " beside " + quote(node.name);
  if (jobs.size() > 1)
    c.description += " and move half of its jobs to it";
  else if (jobs.size() == 1)
    c.description += " and split job " + quote(jobs.front()->name) +
                     " between the two (half the data and files each)";
  else
    c.description += " in " + quote(group->name);
  out.push_back(std::move(c));
}

bool isCard(std::string_view kind) {
  return catalog::isKind(kind, catalog::KindCode::ScsiHba) ||
         catalog::isKind(kind, catalog::KindCode::FcHba) ||
         catalog::isKind(kind, catalog::KindCode::Nic);
}

// Another card of the same model beside a busy one, sharing its devices.
void addCardChange(const topology::Topology& topology, const topology::Node& node,
                   const std::string& reason, std::vector<Candidate>& out) {
  if (!slotLinkOf(topology, node.id)) return;
  std::vector<std::string> devices;
  for (const auto* link : topology.linksOf(node.id)) {
    const auto& other = link->a.node == node.id ? link->b.node : link->a.node;
    if (link != slotLinkOf(topology, node.id)) devices.push_back(other);
  }
  if (devices.empty()) return;
  Candidate c{ChangeKind::AddCard, node.id, {}, node.entry, {}, 0, 0.0, false, {}, reason, {}};
  if (const auto* entry = topology.entryOf(node)) c.price = entry->price;
  const auto* neighbour = topology.node(devices.front());
  c.description = "Add another " + entryName(topology, node) + " beside " + quote(node.name) +
                  (devices.size() > 1 ? " and move half of its links to it"
                                      : " with a second link to " + quote(neighbour->name));
  out.push_back(std::move(c));
}

// Each card of a busy bus moved to another bus of the same server with a free slot.
void moveCardChanges(const topology::Topology& topology, const topology::Node& bus,
                     const std::string& reason, std::vector<Candidate>& out) {
  for (const auto& card : cardsIn(topology, bus.id))
    for (const auto& other : siblingBuses(topology, bus.id)) {
      if (!freeSlot(topology, other, card)) continue;
      Candidate c{ChangeKind::MoveCard, card, {}, {}, other, 0, 0.0, false, {}, reason,
                  catalog::Price{}};
      c.description = "Move " + quote(topology.node(card)->name) + " from " + quote(bus.name) +
                      " to " + quote(topology.node(other)->name);
      out.push_back(std::move(c));
    }
}

} // namespace

void addResourceChanges(const topology::Topology& topology, const Sensitivity& s,
                        std::vector<Candidate>& out) {
  const auto* node = s.node.empty() ? nullptr : topology.node(s.node);
  if (!node || s.dRate <= 0.0) return;
  const std::string reason = "limited by " + s.label;
  if (isCard(node->kind)) addCardChange(topology, *node, reason, out);
  if (catalog::isKind(node->kind, catalog::KindCode::IoBus))
    moveCardChanges(topology, *node, reason, out);
  if (const auto* entry = nextFaster(topology, *node, s.parameter)) {
    Candidate c{ChangeKind::Upgrade, node->id, {}, entry->id, {}, 0, 0.0, false, {}, reason,
                entry->price};
    c.description = "Replace " + quote(node->name) + " (" + entryName(topology, *node) + ") with " +
                    entry->displayName();
    out.push_back(std::move(c));
  }
  if (catalog::isKind(node->kind, catalog::KindCode::TapeDrive))
    addDriveChange(topology, *node, reason, out);
}

} // namespace tapeflow::whatif
