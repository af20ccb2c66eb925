#include "UtilisationChart.h"
#include "PlainText.h"

#include "ChartStyle.h"
#include "UtilisationColours.h"
#include "solver/Solver.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QCoreApplication>
#include <QCursor>
#include <QFontMetricsF>
#include <QHorizontalStackedBarSeries>
#include <QLineSeries>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <set>

namespace tapeflow::editor {
namespace {

QString tr(const char* text) { return QCoreApplication::translate("tapeflow::editor", text); }

constexpr double kBusy = 0.8; // docs/architecture.md: a component above 80 % is busy
constexpr int kMostLines = 3;

// A name in lines no wider than `width` at `font`: whole words where they fit, a line still wider
// elided, and what does not fit in kMostLines lines run together on the last.
QStringList wrapped(const QString& name, const QFont& font, double width) {
  const QFontMetricsF metrics(font);
  QStringList lines;
  QString line;
  for (const QString& word : name.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
    const QString longer = line.isEmpty() ? word : line + QLatin1Char(' ') + word;
    if (metrics.horizontalAdvance(longer) <= width || line.isEmpty()) {
      line = longer;
      continue;
    }
    lines << line;
    line = word;
  }
  lines << line;
  if (lines.size() > kMostLines) {
    const QString rest = lines.mid(kMostLines - 1).join(QLatin1Char(' '));
    lines = lines.mid(0, kMostLines - 1);
    lines << rest;
  }
  for (QString& each : lines) each = metrics.elidedText(each, Qt::ElideRight, width);
  return lines;
}

double labelWidth(double chartWidth) { return std::max(80.0, chartWidth / 3.0); }

// A category label for QtCharts, which renders HTML: each line escaped, joined by <br>.
QString categoryLabel(const QString& name, const QFont& font, double width) {
  QStringList lines = wrapped(name, font, width);
  for (QString& line : lines) line = htmlLiteral(line);
  return lines.join(QStringLiteral("<br>"));
}

// What hovering a bar says: the resource's name and how busy it is.
QString barToolTip(const UtilisationBar& bar) {
  const QString busy = QString::number(bar.utilisation * 100.0, 'f', 1);
  return bar.bottleneck ? tr("%1: %2 % busy, the bottleneck of a job").arg(bar.label, busy)
                        : tr("%1: %2 % busy").arg(bar.label, busy);
}

} // namespace

std::vector<UtilisationBar> utilisationBars(const solver::SolveResult& result,
                                            std::size_t maxBars) {
  std::vector<std::string> keys;
  std::set<std::string> seen, bottlenecks;
  const auto add = [&](const std::string& key) {
    if (keys.size() < maxBars && result.resource(key) && seen.insert(key).second)
      keys.push_back(key);
  };
  for (const auto& job : result.jobs)
    if (job.error.empty() && result.resource(job.bottleneck.key)) {
      bottlenecks.insert(job.bottleneck.key);
      add(job.bottleneck.key);
    }
  std::vector<const solver::JobResult*> busiest;
  for (const auto& job : result.jobs)
    if (job.error.empty()) busiest.push_back(&job);
  std::stable_sort(busiest.begin(), busiest.end(),
                   [](const auto* a, const auto* b) { return a->rate > b->rate; });
  for (const auto* job : busiest)
    for (const auto& h : job->headroom) add(result.resources[h.resource].key);

  std::vector<UtilisationBar> bars;
  for (const auto& key : keys) {
    const auto* r = result.resource(key);
    bars.push_back({QString::fromStdString(r->label), r->utilisation, bottlenecks.count(key) > 0});
  }
  std::stable_sort(bars.begin(), bars.end(),
                   [](const auto& a, const auto& b) { return a.utilisation > b.utilisation; });
  return bars;
}

int utilisationLabelLines(const solver::SolveResult& result, const ChartStyle& style,
                          double width) {
  qsizetype lines = 1;
  for (const auto& bar : utilisationBars(result))
    lines = std::max(lines, wrapped(bar.label, style.font, labelWidth(width)).size());
  return static_cast<int>(lines);
}

QChart* makeUtilisationChart(const solver::SolveResult* result, const ChartStyle& style,
                             double width) {
  auto* chart = new QChart;
  chart->setTitle(tr("Utilisation on the busiest paths (backup)"));
  const auto bars = result ? utilisationBars(*result) : std::vector<UtilisationBar>{};
  // Two stacked sets, each bar in exactly one of them: the bottleneck gets its own colour and
  // legend entry without per-bar colouring. Listed bottom-up, so the busiest ends on top.
  auto* held = new QBarSet(tr("Bottleneck"));
  auto* other = new QBarSet(tr("Other resources"));
  held->setColor(bottleneckColour());
  other->setColor(utilisationColour(0.45));
  held->setBorderColor(Qt::transparent);
  other->setBorderColor(Qt::transparent);
  QStringList categories;
  double top = 1.0;
  for (auto it = bars.rbegin(); it != bars.rend(); ++it) {
    // Categories must be unique: two resources may share a label (two channels of one card).
    QString label = categoryLabel(it->label, style.font, labelWidth(width));
    while (categories.contains(label)) label += QLatin1Char(' ');
    categories << label;
    *held << (it->bottleneck ? it->utilisation * 100.0 : 0.0);
    *other << (it->bottleneck ? 0.0 : it->utilisation * 100.0);
    top = std::max(top, it->utilisation);
  }
  auto* series = new QHorizontalStackedBarSeries;
  series->append(held);
  series->append(other);
  // Categories run bottom-up, the reverse of `bars`.
  QObject::connect(series, &QAbstractBarSeries::hovered, series,
                   [bars](bool entered, int index, QBarSet*) {
                     const auto row = bars.size() - 1 - static_cast<std::size_t>(index);
                     if (!entered || index < 0 || row >= bars.size()) return QToolTip::hideText();
                     QToolTip::showText(QCursor::pos(), plainToolTip(barToolTip(bars[row])));
                   });
  series->setBarWidth(0.7);
  chart->addSeries(series);

  auto* busy = new QLineSeries;
  busy->setName(tr("80 % (busy)"));
  const auto rows = static_cast<double>(std::max<qsizetype>(1, categories.size()));
  busy->append(kBusy * 100.0, -0.5);
  busy->append(kBusy * 100.0, rows - 0.5);
  QPen pen(warningLineColour(), 2, Qt::DashLine);
  busy->setPen(pen);
  chart->addSeries(busy);

  auto* value = new QValueAxis;
  value->setRange(0.0, std::ceil(top * 10.0) * 10.0);
  value->setTickCount(static_cast<int>(std::ceil(top * 10.0)) / 2 + 1);
  value->setLabelFormat(QStringLiteral("%.0f %%"));
  value->setTitleText(tr("Utilisation"));
  auto* names = new QBarCategoryAxis;
  names->setTruncateLabels(false); // wrapped to fit above; QtCharts would drop the lines after
                                   // the first
  names->append(categories.isEmpty() ? QStringList{tr("(no jobs)")} : categories);
  chart->addAxis(value, Qt::AlignBottom);
  chart->addAxis(names, Qt::AlignLeft);
  for (auto* s : {static_cast<QAbstractSeries*>(series), static_cast<QAbstractSeries*>(busy)}) {
    s->attachAxis(value);
    s->attachAxis(names);
  }
  chart->legend()->setAlignment(Qt::AlignBottom);
  applyChartStyle(chart, style);
  return chart;
}

} // namespace tapeflow::editor
