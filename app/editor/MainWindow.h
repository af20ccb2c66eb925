#pragma once

#include "autosave/RecoveryDialog.h"
#include "catalog/Catalog.h"
#include "report/ReportWriter.h"

#include <QMainWindow>

#include <memory>
#include <optional>

class QAction;
class QActionGroup;
class QLabel;
class QLockFile;
class QMenu;
class QUndoView;

namespace tapeflow::editor {

class CanvasView;
class ChartsDock;
class DiagramScene;
class Document;
class EditController;
class ResultsDock;
class SolverRunner;
class SweepDock;
class AdvisorDock;
class Autosaver;
class ScenariosDock;
class MeasurementsDock;
class BottleneckGuideDock;
class TunerDock;
class InspectorDock;
class JobsDock;
class PaletteDock;
class RecentFiles;

// The application's main window: the canvas in the middle, the palette on the left, the
// inspector on the right, the jobs below, menus, toolbar and status line. It owns the open
// document and wires the parts to it; each part keeps its own logic in its own class. Menus are
// built in MainWindowMenus.cpp, file handling lives in MainWindowFiles.cpp.
class MainWindow : public QMainWindow {
  Q_OBJECT

public:
  explicit MainWindow(std::shared_ptr<const catalog::Catalog> catalog, QWidget* parent = nullptr);
  ~MainWindow() override;

  [[nodiscard]] CanvasView* canvas() const { return m_canvas; }
  [[nodiscard]] DiagramScene* scene() const { return m_scene; }
  [[nodiscard]] Document* document() const { return m_document.get(); }
  [[nodiscard]] EditController* editor() const { return m_edit; }
  [[nodiscard]] PaletteDock* palette() const { return m_palette; }
  [[nodiscard]] InspectorDock* inspector() const { return m_inspector; }
  [[nodiscard]] JobsDock* jobs() const { return m_jobs; }
  [[nodiscard]] ChartsDock* charts() const { return m_charts; }
  [[nodiscard]] SolverRunner* solverRunner() const { return m_runner; }
  [[nodiscard]] SweepDock* sweeps() const { return m_sweeps; }
  [[nodiscard]] TunerDock* tuner() const { return m_tuner; }
  [[nodiscard]] AdvisorDock* advisor() const { return m_advisor; }
  [[nodiscard]] ScenariosDock* scenarios() const { return m_scenarios; }
  [[nodiscard]] MeasurementsDock* measurements() const { return m_measurements; }
  [[nodiscard]] BottleneckGuideDock* bottleneckGuide() const { return m_guide; }
  [[nodiscard]] Autosaver* autosaver() const { return m_autosaver; }
  // Shows scenario `name` of the open document (empty: the base); edits then become its changes.
  bool showScenario(const QString& name);
  [[nodiscard]] QAction* action(const QString& objectName) const;

  // Opens a file in this window (asking first about unsaved changes unless `force`). A file that
  // does not load shows the model's messages and leaves the open document as it was.
  bool openFile(const QString& path, bool askToSave = true);
  bool saveTo(const QString& path);
  // Selects the node, link or job with this id (command line, tests).
  void selectById(const QString& id);
  // The messages of the last failed open (for tests and the command line).
  [[nodiscard]] QStringList lastLoadMessages() const { return m_lastLoadMessages; }
  // Sweeps the next report shows (the What-if dock's Add to Report); a new document clears them.
  [[nodiscard]] const std::vector<ReportInput::Sweep>& reportSweeps() const {
    return m_reportSweeps;
  }
  // Writes the PDF report of the open document and its current results (File ▸ Export Report
  // without the dialog; tests). On failure returns false and says why in `error`.
  bool exportReportTo(const QString& path, const ReportOptions& options, QString* error);
  // MainWindowRecovery.cpp. At start-up: offers the autosaves that no running instance owns
  // (left by a crash or a kill) in the recovery dialog, or acts on `answer` without asking
  // (scripts; Recover takes the newest).
  void offerRecovery(std::optional<RecoveryDialog::Choice> answer = std::nullopt);
  // Opens an autosave as the document it was: its original path (or untitled) and modified, so
  // that only the user's Save writes their file. Once this window's own autosave holds it, the
  // recovered entry is removed. False (and the reason shown) when it cannot be read.
  bool recover(AutosaveEntry& entry);

  // Says what the catalog reader found (a user catalog entry left out for an error, say), so
  // that it is seen in the window, not on standard error alone (issue 37). Quiet: the status bar.
  void showCatalogProblems(const QStringList& messages);

  // When set, open failures are not shown in a dialog (tests, --screenshot).
  void setQuiet(bool quiet) { m_quiet = quiet; }

protected:
  void closeEvent(QCloseEvent* event) override;
  // A dialog of this window that closes hands the keyboard back to it (issue 40: Ctrl+E and
  // Ctrl+Q were ignored after a dialog closed, where no window manager re-activates the parent).
  bool eventFilter(QObject* watched, QEvent* event) override;
  void resizeEvent(QResizeEvent* event) override; // the summary takes the width it has

private:
  void createActions();
  void createMenus();
  void createToolBar();
  void createDocks();
  void setDocument(std::unique_ptr<Document> document);
  void updateTitle();
  void updateActions();
  void showContextMenu(const QString& nodeId, const QString& linkId, const QPoint& screenPos);
  // The node's "Replace With" submenu: the other models of its kind (issue 40).
  void addReplaceWith(QMenu& menu, const std::string& nodeId);
  void startRename(const QString& nodeId);
  void addSetUp();
  void updateSummary();
  // The summary as there is room for it beside the status bar's message: whole, its verdicts
  // only, or none.
  void placeSummary();
  void showResults();
  void createWhatIfDocks();

  // MainWindowReport.cpp
  void exportReport();

  // MainWindowFiles.cpp
  bool maybeSave();
  void newDocument();
  void openDialog();
  bool save();
  bool saveAs();
  void revert();
  void closeDocument();
  void openExample(const QString& path);
  // File ▸ Import ▸ Bareos/Bacula Configuration… (issue 42): the site as a new, untitled document.
  void importSite();
  void fillExamplesMenu();
  void showLoadFailure(const QString& path, const QStringList& messages);
  // MainWindowFileGuard.cpp: the lock of the open file and saves over another writer's work.
  struct FileClaim {
    std::shared_ptr<QLockFile> lock;
    bool readOnly = false;
  };
  // Takes the lock of `path` for a document about to open it; when another instance holds it,
  // asks whether to open it read-only or anyway (quiet: read-only). Nothing when cancelled.
  std::optional<FileClaim> claimFile(const QString& path);
  // Whether the open document may be written to `path` now, and with which lock: refuses a file
  // another instance holds, and asks before saving over one changed on disk since it was read.
  std::optional<FileClaim> claimForSave(const QString& path);
  // Asks before a save over a file changed on disk since this window read it (quiet: refuses).
  bool confirmOverwriteChanged(const QString& path);
  void refuseSave(const QString& path, const QString& why);
  void readSettings();
  void writeSettings() const;

  std::shared_ptr<const catalog::Catalog> m_catalog;
  std::unique_ptr<Document> m_document;
  DiagramScene* m_scene = nullptr;
  CanvasView* m_canvas = nullptr;
  EditController* m_edit = nullptr;
  PaletteDock* m_palette = nullptr;
  InspectorDock* m_inspector = nullptr;
  JobsDock* m_jobs = nullptr;
  ResultsDock* m_results = nullptr;
  ChartsDock* m_charts = nullptr;
  SweepDock* m_sweeps = nullptr;
  TunerDock* m_tuner = nullptr;
  AdvisorDock* m_advisor = nullptr;
  ScenariosDock* m_scenarios = nullptr;
  MeasurementsDock* m_measurements = nullptr;
  BottleneckGuideDock* m_guide = nullptr;
  bool m_switchingScenario = false; // setDocument() for another scenario of the same file
  SolverRunner* m_runner = nullptr;
  Autosaver* m_autosaver = nullptr;
  QDockWidget* m_historyDock = nullptr;
  QUndoView* m_undoView = nullptr;
  RecentFiles* m_recent = nullptr;
  QMenu* m_examplesMenu = nullptr;
  QActionGroup* m_rateUnits = nullptr;
  QLabel* m_summary = nullptr; // aggregate rates and bottleneck, right side of the status bar
  QString m_summaryFull;       // the run's rates, its end and its verdicts
  QString m_summaryShort;      // the same without the run's end, for a narrow window
  QString m_summaryVerdicts;   // the verdicts alone, beside a message
  QLabel* m_zoomLabel = nullptr;
  QLabel* m_settingsWarning = nullptr; // shown while the settings cannot be written
  QStringList m_lastLoadMessages;
  std::vector<ReportInput::Sweep> m_reportSweeps; // added from the What-if dock
  bool m_quiet = false;
};

} // namespace tapeflow::editor
