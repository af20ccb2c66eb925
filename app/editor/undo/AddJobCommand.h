#pragma once

#include "topology/Elements.h"

#include <QUndoCommand>

namespace tapeflow::editor {

class Document;

// Adds a backup or restore job (checked by the caller with Topology::checkJob).
class AddJobCommand : public QUndoCommand {
public:
  AddJobCommand(Document* document, topology::Job job, QUndoCommand* parent = nullptr);

  void redo() override;
  void undo() override;
  [[nodiscard]] const std::string& jobId() const { return m_job.id; }

private:
  Document* m_document;
  topology::Job m_job;
  bool m_ran = false; // redo() has run once (the push)
};

} // namespace tapeflow::editor
