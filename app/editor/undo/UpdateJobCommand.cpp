#include "UpdateJobCommand.h"

#include "CommandIds.h"
#include "document/Document.h"

#include <QCoreApplication>

namespace tapeflow::editor {

UpdateJobCommand::UpdateJobCommand(Document* document, topology::Job job, int gesture,
                                   QUndoCommand* parent)
    : QUndoCommand(parent), m_document(document), m_job(std::move(job)), m_gesture(gesture) {
  if (const auto* current = m_document->topology().job(m_job.id)) m_previous = *current;
  setText(
      QCoreApplication::translate("Undo", "Edit job %1").arg(QString::fromStdString(m_job.name)));
}

void UpdateJobCommand::redo() {
  const auto result = m_document->topology().updateJob(m_job);
  if (!result) qWarning("UpdateJobCommand: %s", result.error().message.c_str());
}

void UpdateJobCommand::undo() { (void)m_document->topology().updateJob(m_previous); }

int UpdateJobCommand::id() const { return m_gesture ? int(CommandId::UpdateJob) : -1; }

bool UpdateJobCommand::mergeWith(const QUndoCommand* other) {
  const auto* next = static_cast<const UpdateJobCommand*>(other);
  if (next->m_gesture != m_gesture || next->m_job.id != m_job.id) return false;
  m_job = next->m_job;
  setObsolete(m_job == m_previous);
  return true;
}

} // namespace tapeflow::editor
