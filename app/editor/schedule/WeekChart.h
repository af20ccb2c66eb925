#pragma once

class QChart;

namespace tapeflow::schedule {
struct ScheduleRun;
}

namespace tapeflow::editor {

struct ChartStyle;

// The weekly Gantt chart: one row per night of the schedule (the first on top), each job of the
// night a thin bar from its start to its end in its level's colour, and the night's window as a
// marker on its row. The caller owns the chart.
[[nodiscard]] QChart* makeWeekChart(const schedule::ScheduleRun& run, const ChartStyle& style);

} // namespace tapeflow::editor
