#pragma once

#include <QString>

#include <cstddef>
#include <vector>

class QChart;

namespace tapeflow::solver {
struct SolveResult;
}

namespace tapeflow::editor {

struct ChartStyle;

struct UtilisationBar {
  QString label;
  double utilisation = 0.0; // 0..1
  bool bottleneck = false;  // some job is held by it
};

// The resources on the busiest paths: every job's bottleneck first, then the resources on the
// paths of the jobs that move the most, until `maxBars` (a chart with more bars cannot be read).
// Busiest first.
[[nodiscard]] std::vector<UtilisationBar> utilisationBars(const solver::SolveResult& result,
                                                          std::size_t maxBars = 18);

// The chart's width at which its names are laid out; its names take at most a third of it.
inline constexpr double kUtilisationChartWidth = 820.0;

// A horizontal bar chart of utilisationBars() in percent, bottlenecks in their own colour, with
// the 80 % line above which a component is busy. Names longer than a third of `width` wrap onto
// up to three lines (QtCharts would elide them all to "…" in a narrow dock). Hovering a bar
// names it with its figure. The caller owns the chart.
[[nodiscard]] QChart* makeUtilisationChart(const solver::SolveResult* result,
                                           const ChartStyle& style,
                                           double width = kUtilisationChartWidth);

// The most lines any name of the chart takes at `width` (for the height a chart needs).
[[nodiscard]] int utilisationLabelLines(const solver::SolveResult& result, const ChartStyle& style,
                                        double width);

} // namespace tapeflow::editor
