#pragma once

#include "topology/Elements.h"

#include <QUndoCommand>

namespace tapeflow::editor {

class Document;

// Adds one node (a drop from the palette, or one node of a paste).
class AddNodeCommand : public QUndoCommand {
public:
  AddNodeCommand(Document* document, topology::Node node, QUndoCommand* parent = nullptr);

  void redo() override;
  void undo() override;
  [[nodiscard]] const std::string& nodeId() const { return m_node.id; }

private:
  Document* m_document;
  topology::Node m_node;
  bool m_ran = false; // redo() has run once (the push)
};

} // namespace tapeflow::editor
