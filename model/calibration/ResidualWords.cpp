
#include "calibration/Calibrate.h"

#include "units/Format.h"

namespace tapeflow::calibration {

std::string measuredSubject(const topology::Topology& topology, const Residual& residual) {
  if (residual.figure.empty()) {
    const auto* job = topology.job(residual.job);
    return job ? job->name : residual.job;
  }
  const auto figure = whatif::findFigure(topology, residual.figure);
  return figure ? figure->title() : residual.figure;
}

std::string formatMeasured(const topology::Topology& topology, const Residual& residual,
                           double value) {
  if (!residual.figure.empty())
    if (const auto figure = whatif::findFigure(topology, residual.figure))
      return figure->format(value);
  return units::format(value, "MB/s", 4);
}

} // namespace tapeflow::calibration
