// MainWindow's actions: every command of the menus and toolbar, with its standard shortcut.

#include "MainWindow.h"

#include "CanvasView.h"
#include "PlainText.h"
#include "document/Document.h"
#include "editing/EditController.h"
#include "editing/SetUpDialog.h"
#include "scene/DiagramScene.h"

#include "catalog/Catalog.h"

#include <QAction>
#include <QInputDialog>
#include <QUndoStack>

namespace tapeflow::editor {

namespace {
QAction* make(QWidget* owner, const QString& name, const QString& text, const QKeySequence& key,
              const QString& icon = {}) {
  auto* action = new QAction(text, owner);
  action->setObjectName(name);
  if (!key.isEmpty()) action->setShortcut(key);
  // The desktop's icon theme first, so the toolbar looks like its neighbours; the bundled
  // drawing (resources/icons/actions) where there is no theme or it lacks the icon.
  if (!icon.isEmpty())
    action->setIcon(
        QIcon::fromTheme(icon, QIcon(QStringLiteral(":/icons/actions/%1.svg").arg(icon))));
  owner->addAction(action);
  return action;
}
} // namespace

QAction* MainWindow::action(const QString& objectName) const {
  return findChild<QAction*>(objectName, Qt::FindDirectChildrenOnly);
}

void MainWindow::createActions() {
  using K = QKeySequence;
  connect(make(this, QStringLiteral("new"), tr("&New"), K::New, QStringLiteral("document-new")),
          &QAction::triggered, this, &MainWindow::newDocument);
  connect(
      make(this, QStringLiteral("open"), tr("&Open…"), K::Open, QStringLiteral("document-open")),
      &QAction::triggered, this, &MainWindow::openDialog);
  connect(make(this, QStringLiteral("save"), tr("&Save"), K::Save, QStringLiteral("document-save")),
          &QAction::triggered, this, &MainWindow::save);
  connect(make(this, QStringLiteral("saveAs"), tr("Save &As…"), K::SaveAs,
               QStringLiteral("document-save-as")),
          &QAction::triggered, this, &MainWindow::saveAs);
  connect(
      make(this, QStringLiteral("revert"), tr("Re&vert"), {}, QStringLiteral("document-revert")),
      &QAction::triggered, this, &MainWindow::revert);
  connect(make(this, QStringLiteral("close"), tr("&Close"), K::Close), &QAction::triggered, this,
          &MainWindow::closeDocument);
  connect(make(this, QStringLiteral("importBareos"), tr("&Bareos/Bacula Configuration…"), {}),
          &QAction::triggered, this, &MainWindow::importSite);
  connect(
      make(this, QStringLiteral("exportReport"), tr("&Export Report…"), K(Qt::CTRL | Qt::Key_E)),
      &QAction::triggered, this, &MainWindow::exportReport);
  QAction* quit = make(this, QStringLiteral("quit"), tr("&Quit"), K::Quit);
  quit->setMenuRole(QAction::QuitRole);
  connect(quit, &QAction::triggered, this, &QWidget::close);

  connect(make(this, QStringLiteral("undo"), tr("&Undo"), K::Undo, QStringLiteral("edit-undo")),
          &QAction::triggered, this, [this] { m_document->undoStack()->undo(); });
  QAction* redo =
      make(this, QStringLiteral("redo"), tr("&Redo"), K::Redo, QStringLiteral("edit-redo"));
  // Ctrl+Y beside the platform's Ctrl+Shift+Z: most editors on Linux take both.
  QList<K> redoKeys = K::keyBindings(K::Redo);
  if (!redoKeys.contains(K(Qt::CTRL | Qt::Key_Y))) redoKeys << K(Qt::CTRL | Qt::Key_Y);
  redo->setShortcuts(redoKeys);
  connect(redo, &QAction::triggered, this, [this] { m_document->undoStack()->redo(); });
  connect(make(this, QStringLiteral("cut"), tr("Cu&t"), K::Cut, QStringLiteral("edit-cut")),
          &QAction::triggered, m_edit, &EditController::cut);
  connect(make(this, QStringLiteral("copy"), tr("&Copy"), K::Copy, QStringLiteral("edit-copy")),
          &QAction::triggered, m_edit, &EditController::copy);
  connect(make(this, QStringLiteral("paste"), tr("&Paste"), K::Paste, QStringLiteral("edit-paste")),
          &QAction::triggered, m_edit, &EditController::paste);
  connect(make(this, QStringLiteral("duplicate"), tr("D&uplicate"), K(Qt::CTRL | Qt::Key_D)),
          &QAction::triggered, m_edit, &EditController::duplicate);
  connect(make(this, QStringLiteral("addMore"), tr("Add &More Like This…"), {}),
          &QAction::triggered, this, [this] {
            bool ok = false;
            const int count = QInputDialog::getInt(
                this, tr("Add More Like This"),
                tr("How many copies of the selection, each with its links and jobs?"), 4, 1, 500, 1,
                &ok);
            if (ok) m_edit->addMoreLikeSelection(count);
          });
  connect(make(this, QStringLiteral("addSetUp"), tr("Add Set-&Up…"), {}), &QAction::triggered, this,
          &MainWindow::addSetUp);
  QAction* del =
      make(this, QStringLiteral("delete"), tr("&Delete"), K::Delete, QStringLiteral("edit-delete"));
  del->setShortcuts({K(K::Delete), K(Qt::Key_Backspace)});
  connect(del, &QAction::triggered, m_edit, &EditController::deleteSelection);
  connect(make(this, QStringLiteral("selectAll"), tr("Select &All"), K::SelectAll),
          &QAction::triggered, m_edit, &EditController::selectAll);
  connect(make(this, QStringLiteral("rename"), tr("Re&name"), K(Qt::Key_F2)), &QAction::triggered,
          this, [this] {
            if (const auto ids = m_scene->selectedNodeIds(); ids.size() == 1)
              startRename(QString::fromStdString(ids.front()));
          });

  connect(
      make(this, QStringLiteral("zoomIn"), tr("Zoom &In"), K::ZoomIn, QStringLiteral("zoom-in")),
      &QAction::triggered, m_canvas, &CanvasView::zoomIn);
  connect(make(this, QStringLiteral("zoomOut"), tr("Zoom &Out"), K::ZoomOut,
               QStringLiteral("zoom-out")),
          &QAction::triggered, m_canvas, &CanvasView::zoomOut);
  connect(make(this, QStringLiteral("fit"), tr("&Fit to View"), K(Qt::CTRL | Qt::Key_9),
               QStringLiteral("zoom-fit-best")),
          &QAction::triggered, m_canvas, &CanvasView::fitToContents);
  connect(make(this, QStringLiteral("actualSize"), tr("&Actual Size"), K(Qt::CTRL | Qt::Key_0),
               QStringLiteral("zoom-original")),
          &QAction::triggered, m_canvas, [this] { m_canvas->setZoom(1.0); });
  QAction* grid = make(this, QStringLiteral("grid"), tr("Show &Grid"), K(Qt::CTRL | Qt::Key_G));
  grid->setCheckable(true);
  grid->setChecked(true);
  connect(grid, &QAction::toggled, m_canvas, &CanvasView::setGridVisible);
  QAction* snap =
      make(this, QStringLiteral("snap"), tr("&Snap to Grid"), K(Qt::CTRL | Qt::SHIFT | Qt::Key_G));
  snap->setCheckable(true);
  snap->setChecked(true);
  connect(snap, &QAction::toggled, m_scene, &DiagramScene::setSnapToGrid);
}

void MainWindow::addSetUp() {
  Diagnostics problems;
  auto templates = io::loadSetUpTemplates(catalog::defaultResourceDir() + "/templates", problems);
  if (templates.empty()) {
    plainMessage(this, QMessageBox::Warning, tr("Add Set-Up"),
                 tr("No set-up template could be read.\n%1")
                     .arg(QString::fromStdString(problems.toString())));
    return;
  }
  SetUpDialog dialog(std::move(templates), m_catalog, this);
  if (dialog.exec() != QDialog::Accepted || !dialog.setUp()) return;
  m_edit->addSetUp(*dialog.setUp(), dialog.description());
  m_canvas->fitToContents();
}

} // namespace tapeflow::editor
