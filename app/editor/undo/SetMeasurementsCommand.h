#pragma once

#include "topology/Measurement.h"

#include <QUndoCommand>

#include <vector>

namespace tapeflow::editor {

class Document;

// Replaces the document's measurements (one added, edited, deleted or imported) as one step.
// Push only a list the model accepts (Topology::setMeasurements checks it; see
// MeasurementsDock::pushList).
class SetMeasurementsCommand : public QUndoCommand {
public:
  SetMeasurementsCommand(Document* document, std::vector<topology::Measurement> measurements,
                         const QString& text, QUndoCommand* parent = nullptr);

  void redo() override;
  void undo() override;

private:
  void apply(std::vector<topology::Measurement> measurements);

  Document* m_document;
  std::vector<topology::Measurement> m_measurements;
  std::vector<topology::Measurement> m_previous;
};

// Replaces the document's marks of calibrated figures; a child of the step that applies a fit.
class SetCalibratedCommand : public QUndoCommand {
public:
  SetCalibratedCommand(Document* document, std::vector<topology::CalibratedFigure> marks,
                       QUndoCommand* parent = nullptr);

  void redo() override;
  void undo() override;

private:
  void apply(std::vector<topology::CalibratedFigure> marks);

  Document* m_document;
  std::vector<topology::CalibratedFigure> m_marks;
  std::vector<topology::CalibratedFigure> m_previous;
};

} // namespace tapeflow::editor
