#pragma once

#include "topology/Schedule.h"

#include <QString>
#include <QUndoCommand>

namespace tapeflow::editor {

class Document;

// Replaces the document's schedule of backup levels (one edit in the schedule editor: a level,
// a window, a day added, renamed or removed). A schedule the model refuses makes the command
// obsolete on its push, and the document says why (Refusal.h).
class SetScheduleCommand : public QUndoCommand {
public:
  SetScheduleCommand(Document* document, topology::Schedule schedule, const QString& text,
                     QUndoCommand* parent = nullptr);

  void redo() override;
  void undo() override;

private:
  Document* m_document;
  topology::Schedule m_schedule;
  topology::Schedule m_previous;
  bool m_ran = false;
};

} // namespace tapeflow::editor
