#pragma once

#include "whatif/Figures.h"
#include "whatif/Sweep.h"

#include "KeptResults.h"

#include <QDockWidget>
#include <QPointer>

#include <array>
#include <memory>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace tapeflow::editor {

class Document;
class SweepRunner;
class SweepView;

// The What-if dock's sweep (issue 19, "Sweeps"): pick one or two figures of the document (any
// numeric parameter of a component or link, or a job option), give each a range (linear or
// logarithmic, N points) or a list, and Run. The sweep runs on worker threads over a snapshot
// (SweepRunner) with progress and Cancel; the window stays live and the document is not
// changed. One figure draws the backup and restore run times against the window and objective
// with the bottleneck bands; two draw a heat map.
class SweepDock : public QDockWidget {
  Q_OBJECT

public:
  explicit SweepDock(QWidget* parent = nullptr);
  ~SweepDock() override;

  void setDocument(Document* document);
  // Makes `owner`'s figure `name` the first figure, with a range around its value (the
  // inspector's "Sweep this figure…"). False when the document has no such figure.
  bool prepare(const std::string& owner, const std::string& name);
  // The second figure (a heat map), or none when `owner` is empty.
  bool prepareSecond(const std::string& owner, const std::string& name);
  // Reads the form and starts the sweep; false (and the reason shown) when the form is wrong.
  bool run();
  // Fills the form from the command line's spelling, "OWNER.NAME=FROM:TO[:N[:log]]" or
  // "OWNER.NAME=A,B,C" (one or two, as tapeflow-cli sweep takes them), and runs it.
  bool runSpecs(const QStringList& specs);
  void cancel();

  [[nodiscard]] SweepView* view() const { return m_view; }
  [[nodiscard]] SweepRunner* runner() const { return m_runner; }
  [[nodiscard]] QLabel* message() const { return m_message; }
  // One figure: plot the runs' rates (true) or their times.
  void showRates(bool rates);
  // The form's range of figure `which` (0 or 1), for tests and the CLI-like "from, to, points".
  void setRange(int which, const QString& from, const QString& to, int points, bool log);
  void setList(int which, const QString& values);
  // For a Model figure: checks the catalog entries `entryIds` of the list (the others unchecked).
  void setModels(int which, const QStringList& entryIds);
  // The last finished sweep and the titles of its axes, for the report.
  [[nodiscard]] std::shared_ptr<const whatif::SweepResult> lastSweep() const { return m_last; }
  [[nodiscard]] QStringList lastTitles() const { return m_lastTitles; }

signals:
  void sweepFinished();
  // Add to Report: the last sweep, for the next exported report.
  void addToReportRequested(std::shared_ptr<const tapeflow::whatif::SweepResult> sweep,
                            const QStringList& axisTitles);

protected:
  void showEvent(QShowEvent* event) override;

private:
  struct AxisForm {
    QComboBox* figure = nullptr;
    QComboBox* mode = nullptr; // range or list
    QLineEdit* from = nullptr;
    QLineEdit* to = nullptr;
    QSpinBox* points = nullptr;
    QCheckBox* log = nullptr;
    QLineEdit* values = nullptr;
    QListWidget* models = nullptr; // a node's catalog alternatives, for its Model
  };
  QWidget* makeAxisForm(AxisForm& form, QWidget* parent);
  void refreshFigures();
  void scheduleRefresh();
  void figureChosen(int which);
  void fillModels(int which, const whatif::Figure& figure);
  void showMode(int which);
  [[nodiscard]] const whatif::Figure* chosen(int which) const;
  // The index of a figure in axis `which`'s list, added to the list when it leaves it out; -1
  // when the document has no such figure.
  int figureIndex(int which, const std::string& owner, const std::string& name);
  [[nodiscard]] Expected<whatif::SweepAxis> axisOf(int which) const;
  void finished(std::shared_ptr<const whatif::SweepResult> result);
  void setRunning(bool running);

  QPointer<Document> m_document;
  std::vector<whatif::Figure> m_figures;
  // Figures asked for by name that the document's list leaves out (a node's software figures,
  // from the inspector): (owner, name), kept in the list from then on.
  std::vector<std::pair<std::string, std::string>> m_asked;
  bool m_figuresStale = true;
  std::array<AxisForm, 2> m_axes;
  QGroupBox* m_second = nullptr;
  QComboBox* m_heatDirection = nullptr;
  QComboBox* m_plotted = nullptr; // one figure: run times or rates
  QPushButton* m_run = nullptr;
  QPushButton* m_cancel = nullptr;
  QPushButton* m_addToReport = nullptr;
  QProgressBar* m_progress = nullptr;
  QLabel* m_message = nullptr;
  SweepView* m_view = nullptr;
  SweepRunner* m_runner = nullptr;
  QStringList m_runningTitles;
  std::shared_ptr<const whatif::SweepResult> m_last;
  QStringList m_lastTitles;
  QByteArray m_runningDigest; // of the diagram the running sweep solves
  QByteArray m_lastDigest;    // of the diagram the shown sweep solved
  bool m_lastStale = false;   // the diagram changed since the shown sweep
  // The last sweep of each scenario (and the base), while another is shown (issue 40).
  struct Shown {
    std::shared_ptr<const whatif::SweepResult> sweep;
    QStringList titles;
  };
  KeptResults<Shown> m_kept;
  bool m_staleCheckPending = false;
  void checkStale();
  void markStale();
  void showSweep(std::shared_ptr<const whatif::SweepResult> sweep, const QStringList& titles);
};

} // namespace tapeflow::editor
