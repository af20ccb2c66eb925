#include "ReportWriter.h"

#include "PageWriter.h"
#include "ReportSections.h"
#include "Version.h"
#include "files/AtomicWrite.h"
#include "topology/Topology.h"
#include "whatif/Advisor.h"
#include "whatif/Compare.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QLocale>
#include <QPainter>
#include <QPdfWriter>

namespace tapeflow::editor {
namespace {

QString tr(const char* text) { return QCoreApplication::translate("tapeflow::editor", text); }

// One layout of the whole report onto `device`; returns the number of pages.
// `input` with the advisor's changes and the scenarios compared (when the backup runs at all and
// they were not given): solved once here, not in each layout pass.
ReportInput withWhatIf(ReportInput input) {
  if (!input.backup || !anyRuns(*input.backup)) return input;
  if (!input.advice)
    input.advice = std::make_shared<const whatif::AdvisorResult>(whatif::advise(*input.topology));
  if (!input.comparison && !input.topology->scenarios().empty())
    if (auto compared = whatif::compareScenarios(*input.topology))
      input.comparison = std::make_shared<const whatif::Comparison>(std::move(*compared));
  return input;
}

int layOut(QIODevice& device, const ReportInput& input, const ReportOptions& options,
           int totalPages) {
  QPdfWriter pdf(&device);
  pdf.setPageSize(QPageSize(options.pageSize));
  pdf.setPageMargins(QMarginsF(16, 14, 16, 10), QPageLayout::Millimeter);
  // Vector output: the resolution only sets the device units the layout counts in. 96 per inch,
  // as on screen, so that the canvas and the charts, whose fonts are sized for the screen, keep
  // their text in proportion to their drawing when they render onto the page.
  pdf.setResolution(96);
  pdf.setTitle(tr("Tapeflow report: %1").arg(input.name));
  pdf.setCreator(QStringLiteral("Tapeflow %1").arg(QString::fromUtf8(kVersion)));
  QPainter painter(&pdf);
  painter.setRenderHint(QPainter::Antialiasing);
  const QString footer = tr("%1 · Tapeflow %2 · %3")
                             .arg(input.name, QString::fromUtf8(kVersion),
                                  QLocale().toString(options.date, QLocale::ShortFormat));
  PageWriter writer(pdf, painter, footer, totalPages);
  paintTitleBlock(writer, input, options);
  if (diagramTurned(writer, input)) {
    // Its own page would leave the first one empty: the summary comes first then.
    paintSummary(writer, input, options);
    paintDiagram(writer, input);
  } else {
    paintDiagram(writer, input);
    paintSummary(writer, input, options);
  }
  paintResultTables(writer, input);
  paintCharts(writer, input, options);
  paintSchedule(writer, input);
  paintWhatIf(writer, input);
  paintExplanation(writer, input);
  paintMeasurements(writer, input);
  paintAssumptions(writer, input);
  writer.finish();
  painter.end();
  return writer.page();
}

} // namespace

QPageSize::PageSizeId defaultPageSize() {
  return QLocale::system().measurementSystem() == QLocale::ImperialUSSystem ? QPageSize::Letter
                                                                            : QPageSize::A4;
}

bool writeReport(const QString& path, const ReportInput& input, const ReportOptions& options,
                 QString* error, int* pages) {
  if (!input.topology) {
    if (error) *error = tr("there is no diagram to report on");
    return false;
  }
  // First pass: only to count the pages, so that every footer can say "Page n of m".
  QBuffer scratch;
  scratch.open(QIODevice::WriteOnly);
  const ReportInput whole = withWhatIf(input);
  const int count = layOut(scratch, whole, options, 0);
  AtomicWrite file(path);
  if (file.open()) layOut(file.device(), whole, options, count);
  if (!file.commit()) {
    if (error) *error = tr("cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.error());
    return false;
  }
  if (pages) *pages = count;
  return true;
}

} // namespace tapeflow::editor
