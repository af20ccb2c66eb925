#pragma once

#include "charts/ChartStyle.h"
#include "whatif/Sweep.h"

#include <QRectF>
#include <QStringList>

class QPainter;

namespace tapeflow::editor {

// The pictures of a sweep (issue 19), painted with QPainter so that the What-if dock and the PDF
// report draw the same thing:
//  - one figure: the backup and restore run times against the figure's values, the backup
//    window and restore objective as lines (or the runs' aggregate rates), and under the plot two
//    strips that show which component limits each run over the range (the bottleneck bands), with
//    their legend;
//  - two figures: a heat map of one run's time over both, each cell coloured by run time, the
//    regions where one component limits outlined and named, and the cells that miss the window
//    or objective crossed.
// Every string painted is plain text (names come from the file).
struct SweepPicture {
  const whatif::SweepResult* result = nullptr;
  QStringList axisTitles; // people's words for each axis ("Drive 1 ▸ Native rate")
  topology::Direction heatDirection = topology::Direction::Backup; // which run the heat map shows
  bool rates = false; // one figure: the runs' aggregate rates instead of their times
};

void paintSweep(QPainter& painter, const QRectF& area, const SweepPicture& picture,
                const ChartStyle& style);

// The point under `at` (a position in `area` as painted), or -1: for tool tips.
[[nodiscard]] int sweepPointAt(const QRectF& area, const SweepPicture& picture,
                               const ChartStyle& style, const QPointF& at);

// The colour a bottleneck is drawn in, the same for a key in every picture of one sweep: the
// n-th distinct bottleneck met gets the n-th colour of a palette that reads on white and dark.
[[nodiscard]] QColor bottleneckShade(std::size_t order);

} // namespace tapeflow::editor
