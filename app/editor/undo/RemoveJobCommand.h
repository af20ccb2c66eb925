#pragma once

#include "topology/Elements.h"
#include "topology/Schedule.h"

#include <QUndoCommand>

namespace tapeflow::editor {

class Document;

// Removes a job; undo puts it back at its place in the table.
class RemoveJobCommand : public QUndoCommand {
public:
  RemoveJobCommand(Document* document, std::string jobId, QUndoCommand* parent = nullptr);

  void redo() override;
  void undo() override;

private:
  Document* m_document;
  std::string m_jobId;
  std::size_t m_index = 0;
  topology::Job m_job;
  topology::Schedule m_schedule; // before the removal, for undo
};

} // namespace tapeflow::editor
