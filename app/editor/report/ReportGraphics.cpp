// The report's pictures: the diagram as the canvas draws it, and the charts of the dock. Both are
// rendered through the painter onto the PDF, so they stay vector (text stays text).

#include "PageWriter.h"
#include "ReportSections.h"
#include "ReportWriter.h"
#include "UtilisationColours.h"
#include "charts/ChartStyle.h"
#include "charts/JobRatesChart.h"
#include "charts/TimelineChart.h"
#include "charts/UtilisationChart.h"
#include "scene/DiagramScene.h"
#include "solver/Solver.h"
#include "topology/Topology.h"

#include <QChart>
#include <QCoreApplication>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QPainter>

#include <algorithm>
#include <memory>

namespace tapeflow::editor {
namespace {

QString tr(const char* text) { return QCoreApplication::translate("tapeflow::editor", text); }

// The palette the diagram is printed in: the report is read on white paper whatever the
// desktop's theme.
QPalette printPalette() {
  QPalette palette;
  for (const auto role :
       {QPalette::Window, QPalette::Base, QPalette::Button, QPalette::ToolTipBase})
    palette.setColor(role, Qt::white);
  for (const auto role :
       {QPalette::Text, QPalette::WindowText, QPalette::ButtonText, QPalette::ToolTipText})
    palette.setColor(role, Qt::black);
  palette.setColor(QPalette::Mid, QColor(170, 170, 170));
  palette.setColor(QPalette::Highlight, QColor(48, 140, 198));
  return palette;
}

// Hides what belongs to editing (selection, handles) and applies the print palette while it
// lives; puts everything back afterwards.
class PrintState {
public:
  explicit PrintState(DiagramScene& scene)
      : m_scene(scene), m_palette(scene.palette()), m_nodes(scene.selectedNodeIds()),
        m_links(scene.selectedLinkIds()) {
    m_scene.clearSelection();
    m_scene.setPalette(printPalette());
  }
  ~PrintState() {
    m_scene.setPalette(m_palette);
    m_scene.select(m_nodes, m_links);
  }
  PrintState(const PrintState&) = delete;
  PrintState& operator=(const PrintState&) = delete;

private:
  DiagramScene& m_scene;
  QPalette m_palette;
  std::vector<std::string> m_nodes;
  std::vector<std::string> m_links;
};

void paintLegend(PageWriter& writer) {
  QPainter& painter = writer.painter();
  const QFontMetricsF metrics = writer.metrics(PageWriter::Style::Small);
  const double box = writer.mm(5);
  const double height = metrics.height() + writer.mm(1);
  double x = writer.left();
  const double y = writer.top();
  painter.setFont(writer.font(PageWriter::Style::Small));
  painter.setPen(Qt::black);
  const QString lead = tr("Utilisation:");
  painter.drawText(QRectF(x, y, writer.width(), height), Qt::AlignLeft | Qt::AlignVCenter, lead);
  x += metrics.horizontalAdvance(lead) + writer.mm(2);
  for (const double u : {0.0, 0.25, 0.5, 0.75, 1.0}) {
    const QString label = QStringLiteral("%1 %").arg(qRound(u * 100));
    const double w = std::max(box, metrics.horizontalAdvance(label) + writer.mm(2));
    const QRectF swatch(x, y, w, height);
    painter.fillRect(swatch, utilisationColour(u));
    painter.setPen(utilisationTextColour(u));
    painter.drawText(swatch, Qt::AlignCenter, label);
    x += w + writer.mm(0.5);
  }
  painter.setPen(Qt::black);
  writer.advance(height + writer.mm(1));
  writer.paragraph(tr("The bar under each component shows its busiest resource in the backup "
                      "run; a bottleneck is outlined; a link's width is its share of the largest "
                      "flow and its label the rate that crosses it."),
                   PageWriter::Style::Small);
}

// Renders `chart` into the full width at the cursor, `aspect` = height / width.
void paintChart(PageWriter& writer, QChart* chart, double aspect) {
  const double height = writer.width() * aspect;
  writer.ensureSpace(height + writer.mm(3));
  // The chart lays itself out at a screen-like size in its own scene, then scales onto the page:
  // its fonts (9 pt at 96 dpi) come out at a readable size for a 180 mm wide figure.
  QGraphicsScene scene;
  scene.addItem(chart); // the scene owns the chart from here
  const QSizeF logical(820, 820 * aspect);
  chart->setGeometry(QRectF(QPointF(0, 0), logical));
  // Lay out now rather than on a posted event: the report must not spin the event loop.
  if (chart->layout()) chart->layout()->activate();
  const QRectF target(writer.left(), writer.top(), writer.width(), height);
  scene.render(&writer.painter(), target, QRectF(QPointF(0, 0), logical), Qt::KeepAspectRatio);
  writer.advance(height + writer.mm(3));
}

} // namespace

bool diagramTurned(const PageWriter& writer, const ReportInput& input) {
  if (!input.scene || input.scene->items().isEmpty()) return false;
  const QRectF source = input.scene->itemsBoundingRect().adjusted(-10, -10, 10, 10);
  const double legend = writer.mm(14);
  const double heading = writer.mm(14);
  // Upright, the diagram takes the rest of the page (at most 60 % of a page) above its legend.
  const double fit = std::min(writer.remaining() - legend - heading, writer.pageHeight() * 0.6);
  const double upright = std::min(writer.width() / source.width(), fit / source.height());
  // A wide diagram whose text would come out too small reads larger turned a quarter on a page
  // of its own (scale 1 is the canvas at 100 %).
  const double turned = std::min((writer.pageHeight() - legend - heading) / source.width(),
                                 writer.width() / source.height());
  return upright < 0.5 && turned > 1.3 * upright;
}

void paintDiagram(PageWriter& writer, const ReportInput& input) {
  if (!input.scene || input.scene->items().isEmpty()) {
    writer.heading(tr("Diagram"));
    writer.paragraph(tr("The diagram is empty."));
    return;
  }
  const bool turned = diagramTurned(writer, input);
  PrintState print(*input.scene);
  const QRectF source = input.scene->itemsBoundingRect().adjusted(-10, -10, 10, 10);
  const double legend = writer.mm(14);
  QPainter& painter = writer.painter();
  if (turned) {
    if (!writer.atPageTop()) writer.newPage();
    writer.heading(tr("Diagram (turned to fit the page: its top is on the left)"));
    const double height = writer.remaining() - legend;
    painter.save();
    // Rotated a quarter anticlockwise: the scene's x runs up the page, its y to the right.
    painter.translate(writer.left(), writer.top() + height);
    painter.rotate(-90);
    const QRectF target(0, 0, height, writer.width());
    painter.setClipRect(target);
    input.scene->render(&painter, target, source, Qt::KeepAspectRatio);
    painter.restore();
    writer.advance(height + writer.mm(2));
    paintLegend(writer);
    return;
  }
  writer.heading(tr("Diagram"), writer.mm(60));
  const double scale =
      std::min(writer.width() / source.width(),
               std::min(writer.remaining() - legend, writer.pageHeight() * 0.6) / source.height());
  const double height = source.height() * scale;
  const QRectF target(writer.left(), writer.top(), writer.width(), height);
  painter.save();
  painter.setClipRect(target); // the render never spills onto the text below it
  input.scene->render(&painter, target, source, Qt::KeepAspectRatio);
  painter.restore();
  writer.advance(height + writer.mm(2));
  paintLegend(writer);
}

void paintCharts(PageWriter& writer, const ReportInput& input, const ReportOptions& options) {
  if (!input.backup || !anyRuns(*input.backup)) {
    writer.heading(tr("Charts"));
    writer.paragraph(tr("No backup job can run: there is nothing to chart."));
    return;
  }
  const ChartStyle style = ChartStyle::print();
  // Each chart's height grows with its bars or rows, so that every label keeps its line.
  const auto rows = [](const solver::SolveResult* r) {
    return r ? static_cast<double>(r->jobs.size()) : 0.0;
  };
  const double utilisation = std::clamp(
      0.18 + 0.035 * static_cast<double>(utilisationBars(*input.backup).size()), 0.35, 0.75);
  // The heading stays with the first chart.
  writer.heading(tr("Charts"), writer.width() * utilisation + writer.mm(3));
  paintChart(writer, makeUtilisationChart(input.backup, style), utilisation);
  // The export's window, else the document's own.
  const auto& documentWindow = input.topology->objectives().backupWindow;
  const double window = options.backupWindow > 0.0
                            ? options.backupWindow
                            : (documentWindow ? documentWindow->seconds : 0.0);
  paintChart(writer,
             makeTimelineChart(input.backup, tr("Backup run"), window, input.rateUnit, style),
             std::clamp(0.2 + 0.05 * rows(input.backup), 0.32, 0.8));
  if (input.restore && !input.restore->jobs.empty())
    paintChart(writer,
               makeTimelineChart(input.restore, tr("Restore run"), 0.0, input.rateUnit, style),
               std::clamp(0.2 + 0.05 * rows(input.restore), 0.32, 0.8));
  paintChart(writer, makeJobRatesChart(input.backup, input.restore, input.rateUnit, style),
             std::clamp(0.2 + 0.07 * rows(input.backup), 0.32, 0.8));
}

} // namespace tapeflow::editor
