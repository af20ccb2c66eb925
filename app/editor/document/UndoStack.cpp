#include "UndoStack.h"

namespace tapeflow::editor {

void UndoStack::push(QUndoCommand* command) {
  if (index() == count() || command->isObsolete()) return QUndoStack::push(command);
  command->redo();
  if (command->isObsolete()) {
    delete command; // refused: nothing changed, and the redo history stays
    return;
  }
  // Accepted: back to where it was, so that QUndoStack's push (which runs it again, replaying
  // what the model accepted a moment ago) records it and merges it as usual.
  command->undo();
  QUndoStack::push(command);
}

} // namespace tapeflow::editor
