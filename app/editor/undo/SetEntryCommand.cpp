#include "SetEntryCommand.h"

#include "Refusal.h"
#include "document/Document.h"
#include "topology/NodeNames.h"

#include <QCoreApplication>

#include <utility>

namespace tapeflow::editor {

SetEntryCommand::SetEntryCommand(Document* document, std::string nodeId, std::string entryId,
                                 QUndoCommand* parent)
    : QUndoCommand(parent), m_document(document), m_nodeId(std::move(nodeId)),
      m_entry(std::move(entryId)) {
  const auto& topology = m_document->topology();
  const auto* node = topology.node(m_nodeId);
  const auto* entry = topology.catalog().entry(m_entry);
  if (node) {
    m_previousEntry = node->entry;
    m_previousName = m_name = node->name;
    if (entry)
      if (auto renamed = topology::nameAfterEntryChange(topology, *node, *entry))
        m_name = std::move(*renamed);
  }
  setText(QCoreApplication::translate("Undo", "Replace %1 with %2")
              .arg(QString::fromStdString(m_previousName),
                   entry ? QString::fromStdString(entry->displayName())
                         : QString::fromStdString(m_entry)));
}

void SetEntryCommand::redo() {
  auto& topology = m_document->topology();
  if (!accepted(*this, *m_document, topology.setEntry(m_nodeId, m_entry),
                !std::exchange(m_ran, true)))
    return;
  if (m_name != m_previousName) (void)topology.rename(m_nodeId, m_name);
}

void SetEntryCommand::undo() {
  auto& topology = m_document->topology();
  if (m_name != m_previousName) (void)topology.rename(m_nodeId, m_previousName);
  (void)accepted(*this, *m_document, topology.setEntry(m_nodeId, m_previousEntry), false);
}

} // namespace tapeflow::editor
