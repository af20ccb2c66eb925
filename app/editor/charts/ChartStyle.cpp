#include "ChartStyle.h"

#include <QAbstractAxis>
#include <QChart>
#include <QChartView>
#include <QLegend>
#include <QPalette>

namespace tapeflow::editor {

ChartStyle ChartStyle::fromPalette(const QPalette& palette, const QFont& font) {
  ChartStyle style;
  style.background = palette.color(QPalette::Base);
  style.text = palette.color(QPalette::Text);
  style.grid = palette.color(QPalette::Mid);
  style.axis = palette.color(QPalette::Text);
  style.font = font;
  style.animate = false; // rebuilt on every edit: an animation each time would distract
  return style;
}

ChartStyle ChartStyle::print() {
  ChartStyle style;
  style.background = Qt::white;
  style.text = Qt::black;
  style.grid = QColor(200, 200, 200);
  style.axis = QColor(80, 80, 80);
  style.font = QFont(QStringLiteral("DejaVu Sans"), 9);
  style.font.setStyleStrategy(QFont::PreferNoShaping); // no ligatures in the PDF's text
  return style;
}

void applyChartStyle(QChart* chart, const ChartStyle& style) {
  chart->setBackgroundBrush(style.background);
  chart->setBackgroundPen(Qt::NoPen);
  chart->setPlotAreaBackgroundVisible(false);
  QFont title = style.font;
  title.setBold(true);
  chart->setTitleFont(title);
  chart->setTitleBrush(style.text);
  chart->legend()->setFont(style.font);
  chart->legend()->setLabelColor(style.text);
  chart->setAnimationOptions(style.animate ? QChart::SeriesAnimations : QChart::NoAnimation);
  chart->setMargins(QMargins(4, 4, 4, 4));
  for (QAbstractAxis* axis : chart->axes()) {
    axis->setLabelsFont(style.font);
    axis->setLabelsColor(style.text);
    axis->setTitleFont(style.font);
    axis->setTitleBrush(style.text);
    axis->setLinePenColor(style.axis);
    axis->setGridLineColor(style.grid);
  }
}

QColor bottleneckColour() { return QColor(214, 39, 40); }
QColor backupColour() { return QColor(31, 119, 180); }
QColor restoreColour() { return QColor(255, 127, 14); }
QColor warningLineColour() { return QColor(214, 39, 40); }

void replaceChart(QChartView* view, QChart* chart) {
  QChart* old = view->chart();
  view->setChart(chart);
  delete old;
}

} // namespace tapeflow::editor
