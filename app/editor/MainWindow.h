#pragma once

#include <QMainWindow>

class QGraphicsScene;
class QLabel;

namespace tapeflow::editor {

class CanvasView;

// The application's main window: menus, the canvas in the middle, the status line. Docks
// (palette, inspector, results) attach here as the editor grows; the window only wires them,
// each keeps its own logic in its own class.
class MainWindow : public QMainWindow {
  Q_OBJECT

public:
  explicit MainWindow(QWidget* parent = nullptr);

  [[nodiscard]] CanvasView* canvas() const { return m_canvas; }

private:
  void createMenus();
  void showAbout();

  QGraphicsScene* m_scene = nullptr;
  CanvasView* m_canvas = nullptr;
  QLabel* m_summary = nullptr; // aggregate rates and bottleneck, right side of the status bar
};

} // namespace tapeflow::editor
