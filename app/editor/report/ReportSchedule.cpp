// The report's week (issue 25): when the document has a schedule, each night's run against its
// window with its busiest component and media, the weekly Gantt chart, and the restores the
// schedule implies.

#include "PageWriter.h"
#include "ReportSections.h"
#include "ReportTable.h"
#include "ReportWriter.h"

#include "charts/ChartStyle.h"
#include "schedule/RestorePlan.h"
#include "schedule/ScheduleRun.h"
#include "schedule/WeekChart.h"
#include "units/Format.h"
#include "whatif/Verdict.h"

#include <QChart>
#include <QCoreApplication>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QPainter>

#include <algorithm>

namespace tapeflow::editor {
namespace {

QString tr(const char* text) { return QCoreApplication::translate("ReportSchedule", text); }
QString text(const std::string& s) { return QString::fromStdString(s); }

// The weekly Gantt at the full width, laid out at a screen-like size and scaled onto the page
// (as ReportGraphics.cpp does for the run's charts, so the fonts come out alike).
void paintWeekChart(PageWriter& writer, const schedule::ScheduleRun& run) {
  const double aspect = std::min(0.9, 0.2 + 0.06 * static_cast<double>(run.nights.size()));
  const double height = writer.width() * aspect;
  writer.ensureSpace(height + writer.mm(3));
  QGraphicsScene scene;
  QChart* chart = makeWeekChart(run, ChartStyle::print());
  scene.addItem(chart); // the scene owns the chart
  const QSizeF logical(820, 820 * aspect);
  chart->setGeometry(QRectF(QPointF(0, 0), logical));
  if (chart->layout()) chart->layout()->activate(); // now, not on a posted event
  const QRectF target(writer.left(), writer.top(), writer.width(), height);
  scene.render(&writer.painter(), target, QRectF(QPointF(0, 0), logical), Qt::KeepAspectRatio);
  writer.advance(height + writer.mm(3));
}

} // namespace

void paintSchedule(PageWriter& writer, const ReportInput& input) {
  if (!input.topology || input.topology->schedule().days.empty()) return;
  const auto run = schedule::runSchedule(*input.topology);
  writer.heading(tr("The schedule"), writer.mm(30));
  ReportTable nights;
  nights.headers = {tr("Night"),   tr("Moved"),   tr("Run time"),
                    tr("Verdict"), tr("Busiest"), tr("Cartridges")};
  nights.numeric = {false, true, true, false, false, true};
  for (const auto& night : run.nights)
    nights.rows.push_back(
        {text(night.day), text(units::format(night.bytes, "GB", 4)),
         text(units::formatDuration(night.verdict.runSeconds)),
         text(whatif::describe(night.verdict)),
         text(night.busiest + " (" + units::format(night.busiestUse, "%", 3) + ")"),
         QString::number(night.cartridges)});
  paintTable(writer, nights);
  paintWeekChart(writer, run);
  writer.heading(tr("Restores the schedule implies"), writer.mm(20), PageWriter::Style::Subheading);
  ReportTable restores;
  restores.headers = {tr("Job"), tr("After"), tr("Reads"), tr("Restore time")};
  restores.numeric = {false, false, false, true};
  for (const auto& plan : schedule::planRestores(*input.topology)) {
    QStringList steps;
    for (const auto& step : plan.steps)
      steps << text(step.day + " " + std::string(topology::backupLevelName(step.level)));
    restores.rows.push_back(
        {text(plan.name), text(plan.after),
         plan.problem.empty() ? steps.join(QStringLiteral(" + ")) : text(plan.problem),
         text(units::formatDuration(plan.seconds))});
  }
  paintTable(writer, restores);
}

} // namespace tapeflow::editor
