#pragma once

#include "topology/Elements.h"

#include <QUndoCommand>

namespace tapeflow::editor {

class Document;

// Sets the backup window and the restore objective the run is judged against (saved with the
// document). The model refuses durations that are not positive: push only objectives it
// accepts (check with Topology::setObjectives on a copy, or parse first).
class SetObjectivesCommand : public QUndoCommand {
public:
  SetObjectivesCommand(Document* document, topology::Objectives objectives,
                       QUndoCommand* parent = nullptr);

  void redo() override;
  void undo() override;

private:
  void apply(const topology::Objectives& objectives);

  Document* m_document;
  topology::Objectives m_objectives;
  topology::Objectives m_previous;
};

} // namespace tapeflow::editor
