#pragma once

#include <QObject>

namespace tapeflow::editor {

// Keeps the mouse wheel from changing settings by accident: a combo box or spin box that the
// user has not clicked or tabbed into passes wheel events on to what is behind it (the
// inspector's scroll area), so scrolling a form never edits it. Focused fields still take the
// wheel. Installed once on the application, it covers every window and dialog.
class WheelGuard : public QObject {
  Q_OBJECT

public:
  static void install();

protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

private:
  using QObject::QObject;
};

} // namespace tapeflow::editor
