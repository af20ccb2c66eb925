#include "WeekChart.h"

#include "PlainText.h"
#include "charts/ChartStyle.h"
#include "charts/TimelineChart.h"
#include "schedule/ScheduleRun.h"

#include <QAreaSeries>
#include <QCategoryAxis>
#include <QChart>
#include <QCoreApplication>
#include <QLegendMarker>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <array>

namespace tapeflow::editor {
namespace {

QString tr(const char* text) { return QCoreApplication::translate("WeekChart", text); }

struct LevelLook {
  topology::BackupLevel level;
  const char* name;
  QColor colour;
};

const std::array<LevelLook, 4>& levelLooks() {
  static const std::array<LevelLook, 4> looks{{
      {topology::BackupLevel::Full, QT_TRANSLATE_NOOP("WeekChart", "Full"), backupColour()},
      {topology::BackupLevel::SyntheticFull, QT_TRANSLATE_NOOP("WeekChart", "Synthetic full"),
       QColor(23, 190, 207)},
      {topology::BackupLevel::Differential, QT_TRANSLATE_NOOP("WeekChart", "Differential"),
       QColor(44, 160, 44)},
      {topology::BackupLevel::Incremental, QT_TRANSLATE_NOOP("WeekChart", "Incremental"),
       QColor(188, 189, 34)},
  }};
  return looks;
}

} // namespace

QChart* makeWeekChart(const schedule::ScheduleRun& run, const ChartStyle& style) {
  auto* chart = new QChart;
  chart->setTitle(tr("The schedule night by night"));
  double end = 1.0;
  for (const auto& night : run.nights) {
    end = std::max(end, night.verdict.limitSeconds);
    for (const auto& job : night.jobs)
      if (job.error.empty() && job.end < 1e12) end = std::max(end, job.end);
  }
  const TimeScale scale = timeScaleFor(end);
  auto* time = new QValueAxis;
  time->setRange(0.0, end / scale.seconds * 1.05);
  time->setTitleText(tr("Time since the night's run starts (%1)").arg(scale.symbol));
  time->setLabelFormat(QStringLiteral("%.3g"));
  time->applyNiceNumbers();
  auto* rows = new QCategoryAxis;
  rows->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
  const auto count = static_cast<double>(run.nights.size());
  rows->setRange(-0.6, std::max(0.6, count - 0.4));
  rows->setGridLineVisible(false);
  chart->addAxis(time, Qt::AlignBottom);
  chart->addAxis(rows, Qt::AlignLeft);
  const auto attach = [&](QAbstractSeries* series) {
    chart->addSeries(series);
    series->attachAxis(time);
    series->attachAxis(rows);
  };

  std::array<bool, 4> named{};
  auto* windows = new QScatterSeries;
  windows->setName(tr("Night's window"));
  windows->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
  windows->setMarkerSize(9.0);
  windows->setColor(warningLineColour());
  for (std::size_t n = 0; n < run.nights.size(); ++n) {
    const auto& night = run.nights[n];
    const double y = count - 1.0 - static_cast<double>(n);
    // The night's jobs share its row, each in a lane of its own.
    const double lanes = std::max<double>(1.0, static_cast<double>(night.jobs.size()));
    const double lane = 0.8 / lanes;
    for (std::size_t j = 0; j < night.jobs.size(); ++j) {
      const auto& job = night.jobs[j];
      if (!job.error.empty() || !(job.end > job.start) || job.end > 1e12) continue;
      const auto look = std::find_if(levelLooks().begin(), levelLooks().end(),
                                     [&](const LevelLook& l) { return l.level == job.level; });
      const double laneY = y + 0.4 - lane * (static_cast<double>(j) + 0.5);
      auto* area = ganttBar(job.start / scale.seconds, job.end / scale.seconds, laneY, lane * 0.4,
                            look->colour);
      area->setName(QCoreApplication::translate("WeekChart", look->name));
      attach(area);
      const auto index = static_cast<std::size_t>(look - levelLooks().begin());
      if (named[index]) chart->legend()->markers(area).value(0)->setVisible(false);
      named[index] = true;
    }
    if (night.verdict.limitSeconds > 0.0)
      windows->append(night.verdict.limitSeconds / scale.seconds, y);
  }
  // A category axis takes its categories in rising order: the last night (bottom row) first.
  for (std::size_t n = run.nights.size(); n-- > 0;)
    rows->append(htmlLiteral(QString::fromStdString(run.nights[n].day)),
                 count - 1.0 - static_cast<double>(n));
  if (windows->count() > 0)
    attach(windows);
  else
    delete windows;
  chart->legend()->setAlignment(Qt::AlignBottom);
  applyChartStyle(chart, style);
  return chart;
}

} // namespace tapeflow::editor
