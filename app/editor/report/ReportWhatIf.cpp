// The report's What-if section: each sweep the user added to the report (the What-if dock's
// Add to Report), drawn by the same painter as the dock (explorer/SweepPlot.h), with a sentence
// on its best point.

#include "PageWriter.h"
#include "ReportSections.h"
#include "ReportWriter.h"
#include "charts/ChartStyle.h"
#include "explorer/SweepPlot.h"
#include "units/Format.h"

#include <QCoreApplication>
#include <QPainter>

#include <cmath>

namespace tapeflow::editor {
namespace {

QString tr(const char* text) { return QCoreApplication::translate("Report", text); }

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

} // namespace

void paintWhatIf(PageWriter& writer, const ReportInput& input) {
  if (input.sweeps.empty()) return;
  const double height = writer.width() * 0.58;
  writer.heading(tr("What-if"), height + writer.mm(12));
  for (const auto& sweep : input.sweeps) {
    if (!sweep.result || sweep.result->points.empty()) continue;
    writer.heading(sweep.axisTitles.join(tr(" and ")), height + writer.mm(8),
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
