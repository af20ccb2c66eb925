#pragma once

#include <QGraphicsView>

namespace tapeflow::editor {

// The diagram canvas: a view on the document's scene with a light grid, antialiased drawing and
// zoom around the cursor. While the scene is empty it tells the user how to begin.
class CanvasView : public QGraphicsView {
  Q_OBJECT

public:
  explicit CanvasView(QGraphicsScene* scene, QWidget* parent = nullptr);

  static constexpr int kGridSize = 20; // scene units between grid lines

protected:
  void drawBackground(QPainter* painter, const QRectF& rect) override;
  void drawForeground(QPainter* painter, const QRectF& rect) override;
  void wheelEvent(QWheelEvent* event) override;
};

} // namespace tapeflow::editor
