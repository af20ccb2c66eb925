#include "RemoveLinkCommand.h"

#include "UndoWords.h"
#include "document/Document.h"

#include <QCoreApplication>

namespace tapeflow::editor {

RemoveLinkCommand::RemoveLinkCommand(Document* document, std::string linkId, QUndoCommand* parent)
    : QUndoCommand(parent), m_document(document), m_linkId(std::move(linkId)) {
  const auto* link = m_document->topology().link(m_linkId);
  setText(link ? QCoreApplication::translate("Undo", "Delete link %1")
                     .arg(undo::linkWords(m_document->topology(), *link))
               : QCoreApplication::translate("Undo", "Delete link"));
}

void RemoveLinkCommand::redo() {
  auto removed = m_document->topology().removeLink(m_linkId);
  if (!removed) return;
  m_index = removed->first;
  m_link = removed->second;
}

void RemoveLinkCommand::undo() { (void)m_document->topology().addLink(m_link, m_index); }

} // namespace tapeflow::editor
