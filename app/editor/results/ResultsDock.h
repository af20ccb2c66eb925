#pragma once

#include <QDockWidget>

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
};

// Colour of a utilisation (0..1+) on a colour-blind-safe scale (viridis-like: dark blue for
// idle through green to yellow at saturation), shared by the canvas and the results.
[[nodiscard]] QColor utilisationColour(double utilisation);
// Text that reads on utilisationColour(utilisation).
[[nodiscard]] QColor utilisationTextColour(double utilisation);

} // namespace tapeflow::editor
