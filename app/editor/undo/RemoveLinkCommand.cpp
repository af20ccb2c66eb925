#include "RemoveLinkCommand.h"

#include "Refusal.h"
#include "UndoWords.h"
#include "document/Document.h"

#include <QCoreApplication>

#include <utility>

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
  if (!accepted(*this, *m_document, removed, !std::exchange(m_ran, true))) return;
  m_index = removed->first;
  m_link = removed->second;
}

// The link goes back where it was, with its id and parameters: exactly what redo() took.
void RemoveLinkCommand::undo() {
  (void)accepted(*this, *m_document, m_document->topology().addLink(m_link, m_index), false);
}

} // namespace tapeflow::editor
