#pragma once

// Test hooks for scripts/autosave-kill-test.sh, read from the environment. Each is inert unless
// its variable is set, and none changes what a user sees otherwise.
//   TAPEFLOW_SCRIPTED_EDITS=<ms>   every <ms>, add a node named "Scripted edit N" (N = 1, 2, ...)
//                                  through the undo stack, as a drop from the palette would; after
//                                  each autosave print "tapeflow: autosaved scripted edit N"
//                                  (the last edit the autosave holds) on standard output.
//   TAPEFLOW_RECOVERY_ANSWER=recover|discard|later
//                                  answer the start-up recovery question without the dialog
//                                  (recover takes the newest autosave).
//   TAPEFLOW_SAVE_AND_QUIT=1       once start-up (and recovery) is done, save the open document
//                                  to its own file, as File ▸ Save does, and quit: exit status 0
//                                  when saved, 3 when the document has no file or is unmodified.
// The autosave interval itself is TAPEFLOW_AUTOSAVE_MS (see Autosaver).

#include "autosave/RecoveryDialog.h"

#include <optional>

namespace tapeflow::editor {
class MainWindow;
}

namespace tapeflow::app {

// The recovery answer TAPEFLOW_RECOVERY_ANSWER gives, if any.
[[nodiscard]] std::optional<editor::RecoveryDialog::Choice> scriptedRecoveryAnswer();

// Starts the scripted edits and the save-and-quit hook when their variables ask for them. Call
// once recovery has been offered.
void startScriptHooks(editor::MainWindow& window);

} // namespace tapeflow::app
