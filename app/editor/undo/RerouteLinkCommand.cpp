#include "RerouteLinkCommand.h"

#include "Refusal.h"
#include "UndoWords.h"
#include "document/Document.h"

#include <QCoreApplication>

#include <utility>

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

void RerouteLinkCommand::redo() {
  (void)accepted(*this, *m_document, replace(m_newA, m_newB), !std::exchange(m_ran, true));
}

void RerouteLinkCommand::undo() {
  (void)accepted(*this, *m_document, replace(m_oldA, m_oldB), false);
}

Status RerouteLinkCommand::replace(const topology::PortRef& a, const topology::PortRef& b) {
  auto& topology = m_document->topology();
  // Checked before the link is taken out, so that a refusal changes nothing at all.
  if (const auto rule = topology.checkLink(a, b, m_linkId); !rule) return rule.error();
  auto removed = topology.removeLink(m_linkId);
  if (!removed) return removed.error();
  topology::Link link = removed->second;
  link.a = a;
  link.b = b;
  if (const auto added = topology.addLink(link, removed->first); !added) {
    (void)topology.addLink(removed->second, removed->first);
    return added.error();
  }
  return Done{};
}

} // namespace tapeflow::editor
