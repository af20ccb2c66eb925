#include "CanvasView.h"

#include "palette/PaletteMime.h"

#include <QDragEnterEvent>
#include <QGraphicsScene>
#include <QMimeData>
#include <QPainter>
#include <QScrollBar>
#include <QTimer>
#include <QWheelEvent>
#include <QtMath>

namespace tapeflow::editor {

CanvasView::CanvasView(QGraphicsScene* scene, QWidget* parent) : QGraphicsView(scene, parent) {
  setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
  setDragMode(QGraphicsView::RubberBandDrag);
  setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
  setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
  setResizeAnchor(QGraphicsView::AnchorViewCenter); // a narrower window keeps what is in the middle
  setFrameShape(QFrame::NoFrame);
  setAcceptDrops(true);
}

void CanvasView::setZoom(qreal zoom) {
  const qreal target = qBound(kMinZoom, zoom, kMaxZoom);
  const qreal current = transform().m11();
  if (qFuzzyCompare(target, current)) return;
  scale(target / current, target / current);
  emit zoomChanged(target);
}

void CanvasView::zoomIn() {
  m_followFit = false;
  setZoom(zoom() * 1.25);
}

void CanvasView::zoomOut() {
  m_followFit = false;
  setZoom(zoom() / 1.25);
}

void CanvasView::fitToContents() {
  const QRectF bounds = scene()->itemsBoundingRect();
  if (bounds.isEmpty()) {
    setZoom(1.0);
    centerOn(0, 0);
    return;
  }
  fitInView(bounds.adjusted(-40, -40, 40, 40), Qt::KeepAspectRatio);
  setZoom(qMin(zoom(), 2.0)); // a small diagram is not blown up to poster size
  centerOn(bounds.center());
  emit zoomChanged(zoom());
}

void CanvasView::requestFit() {
  m_followFit = true;
  if (isVisible()) fitToContents();
}

void CanvasView::repaintWholeForNow() {
  setViewportUpdateMode(QGraphicsView::FullViewportUpdate);
  // Queued after the scene's own processing of the items it was just given.
  QTimer::singleShot(0, this,
                     [this] { setViewportUpdateMode(QGraphicsView::SmartViewportUpdate); });
}

void CanvasView::resizeEvent(QResizeEvent* event) {
  QGraphicsView::resizeEvent(event);
  if (m_followFit && isVisible()) fitToContents();
}

void CanvasView::setGridVisible(bool visible) {
  m_gridVisible = visible;
  viewport()->update();
}

void CanvasView::drawBackground(QPainter* painter, const QRectF& rect) {
  const QColor base = palette().color(QPalette::Base);
  painter->fillRect(rect, base);
  if (!m_gridVisible) return;

  // Minor and major grid lines in a tint of the text colour, so the grid reads in light and dark
  // palettes alike. Skip the minor grid when zoomed out far enough for it to turn into noise.
  QColor minor = palette().color(QPalette::Text);
  minor.setAlphaF(0.06f);
  QColor major = minor;
  major.setAlphaF(0.12f);
  const qreal scale = transform().m11();
  const bool minorShown = scale > 0.5;
  // Major lines every five grid steps, every 25 or 125 when zoomed out so far that they would
  // come closer than a few pixels: a 10,000-node diagram fitted to the view otherwise drew a wash
  // of thousands of lines (a tenth of painting it; issue 18).
  qint64 majorStep = kGridSize * 5;
  while (static_cast<qreal>(majorStep) * scale < kMinGridPixels) majorStep *= 5;
  const qint64 step = minorShown ? kGridSize : majorStep;
  const qreal left = std::floor(rect.left() / static_cast<qreal>(step)) * static_cast<qreal>(step);
  const qreal top = std::floor(rect.top() / static_cast<qreal>(step)) * static_cast<qreal>(step);

  QVector<QLineF> minorLines;
  QVector<QLineF> majorLines;
  for (qreal x = left; x < rect.right(); x += static_cast<qreal>(step))
    (qRound64(x) % majorStep == 0 ? majorLines : minorLines)
        .append(QLineF(x, rect.top(), x, rect.bottom()));
  for (qreal y = top; y < rect.bottom(); y += static_cast<qreal>(step))
    (qRound64(y) % majorStep == 0 ? majorLines : minorLines)
        .append(QLineF(rect.left(), y, rect.right(), y));
  painter->setPen(QPen(minor, 0));
  painter->drawLines(minorLines);
  painter->setPen(QPen(major, 0));
  painter->drawLines(majorLines);
}

void CanvasView::setEmptyHint(bool empty) {
  if (m_emptyHint == empty) return;
  m_emptyHint = empty;
  // The whole viewport: a partial update would leave pieces of the hint behind the first node.
  viewport()->update();
}

void CanvasView::drawForeground(QPainter* painter, const QRectF& rect) {
  Q_UNUSED(rect);
  if (!m_emptyHint) return;
  // The hint is drawn in viewport coordinates so it stays centred and legible at any zoom.
  painter->save();
  painter->resetTransform();
  QFont font = painter->font();
  font.setPointSizeF(font.pointSizeF() * 1.2);
  painter->setFont(font);
  QColor text = palette().color(QPalette::Text);
  text.setAlphaF(0.55f);
  painter->setPen(text);
  painter->drawText(viewport()->rect(), Qt::AlignCenter | Qt::TextWordWrap,
                    tr("An empty diagram.\nOpen a topology file, add a common set-up (Edit ▸ Add "
                       "Set-Up…), or drag servers, buses, networks and tape drives here."));
  painter->restore();
}

void CanvasView::wheelEvent(QWheelEvent* event) {
  m_followFit = false;
  if (!(event->modifiers() & Qt::ControlModifier)) {
    QGraphicsView::wheelEvent(event);
    return;
  }
  // Ctrl+wheel zooms around the cursor; one notch is 15 degrees, 120 units.
  setZoom(zoom() * qPow(1.0015, event->angleDelta().y()));
  event->accept();
}

void CanvasView::dragEnterEvent(QDragEnterEvent* event) {
  if (event->mimeData()->hasFormat(kPaletteEntryMime))
    event->acceptProposedAction();
  else
    event->ignore();
}

void CanvasView::dragMoveEvent(QDragMoveEvent* event) {
  if (event->mimeData()->hasFormat(kPaletteEntryMime))
    event->acceptProposedAction();
  else
    event->ignore();
}

void CanvasView::dropEvent(QDropEvent* event) {
  if (!event->mimeData()->hasFormat(kPaletteEntryMime)) return event->ignore();
  const QString entry = QString::fromUtf8(event->mimeData()->data(kPaletteEntryMime));
  emit entryDropped(entry, mapToScene(event->position().toPoint()));
  event->acceptProposedAction();
}

void CanvasView::mousePressEvent(QMouseEvent* event) {
  m_followFit = false;
  if (event->button() == Qt::MiddleButton || (event->button() == Qt::LeftButton && m_spaceHeld)) {
    m_panning = true;
    m_panFrom = event->position().toPoint();
    viewport()->setCursor(Qt::ClosedHandCursor);
    event->accept();
    return;
  }
  QGraphicsView::mousePressEvent(event);
}

void CanvasView::mouseMoveEvent(QMouseEvent* event) {
  if (m_panning) {
    const QPoint delta = event->position().toPoint() - m_panFrom;
    m_panFrom = event->position().toPoint();
    horizontalScrollBar()->setValue(horizontalScrollBar()->value() - delta.x());
    verticalScrollBar()->setValue(verticalScrollBar()->value() - delta.y());
    event->accept();
    return;
  }
  QGraphicsView::mouseMoveEvent(event);
}

void CanvasView::mouseReleaseEvent(QMouseEvent* event) {
  if (m_panning) {
    m_panning = false;
    viewport()->setCursor(m_spaceHeld ? Qt::OpenHandCursor : Qt::ArrowCursor);
    event->accept();
    return;
  }
  QGraphicsView::mouseReleaseEvent(event);
}

void CanvasView::keyPressEvent(QKeyEvent* event) {
  m_followFit = false;
  if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
    m_spaceHeld = true;
    viewport()->setCursor(Qt::OpenHandCursor);
    event->accept();
    return;
  }
  QGraphicsView::keyPressEvent(event);
}

void CanvasView::keyReleaseEvent(QKeyEvent* event) {
  if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
    m_spaceHeld = false;
    viewport()->setCursor(Qt::ArrowCursor);
    event->accept();
    return;
  }
  QGraphicsView::keyReleaseEvent(event);
}

} // namespace tapeflow::editor
