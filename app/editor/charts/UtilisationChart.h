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

// A horizontal bar chart of utilisationBars() in percent, bottlenecks in their own colour, with
// the 80 % line above which a component is busy. The caller owns the chart.
[[nodiscard]] QChart* makeUtilisationChart(const solver::SolveResult* result,
                                           const ChartStyle& style);

} // namespace tapeflow::editor
