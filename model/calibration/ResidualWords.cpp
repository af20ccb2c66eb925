// The words a residual is shown with, the same in the CLI, the app and the report.

#include "calibration/Calibrate.h"

#include "units/Format.h"

namespace tapeflow::calibration {
namespace {

std::optional<whatif::Figure> figureOf(const topology::Topology& topology, const std::string& key) {
  const auto dot = key.find('.');
  if (dot == std::string::npos) return std::nullopt;
  return whatif::findFigure(topology, key.substr(0, dot), key.substr(dot + 1));
}

} // namespace

std::string measuredSubject(const topology::Topology& topology, const Residual& residual) {
  if (residual.figure.empty()) {
    const auto* job = topology.job(residual.job);
    return job ? job->name : residual.job;
  }
  const auto figure = figureOf(topology, residual.figure);
  return figure ? figure->title() : residual.figure;
}

std::string formatMeasured(const topology::Topology& topology, const Residual& residual,
                           double value) {
  if (!residual.figure.empty())
    if (const auto figure = figureOf(topology, residual.figure)) return figure->format(value);
  return units::format(value, "MB/s", 4);
}

} // namespace tapeflow::calibration
