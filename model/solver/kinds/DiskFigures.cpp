#include "solver/kinds/DiskFigures.h"

#include "util/Concat.h"

#include <optional>
#include <string>

namespace tapeflow::solver::kinds {

namespace n = names;

namespace {

std::optional<double> stated(const Parameters& p, names::Figure f) {
  return p.has(f) ? std::optional<double>(p.number(f, 0.0)) : std::nullopt;
}

} // namespace

std::optional<double> statedRate(const Parameters& p, names::Figure figure) {
  // Asked for the rule's rates (rate_from_media), only the node's own rates count.
  if (p.flag(n::kRateFromMedia, false) && !p.ownFigure(figure)) return std::nullopt;
  return stated(p, figure);
}

DiskFigures diskFigures(const Parameters& p) {
  return {statedRate(p, n::kReadRate),   statedRate(p, n::kWriteRate), p.number(n::kRpm, 0.0),
          p.text(n::kFormFactor),        stated(p, n::kYear),          stated(p, n::kLinearDensity),
          stated(p, n::kPlatterDiameter)};
}

DiskFigures diskFigures(const FigureTables::Table& t) {
  const auto stated = [&](names::Figure f) {
    const auto* value = t.value[f.id];
    return value ? std::optional<double>(value->number()) : std::nullopt;
  };
  const auto* form = t.value[n::kFormFactor.id];
  return {stated(n::kReadRate),
          stated(n::kWriteRate),
          stated(n::kRpm).value_or(0.0),
          form ? form->string() : std::string(),
          stated(n::kYear),
          stated(n::kLinearDensity),
          stated(n::kPlatterDiameter)};
}

DiskFigures withoutStatedRates(DiskFigures disk) {
  disk.readRate.reset();
  disk.writeRate.reset();
  return disk;
}

void addStreamingDisk(const NodeVisit& visit, double rate) {
  const auto& here = visit.node;
  const bool backup = visit.backup;
  visit.add({{ResourceTag::Disk, backup, visit.index()},
             [&] { return concat("disk:", here.id, backup ? ":read" : ":write"); },
             [&] { return here.name + (backup ? " read" : " write"); },
             ResourceKind::Disk,
             [&] { return rate; },
             backup ? n::kReadRate : n::kWriteRate},
            visit.base);
}

} // namespace tapeflow::solver::kinds
