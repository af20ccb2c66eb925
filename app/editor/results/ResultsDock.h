#pragma once

#include <QDockWidget>

#include <vector>

class QLabel;
class QTabWidget;
class QTreeWidget;
class QTreeWidgetItem;

namespace tapeflow::solver {
struct SolveResult;
}

namespace tapeflow::editor {

// The solver's results for people: per job its rate, duration, bottleneck and next bottleneck;
// per resource its utilisation (sortable); the warnings. Activating a row selects the component
// it concerns on the canvas.
class ResultsDock : public QDockWidget {
  Q_OBJECT

public:
  explicit ResultsDock(QWidget* parent = nullptr);

  // Shows `backup` and `restore` results in `rateUnit` ("MB/s", "GB/h", ...).
  void show(const solver::SolveResult* backup, const solver::SolveResult* restore,
            const QString& rateUnit);

  // While a solve runs on the worker, the numbers shown are those of an earlier version of the
  // diagram: greyed, with the dock's title saying so, until the next show().
  void setStale(bool stale);
  [[nodiscard]] bool isStale() const { return m_stale; }
  [[nodiscard]] QTreeWidget* jobsView() const { return m_jobs; }
  [[nodiscard]] QTreeWidget* resourcesView() const { return m_resources; }
  [[nodiscard]] QTreeWidget* warningsView() const { return m_warnings; }

signals:
  void componentActivated(const QString& id); // a node, link or job id

private:
  void fillJobs(const solver::SolveResult* backup, const solver::SolveResult* restore,
                const QString& rateUnit);
  void fillResources(const solver::SolveResult* result, const QString& rateUnit);
  void fillWarnings(const solver::SolveResult* backup, const solver::SolveResult* restore);
  void activate(QTreeWidgetItem* item);

  QTabWidget* m_tabs = nullptr;
  QTreeWidget* m_jobs = nullptr;
  QTreeWidget* m_resources = nullptr;
  QTreeWidget* m_warnings = nullptr;
  QLabel* m_legend = nullptr;
  // The items of each table in the order they were made, with the key of each row (job and
  // direction, resource, warning), so that a solve with the same rows updates them in place.
  struct Rows {
    std::vector<QString> keys;
    std::vector<QTreeWidgetItem*> items;
  };
  // Items for `keys`: the existing ones when the keys are those of the table's rows (true), else
  // a cleared table with new items (false: its columns want sizing again).
  bool prepare(QTreeWidget* tree, Rows& rows, std::vector<QString> keys);
  bool m_stale = false;
  Rows m_jobRows;
  Rows m_resourceRows;
  Rows m_warningRows;
};

// Colour of a utilisation (0..1+) on a colour-blind-safe scale (viridis-like: dark blue for
// idle through green to yellow at saturation), shared by the canvas and the results.
[[nodiscard]] QColor utilisationColour(double utilisation);
// Text that reads on utilisationColour(utilisation).
[[nodiscard]] QColor utilisationTextColour(double utilisation);

} // namespace tapeflow::editor
