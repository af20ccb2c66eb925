#pragma once

#include "topology/Elements.h"
#include "util/Expected.h"

#include <QUndoCommand>

namespace tapeflow::editor {

class Document;

// Moves one end of a link to another port (checked by the caller with
// Topology::checkLink(a, b, linkId)). The link keeps its id, place and parameters.
class RerouteLinkCommand : public QUndoCommand {
public:
  RerouteLinkCommand(Document* document, std::string linkId, topology::PortRef a,
                     topology::PortRef b, QUndoCommand* parent = nullptr);

  void redo() override;
  void undo() override;

private:
  // Puts the link's ends at a and b; when the model refuses, the link stays as it was.
  [[nodiscard]] Status replace(const topology::PortRef& a, const topology::PortRef& b);

  Document* m_document;
  std::string m_linkId;
  topology::PortRef m_oldA, m_oldB, m_newA, m_newB;
  bool m_ran = false; // redo() has run once (the push)
};

} // namespace tapeflow::editor
