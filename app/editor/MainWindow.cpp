#include "MainWindow.h"
#include "WheelGuard.h"
#include "autosave/Autosaver.h"

#include "CanvasView.h"
#include "FileDrop.h"
#include "PlainText.h"
#include "RecentFiles.h"
#include "RenameEditor.h"
#include "calibration/BottleneckGuideDock.h"
#include "calibration/MeasurementsDock.h"
#include "charts/ChartsDock.h"
#include "document/Document.h"
#include "editing/EditController.h"
#include "explorer/AdvisorDock.h"
#include "explorer/ScenariosDock.h"
#include "explorer/SweepDock.h"
#include "explorer/TunerDock.h"
#include "files/Settings.h"
#include "inspector/InspectorDock.h"
#include "jobs/JobsDock.h"
#include "palette/PaletteDock.h"
#include "results/ResultFigures.h"
#include "results/ResultsDock.h"
#include "results/SceneResults.h"
#include "results/SolverRunner.h"
#include "scene/DiagramScene.h"
#include "scene/NodeItem.h"
#include "solver/RunEnd.h"
#include "units/Format.h"
#include "whatif/Verdict.h"

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QIcon>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPointer>
#include <QStatusBar>
#include <QTimer>
#include <QUndoStack>
#include <QUndoView>

#include <algorithm>
#include <map>
#include <set>

namespace tapeflow::editor {

MainWindow::MainWindow(std::shared_ptr<const catalog::Catalog> catalog, QWidget* parent)
    : QMainWindow(parent), m_catalog(std::move(catalog)) {
  setObjectName(QStringLiteral("MainWindow"));
  setWindowIcon(QIcon(QStringLiteral(":/icons/tapeflow.svg")));
  setDockNestingEnabled(true);
  WheelGuard::install();

  m_scene = new DiagramScene(this);
  m_canvas = new CanvasView(m_scene, this);
  m_canvas->setObjectName(QStringLiteral("canvas"));
  setCentralWidget(m_canvas);
  m_edit = new EditController(m_scene, this);
  m_recent = new RecentFiles(this);
  new FileDrop(this, [this](const QString& path) { openFile(path); });

  createDocks();
  createActions();
  createMenus();
  createToolBar();

  qApp->installEventFilter(this); // dialogs closing: eventFilter
  m_summaryFull = m_summaryShort = m_summaryVerdicts = tr("No jobs");
  m_summary = new QLabel(m_summaryFull, this);
  m_summary->setObjectName(QStringLiteral("summary"));
  m_summary->setTextFormat(Qt::PlainText); // it quotes names from the file
  m_zoomLabel = new QLabel(this);
  statusBar()->addPermanentWidget(m_zoomLabel);
  statusBar()->addPermanentWidget(m_summary);
  // The run's summary is long: while a message is shown it keeps only the verdicts, or steps
  // aside when even they leave no room, so the message is read whole (a refused link's reason was
  // cut off) and a short one does not hide the verdicts (issue 40).
  connect(statusBar(), &QStatusBar::messageChanged, this, &MainWindow::placeSummary);

  connect(m_canvas, &CanvasView::entryDropped, m_edit,
          [this](const QString& entry, const QPointF& at) { m_edit->addEntry(entry, at); });
  connect(m_palette, &PaletteDock::entryActivated, m_edit, [this](const QString& entry) {
    m_edit->addEntry(entry, m_canvas->mapToScene(m_canvas->viewport()->rect().center()));
  });
  connect(m_canvas, &CanvasView::zoomChanged, this,
          [this](qreal zoom) { m_zoomLabel->setText(tr("%1 %").arg(qRound(zoom * 100))); });
  // A reason (a refused link, a refused edit) stays long enough to be read whole.
  const auto show = [this](const QString& text) {
    statusBar()->showMessage(text, std::max(10000, static_cast<int>(text.size()) * 80));
  };
  connect(m_scene, &DiagramScene::statusMessage, this, show);
  connect(m_edit, &EditController::statusMessage, this, show);
  connect(m_scene, &DiagramScene::renameRequested, this, &MainWindow::startRename);
  connect(m_scene, &DiagramScene::emptyChanged, m_canvas, &CanvasView::setEmptyHint);
  connect(m_scene, &DiagramScene::contextMenuRequested, this, &MainWindow::showContextMenu);
  connect(m_scene, &QGraphicsScene::selectionChanged, this, [this] {
    const auto nodes = m_scene->selectedNodeIds();
    const auto links = m_scene->selectedLinkIds();
    if (!nodes.empty() || !links.empty()) m_jobs->clearSelection(); // one selection at a time
    if (nodes.size() == 1 && links.empty())
      m_inspector->showNode(nodes.front());
    else if (links.size() == 1 && nodes.empty())
      m_inspector->showLink(links.front());
    else
      m_inspector->showNothing(nodes.size() + links.size());
    updateActions();
  });
  connect(m_jobs, &JobsDock::editRequested, this, [this](const QString& id) {
    if (id.isEmpty()) return;
    m_inspector->showJob(id.toStdString());
    m_inspector->show();
    m_inspector->raise();
  });
  connect(m_jobs, &JobsDock::jobSelected, this, [this](const QString& id) {
    if (id.isEmpty()) return;
    m_scene->select({}, {}); // so clicking a node afterwards selects it anew
    m_inspector->showJob(id.toStdString());
  });

  m_autosaver = new Autosaver(AutosaveStore(), this);
  connect(m_autosaver, &Autosaver::failed, this, [this](const QString& reason) {
    statusBar()->showMessage(tr("Could not autosave: %1").arg(reason), 10000);
  });
  // A settings file that cannot be written is said at once and then marked until a write holds:
  // the message alone is gone with the next one ("Opened …" follows the recent files' write).
  m_settingsWarning = new QLabel(QStringLiteral("\u26a0 ") + tr("Settings not saved"), this);
  m_settingsWarning->setObjectName(QStringLiteral("settingsWarning"));
  m_settingsWarning->hide();
  statusBar()->addPermanentWidget(m_settingsWarning);
  connect(&SettingsProblems::instance(), &SettingsProblems::writeFailed, this,
          [this](const QString& message) {
            m_settingsWarning->setToolTip(plainToolTip(message));
            m_settingsWarning->show();
            statusBar()->showMessage(message, 10000);
          });
  connect(&SettingsProblems::instance(), &SettingsProblems::written, m_settingsWarning,
          &QWidget::hide);

  resize(1360, 860);
  readSettings();
  setDocument(Document::createEmpty(m_catalog));
  statusBar()->showMessage(tr("Ready"), 3000);
}

MainWindow::~MainWindow() {
  // The scene's items read the document, which goes first.
  m_scene->disconnect(this);
  m_scene->clearItems();
  // The solver runner, a child deleted after the document, watches the document's topology
  // until its solvers go: they leave it now, while it is still there (ASan found the runner
  // removing its observers from the freed topology).
  m_runner->setDocument(nullptr);
  m_document->undoStack()->disconnect(this);
  m_document->disconnect(this);
}

void MainWindow::createDocks() {
  m_palette = new PaletteDock(this);
  m_palette->setCatalog(m_catalog);
  addDockWidget(Qt::LeftDockWidgetArea, m_palette);
  m_inspector = new InspectorDock(this);
  addDockWidget(Qt::RightDockWidgetArea, m_inspector);
  m_jobs = new JobsDock(m_edit, this);
  addDockWidget(Qt::BottomDockWidgetArea, m_jobs);
  m_results = new ResultsDock(this);
  addDockWidget(Qt::BottomDockWidgetArea, m_results);
  connect(m_results, &ResultsDock::componentActivated, this, &MainWindow::selectById);
  m_charts = new ChartsDock(this);
  addDockWidget(Qt::BottomDockWidgetArea, m_charts);
  tabifyDockWidget(m_results, m_charts);
  m_runner = new SolverRunner(this);
  connect(m_runner, &SolverRunner::resultsReady, this, &MainWindow::showResults);
  connect(m_runner, &SolverRunner::solvingStarted, this, [this] {
    m_results->setStale(true);
    m_tuner->showResults(m_runner->backup(), m_runner->restore(), true);
    m_measurements->showResults(m_runner->backup(), m_runner->restore(), true);
    updateSummary();
  });
  createWhatIfDocks();
  m_historyDock = new QDockWidget(tr("Undo History"), this);
  m_historyDock->setObjectName(QStringLiteral("historyDock"));
  m_undoView = new QUndoView(m_historyDock);
  m_undoView->setEmptyLabel(tr("<opened>"));
  m_historyDock->setWidget(m_undoView);
  addDockWidget(Qt::RightDockWidgetArea, m_historyDock);
  tabifyDockWidget(m_inspector, m_historyDock);
  // The tabs a first start shows: the results and the inspector, not the last dock tabified.
  m_results->raise();
  m_inspector->raise();
  resizeDocks({m_palette, m_inspector}, {280, 330}, Qt::Horizontal);
  resizeDocks({m_jobs}, {190}, Qt::Vertical);
  resizeDocks({m_jobs, m_results}, {1, 1}, Qt::Horizontal);
}

void MainWindow::setDocument(std::unique_ptr<Document> document) {
  m_inspector->setDocument(nullptr);
  m_jobs->setDocument(nullptr);
  std::unique_ptr<Document> previous = std::move(m_document);
  if (previous) {
    previous->undoStack()->disconnect(this);
    previous->disconnect(this);
  }
  m_document = std::move(document);
  if (!m_switchingScenario) m_reportSweeps.clear(); // they were sweeps of the previous file
  m_edit->setDocument(m_document.get());
  m_canvas->repaintWholeForNow();
  m_scene->setDocument(m_document.get());
  m_inspector->setDocument(m_document.get());
  m_jobs->setDocument(m_document.get());
  m_sweeps->setDocument(m_document.get());
  m_tuner->setDocument(m_document.get());
  m_advisor->setDocument(m_document.get());
  m_scenarios->setDocument(m_document.get());
  m_measurements->setDocument(m_document.get());
  m_guide->setDocument(m_document.get());
  m_undoView->setStack(m_document->undoStack());
  connect(m_document.get(), &Document::modifiedChanged, this, &MainWindow::updateTitle);
  connect(m_document.get(), &Document::filePathChanged, this, &MainWindow::updateTitle);
  connect(m_document.get(), &Document::readOnlyChanged, this, &MainWindow::updateTitle);
  connect(m_document.get(), &Document::editRefused, this, [this](const QString& reason) {
    statusBar()->showMessage(reason, std::max(10000, static_cast<int>(reason.size()) * 80));
  });
  connect(m_document.get(), &Document::changed, this, [this] { updateSummary(); });
  connect(m_document->undoStack(), &QUndoStack::indexChanged, this, &MainWindow::updateActions);
  m_runner->setDocument(m_document.get()); // re-solves on every change that matters
  // Another scenario of the same work keeps its autosave; any other document replaces work the
  // user has saved or chosen to discard.
  m_autosaver->setDocument(m_document.get(), m_switchingScenario);
  updateTitle();
  updateActions();
  updateSummary();
  m_canvas->resetTransform();
  m_canvas->centerOn(0, 0);
  if (!m_document->topology().nodes().empty()) m_canvas->requestFit();
  m_zoomLabel->setText(tr("%1 %").arg(qRound(m_canvas->zoom() * 100)));
}

void MainWindow::selectById(const QString& id) {
  const std::string key = id.toStdString();
  const auto& topology = m_document->topology();
  if (topology.node(key))
    m_scene->select({key}, {});
  else if (topology.link(key))
    m_scene->select({}, {key});
  else if (topology.job(key))
    m_jobs->selectJob(key);
}

void MainWindow::updateTitle() {
  setWindowFilePath(m_document->filePath());
  const QString name = m_document->isReadOnly()
                           ? tr("%1 (read-only)").arg(m_document->displayName())
                           : m_document->displayName();
  setWindowTitle(m_document->scenario().isEmpty()
                     ? tr("%1[*] — Tapeflow").arg(name)
                     : tr("%1[*] — scenario “%2” — Tapeflow").arg(name, m_document->scenario()));
  setWindowModified(m_document->isModified());
  updateActions();
}

void MainWindow::updateSummary() {
  const auto jobs = m_document->topology().jobs().size();
  const auto* backup = m_runner ? m_runner->backup() : nullptr;
  const auto* restore = m_runner ? m_runner->restore() : nullptr;
  // Numbers of an earlier version of the diagram, while the worker solves this one, are greyed.
  m_summary->setEnabled(!m_runner || !m_runner->busy());
  if (jobs == 0 || !backup) {
    m_summaryFull = m_summaryShort = m_summaryVerdicts = jobs == 0 ? tr("No jobs") : tr("Solving…");
    placeSummary();
    return;
  }
  const QString unit = QString::fromStdString(m_document->topology().view().rateUnit);
  // Rates over each run, which agree with the run's time beside them (all jobs at once move
  // more, but a run lasts until its slowest job ends; issue 40).
  // A run that never ends (a job stalls) has no such rate.
  const auto backupRun = solver::runEnd(*backup);
  const auto runRate = [&](const solver::RunEnd& run) {
    return run.rate() > 0.0 ? rateText(run.rate(), unit) : QStringLiteral("–");
  };
  const auto& objectives = m_document->topology().objectives();
  QStringList parts{
      tr("Backup %1").arg(runRate(backupRun)),
      tr("Restore %1").arg(restore ? runRate(solver::runEnd(*restore)) : QStringLiteral("–")),
      tr("backup run %1")
          .arg(QString::fromStdString(units::formatDuration(backup->timeline.window)))};
  QStringList shortParts = parts;
  // What the run waits for at its end: its last job and what holds that job.
  if (const auto* last = backupRun.last; last && !backupRun.heldBy.empty())
    parts << (backupRun.earlier.empty()
                  ? tr("ends with “%1”, held by %2")
                        .arg(QString::fromStdString(last->name),
                             QString::fromStdString(backupRun.heldBy))
                  : tr("ends with “%1”, held by %2 (earlier by %3)")
                        .arg(QString::fromStdString(last->name),
                             QString::fromStdString(backupRun.heldBy),
                             QString::fromStdString(backupRun.earlier.front().label)));
  QStringList verdicts;
  if (objectives.backupWindow)
    verdicts << QString::fromStdString(whatif::describe(whatif::judgeBackup(*backup, objectives)));
  if (restore && objectives.restoreObjective)
    verdicts << QString::fromStdString(
        whatif::describe(whatif::judgeRestore(*restore, objectives)));
  parts << verdicts;
  shortParts << verdicts;
  const QString solving = m_runner->busy() ? tr("Solving… ") : QString();
  m_summaryFull = solving + parts.join(QStringLiteral(" · "));
  m_summaryShort = solving + shortParts.join(QStringLiteral(" · "));
  m_summaryVerdicts =
      verdicts.isEmpty() ? QString() : solving + verdicts.join(QStringLiteral(" · "));
  placeSummary();
  // A narrow window cuts the line: the whole of it on hovering.
  m_summary->setToolTip(plainToolTip(parts.join(QLatin1Char('\n'))));
}

// The longest form of the summary that fits beside the status bar's message and the zoom: in a
// narrow window or beside a long message the run's end goes first, then everything but the
// verdicts (the tooltip has the whole).
void MainWindow::placeSummary() {
  const QString message = statusBar()->currentMessage();
  const QFontMetrics metrics(statusBar()->font());
  const int room = statusBar()->width() - metrics.horizontalAdvance(message) -
                   m_zoomLabel->sizeHint().width() - 48;
  const auto fits = [&](const QString& text) {
    return !text.isEmpty() && metrics.horizontalAdvance(text) <= room;
  };
  const QStringList forms{m_summaryFull, m_summaryShort, m_summaryVerdicts};
  const auto shown = std::find_if(forms.begin(), forms.end(), fits);
  // With no message the line is never empty: the longest form, cut, rather than nothing.
  m_summary->setText(shown != forms.end() ? *shown : m_summaryFull);
  m_summary->setVisible(shown != forms.end() || message.isEmpty());
}

void MainWindow::resizeEvent(QResizeEvent* event) {
  QMainWindow::resizeEvent(event);
  placeSummary();
}

void MainWindow::showResults() {
  const auto* backup = m_runner->backup();
  const auto* restore = m_runner->restore();
  const QString unit = QString::fromStdString(m_document->topology().view().rateUnit);
  m_results->show(backup, restore, unit, m_document->topology());
  // The charts draw the document's backup window on the backup run when it has one.
  if (const auto& window = m_document->topology().objectives().backupWindow)
    m_charts->setBackupWindow(window->seconds);
  m_charts->showResults(
      [runner = QPointer<SolverRunner>(m_runner)]() -> ChartsDock::Fetch::result_type {
        if (!runner) return {};
        return {runner->backupShared(), runner->restoreShared()};
      },
      unit);
  m_tuner->showResults(backup, restore, m_runner->busy());
  m_measurements->showResults(backup, restore, m_runner->busy());
  showResultsOnScene(*m_scene, m_document->topology(), backup);
  updateSummary();
}

void MainWindow::startRename(const QString& nodeId) {
  NodeItem* item = m_scene->nodeItem(nodeId.toStdString());
  if (!item) return;
  const QRect area = m_canvas->mapFromScene(item->mapRectToScene(item->titleRect())).boundingRect();
  auto* editor = new RenameEditor(item->title(), m_canvas->viewport());
  editor->setGeometry(area.adjusted(-4, -4, 4, 4));
  editor->show();
  editor->setFocus();
  connect(editor, &RenameEditor::committed, this,
          [this, id = nodeId.toStdString()](const QString& name) { m_edit->rename(id, name); });
}

bool MainWindow::eventFilter(QObject* watched, QEvent* event) {
  if (event->type() == QEvent::Hide)
    if (auto* dialog = qobject_cast<QDialog*>(watched);
        dialog && dialog->parentWidget() && dialog->parentWidget()->window() == this)
      QTimer::singleShot(0, this, [this] {
        // Only when nothing else took the keyboard (another dialog, another window).
        if (!QApplication::activeWindow() || QApplication::activeWindow() == this) {
          activateWindow();
          raise();
        }
      });
  return QMainWindow::eventFilter(watched, event);
}

} // namespace tapeflow::editor
