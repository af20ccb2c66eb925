#pragma once

namespace tapeflow::editor {

// Merge ids of the undo commands (QUndoCommand::id()); commands that never merge return -1.
enum class CommandId : int {
  MoveNodes = 1,
  SetNodeParameter,
  SetLinkParameter,
  RenameNode,
  UpdateJob, // only within one gesture
};

} // namespace tapeflow::editor
