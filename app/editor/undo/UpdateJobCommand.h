#pragma once

#include "topology/Elements.h"

#include <QUndoCommand>

namespace tapeflow::editor {

class Document;

// Replaces a job's fields (name, direction, source, target, options) with the edited ones.
class UpdateJobCommand : public QUndoCommand {
public:
  UpdateJobCommand(Document* document, topology::Job job, QUndoCommand* parent = nullptr);

  void redo() override;
  void undo() override;

private:
  Document* m_document;
  topology::Job m_job;
  topology::Job m_previous;
};

} // namespace tapeflow::editor
