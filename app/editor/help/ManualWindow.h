#pragma once

// Help ▸ User Manual (F1): the manual of docs/manual/, built into the program as Markdown and
// shown in a window of its own beside the main window, with its links between sections, Back,
// Forward and Contents. The same files read as they are in docs/ and in the installed package.

#include <QDialog>

class QAction;
class QMenu;
class QTextBrowser;

namespace tapeflow::editor {

class ManualWindow : public QDialog {
  Q_OBJECT

public:
  // Where the manual's first page is: the table of contents.
  static QUrl contentsUrl();

  explicit ManualWindow(QWidget* parent = nullptr);
  [[nodiscard]] QTextBrowser* browser() const { return m_browser; }

  // Shows the manual window of `owner` (made on first use, then raised), at its contents.
  static ManualWindow* showFor(QWidget* owner);
  // Adds User Manual (F1) to `help`; the key works anywhere in `owner`.
  static QAction* addTo(QMenu* help, QWidget* owner);

private:
  QTextBrowser* m_browser = nullptr;
};

} // namespace tapeflow::editor
