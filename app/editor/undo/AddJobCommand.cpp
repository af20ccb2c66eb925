#include "AddJobCommand.h"

#include "Refusal.h"
#include "document/Document.h"

#include <QCoreApplication>

#include <utility>

namespace tapeflow::editor {

AddJobCommand::AddJobCommand(Document* document, topology::Job job, QUndoCommand* parent)
    : QUndoCommand(parent), m_document(document), m_job(std::move(job)) {
  if (m_job.id.empty()) m_job.id = m_document->topology().freshJobId();
  if (m_job.name.empty()) m_job.name = m_job.id;
  setText(
      QCoreApplication::translate("Undo", "Add job %1").arg(QString::fromStdString(m_job.name)));
}

void AddJobCommand::redo() {
  (void)accepted(*this, *m_document, m_document->topology().addJob(m_job),
                 !std::exchange(m_ran, true));
}

void AddJobCommand::undo() { (void)m_document->topology().removeJob(m_job.id); }

} // namespace tapeflow::editor
