#pragma once

#include "topology/Elements.h"

#include <QUndoCommand>

namespace tapeflow::editor {

class Document;

// Links two ports (checked by the caller with Topology::checkLink before pushing).
class AddLinkCommand : public QUndoCommand {
public:
  AddLinkCommand(Document* document, topology::Link link, QUndoCommand* parent = nullptr);

  void redo() override;
  void undo() override;
  [[nodiscard]] const std::string& linkId() const { return m_link.id; }

private:
  Document* m_document;
  topology::Link m_link;
  bool m_ran = false; // redo() has run once (the push)
};

} // namespace tapeflow::editor
