#include "SetObjectivesCommand.h"

#include "document/Document.h"

#include <QCoreApplication>

namespace tapeflow::editor {

SetObjectivesCommand::SetObjectivesCommand(Document* document, topology::Objectives objectives,
                                           QUndoCommand* parent)
    : QUndoCommand(parent), m_document(document), m_objectives(std::move(objectives)),
      m_previous(document->topology().objectives()) {
  const bool window = m_objectives.backupWindow != m_previous.backupWindow;
  setText(window ? QCoreApplication::translate("Undo", "Set the backup window")
                 : QCoreApplication::translate("Undo", "Set the restore objective"));
}

void SetObjectivesCommand::redo() { apply(m_objectives); }
void SetObjectivesCommand::undo() { apply(m_previous); }

void SetObjectivesCommand::apply(const topology::Objectives& objectives) {
  // Both were accepted by the model before the command was pushed (or were the document's).
  const auto set = m_document->topology().setObjectives(objectives);
  Q_ASSERT(set);
  (void)set;
}

} // namespace tapeflow::editor
