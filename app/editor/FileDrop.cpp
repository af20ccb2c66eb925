#include "FileDrop.h"

#include <QDropEvent>
#include <QFileInfo>
#include <QMimeData>
#include <QTimer>
#include <QUrl>
#include <QWidget>

namespace tapeflow::editor {

FileDrop::FileDrop(QWidget* window, std::function<void(const QString&)> open)
    : QObject(window), m_open(std::move(open)) {
  window->setAcceptDrops(true);
  window->installEventFilter(this);
}

QString FileDrop::topologyFile(const QMimeData* data) {
  if (!data || !data->hasUrls()) return {};
  for (const QUrl& url : data->urls())
    if (url.isLocalFile() && QFileInfo(url.toLocalFile())
                                     .suffix()
                                     .compare(QLatin1String("tapeflow"), Qt::CaseInsensitive) == 0)
      return url.toLocalFile();
  return {};
}

bool FileDrop::eventFilter(QObject* watched, QEvent* event) {
  switch (event->type()) {
  case QEvent::DragEnter:
  case QEvent::DragMove: {
    auto* drag = static_cast<QDragMoveEvent*>(event);
    if (topologyFile(drag->mimeData()).isEmpty()) return false;
    drag->setDropAction(Qt::CopyAction); // the file stays where it is
    drag->accept();
    return true;
  }
  case QEvent::Drop: {
    auto* drop = static_cast<QDropEvent*>(event);
    const QString path = topologyFile(drop->mimeData());
    if (path.isEmpty()) return false;
    drop->setDropAction(Qt::CopyAction);
    drop->accept();
    // Opened once the drop has returned: the dragging program waits for it to finish.
    QTimer::singleShot(0, this, [this, path] { m_open(path); });
    return true;
  }
  default: return QObject::eventFilter(watched, event);
  }
}

} // namespace tapeflow::editor
