#include "AddLinkCommand.h"

#include "Refusal.h"
#include "document/Document.h"

#include <QCoreApplication>

#include <utility>

namespace tapeflow::editor {

AddLinkCommand::AddLinkCommand(Document* document, topology::Link link, QUndoCommand* parent)
    : QUndoCommand(parent), m_document(document), m_link(std::move(link)) {
  if (m_link.id.empty()) m_link.id = m_document->topology().freshLinkId();
  setText(QCoreApplication::translate("Undo", "Link %1 to %2")
              .arg(QString::fromStdString(m_link.a.toString()),
                   QString::fromStdString(m_link.b.toString())));
}

void AddLinkCommand::redo() {
  (void)accepted(*this, *m_document, m_document->topology().addLink(m_link),
                 !std::exchange(m_ran, true));
}

void AddLinkCommand::undo() {
  (void)accepted(*this, *m_document, m_document->topology().removeLink(m_link.id), false);
}

} // namespace tapeflow::editor
