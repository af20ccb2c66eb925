#include "SetScheduleCommand.h"

#include "Refusal.h"

#include "document/Document.h"

#include <utility>

namespace tapeflow::editor {

SetScheduleCommand::SetScheduleCommand(Document* document, topology::Schedule schedule,
                                       const QString& text, QUndoCommand* parent)
    : QUndoCommand(text, parent), m_document(document), m_schedule(std::move(schedule)),
      m_previous(document->topology().schedule()) {}

void SetScheduleCommand::redo() {
  (void)accepted(*this, *m_document, m_document->topology().setSchedule(m_schedule),
                 !std::exchange(m_ran, true));
}

void SetScheduleCommand::undo() {
  (void)accepted(*this, *m_document, m_document->topology().setSchedule(m_previous), false);
}

} // namespace tapeflow::editor
