#include "RenameNodeCommand.h"

#include "document/Document.h"

#include <QCoreApplication>

namespace tapeflow::editor {

RenameNodeCommand::RenameNodeCommand(Document* document, std::string nodeId, std::string name,
                                     QUndoCommand* parent)
    : QUndoCommand(parent), m_document(document), m_nodeId(std::move(nodeId)),
      m_name(std::move(name)) {
  if (const auto* node = m_document->topology().node(m_nodeId)) m_previous = node->name;
  setText(QCoreApplication::translate("Undo", "Rename %1 to %2")
              .arg(QString::fromStdString(m_previous), QString::fromStdString(m_name)));
}

void RenameNodeCommand::redo() { (void)m_document->topology().rename(m_nodeId, m_name); }
void RenameNodeCommand::undo() { (void)m_document->topology().rename(m_nodeId, m_previous); }

} // namespace tapeflow::editor
