#include "UpdateJobCommand.h"

#include "CommandIds.h"
#include "Refusal.h"
#include "document/Document.h"

#include <QCoreApplication>

#include <utility>

namespace tapeflow::editor {

UpdateJobCommand::UpdateJobCommand(Document* document, topology::Job job, int gesture,
                                   QUndoCommand* parent)
    : QUndoCommand(parent), m_document(document), m_job(std::move(job)), m_gesture(gesture) {
  if (const auto* current = m_document->topology().job(m_job.id)) m_previous = *current;
  setText(
      QCoreApplication::translate("Undo", "Edit job %1").arg(QString::fromStdString(m_job.name)));
}

void UpdateJobCommand::redo() {
  (void)accepted(*this, *m_document, m_document->topology().updateJob(m_job),
                 !std::exchange(m_ran, true));
}

void UpdateJobCommand::undo() {
  (void)accepted(*this, *m_document, m_document->topology().updateJob(m_previous), false);
}

int UpdateJobCommand::id() const { return m_gesture ? int(CommandId::UpdateJob) : -1; }

bool UpdateJobCommand::mergeWith(const QUndoCommand* other) {
  const auto* next = static_cast<const UpdateJobCommand*>(other);
  if (next->isObsolete() || next->m_gesture != m_gesture || next->m_job.id != m_job.id)
    return false;
  m_job = next->m_job;
  setObsolete(m_job == m_previous);
  return true;
}

} // namespace tapeflow::editor
