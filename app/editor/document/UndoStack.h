#pragma once

#include <QUndoStack>

namespace tapeflow::editor {

// The document's undo stack. QUndoStack::push empties the redo history before it runs the new
// command, so an edit the model refuses (the command makes itself obsolete on its first run and
// is dropped) would still throw away every step the user had undone. This push hides
// QUndoStack's: with a redo history to lose, it runs the command's first run itself and pushes
// only a command the model accepted.
class UndoStack : public QUndoStack {
  Q_OBJECT

public:
  using QUndoStack::QUndoStack;

  void push(QUndoCommand* command);
};

} // namespace tapeflow::editor
