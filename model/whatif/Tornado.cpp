#include "whatif/Tornado.h"

#include "catalog/KindCode.h"
#include "solver/IncrementalSolver.h"
#include "whatif/Advisor.h"
#include "whatif/Figures.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace tapeflow::whatif {
namespace {

// The busiest resources of both runs with a figure that sets their capacity, one per figure.
std::vector<TornadoBar> busiest(const solver::SolveResult& backup,
                                const solver::SolveResult& restore, std::size_t count,
                                double busy) {
  std::map<std::string, std::pair<double, const solver::ResourceUse*>> best;
  for (const auto* run : {&backup, &restore})
    for (const auto& use : run->resources) {
      if (use.parameter.empty() || use.utilisation < busy) continue;
      const std::string owner = use.link.empty() ? use.node : use.link;
      if (owner.empty()) continue;
      auto& slot = best[owner + '\n' + use.parameter];
      if (!slot.second || use.utilisation > slot.first) slot = {use.utilisation, &use};
    }
  std::vector<std::pair<double, const solver::ResourceUse*>> ordered;
  for (const auto& [key, value] : best) ordered.push_back(value);
  std::stable_sort(ordered.begin(), ordered.end(),
                   [](const auto& a, const auto& b) { return a.first > b.first; });
  std::vector<TornadoBar> bars;
  for (std::size_t i = 0; i < ordered.size() && i < count; ++i) {
    const auto& use = *ordered[i].second;
    TornadoBar bar;
    bar.key = use.key;
    bar.label = use.label;
    bar.link = !use.link.empty();
    bar.owner = bar.link ? use.link : use.node;
    bar.parameter = use.parameter;
    bars.push_back(std::move(bar));
  }
  return bars;
}

// The value a bar scales: the figure's own, else the rate the solver works out in place of a
// disk's empty one (Figure::derived), so a disk without a datasheet rate is scaled from that.
std::optional<catalog::Value> currentValue(const topology::Topology& t, const TornadoBar& bar) {
  if (!bar.link) {
    const auto* node = t.node(bar.owner);
    if (!node) return std::nullopt;
    if (const auto* value = t.parameter(*node, bar.parameter)) return *value;
    const auto figure = findFigure(t, bar.owner, bar.parameter);
    if (figure && figure->derived) return catalog::Value{*figure->value, {}, {}};
    return std::nullopt;
  }
  const auto* link = t.link(bar.owner);
  if (!link) return std::nullopt;
  const auto found = link->parameters.find(bar.parameter);
  return found == link->parameters.end() ? std::nullopt
                                         : std::optional<catalog::Value>(found->second);
}

// An array that states no read (write) limit streams at what its members give: its bar scales
// the member rate (stated, or its member disk's), which the array's rate follows, rather than
// a limit it does not have.
void aimAtMembers(const topology::Topology& t, TornadoBar& bar) {
  const auto* node = bar.link ? nullptr : t.node(bar.owner);
  if (!node || !catalog::isKind(node->kind, catalog::KindCode::DiskArray) ||
      t.parameter(*node, bar.parameter))
    return;
  if (bar.parameter == "read_rate") bar.parameter = "member_read_rate";
  if (bar.parameter == "write_rate") bar.parameter = "member_write_rate";
}

catalog::Value scaled(const catalog::Value& value, double factor) {
  if (std::holds_alternative<long long>(value.data))
    return {std::max(1LL, std::llround(double(value.integer()) * factor)), {}, {}};
  return {value.number() * factor, {}, {}};
}

Status setFigure(topology::Topology& t, const TornadoBar& bar,
                 std::optional<catalog::Value> value) {
  if (bar.link) {
    const auto set = t.setLinkParameter(bar.owner, bar.parameter, std::move(value));
    return set ? Status{Done{}} : Status{set.error()};
  }
  const auto set = t.setParameter(bar.owner, bar.parameter, std::move(value));
  return set ? Status{Done{}} : Status{set.error()};
}

double swing(const TornadoBar& bar) {
  auto width = [](const RunFigures& a, const RunFigures& b) {
    const double w = std::abs(a.runSeconds - b.runSeconds);
    return std::isfinite(w) ? w : 0.0;
  };
  return std::max(width(bar.lowBackup, bar.highBackup), width(bar.lowRestore, bar.highRestore));
}

} // namespace

TornadoData tornado(const topology::Topology& document, std::size_t count, double busy) {
  TornadoData data;
  topology::Topology copy = document;
  solver::IncrementalSolver backup(copy, advisorSolveOptions(solver::DirectionMode::Backup));
  solver::IncrementalSolver restore(copy, advisorSolveOptions(solver::DirectionMode::Restore));
  data.backup = figuresOf(backup.solve(), copy.objectives());
  data.restore = figuresOf(restore.solve(), copy.objectives());
  data.bars = busiest(backup.solve(), restore.solve(), count, busy);
  for (auto& bar : data.bars) aimAtMembers(copy, bar);
  // Limits set by a profile's figure (a backup application's per-job limit) are not the
  // component's to scale.
  std::erase_if(data.bars, [&](const TornadoBar& bar) { return !currentValue(copy, bar); });
  for (auto& bar : data.bars) {
    const catalog::Value original = *currentValue(copy, bar);
    std::optional<catalog::Value> previous; // the override to put back (none: catalog figure)
    if (!bar.link) {
      topology::ValueOrigin origin{};
      (void)copy.parameter(*copy.node(bar.owner), bar.parameter, &origin);
      if (origin == topology::ValueOrigin::Override) previous = original;
    } else {
      previous = original;
    }
    for (const double factor : {0.5, 1.5}) {
      if (const auto set = setFigure(copy, bar, scaled(original, factor)); !set) {
        bar.error = set.error().message;
        break;
      }
      const bool low = factor < 1.0;
      (low ? bar.lowBackup : bar.highBackup) = figuresOf(backup.solve(), copy.objectives());
      (low ? bar.lowRestore : bar.highRestore) = figuresOf(restore.solve(), copy.objectives());
    }
    (void)setFigure(copy, bar, previous);
  }
  std::stable_sort(data.bars.begin(), data.bars.end(),
                   [](const TornadoBar& a, const TornadoBar& b) { return swing(a) > swing(b); });
  return data;
}

} // namespace tapeflow::whatif
