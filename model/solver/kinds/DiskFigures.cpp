#include "solver/kinds/DiskFigures.h"

#include "util/Concat.h"

#include <algorithm>
#include <optional>
#include <string>

namespace tapeflow::solver::kinds {

namespace n = names;

std::optional<double> statedFigure(const Parameters& p, names::Figure figure) {
  return p.has(figure) ? std::optional<double>(p.number(figure, 0.0)) : std::nullopt;
}

std::optional<double> statedFigure(const FigureTables::Table* t, names::Figure figure) {
  const auto* value = t ? t->value[figure.id] : nullptr;
  return value ? std::optional<double>(value->number()) : std::nullopt;
}

std::optional<double> statedRate(const Parameters& p, names::Figure figure) {
  // Asked for the rule's rates (rate_from_media), only the node's own rates count.
  if (p.flag(n::kRateFromMedia, false) && !p.ownFigure(figure)) return std::nullopt;
  return statedFigure(p, figure);
}

DiskFigures diskFigures(const Parameters& p) {
  return {statedRate(p, n::kReadRate),
          statedRate(p, n::kWriteRate),
          p.number(n::kRpm, 0.0),
          p.text(n::kFormFactor),
          statedFigure(p, n::kYear),
          statedFigure(p, n::kLinearDensity),
          statedFigure(p, n::kPlatterDiameter)};
}

DiskFigures diskFigures(const FigureTables::Table& t) {
  const auto* form = t.value[n::kFormFactor.id];
  return {statedFigure(&t, n::kReadRate),
          statedFigure(&t, n::kWriteRate),
          statedFigure(&t, n::kRpm).value_or(0.0),
          form ? form->string() : std::string(),
          statedFigure(&t, n::kYear),
          statedFigure(&t, n::kLinearDensity),
          statedFigure(&t, n::kPlatterDiameter)};
}

DiskFigures withoutStatedRates(DiskFigures disk) {
  disk.readRate.reset();
  disk.writeRate.reset();
  return disk;
}

void addStreamingDisk(const NodeVisit& visit, double rate, double access, double accessRate) {
  const auto& here = visit.node;
  const bool backup = visit.backup;
  const std::size_t resource =
      visit.resource({{ResourceTag::Disk, backup, visit.index()},
                      [&] { return concat("disk:", here.id, backup ? ":read" : ":write"); },
                      [&] { return here.name + (backup ? " read" : " write"); },
                      ResourceKind::Disk,
                      [&] { return rate; },
                      backup ? n::kReadRate : n::kWriteRate});
  // The rule looked the access time up only where the heads' moves cost the job (seeksHere()):
  // asking again would read the background load a second time on every visit.
  const auto& reads = visit.job.interleaved;
  const bool seeks = backup && !visit.isTarget && access > 0.0;
  const double busy = seeks ? otherWork(visit) : 0.0;
  const double perByte = seeks
                             ? std::max(reads.perByte(access, accessRate),
                                        perByteUnderOtherWork(busy, access, accessRate, reads.size))
                             : 1.0;
  visit.add(resource, visit.base * perByte);
  if (perByte > 1.0) visit.readsInterleaved(resource, access, busy);
}

} // namespace tapeflow::solver::kinds
