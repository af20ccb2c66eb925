#include "AddLinkCommand.h"

#include "Refusal.h"
#include "UndoWords.h"
#include "document/Document.h"

#include <QCoreApplication>

#include <utility>

namespace tapeflow::editor {

AddLinkCommand::AddLinkCommand(Document* document, topology::Link link, QUndoCommand* parent)
    : QUndoCommand(parent), m_document(document), m_link(std::move(link)) {
  if (m_link.id.empty()) m_link.id = m_document->topology().freshLinkId();
  const auto& topology = m_document->topology();
  setText(QCoreApplication::translate("Undo", "Link %1 to %2")
              .arg(undo::portWords(topology, m_link.a), undo::portWords(topology, m_link.b)));
}

void AddLinkCommand::redo() {
  (void)accepted(*this, *m_document, m_document->topology().addLink(m_link),
                 !std::exchange(m_ran, true));
}

void AddLinkCommand::undo() {
  (void)accepted(*this, *m_document, m_document->topology().removeLink(m_link.id), false);
}

} // namespace tapeflow::editor
