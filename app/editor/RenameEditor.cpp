#include "RenameEditor.h"

#include <QKeyEvent>

namespace tapeflow::editor {

RenameEditor::RenameEditor(const QString& name, QWidget* parent) : QLineEdit(name, parent) {
  setObjectName(QStringLiteral("renameEditor"));
  selectAll();
}

void RenameEditor::keyPressEvent(QKeyEvent* event) {
  if (event->key() == Qt::Key_Escape) return finish(false);
  if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) return finish(true);
  QLineEdit::keyPressEvent(event);
}

void RenameEditor::focusOutEvent(QFocusEvent* event) {
  QLineEdit::focusOutEvent(event);
  finish(true);
}

void RenameEditor::finish(bool accept) {
  if (m_done) return;
  m_done = true;
  if (accept) emit committed(text());
  hide();
  deleteLater();
}

} // namespace tapeflow::editor
