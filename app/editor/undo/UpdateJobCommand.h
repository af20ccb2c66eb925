#pragma once

#include "topology/Elements.h"

#include <QUndoCommand>

namespace tapeflow::editor {

class Document;

// Replaces a job's fields (name, direction, source, target, options) with the edited ones.
// Edits of one job within one gesture (a tuner slider's drag: Document::beginGesture()) merge
// into one step; back to where it began, the step vanishes.
class UpdateJobCommand : public QUndoCommand {
public:
  UpdateJobCommand(Document* document, topology::Job job, int gesture = 0,
                   QUndoCommand* parent = nullptr);

  void redo() override;
  void undo() override;
  [[nodiscard]] int id() const override;
  bool mergeWith(const QUndoCommand* other) override;

private:
  Document* m_document;
  topology::Job m_job;
  bool m_ran = false; // redo() has run once (the push)
  topology::Job m_previous;
  int m_gesture = 0;
};

} // namespace tapeflow::editor
