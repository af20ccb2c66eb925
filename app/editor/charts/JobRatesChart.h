#pragma once

#include <QString>

class QChart;

namespace tapeflow::solver {
struct SolveResult;
}

namespace tapeflow::editor {

struct ChartStyle;

// Each job's backup and restore rate side by side (horizontal bars, first job on top), in the
// display unit `rateUnit`, each bar labelled with its figure. The caller owns the chart.
[[nodiscard]] QChart* makeJobRatesChart(const solver::SolveResult* backup,
                                        const solver::SolveResult* restore, const QString& rateUnit,
                                        const ChartStyle& style);

} // namespace tapeflow::editor
