#include "TimelineChart.h"
#include "PlainText.h"

#include "ChartStyle.h"
#include "results/ResultFigures.h"
#include "solver/RunEnd.h"
#include "solver/Solver.h"
#include "units/Format.h"

#include <QAreaSeries>
#include <QCategoryAxis>
#include <QChart>
#include <QCoreApplication>
#include <QCursor>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <array>
#include <cmath>
#include <numeric>
#include <vector>

namespace tapeflow::editor {
namespace {

QString tr(const char* text) { return QCoreApplication::translate("tapeflow::editor", text); }

constexpr double kHalfBar = 0.32; // half a row's bar height, in rows

struct PhaseLook {
  timeline::Phase phase;
  const char* name;
  QColor colour;
};

// Transfer in the backup colour; the fixed costs (start-up: application start, tree walk, tape
// load; finish: rewind, unload, catalogue) in greys; cartridge changes in the warning colour. A
// job into a library (timeline/DrivePool.h) waits for the robot, is mounted and may initialise
// new media: the waits in a pale colour, the robot's work in the change colour's darker shade.
constexpr std::size_t kPhaseLooks = 7;
const std::array<PhaseLook, kPhaseLooks>& phaseLooks() {
  static const std::array<PhaseLook, kPhaseLooks> looks{{
      {timeline::Phase::Startup, QT_TRANSLATE_NOOP("TimelineChart", "Start-up (fixed)"),
       QColor(150, 150, 150)},
      {timeline::Phase::Transfer, QT_TRANSLATE_NOOP("TimelineChart", "Transfer"), backupColour()},
      {timeline::Phase::Change, QT_TRANSLATE_NOOP("TimelineChart", "Cartridge change"),
       QColor(255, 127, 14)},
      {timeline::Phase::Finish, QT_TRANSLATE_NOOP("TimelineChart", "Finish (fixed)"),
       QColor(100, 100, 100)},
      {timeline::Phase::RobotWait, QT_TRANSLATE_NOOP("TimelineChart", "Waiting for the robot"),
       QColor(222, 203, 228)},
      {timeline::Phase::Mount, QT_TRANSLATE_NOOP("TimelineChart", "Robot mount"),
       QColor(197, 90, 17)},
      {timeline::Phase::Initialise, QT_TRANSLATE_NOOP("TimelineChart", "New-media initialisation"),
       QColor(148, 103, 189)},
  }};
  return looks;
}

// A transfer's tooltip: its job, its time, its rate and what held it then (issue 40: a job that
// ends a run alone may have shared a switch before).
QString transferTip(const solver::SolveResult& result, const std::string& jobId, const QString& job,
                    const timeline::Segment& segment, const QString& rateUnit) {
  const auto time = [](double seconds) {
    return QString::fromStdString(units::formatDuration(seconds));
  };
  QString tip =
      tr("“%1” from %2 to %3 at %4")
          .arg(job, time(segment.start), time(segment.end), rateText(segment.rate, rateUnit));
  const auto* held = result.job(jobId);
  if (const std::string holder = held ? solver::segmentHolder(result, *held, segment) : "";
      !holder.empty())
    tip += tr(", held by %1").arg(QString::fromStdString(holder));
  return tip;
}

void showTip(QAreaSeries* area, const QString& tip) {
  QObject::connect(area, &QAreaSeries::hovered, area, [tip](const QPointF&, bool entered) {
    if (entered)
      QToolTip::showText(QCursor::pos(), tip);
    else
      QToolTip::hideText();
  });
}

} // namespace

// An area series does not own its boundary series: without a parent they outlived every chart
// (LeakSanitizer, app tests under the asan preset).
QAreaSeries* ganttBar(double t0, double t1, double y, double half, const QColor& colour) {
  auto* upper = new QLineSeries;
  auto* lower = new QLineSeries;
  upper->append(t0, y + half);
  upper->append(t1, y + half);
  lower->append(t0, y - half);
  lower->append(t1, y - half);
  auto* area = new QAreaSeries(upper, lower);
  upper->setParent(area);
  lower->setParent(area);
  area->setColor(colour);
  area->setBorderColor(colour.darker(130));
  return area;
}

TimeScale timeScaleFor(double spanSeconds) {
  if (spanSeconds >= 2 * 3600.0) return {3600.0, tr("h")};
  if (spanSeconds >= 2 * 60.0) return {60.0, tr("min")};
  return {1.0, tr("s")};
}

QChart* makeTimelineChart(const solver::SolveResult* result, const QString& title,
                          double backupWindow, const QString& rateUnit, const ChartStyle& style) {
  auto* chart = new QChart;
  std::vector<timeline::JobTimeline> jobs;
  if (result) jobs = result->timeline.jobs;
  const std::size_t total = jobs.size();
  if (total > kMaxChartRows) {
    // The jobs that finish last decide the window: those are kept, in their order.
    std::vector<std::size_t> order(total);
    std::iota(order.begin(), order.end(), std::size_t(0));
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return jobs[a].end > jobs[b].end; });
    order.resize(kMaxChartRows);
    std::sort(order.begin(), order.end());
    std::vector<timeline::JobTimeline> kept;
    for (const std::size_t i : order) kept.push_back(std::move(jobs[i]));
    jobs = std::move(kept);
  }
  chart->setTitle(
      total > kMaxChartRows
          ? tr("%1: the %2 of %3 jobs that finish last").arg(title).arg(kMaxChartRows).arg(total)
          : title);
  double end = std::max(backupWindow, 1.0);
  for (const auto& job : jobs) end = std::max(end, job.end);
  const TimeScale scale = timeScaleFor(end);

  auto* time = new QValueAxis;
  time->setRange(0.0, end / scale.seconds * 1.05);
  const double sliver = end / scale.seconds * 0.006;
  time->setTitleText(tr("Time since the run starts (%1)").arg(scale.symbol));
  time->setLabelFormat(QStringLiteral("%.3g"));
  time->applyNiceNumbers();
  auto* rows = new QCategoryAxis;
  rows->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
  const auto count = static_cast<double>(jobs.size());
  rows->setRange(-0.6, std::max(0.6, count - 0.4));
  rows->setGridLineVisible(false);
  chart->addAxis(time, Qt::AlignBottom);
  chart->addAxis(rows, Qt::AlignLeft);

  const auto attach = [&](QAbstractSeries* series) {
    chart->addSeries(series);
    series->attachAxis(time);
    series->attachAxis(rows);
  };
  std::array<bool, kPhaseLooks> named{}; // one legend entry per phase, not one per bar
  auto* changes = new QScatterSeries;
  changes->setName(tr("Cartridge change"));
  changes->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
  changes->setMarkerSize(7.0);
  changes->setColor(phaseLooks()[2].colour);
  std::vector<QString> names; // bottom row first: a category axis takes rising values
  for (std::size_t i = 0; i < jobs.size(); ++i) {
    const double y = count - 1.0 - static_cast<double>(i); // first job on top
    const auto* job = result->job(jobs[i].id);
    names.insert(names.begin(),
                 job ? QString::fromStdString(job->name) : QString::fromStdString(jobs[i].id));
    // Transfers first, so that the fixed costs and changes are drawn over them: at the scale of
    // a long run a one-minute start-up is narrower than a pixel, so those are drawn at least a
    // sliver of the axis wide (from their true start) to stay visible.
    for (const bool transfers : {true, false})
      for (const auto& segment : jobs[i].segments) {
        const auto look =
            std::find_if(phaseLooks().begin(), phaseLooks().end(),
                         [&](const PhaseLook& l) { return l.phase == segment.phase; });
        if (look == phaseLooks().end() || !(segment.end > segment.start) ||
            (segment.phase == timeline::Phase::Transfer) != transfers)
          continue;
        const double start = segment.start / scale.seconds;
        const double stop = std::max(segment.end / scale.seconds, transfers ? 0.0 : start + sliver);
        auto* area = ganttBar(start, stop, y, kHalfBar, look->colour);
        area->setName(QCoreApplication::translate("TimelineChart", look->name));
        if (transfers)
          showTip(area, transferTip(*result, jobs[i].id, names.front(), segment, rateUnit));
        attach(area);
        const auto index = static_cast<std::size_t>(look - phaseLooks().begin());
        if (named[index]) chart->legend()->markers(area).value(0)->setVisible(false);
        named[index] = true;
        if (segment.phase == timeline::Phase::Change)
          changes->append((segment.start + segment.end) / 2.0 / scale.seconds, y + kHalfBar + 0.12);
      }
  }
  for (std::size_t row = 0; row < names.size(); ++row) {
    // Labels must differ: two jobs may share a name.
    QString name = htmlLiteral(names[row]); // QtCharts draws labels as HTML
    while (rows->categoriesLabels().contains(name)) name += QLatin1Char(' ');
    rows->append(name, static_cast<double>(row));
  }
  if (changes->count() > 0) {
    attach(changes);
    // The rectangles already have a legend entry for the changes.
    chart->legend()->markers(changes).value(0)->setVisible(false);
  } else {
    delete changes;
  }
  if (backupWindow > 0.0) {
    auto* window = new QLineSeries;
    window->setName(
        tr("Backup window (%1)").arg(QString::fromStdString(units::formatDuration(backupWindow))));
    window->append(backupWindow / scale.seconds, -0.6);
    window->append(backupWindow / scale.seconds, std::max(0.6, count - 0.4));
    window->setPen(QPen(warningLineColour(), 2, Qt::DashLine));
    attach(window);
  }
  chart->legend()->setAlignment(Qt::AlignBottom);
  applyChartStyle(chart, style);
  return chart;
}

} // namespace tapeflow::editor
