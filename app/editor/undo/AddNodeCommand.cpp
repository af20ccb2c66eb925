#include "AddNodeCommand.h"

#include "Refusal.h"
#include "document/Document.h"

#include <QCoreApplication>

#include <QtDebug>
#include <utility>

namespace tapeflow::editor {

AddNodeCommand::AddNodeCommand(Document* document, topology::Node node, QUndoCommand* parent)
    : QUndoCommand(parent), m_document(document), m_node(std::move(node)) {
  // Fix the id now so that redo after undo brings back the same node.
  if (m_node.id.empty()) m_node.id = m_document->topology().freshNodeId(m_node.entry);
  setText(QCoreApplication::translate("Undo", "Add %1").arg(QString::fromStdString(m_node.name)));
}

void AddNodeCommand::redo() {
  (void)accepted(*this, *m_document, m_document->topology().addNode(m_node),
                 !std::exchange(m_ran, true));
}

void AddNodeCommand::undo() { (void)m_document->topology().removeNode(m_node.id); }

} // namespace tapeflow::editor
