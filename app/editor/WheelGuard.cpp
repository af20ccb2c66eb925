#include "WheelGuard.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QEvent>

namespace tapeflow::editor {

namespace {
bool guarded(QObject* object) {
  return qobject_cast<QComboBox*>(object) || qobject_cast<QAbstractSpinBox*>(object);
}
} // namespace

void WheelGuard::install() {
  static WheelGuard* guard = nullptr;
  if (guard || !qApp) return;
  guard = new WheelGuard(qApp);
  qApp->installEventFilter(guard);
}

bool WheelGuard::eventFilter(QObject* watched, QEvent* event) {
  if (!guarded(watched)) return false;
  auto* widget = static_cast<QWidget*>(watched);
  if (event->type() == QEvent::Polish && widget->focusPolicy() == Qt::WheelFocus)
    widget->setFocusPolicy(Qt::StrongFocus); // a wheel turn must not focus it either
  if (event->type() != QEvent::Wheel || widget->hasFocus()) return false;
  // Unhandled here, the application hands the event to the parent widgets in turn.
  event->ignore();
  return true;
}

} // namespace tapeflow::editor
