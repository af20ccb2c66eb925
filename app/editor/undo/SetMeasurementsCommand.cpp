#include "SetMeasurementsCommand.h"

#include "document/Document.h"

namespace tapeflow::editor {

SetMeasurementsCommand::SetMeasurementsCommand(Document* document,
                                               std::vector<topology::Measurement> measurements,
                                               const QString& text, QUndoCommand* parent)
    : QUndoCommand(text, parent), m_document(document), m_measurements(std::move(measurements)),
      m_previous(document->topology().measurements()) {}

void SetMeasurementsCommand::redo() { apply(m_measurements); }
void SetMeasurementsCommand::undo() { apply(m_previous); }

void SetMeasurementsCommand::apply(std::vector<topology::Measurement> measurements) {
  // Both lists were accepted by the model: the previous one was the document's own, the new one
  // was checked before the command was pushed.
  const auto set = m_document->topology().setMeasurements(std::move(measurements));
  Q_ASSERT(set);
  (void)set;
}

SetCalibratedCommand::SetCalibratedCommand(Document* document,
                                           std::vector<topology::CalibratedFigure> marks,
                                           QUndoCommand* parent)
    : QUndoCommand(parent), m_document(document), m_marks(std::move(marks)),
      m_previous(document->topology().calibrated()) {}

void SetCalibratedCommand::redo() { apply(m_marks); }
void SetCalibratedCommand::undo() { apply(m_previous); }

void SetCalibratedCommand::apply(std::vector<topology::CalibratedFigure> marks) {
  const auto set = m_document->topology().setCalibrated(std::move(marks));
  Q_ASSERT(set);
  (void)set;
}

} // namespace tapeflow::editor
