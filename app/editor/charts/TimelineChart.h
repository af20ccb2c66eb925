#pragma once

#include <QString>

class QAreaSeries;
class QChart;
class QColor;

namespace tapeflow::solver {
struct SolveResult;
}

namespace tapeflow::editor {

struct ChartStyle;

// The unit a time axis counts in, chosen from the span it shows so its labels stay short.
struct TimeScale {
  double seconds = 1.0; // one axis unit in seconds
  QString symbol;       // "s", "min", "h"
};
[[nodiscard]] TimeScale timeScaleFor(double spanSeconds);

// One filled Gantt bar from t0 to t1 (axis units) on row `y`, `half` a row unit above and below.
// The caller adds it to a chart.
[[nodiscard]] QAreaSeries* ganttBar(double t0, double t1, double y, double half,
                                    const QColor& colour);

// A Gantt chart of the run: one row per job (first job on top) from its start to its end, each
// phase in its colour (fixed costs at start and end, transfer, cartridge changes, which also get
// a marker since a change is short next to a transfer), and the backup window as a vertical line
// when `backupWindow` > 0 (seconds). `title` says which run it is. Hovering a transfer says its
// rate in `rateUnit` and what held it then. The caller owns the chart.
[[nodiscard]] QChart* makeTimelineChart(const solver::SolveResult* result, const QString& title,
                                        double backupWindow, const QString& rateUnit,
                                        const ChartStyle& style);

} // namespace tapeflow::editor
