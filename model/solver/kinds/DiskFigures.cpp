#include "solver/kinds/DiskFigures.h"

#include "util/Concat.h"

#include <optional>
#include <string>

namespace tapeflow::solver::kinds {

namespace n = names;

DiskFigures diskFigures(const Parameters& p) {
  const auto stated = [&](names::Figure f) {
    return p.has(f) ? std::optional<double>(p.number(f, 0.0)) : std::nullopt;
  };
  // Asked for the rule's rates (rate_from_media), only the node's own rates count.
  const bool fromMedia = p.flag(n::kRateFromMedia, false);
  const auto rate = [&](names::Figure f) {
    return fromMedia && !p.ownFigure(f) ? std::nullopt : stated(f);
  };
  return {rate(n::kReadRate),         rate(n::kWriteRate), p.number(n::kRpm, 0.0),
          p.text(n::kFormFactor),     stated(n::kYear),    stated(n::kLinearDensity),
          stated(n::kPlatterDiameter)};
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
