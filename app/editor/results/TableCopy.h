#pragma once

// Copying from the results tables: Ctrl+C and the context menu's Copy put rows on the clipboard as
// tab-separated text with a header row, which spreadsheets and text editors paste as a table.

#include <QString>

class QTreeWidget;

namespace tapeflow::editor {

// The selected rows of `tree` in the order shown (every row when none is selected), as the cells
// read, one line per row after a line of column headers. A tab or line break inside a cell
// becomes a space so that every row keeps its columns.
[[nodiscard]] QString tableText(const QTreeWidget* tree);

// Gives `tree` Ctrl+C (taken before the window's Copy, which copies diagram parts) and a context
// menu with Copy; rows can be selected several at a time.
void enableTableCopy(QTreeWidget* tree);

} // namespace tapeflow::editor
