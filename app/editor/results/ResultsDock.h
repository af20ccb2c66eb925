#pragma once

#include <QDockWidget>

#include <string>
#include <vector>

class QLabel;
class QTabWidget;
class QTreeWidget;
class QTreeWidgetItem;

namespace tapeflow::solver {
struct SolveResult;
}
namespace tapeflow::topology {
class Topology;
}

namespace tapeflow::editor {

// The solver's results for people: per job its rate, duration, bottleneck and next bottleneck;
// per resource its utilisation (sortable); the warnings. Activating a row selects the component
// it concerns on the canvas.
class ResultsDock : public QDockWidget {
  Q_OBJECT

public:
  explicit ResultsDock(QWidget* parent = nullptr);

  // Shows `backup` and `restore` results in `rateUnit` ("MB/s", "GB/h", ...); warnings name
  // their components as `names` (the document) calls them.
  void show(const solver::SolveResult* backup, const solver::SolveResult* restore,
            const QString& rateUnit, const topology::Topology& names);

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
  void fillWarnings(const solver::SolveResult* backup, const solver::SolveResult* restore,
                    const topology::Topology& names);
  void activate(QTreeWidgetItem* item);

  QTabWidget* m_tabs = nullptr;
  QTreeWidget* m_jobs = nullptr;
  QTreeWidget* m_resources = nullptr;
  QTreeWidget* m_warnings = nullptr;
  QLabel* m_legend = nullptr;
  // Each table's items in the order they were made, with each row's identity (job and
  // direction, resource key, warning) and the figures it shows. A solve with the same rows
  // rewrites only the rows whose figures changed: an edit changes one part of the diagram, and
  // formatting and setting every row of a 10,000-node diagram (2,500 job rows, 20,000 resource
  // rows, each cell change a model signal and a sort step) was most of an edit's 348 ms (issue 18).
  struct Rows {
    std::vector<std::string> keys;
    std::vector<QTreeWidgetItem*> items;
  };
  struct JobShown {
    std::string name, error, bottleneck, nextKey, nextLabel;
    double rate = 0.0, duration = 0.0, nextRate = 0.0;
    bool operator==(const JobShown&) const = default;
  };
  struct ResourceShown {
    std::string label, owner;
    double utilisation = 0.0, load = 0.0, effective = 0.0;
    bool operator==(const ResourceShown&) const = default;
  };
  // Clears `tree` and makes an item for each of `keys` (every row wants filling, the columns
  // sizing).
  static void remake(QTreeWidget* tree, Rows& rows, std::vector<std::string> keys);
  // Sorting off while many rows change (each change re-sorts its row) and on again after, which
  // sorts once; a few changed rows are moved into place one by one instead.
  template <typename Fill>
  static void update(QTreeWidget* tree, const std::vector<std::size_t>& changed, Fill fill);
  bool m_stale = false;
  QString m_unit;
  Rows m_jobRows;
  Rows m_resourceRows;
  Rows m_warningRows;
  std::vector<JobShown> m_jobShown;
  std::vector<ResourceShown> m_resourceShown;
};

} // namespace tapeflow::editor
