// The report's What-if section: what buys the most (the advisor's five best changes, each
// checked by a solve), the file's scenarios side by side, and each sweep the user added to the
// report (the What-if dock's Add to Report), drawn by the same painter as the dock
// (explorer/SweepPlot.h) with a sentence on its best point.

#include "PageWriter.h"
#include "ReportSections.h"
#include "ReportTable.h"
#include "ReportWriter.h"
#include "charts/ChartStyle.h"
#include "explorer/RunWords.h"
#include "explorer/SweepPlot.h"
#include "topology/Topology.h"
#include "units/Format.h"
#include "whatif/Advisor.h"
#include "whatif/Compare.h"

#include <QCoreApplication>
#include <QPainter>

#include <cmath>

namespace tapeflow::editor {
namespace {

QString tr(const char* text) { return QCoreApplication::translate("tapeflow::editor", text); }

// "The shortest backup run, 58 min 47 s, is at LTO-9 HH ▸ Native rate = 400 MB/s."
QString bestPoint(const ReportInput::Sweep& sweep) {
  const whatif::SweepPoint* best = nullptr;
  for (const auto& point : sweep.result->points)
    if (point.error.empty() && std::isfinite(point.backup.runSeconds) &&
        (!best || point.backup.runSeconds < best->backup.runSeconds))
      best = &point;
  if (!best) return tr("No value of the sweep lets the backup run finish.");
  QStringList where;
  for (std::size_t a = 0; a < sweep.result->axes.size(); ++a)
    where << tr("%1 = %2").arg(
        sweep.axisTitles.value(int(a)),
        QString::fromStdString(sweep.result->axes[a].labels[best->index[a]]));
  return tr("%1 points. The shortest backup run, %2, is at %3.")
      .arg(sweep.result->points.size())
      .arg(QString::fromStdString(units::formatDuration(best->backup.runSeconds)),
           where.join(tr(" and ")));
}

// The advisor's five best changes, each checked by a solve of the changed diagram.
void paintAdvice(PageWriter& writer, const ReportInput& input) {
  if (!input.advice) return;
  const auto& advice = *input.advice;
  writer.heading(tr("What buys the most"), writer.mm(30), PageWriter::Style::Subheading);
  if (advice.advice.empty()) {
    writer.paragraph(tr("The advisor found no change that makes a run faster."));
    return;
  }
  ReportTable table;
  // Each change's price and whether the runs then fit (issue 40), as the Advisor panel shows.
  table.headers = QStringList{tr("#"),
                              tr("Change"),
                              tr("Price"),
                              tr("Backup run"),
                              tr("Restore run"),
                              tr("Backup window"),
                              tr("Restore objective")};
  table.numeric = {true, false, true, false, false, false, false};
  for (std::size_t i = 0; i < std::min<std::size_t>(5, advice.advice.size()); ++i) {
    const auto& a = advice.advice[i];
    table.rows.push_back(
        {QString::number(i + 1), QString::fromStdString(a.change.description),
         priceCell(a.change.price),
         tr("%1 (%2)").arg(runDuration(a.backup.runSeconds), gainWords(a.backupGain)),
         tr("%1 (%2)").arg(runDuration(a.restore.runSeconds), gainWords(a.restoreGain)),
         fitWords(a.backup.verdict), fitWords(a.restore.verdict)});
  }
  paintTable(writer, table);
}

// The base and every scenario of the file, side by side.
void paintScenarios(PageWriter& writer, const ReportInput& input) {
  if (!input.comparison) return;
  const auto* comparison = input.comparison.get();
  writer.heading(tr("Scenarios"), writer.mm(30), PageWriter::Style::Subheading);
  ReportTable table;
  table.headers = QStringList{tr("Scenario"), tr("Backup run"), tr("Restore run"),
                              tr("Backup ends with"), tr("What it changes")};
  for (const auto& column : comparison->columns) {
    QStringList changes;
    for (const auto& line : column.differences) changes << QString::fromStdString(line);
    const QString name = column.base ? tr("Base diagram") : QString::fromStdString(column.name);
    if (!column.error.empty()) {
      table.rows.push_back({name, {}, {}, {}, QString::fromStdString(column.error)});
      continue;
    }
    table.rows.push_back({name, QString::fromStdString(whatif::describe(column.backup.verdict)),
                          QString::fromStdString(whatif::describe(column.restore.verdict)),
                          endWords(column.backup),
                          column.base ? tr("—") : changes.join(QLatin1Char('\n'))});
  }
  paintTable(writer, table);
}

} // namespace

void paintWhatIf(PageWriter& writer, const ReportInput& input) {
  const bool runs = input.backup && anyRuns(*input.backup);
  if (!runs && input.sweeps.empty()) return;
  const double height = writer.width() * 0.58;
  writer.heading(tr("What-if"), writer.mm(40));
  if (runs) {
    paintAdvice(writer, input);
    paintScenarios(writer, input);
  }
  for (const auto& sweep : input.sweeps) {
    if (!sweep.result || sweep.result->points.empty()) continue;
    writer.heading(tr("Sweep of %1").arg(sweep.axisTitles.join(tr(" and "))), height + writer.mm(8),
                   PageWriter::Style::Subheading);
    writer.paragraph(bestPoint(sweep));
    writer.ensureSpace(height);
    SweepPicture picture;
    picture.result = sweep.result.get();
    picture.axisTitles = sweep.axisTitles;
    paintSweep(writer.painter(), QRectF(writer.left(), writer.top(), writer.width(), height),
               picture, ChartStyle::print());
    writer.advance(height + writer.mm(3));
  }
}

} // namespace tapeflow::editor
