#include "MeasurementRows.h"

#include "calibration/Calibrate.h"
#include "solver/Solver.h"

#include <QCoreApplication>

namespace tapeflow::editor {
namespace {

QString text(const std::string& s) { return QString::fromStdString(s); }

} // namespace

QString MeasurementRow::errorText() const {
  if (!error) return {};
  return QStringLiteral("%1%2 %")
      .arg(*error >= 0 ? QStringLiteral("+") : QString())
      .arg(*error * 100, 0, 'f', 1);
}

MeasurementRow measurementRow(const topology::Topology& topology,
                              const topology::Measurement& measurement,
                              const solver::SolveResult* backup,
                              const solver::SolveResult* restore) {
  MeasurementRow row;
  const auto value = topology::measuredValue(measurement);
  calibration::Residual residual;
  residual.job = measurement.job;
  residual.figure = measurement.figure;
  row.what = text(calibration::measuredSubject(topology, residual));
  row.measured = value ? text(calibration::formatMeasured(topology, residual, *value)) : QString();
  std::optional<double> predicted;
  if (!measurement.job.empty()) {
    const bool restoreRun = measurement.direction == topology::Direction::Restore;
    row.run = restoreRun ? QCoreApplication::translate("Measurements", "restore")
                         : QCoreApplication::translate("Measurements", "backup");
    const auto* run = restoreRun ? restore : backup;
    if (!topology.job(measurement.job))
      row.predicted = QCoreApplication::translate("Measurements", "no longer in the diagram");
    else if (const auto* job = run ? run->job(measurement.job) : nullptr)
      predicted = job->rate;
  } else {
    const auto figure = whatif::findFigure(topology, measurement.figure);
    if (figure && figure->value)
      predicted = *figure->value;
    else
      row.predicted = QCoreApplication::translate("Measurements", "no longer in the diagram");
  }
  if (predicted) {
    row.predicted = text(calibration::formatMeasured(topology, residual, *predicted));
    if (value) row.error = *predicted / *value - 1.0;
  }
  return row;
}

} // namespace tapeflow::editor
