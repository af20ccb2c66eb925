#pragma once

#include "document/Document.h"
#include "util/Expected.h"

#include <QUndoCommand>

namespace tapeflow::editor {

// What a command does with its model operation's answer. The first run of a command is its push:
// a refusal then makes it obsolete, so that QUndoStack drops it (nothing changed, nothing to
// undo), and the document tells the user why. A later run replays a history the model accepted
// and restores exactly what was there, so a refusal then is a defect, reported as a warning.
// Returns whether the operation was done.
template <class T>
bool accepted(QUndoCommand& command, Document& document, const Expected<T>& result, bool firstRun) {
  if (result) return true;
  if (firstRun) {
    command.setObsolete(true);
    document.refuse(result.error().message);
  } else {
    qWarning("%s: %s", qUtf8Printable(command.text()), result.error().message.c_str());
  }
  return false;
}

} // namespace tapeflow::editor
