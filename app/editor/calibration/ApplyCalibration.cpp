#include "ApplyCalibration.h"

#include "document/Document.h"
#include "undo/SetMeasurementsCommand.h"
#include "undo/SetParameterCommand.h"
#include "undo/UpdateJobCommand.h"

#include <QCoreApplication>
#include <QUndoCommand>

namespace tapeflow::editor {
namespace {

// A child command that sets one fitted figure, as the inspector or the jobs table would.
void addFigureStep(Document* document, const calibration::FittedFigure& fitted,
                   QUndoCommand* parent) {
  const auto& figure = fitted.figure;
  auto value = whatif::figureValue(figure, fitted.after);
  switch (figure.target) {
  case whatif::AxisTarget::NodeParameter:
    new SetNodeParameterCommand(document, figure.owner, figure.name, std::move(value), parent);
    break;
  case whatif::AxisTarget::LinkParameter:
    new SetLinkParameterCommand(document, figure.owner, figure.name, std::move(value), parent);
    break;
  case whatif::AxisTarget::JobOption:
    if (const auto* job = document->topology().job(figure.owner))
      if (auto changed = whatif::jobWithOption(*job, figure.name, value))
        new UpdateJobCommand(document, std::move(*changed), 0, parent);
    break;
  case whatif::AxisTarget::NodeEntry:
  case whatif::AxisTarget::DriveCount: break; // not numeric figures: never free in a fit
  }
}

} // namespace

std::unique_ptr<QUndoCommand> applyCalibrationCommand(Document* document,
                                                      const calibration::Calibration& fit,
                                                      const std::string& date, QString* error) {
  // Tried on a copy first: the document must accept every fitted value before a step is pushed.
  topology::Topology trial = document->topology();
  if (const Status applied = calibration::applyCalibration(trial, fit); !applied) {
    *error = QString::fromStdString(applied.error().message);
    return nullptr;
  }
  int moved = 0;
  for (const auto& fitted : fit.figures) moved += fitted.after != fitted.before ? 1 : 0;
  auto parent = std::make_unique<QUndoCommand>(
      QCoreApplication::translate("Undo", "Calibrate %n figure(s)", nullptr, moved));
  for (const auto& fitted : fit.figures)
    if (fitted.after != fitted.before) addFigureStep(document, fitted, parent.get());
  new SetCalibratedCommand(document, calibration::calibratedMarks(trial, fit, date), parent.get());
  return parent;
}

} // namespace tapeflow::editor
