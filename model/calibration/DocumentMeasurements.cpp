// The document's measurements as the fit takes them, and the marks a fit leaves on the
// document (issue 23).

#include "calibration/Calibrate.h"

#include "units/Units.h"
#include "util/Text.h"

#include <algorithm>

namespace tapeflow::calibration {
namespace {

// The figure a measurement names, when the document has it with a value.
std::optional<whatif::Figure> measuredFigure(const topology::Topology& topology,
                                             const std::string& key) {
  auto figure = whatif::findFigure(topology, key);
  if (!figure || !figure->value) return std::nullopt;
  return figure;
}

// Why a figure measurement does not apply, or nothing when it does.
std::optional<std::string> figureFault(const topology::Topology& topology,
                                       const topology::Measurement& measurement) {
  const auto figure = measuredFigure(topology, measurement.figure);
  if (!figure) return "the diagram has no figure " + quote(measurement.figure);
  const auto parsed = units::parseQuantity(measurement.value);
  const auto dimension = figure->hasUnit ? figure->unit.dimension : units::Dimension::Dimensionless;
  if (!parsed || parsed->dimension != dimension)
    return quote(measurement.value) + " is not in the unit of " + figure->title();
  return std::nullopt;
}

} // namespace

const topology::CalibratedFigure* holdingMark(const topology::Topology& topology,
                                              std::string_view key) {
  for (const auto& mark : topology.calibrated()) {
    if (mark.figure != key) continue;
    const auto figure = measuredFigure(topology, mark.figure);
    return figure && figure->format(*figure->value) == mark.value ? &mark : nullptr;
  }
  return nullptr;
}

MeasurementSet documentMeasurements(const topology::Topology& topology) {
  MeasurementSet set;
  for (const auto& measurement : topology.measurements()) {
    const auto value = topology::measuredValue(measurement);
    const auto uncertainty = topology::measuredUncertainty(measurement);
    const std::string which = "Measurement " + measurement.id + ": ";
    if (!value || !uncertainty) continue; // the document holds only valid ones
    if (!measurement.job.empty()) {
      if (!topology.job(measurement.job)) {
        set.skipped.push_back(which + "there is no job " + quote(measurement.job));
        continue;
      }
      set.jobs.push_back({measurement.id, measurement.job, measurement.direction, *value,
                          *uncertainty, measurement.date, measurement.note});
    } else if (const auto fault = figureFault(topology, measurement)) {
      set.skipped.push_back(which + *fault);
    } else {
      set.figures.push_back({measurement.id, measurement.figure, *value, *uncertainty});
    }
  }
  return set;
}

std::vector<topology::CalibratedFigure> calibratedMarks(const topology::Topology& applied,
                                                        const Calibration& fit,
                                                        const std::string& date) {
  std::vector<topology::CalibratedFigure> marks;
  // Earlier marks hold while their figure keeps the value they record.
  for (const auto& mark : applied.calibrated()) {
    const bool refitted = std::any_of(fit.figures.begin(), fit.figures.end(), [&](const auto& f) {
      return f.after != f.before && f.figure.key() == mark.figure;
    });
    if (!refitted && holdingMark(applied, mark.figure)) marks.push_back(mark);
  }
  for (const auto& fitted : fit.figures) {
    if (fitted.after == fitted.before) continue;
    const auto figure = measuredFigure(applied, fitted.figure.key());
    if (!figure) continue;
    marks.push_back({fitted.figure.key(), figure->format(*figure->value), fitted.measuredBy, date});
  }
  return marks;
}

} // namespace tapeflow::calibration
