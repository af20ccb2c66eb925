#include "RemoveJobCommand.h"

#include "document/Document.h"

#include <QCoreApplication>

namespace tapeflow::editor {

RemoveJobCommand::RemoveJobCommand(Document* document, std::string jobId, QUndoCommand* parent)
    : QUndoCommand(parent), m_document(document), m_jobId(std::move(jobId)) {
  const auto* job = m_document->topology().job(m_jobId);
  setText(QCoreApplication::translate("Undo", "Delete job %1")
              .arg(QString::fromStdString(job ? job->name : m_jobId)));
}

void RemoveJobCommand::redo() {
  m_schedule = m_document->topology().schedule(); // the job leaves it too
  auto removed = m_document->topology().removeJob(m_jobId);
  if (!removed) return;
  m_index = removed->first;
  m_job = removed->second;
}

void RemoveJobCommand::undo() {
  auto& topology = m_document->topology();
  (void)topology.addJob(m_job, m_index);
  if (topology.schedule() != m_schedule) (void)topology.setSchedule(m_schedule);
}

} // namespace tapeflow::editor
