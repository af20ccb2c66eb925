#pragma once

#include <QUndoCommand>

#include <string>

namespace tapeflow::editor {

class Document;

// Gives a node a new name (in-place rename on the canvas, or the inspector's name field).
class RenameNodeCommand : public QUndoCommand {
public:
  RenameNodeCommand(Document* document, std::string nodeId, std::string name,
                    QUndoCommand* parent = nullptr);

  void redo() override;
  void undo() override;

private:
  Document* m_document;
  std::string m_nodeId;
  std::string m_name;
  std::string m_previous;
};

} // namespace tapeflow::editor
