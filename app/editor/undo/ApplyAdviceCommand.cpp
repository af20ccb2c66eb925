#include "ApplyAdviceCommand.h"

#include "document/Document.h"

#include <QCoreApplication>

namespace tapeflow::editor {

ApplyAdviceCommand::ApplyAdviceCommand(Document* document, whatif::Candidate change,
                                       QUndoCommand* parent)
    : QUndoCommand(parent), m_document(document), m_change(std::move(change)) {
  setText(QCoreApplication::translate("Undo", "Advice: %1")
              .arg(QString::fromStdString(m_change.description)));
}

void ApplyAdviceCommand::redo() {
  auto applied = whatif::applyCandidate(m_document->topology(), m_change);
  m_revert = applied ? std::move(*applied) : whatif::Revert{};
  if (!applied) qWarning("ApplyAdviceCommand: %s", applied.error().message.c_str());
}

void ApplyAdviceCommand::undo() {
  if (m_revert) m_revert(m_document->topology());
}

} // namespace tapeflow::editor
