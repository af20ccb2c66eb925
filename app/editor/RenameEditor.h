#pragma once

#include <QLineEdit>

namespace tapeflow::editor {

// The in-place name editor over a node card (F2 or double-click): Enter or leaving the field
// renames, Escape gives up. It deletes itself either way and reports at most once.
class RenameEditor : public QLineEdit {
  Q_OBJECT

public:
  RenameEditor(const QString& name, QWidget* parent);

signals:
  void committed(const QString& name);

protected:
  void keyPressEvent(QKeyEvent* event) override;
  void focusOutEvent(QFocusEvent* event) override;

private:
  void finish(bool accept);
  bool m_done = false;
};

} // namespace tapeflow::editor
