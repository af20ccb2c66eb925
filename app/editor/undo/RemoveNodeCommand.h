#pragma once

#include "topology/Topology.h"

#include <QUndoCommand>

namespace tapeflow::editor {

class Document;

// Removes a node with the links and jobs that would dangle without it; undo puts all of them
// back at their places.
class RemoveNodeCommand : public QUndoCommand {
public:
  RemoveNodeCommand(Document* document, std::string nodeId, QUndoCommand* parent = nullptr);

  void redo() override;
  void undo() override;

private:
  Document* m_document;
  std::string m_nodeId;
  topology::RemovedNode m_removed;
};

} // namespace tapeflow::editor
