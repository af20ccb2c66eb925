#pragma once

#include <QDockWidget>

#include <functional>
#include <memory>
#include <utility>

class QChartView;
class QTabWidget;

namespace tapeflow::solver {
struct SolveResult;
}

namespace tapeflow::editor {

struct ChartStyle;

class BackupWindowBox;

// The charts of the live results (issue #7): utilisation on the busiest paths, the backup and
// restore runs as Gantt charts (the backup window on the backup run), and each job's backup and
// restore rate. Rebuilt from the results whenever they change, through the same functions the PDF
// report calls, in the widget's palette so they read in dark themes too.
class ChartsDock : public QDockWidget {
  Q_OBJECT

public:
  explicit ChartsDock(QWidget* parent = nullptr);

  void showResults(std::shared_ptr<const solver::SolveResult> backup,
                   std::shared_ptr<const solver::SolveResult> restore, const QString& rateUnit);
  // The same, with the results asked of `fetch` only when the charts are built: a dock hidden
  // behind another tab keeps no copy of results it does not show.
  using Fetch = std::function<std::pair<std::shared_ptr<const solver::SolveResult>,
                                        std::shared_ptr<const solver::SolveResult>>()>;
  void showResults(Fetch fetch, const QString& rateUnit);

  // The backup window to draw on the timeline, seconds; 0 for none.
  [[nodiscard]] double backupWindow() const;
  void setBackupWindow(double seconds);

  [[nodiscard]] QChartView* utilisationView() const { return m_utilisation; }
  [[nodiscard]] QChartView* timelineView() const { return m_timeline; }
  [[nodiscard]] QChartView* restoreTimelineView() const { return m_restoreTimeline; }
  [[nodiscard]] QChartView* jobRatesView() const { return m_rates; }

protected:
  void changeEvent(QEvent* event) override;
  bool eventFilter(QObject* watched, QEvent* event) override;

private:
  void rebuild();
  void rebuildUtilisation(const ChartStyle& style);

  QTabWidget* m_tabs = nullptr;
  QChartView* m_utilisation = nullptr;
  QChartView* m_timeline = nullptr;
  QChartView* m_restoreTimeline = nullptr;
  QChartView* m_rates = nullptr;
  BackupWindowBox* m_window = nullptr;
  std::shared_ptr<const solver::SolveResult> m_backup;
  std::shared_ptr<const solver::SolveResult> m_restore;
  Fetch m_fetch; // where the results come from when next built, if not yet fetched
  QString m_unit;
  double m_utilisationWidth = 0.0; // the width its names were wrapped for
  bool m_stale = false;            // results arrived while hidden: rebuild when shown
};

} // namespace tapeflow::editor
