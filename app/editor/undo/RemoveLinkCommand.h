#pragma once

#include "topology/Elements.h"

#include <QUndoCommand>

namespace tapeflow::editor {

class Document;

// Removes one link; undo puts it back at its place in the list.
class RemoveLinkCommand : public QUndoCommand {
public:
  RemoveLinkCommand(Document* document, std::string linkId, QUndoCommand* parent = nullptr);

  void redo() override;
  void undo() override;

private:
  Document* m_document;
  std::string m_linkId;
  std::size_t m_index = 0;
  topology::Link m_link;
  bool m_ran = false; // redo() has run once (the push)
};

} // namespace tapeflow::editor
