#include "CanvasView.h"

#include <QGraphicsScene>
#include <QPainter>
#include <QWheelEvent>
#include <QtMath>

namespace tapeflow::editor {

CanvasView::CanvasView(QGraphicsScene* scene, QWidget* parent) : QGraphicsView(scene, parent) {
  setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
  setDragMode(QGraphicsView::RubberBandDrag);
  setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
  setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
  setFrameShape(QFrame::NoFrame);
}

void CanvasView::drawBackground(QPainter* painter, const QRectF& rect) {
  const QColor base = palette().color(QPalette::Base);
  painter->fillRect(rect, base);

  // Minor and major grid lines in a tint of the text colour, so the grid reads in light and dark
  // palettes alike. Skip the minor grid when zoomed out far enough for it to turn into noise.
  QColor minor = palette().color(QPalette::Text);
  minor.setAlphaF(0.06f);
  QColor major = minor;
  major.setAlphaF(0.12f);
  const qreal scale = transform().m11();
  const int step = kGridSize;
  const qreal left = std::floor(rect.left() / step) * step;
  const qreal top = std::floor(rect.top() / step) * step;

  QVector<QLineF> minorLines;
  QVector<QLineF> majorLines;
  for (qreal x = left; x < rect.right(); x += step) {
    const bool isMajor = qRound(x) % (step * 5) == 0;
    if (isMajor || scale > 0.5)
      (isMajor ? majorLines : minorLines).append(QLineF(x, rect.top(), x, rect.bottom()));
  }
  for (qreal y = top; y < rect.bottom(); y += step) {
    const bool isMajor = qRound(y) % (step * 5) == 0;
    if (isMajor || scale > 0.5)
      (isMajor ? majorLines : minorLines).append(QLineF(rect.left(), y, rect.right(), y));
  }
  painter->setPen(QPen(minor, 0));
  painter->drawLines(minorLines);
  painter->setPen(QPen(major, 0));
  painter->drawLines(majorLines);
}

void CanvasView::drawForeground(QPainter* painter, const QRectF& rect) {
  Q_UNUSED(rect);
  if (!scene() || !scene()->items().isEmpty()) return;
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
                    tr("An empty diagram.\nOpen a topology file, or drag servers, buses, "
                       "networks and tape drives here."));
  painter->restore();
}

void CanvasView::wheelEvent(QWheelEvent* event) {
  if (!(event->modifiers() & Qt::ControlModifier)) {
    QGraphicsView::wheelEvent(event);
    return;
  }
  // Ctrl+wheel zooms around the cursor; one notch is 15 degrees, 120 units.
  const qreal factor = qPow(1.0015, event->angleDelta().y());
  const qreal current = transform().m11();
  const qreal target = qBound(0.1, current * factor, 8.0);
  scale(target / current, target / current);
  event->accept();
}

} // namespace tapeflow::editor
