#include "MainWindow.h"

#include "AboutDialog.h"
#include "CanvasView.h"

#include <QAction>
#include <QApplication>
#include <QGraphicsScene>
#include <QIcon>
#include <QKeySequence>
#include <QLabel>
#include <QMenuBar>
#include <QStatusBar>

namespace tapeflow::editor {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
  setObjectName(QStringLiteral("MainWindow"));
  setWindowIcon(QIcon(QStringLiteral(":/icons/tapeflow.svg")));
  setWindowTitle(tr("Untitled[*] — Tapeflow"));

  m_scene = new QGraphicsScene(this);
  m_scene->setSceneRect(-2000, -1500, 4000, 3000);
  m_canvas = new CanvasView(m_scene, this);
  m_canvas->setObjectName(QStringLiteral("canvas"));
  m_canvas->centerOn(0, 0);
  setCentralWidget(m_canvas);

  createMenus();

  m_summary = new QLabel(tr("No jobs"), this);
  m_summary->setObjectName(QStringLiteral("summary"));
  statusBar()->addPermanentWidget(m_summary);
  statusBar()->showMessage(tr("Ready"), 3000);

  resize(1280, 800);
}

void MainWindow::createMenus() {
  QMenu* file = menuBar()->addMenu(tr("&File"));
  QAction* quit = file->addAction(tr("&Quit"), qApp, &QApplication::closeAllWindows);
  quit->setShortcut(QKeySequence::Quit);
  quit->setMenuRole(QAction::QuitRole);

  QMenu* view = menuBar()->addMenu(tr("&View"));
  QAction* actualSize = view->addAction(tr("&Actual Size"), this, [this] {
    m_canvas->resetTransform();
    m_canvas->centerOn(0, 0);
  });
  actualSize->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));

  QMenu* help = menuBar()->addMenu(tr("&Help"));
  QAction* about = help->addAction(tr("&About Tapeflow"), this, &MainWindow::showAbout);
  about->setMenuRole(QAction::AboutRole);
  QAction* aboutQt = help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
  aboutQt->setMenuRole(QAction::AboutQtRole);
}

void MainWindow::showAbout() {
  AboutDialog dialog(this);
  dialog.exec();
}

} // namespace tapeflow::editor
