#pragma once

#include <QColor>
#include <QFont>

#include <cstddef>

class QChart;
class QChartView;
class QPalette;

namespace tapeflow::editor {

// The colours and font a chart is drawn with. On screen they come from the widget's palette, so
// the charts read in light and dark themes alike; the PDF report is printed on white and uses
// print(). Series colours that carry meaning (bottleneck, phases) are mid-tones that read on both.
struct ChartStyle {
  QColor background;
  QColor text;
  QColor grid;
  QColor axis;
  QFont font;
  bool animate = false; // the report renders once: no animation there

  [[nodiscard]] static ChartStyle fromPalette(const QPalette& palette, const QFont& font);
  [[nodiscard]] static ChartStyle print();
};

// Colours every part of `chart` (background, title, legend, every attached axis) for `style`.
// Call once the series and axes are attached.
void applyChartStyle(QChart* chart, const ChartStyle& style);

// Swaps the view's chart, deleting the old one (QChartView::setChart only releases it).
void replaceChart(QChartView* view, QChart* chart);

// Rows a chart of jobs shows at most: more cannot be read, and QtCharts slows down with thousands
// of series (the dock rebuilds its charts on every edit).
inline constexpr std::size_t kMaxChartRows = 40;

// Colours that mean the same thing in every chart and in the report.
[[nodiscard]] QColor bottleneckColour();
[[nodiscard]] QColor backupColour();
[[nodiscard]] QColor restoreColour();
[[nodiscard]] QColor warningLineColour(); // the 80 % line, the backup window

} // namespace tapeflow::editor
