#pragma once

#include "topology/Elements.h"

#include <QUndoCommand>

#include <vector>

namespace tapeflow::editor {

class Document;

// Moves nodes. The moves of one drag gesture (same non-zero gesture id) merge into one undo
// step however long the drag; two separate drags never merge. A merge that ends where it began
// makes the command obsolete.
class MoveNodesCommand : public QUndoCommand {
public:
  struct Move {
    std::string nodeId;
    topology::Point from;
    topology::Point to;
  };

  MoveNodesCommand(Document* document, std::vector<Move> moves, int gesture,
                   QUndoCommand* parent = nullptr);

  void redo() override;
  void undo() override;
  [[nodiscard]] int id() const override;
  bool mergeWith(const QUndoCommand* other) override;

private:
  Document* m_document;
  std::vector<Move> m_moves;
  int m_gesture;
};

} // namespace tapeflow::editor
