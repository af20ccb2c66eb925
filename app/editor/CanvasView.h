#pragma once

#include <QGraphicsView>

namespace tapeflow::editor {

// The diagram canvas: a view on the document's scene with a light grid, antialiased drawing,
// zoom around the cursor (Ctrl+wheel, keys), pan (middle drag or Space+drag) and drops from the
// palette. While the scene is empty it tells the user how to begin.
class CanvasView : public QGraphicsView {
  Q_OBJECT

public:
  explicit CanvasView(QGraphicsScene* scene, QWidget* parent = nullptr);

  static constexpr int kGridSize = 20;       // scene units between grid lines
  static constexpr qreal kMinGridPixels = 8; // major lines no closer on screen
  static constexpr qreal kMinZoom = 0.02;    // Fit to View shows a 10,000-node diagram whole
  static constexpr qreal kMaxZoom = 8.0;

  [[nodiscard]] qreal zoom() const { return transform().m11(); }
  void setZoom(qreal zoom);
  void zoomIn();
  void zoomOut();
  void fitToContents();
  // Fits now and again as the view settles (a document opened before the window is shown),
  // until the user moves the view.
  void requestFit();
  // Many items come or go at once (a document opened): until the scene has drawn them, the view
  // repaints whole instead of gathering every item's rectangle into one region (a quarter of
  // opening a 10,000-node diagram; issue 18).
  void repaintWholeForNow();
  void setGridVisible(bool visible);
  [[nodiscard]] bool isGridVisible() const { return m_gridVisible; }
  // Whether the scene has no nodes: the canvas then shows how to begin.
  void setEmptyHint(bool empty);
  [[nodiscard]] bool showsEmptyHint() const { return m_emptyHint; }

signals:
  // A palette entry was dropped at `scenePos`.
  void entryDropped(const QString& entryId, const QPointF& scenePos);
  void zoomChanged(qreal zoom);

protected:
  void drawBackground(QPainter* painter, const QRectF& rect) override;
  void drawForeground(QPainter* painter, const QRectF& rect) override;
  void wheelEvent(QWheelEvent* event) override;
  void dragEnterEvent(QDragEnterEvent* event) override;
  void dragMoveEvent(QDragMoveEvent* event) override;
  void dropEvent(QDropEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  void mouseReleaseEvent(QMouseEvent* event) override;
  void keyPressEvent(QKeyEvent* event) override;
  void keyReleaseEvent(QKeyEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;

private:
  bool m_gridVisible = true;
  bool m_emptyHint = true;
  bool m_spaceHeld = false;
  bool m_panning = false;
  // A diagram opened is fitted to the view as the window settles (docks restored, resized),
  // until the user zooms, scrolls or clicks: then the view stays where they put it.
  bool m_followFit = false;
  QPoint m_panFrom;
};

} // namespace tapeflow::editor
