#include "RemoveNodeCommand.h"

#include "document/Document.h"

#include <QCoreApplication>

namespace tapeflow::editor {

RemoveNodeCommand::RemoveNodeCommand(Document* document, std::string nodeId, QUndoCommand* parent)
    : QUndoCommand(parent), m_document(document), m_nodeId(std::move(nodeId)) {
  const auto* node = m_document->topology().node(m_nodeId);
  setText(QCoreApplication::translate("Undo", "Delete %1")
              .arg(QString::fromStdString(node ? node->name : m_nodeId)));
}

void RemoveNodeCommand::redo() {
  auto removed = m_document->topology().removeNode(m_nodeId);
  if (removed) m_removed = std::move(removed).value();
}

void RemoveNodeCommand::undo() { (void)m_document->topology().restoreNode(m_removed); }

} // namespace tapeflow::editor
