// MainWindow's actions, menus, toolbar and the canvas's context menu.

#include "MainWindow.h"

#include "AboutDialog.h"
#include "CanvasView.h"
#include "RecentFiles.h"
#include "document/Document.h"
#include "editing/EditController.h"
#include "help/ManualWindow.h"
#include "jobs/JobsDock.h"
#include "results/ResultsCsv.h"
#include "scene/DiagramScene.h"
#include "schedule/ScheduleDialog.h"
#include "topology/ModelChoices.h"
#include "topology/TierKinds.h"
#include "undo/RemoveLinkCommand.h"
#include "undo/SetEntryCommand.h"
#include "undo/SetRateUnitCommand.h"

#include <QActionGroup>
#include <QApplication>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QToolBar>
#include <QUndoStack>

#include <utility>

namespace tapeflow::editor {

void MainWindow::createMenus() {
  QMenu* file = menuBar()->addMenu(tr("&File"));
  file->addAction(action(QStringLiteral("new")));
  file->addAction(action(QStringLiteral("open")));
  file->addMenu(m_recent->menu(tr("Open &Recent"), this));
  connect(m_recent, &RecentFiles::openRequested, this,
          [this](const QString& path) { openFile(path); });
  m_examplesMenu = file->addMenu(tr("E&xamples"));
  m_examplesMenu->setObjectName(QStringLiteral("examplesMenu"));
  fillExamplesMenu();
  file->addSeparator();
  for (const char* name : {"save", "saveAs", "revert", "close"})
    file->addAction(action(QString::fromLatin1(name)));
  file->addSeparator();
  QMenu* imports = file->addMenu(tr("&Import"));
  imports->setObjectName(QStringLiteral("importMenu"));
  imports->addAction(action(QStringLiteral("importBareos")));
  file->addAction(action(QStringLiteral("exportReport")));
  QMenu* exports = file->addMenu(tr("Expor&t"));
  exports->setObjectName(QStringLiteral("exportMenu"));
  addResultsCsvActions(exports, this, m_runner,
                       [this] { return m_document ? m_document->filePath() : QString(); });
  file->addSeparator();
  file->addAction(action(QStringLiteral("quit")));

  QMenu* edit = menuBar()->addMenu(tr("&Edit"));
  for (const char* name : {"undo", "redo", "", "cut", "copy", "paste", "duplicate", "addMore",
                           "addSetUp", "delete", "", "selectAll", "rename"})
    *name ? (void)edit->addAction(action(QString::fromLatin1(name))) : (void)edit->addSeparator();
  edit->addAction(tr("Sc&hedule…"), this, [this] {
    ScheduleDialog dialog(m_document.get(), this);
    dialog.exec();
  });
  QMenu* arrange = edit->addMenu(tr("A&rrange"));
  using A = EditController::Align;
  const std::pair<QString, A> aligns[] = {{tr("Align &Left Edges"), A::Left},
                                          {tr("Align &Centres Horizontally"), A::HCenter},
                                          {tr("Align &Right Edges"), A::Right},
                                          {tr("Align &Top Edges"), A::Top},
                                          {tr("Align Centres &Vertically"), A::VCenter},
                                          {tr("Align &Bottom Edges"), A::Bottom}};
  for (const auto& [text, edge] : aligns)
    arrange->addAction(text, m_edit, [this, edge = edge] { m_edit->align(edge); });
  arrange->addSeparator();
  arrange->addAction(tr("Distribute &Horizontally"), m_edit,
                     [this] { m_edit->distribute(Qt::Horizontal); });
  arrange->addAction(tr("Distribute V&ertically"), m_edit,
                     [this] { m_edit->distribute(Qt::Vertical); });

  QMenu* view = menuBar()->addMenu(tr("&View"));
  for (const char* name : {"zoomIn", "zoomOut", "fit", "actualSize", "", "grid", "snap"})
    *name ? (void)view->addAction(action(QString::fromLatin1(name))) : (void)view->addSeparator();
  view->addSeparator();
  QMenu* units = view->addMenu(tr("Rate &Units"));
  m_rateUnits = new QActionGroup(this);
  for (const char* unit : {"MB/s", "MiB/s", "GB/h", "TB/h", "Mb/s"}) {
    QAction* choice = units->addAction(QString::fromLatin1(unit));
    choice->setCheckable(true);
    choice->setData(QString::fromLatin1(unit));
    m_rateUnits->addAction(choice);
  }
  connect(m_rateUnits, &QActionGroup::triggered, this, [this](QAction* choice) {
    const std::string unit = choice->data().toString().toStdString();
    if (unit != m_document->topology().view().rateUnit)
      m_document->undoStack()->push(new SetRateUnitCommand(m_document.get(), unit));
  });
  QMenu* show = view->addMenu(tr("&Jobs Shown"));
  auto* directions = new QActionGroup(this);
  const std::pair<QString, JobsDock::Filter> filters[] = {
      {tr("&Backup"), JobsDock::Filter::Backup},
      {tr("&Restore"), JobsDock::Filter::Restore},
      {tr("B&oth"), JobsDock::Filter::Both}};
  for (const auto& [text, filter] : filters) {
    QAction* choice = show->addAction(text);
    choice->setCheckable(true);
    choice->setChecked(filter == JobsDock::Filter::Both);
    directions->addAction(choice);
    connect(choice, &QAction::triggered, m_jobs,
            [this, filter = filter] { m_jobs->setFilter(filter); });
  }
  view->addSeparator();
  QMenu* panels = view->addMenu(tr("&Panels"));
  for (QDockWidget* dock : findChildren<QDockWidget*>())
    panels->addAction(dock->toggleViewAction());

  QMenu* help = menuBar()->addMenu(tr("&Help"));
  ManualWindow::addTo(help, this);
  help->addSeparator();
  QAction* about =
      help->addAction(tr("&About Tapeflow"), this, [this] { AboutDialog(this).exec(); });
  about->setMenuRole(QAction::AboutRole);
  QAction* aboutQt = help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
  aboutQt->setMenuRole(QAction::AboutQtRole);
}

void MainWindow::createToolBar() {
  QToolBar* bar = addToolBar(tr("Main"));
  bar->setObjectName(QStringLiteral("mainToolBar"));
  bar->setMovable(false);
  bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
  for (const char* name :
       {"new", "open", "save", "", "undo", "redo", "", "delete", "", "zoomIn", "zoomOut", "fit"})
    *name ? (void)bar->addAction(action(QString::fromLatin1(name))) : (void)bar->addSeparator();
}

void MainWindow::updateActions() {
  if (!m_document) return;
  QUndoStack* stack = m_document->undoStack();
  action(QStringLiteral("undo"))->setEnabled(stack->canUndo());
  action(QStringLiteral("undo"))
      ->setText(stack->canUndo() ? tr("&Undo %1").arg(stack->undoText()) : tr("&Undo"));
  action(QStringLiteral("redo"))->setEnabled(stack->canRedo());
  action(QStringLiteral("redo"))
      ->setText(stack->canRedo() ? tr("&Redo %1").arg(stack->redoText()) : tr("&Redo"));
  const bool nodes = !m_scene->selectedNodeIds().empty();
  const bool any = nodes || !m_scene->selectedLinkIds().empty();
  for (const char* name : {"cut", "copy", "duplicate", "addMore"})
    action(QString::fromLatin1(name))->setEnabled(nodes);
  action(QStringLiteral("delete"))->setEnabled(any);
  action(QStringLiteral("rename"))->setEnabled(m_scene->selectedNodeIds().size() == 1);
  action(QStringLiteral("revert"))
      ->setEnabled(m_document->isModified() && !m_document->filePath().isEmpty());
  const QString unit = QString::fromStdString(m_document->topology().view().rateUnit);
  for (QAction* choice : m_rateUnits->actions())
    choice->setChecked(choice->data().toString() == unit);
}

void MainWindow::addReplaceWith(QMenu& menu, const std::string& nodeId) {
  QMenu* replace = menu.addMenu(tr("Replace &With"));
  replace->setObjectName(QStringLiteral("replaceWith"));
  const auto choices = topology::modelChoices(m_document->topology(), nodeId);
  for (const auto& choice : choices) // the models that fit first
    if (!choice.current && choice.refusal.empty())
      replace->addAction(QString::fromStdString(choice.entry->displayName()), this,
                         [this, nodeId, entry = choice.entry->id] {
                           m_document->push(new SetEntryCommand(m_document.get(), nodeId, entry));
                         });
  bool separated = false;
  for (const auto& choice : choices) { // then, greyed, those whose ports cannot hold the links
    if (choice.current || choice.refusal.empty()) continue;
    if (!std::exchange(separated, true)) replace->addSeparator();
    // The reason in its text: a disabled menu item shows no tooltip.
    replace
        ->addAction(tr("%1 (its ports cannot hold the links)")
                        .arg(QString::fromStdString(choice.entry->displayName())))
        ->setEnabled(false);
  }
  replace->setEnabled(!replace->isEmpty());
}

void MainWindow::showContextMenu(const QString& nodeId, const QString& /*linkId*/,
                                 const QPoint& screenPos) {
  QMenu menu(this);
  if (!nodeId.isEmpty()) {
    const auto* node = m_document->topology().node(nodeId.toStdString());
    if (node && topology::isJobSourceKind(node->kind)) {
      QMenu* backup = menu.addMenu(tr("Back &up to"));
      const auto targets = m_edit->reachableTargets(node->id);
      for (const auto& target : targets)
        backup->addAction(
            QString::fromStdString(m_document->topology().node(target)->name), m_edit,
            [this, volume = node->id, target] { m_edit->addBackupJob(volume, target); });
      if (targets.empty())
        backup->addAction(tr("No drive is linked to this volume"))->setEnabled(false);
      menu.addSeparator();
    }
    if (node) addReplaceWith(menu, node->id);
    menu.addAction(action(QStringLiteral("rename")));
    menu.addAction(action(QStringLiteral("duplicate")));
    menu.addAction(action(QStringLiteral("addMore")));
    menu.addAction(action(QStringLiteral("copy")));
    menu.addAction(action(QStringLiteral("delete")));
  } else {
    menu.addAction(action(QStringLiteral("paste")));
    menu.addAction(action(QStringLiteral("addSetUp")));
    menu.addSeparator();
    menu.addAction(action(QStringLiteral("delete")));
  }
  menu.exec(screenPos);
}

} // namespace tapeflow::editor
