#include "UpdateJobCommand.h"

#include "document/Document.h"

#include <QCoreApplication>

namespace tapeflow::editor {

UpdateJobCommand::UpdateJobCommand(Document* document, topology::Job job, QUndoCommand* parent)
    : QUndoCommand(parent), m_document(document), m_job(std::move(job)) {
  if (const auto* current = m_document->topology().job(m_job.id)) m_previous = *current;
  setText(
      QCoreApplication::translate("Undo", "Edit job %1").arg(QString::fromStdString(m_job.name)));
}

void UpdateJobCommand::redo() {
  const auto result = m_document->topology().updateJob(m_job);
  if (!result) qWarning("UpdateJobCommand: %s", result.error().message.c_str());
}

void UpdateJobCommand::undo() { (void)m_document->topology().updateJob(m_previous); }

} // namespace tapeflow::editor
