#include "RerouteLinkCommand.h"

#include "UndoWords.h"
#include "document/Document.h"

#include <QCoreApplication>

namespace tapeflow::editor {

RerouteLinkCommand::RerouteLinkCommand(Document* document, std::string linkId, topology::PortRef a,
                                       topology::PortRef b, QUndoCommand* parent)
    : QUndoCommand(parent), m_document(document), m_linkId(std::move(linkId)), m_newA(std::move(a)),
      m_newB(std::move(b)) {
  if (const auto* link = m_document->topology().link(m_linkId)) {
    m_oldA = link->a;
    m_oldB = link->b;
  }
  const auto& topology = m_document->topology();
  setText(QCoreApplication::translate("Undo", "Re-route link to %1 – %2")
              .arg(undo::portWords(topology, m_newA), undo::portWords(topology, m_newB)));
}

void RerouteLinkCommand::redo() { replace(m_newA, m_newB); }
void RerouteLinkCommand::undo() { replace(m_oldA, m_oldB); }

void RerouteLinkCommand::replace(const topology::PortRef& a, const topology::PortRef& b) {
  auto& topology = m_document->topology();
  auto removed = topology.removeLink(m_linkId);
  if (!removed) return;
  topology::Link link = removed->second;
  link.a = a;
  link.b = b;
  if (const auto added = topology.addLink(link, removed->first); !added) {
    qWarning("RerouteLinkCommand: %s", added.error().message.c_str());
    (void)topology.addLink(removed->second, removed->first);
  }
}

} // namespace tapeflow::editor
