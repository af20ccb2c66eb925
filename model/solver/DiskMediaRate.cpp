#include "solver/DiskMediaRate.h"
#include "catalog/KindCode.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace tapeflow::solver {

namespace {

constexpr double kMmPerInch = 25.4;
constexpr double kBitsPerKbit = 1000.0;

std::optional<double> figure(const catalog::CatalogEntry& entry, std::string_view name) {
  const auto* value = entry.parameter(name);
  if (!value) return std::nullopt;
  return value->value.number();
}

} // namespace

DiskMediaTable DiskMediaTable::fromCatalog(const catalog::Catalog& catalog) {
  DiskMediaTable table;
  for (const auto& entry : catalog.entries()) {
    if (catalog::isKind(entry.kind, catalog::KindCode::RecordingEra)) {
      const auto year = figure(entry, "year");
      const auto density = figure(entry, "linear_density");
      if (!year || !density) continue;
      table.eras.push_back({*year, *density * kBitsPerKbit,
                            figure(entry, "outer_zone_ratio").value_or(1.0),
                            figure(entry, "format_efficiency").value_or(1.0)});
    } else if (catalog::isKind(entry.kind, catalog::KindCode::PlatterSize)) {
      const auto* form = entry.parameter("form_factor");
      const auto rpm = figure(entry, "max_rpm");
      const auto diameter = figure(entry, "diameter");
      if (!form || !rpm || !diameter) continue;
      table.platters.push_back({form->value.string(), *rpm, *diameter});
    }
  }
  std::stable_sort(table.eras.begin(), table.eras.end(),
                   [](const auto& a, const auto& b) { return a.year < b.year; });
  std::stable_sort(table.platters.begin(), table.platters.end(),
                   [](const auto& a, const auto& b) { return a.maxRpm < b.maxRpm; });
  return table;
}

double DiskMediaTable::earliestYear() const {
  if (eras.empty()) return 0.0;
  if (eras.size() == 1) return eras.front().year;
  return eras.front().year - (eras[1].year - eras.front().year);
}

std::optional<RecordingEra> DiskMediaTable::era(double year) const {
  if (eras.empty() || year < earliestYear()) return std::nullopt;
  if (year < eras.front().year) {
    const RecordingEra& a = eras[0];
    const RecordingEra& b = eras[1]; // earliestYear() is the first era's year with one era
    RecordingEra e = a;
    e.year = year;
    e.linearDensity = a.linearDensity * std::pow(b.linearDensity / a.linearDensity,
                                                 (year - a.year) / (b.year - a.year));
    return e;
  }
  if (year >= eras.back().year) return eras.back();
  const auto after = std::upper_bound(eras.begin(), eras.end(), year,
                                      [](double y, const auto& e) { return y < e.year; });
  const auto& b = *after;
  const auto& a = *(after - 1);
  const double t = b.year > a.year ? (year - a.year) / (b.year - a.year) : 0.0;
  RecordingEra e;
  e.year = year;
  e.linearDensity = a.linearDensity * std::pow(b.linearDensity / a.linearDensity, t);
  e.outerZoneRatio = a.outerZoneRatio + t * (b.outerZoneRatio - a.outerZoneRatio);
  e.formatEfficiency = a.formatEfficiency + t * (b.formatEfficiency - a.formatEfficiency);
  return e;
}

std::optional<RecordingEra> DiskMediaTable::eraOfDensity(double density) const {
  if (eras.empty() || !(density > 0.0)) return std::nullopt;
  RecordingEra e;
  if (density <= eras.front().linearDensity) {
    e = eras.front();
  } else if (density >= eras.back().linearDensity) {
    e = eras.back();
  } else {
    // Eras are by year, and their densities grow with it.
    const auto after =
        std::upper_bound(eras.begin(), eras.end(), density,
                         [](double d, const auto& era) { return d < era.linearDensity; });
    const auto& b = *after;
    const auto& a = *(after - 1);
    const double t =
        b.linearDensity > a.linearDensity
            ? std::log(density / a.linearDensity) / std::log(b.linearDensity / a.linearDensity)
            : 0.0;
    e.year = a.year + t * (b.year - a.year);
    e.outerZoneRatio = a.outerZoneRatio + t * (b.outerZoneRatio - a.outerZoneRatio);
    e.formatEfficiency = a.formatEfficiency + t * (b.formatEfficiency - a.formatEfficiency);
  }
  e.linearDensity = density;
  return e;
}

std::optional<double> DiskMediaTable::platterDiameter(std::string_view formFactor,
                                                      double rpm) const {
  for (const auto& p : platters) // by max_rpm, smallest first
    if (p.formFactor == formFactor && rpm <= p.maxRpm) return p.diameter;
  return std::nullopt;
}

std::optional<double> derivedMediaRate(const DiskFigures& disk, const DiskMediaTable& table) {
  if (!(disk.rpm > 0.0)) return std::nullopt;
  // Its year's era; without a year, the era of the density it states.
  const auto era = disk.year            ? table.era(*disk.year)
                   : disk.linearDensity ? table.eraOfDensity(*disk.linearDensity * kBitsPerKbit)
                                        : std::nullopt;
  if (!era) return std::nullopt;
  const auto diameter = disk.platterDiameter ? disk.platterDiameter
                                             : table.platterDiameter(disk.formFactor, disk.rpm);
  if (!diameter) return std::nullopt;
  const double density =
      disk.linearDensity ? *disk.linearDensity * kBitsPerKbit : era->linearDensity; // bits per inch
  const double track = std::numbers::pi * *diameter / kMmPerInch;                   // inches
  const double bitsPerSecond = density * era->outerZoneRatio * track * disk.rpm / 60.0;
  return bitsPerSecond * era->formatEfficiency / 8.0;
}

std::optional<double> sequentialRate(const DiskFigures& disk, bool write,
                                     const DiskMediaTable& table) {
  if (write && disk.writeRate) return disk.writeRate;
  if (disk.readRate) return disk.readRate;
  return derivedMediaRate(disk, table);
}

} // namespace tapeflow::solver
