#pragma once

// Dropping a topology file on the window opens it, as file managers and other editors expect.
// Drags the window's own parts take (palette entries on the canvas) are left to them: only drags
// that nothing under the cursor accepts reach the window.

#include <QObject>
#include <QString>

#include <functional>

class QMimeData;
class QWidget;

namespace tapeflow::editor {

class FileDrop : public QObject {
  Q_OBJECT

public:
  // Watches `window` (which then accepts drops) and calls `open` with the dropped file's path
  // after the drop has finished, so that `open` may ask questions (save the changes first?)
  // without holding the dragging application.
  FileDrop(QWidget* window, std::function<void(const QString&)> open);

  // The first local .tapeflow file among the drag's URLs; empty when there is none.
  [[nodiscard]] static QString topologyFile(const QMimeData* data);

protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

private:
  std::function<void(const QString&)> m_open;
};

} // namespace tapeflow::editor
