#include "JobRatesChart.h"
#include "PlainText.h"

#include "ChartStyle.h"
#include "results/ResultFigures.h"
#include "solver/Solver.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QCoreApplication>
#include <QHorizontalBarSeries>
#include <QValueAxis>

#include <algorithm>
#include <cstddef>

namespace tapeflow::editor {
namespace {

QString tr(const char* text) { return QCoreApplication::translate("tapeflow::editor", text); }

} // namespace

QChart* makeJobRatesChart(const solver::SolveResult* backup, const solver::SolveResult* restore,
                          const QString& rateUnit, const ChartStyle& style) {
  auto* chart = new QChart;
  const solver::SolveResult* listed = backup ? backup : restore;
  const std::size_t total = listed ? listed->jobs.size() : 0;
  const std::size_t shown = std::min(total, kMaxChartRows);
  chart->setTitle(total > shown ? tr("Rate by job: the first %1 of %2 jobs").arg(shown).arg(total)
                                : tr("Rate by job"));
  // Restore first: bars of a horizontal series stack bottom-up, so backup ends up on top.
  auto* restoreSet = new QBarSet(tr("Restore"));
  auto* backupSet = new QBarSet(tr("Backup"));
  backupSet->setColor(backupColour());
  restoreSet->setColor(restoreColour());
  for (auto* set : {backupSet, restoreSet}) {
    set->setBorderColor(Qt::transparent);
    set->setLabelColor(style.text);
    set->setLabelFont(style.font);
  }
  QStringList categories;
  double top = 0.0;
  if (listed)
    for (auto it = listed->jobs.rbegin() + std::ptrdiff_t(total - shown); it != listed->jobs.rend();
         ++it) {
      // QtCharts draws category labels as HTML: a job's name shows as it is.
      QString label = htmlLiteral(QString::fromStdString(it->name));
      while (categories.contains(label)) label += QLatin1Char(' '); // categories must differ
      categories << label;
      const auto rateOf = [&](const solver::SolveResult* result) {
        const auto* job = result ? result->job(it->id) : nullptr;
        return job && job->error.empty() ? rateIn(job->rate, rateUnit) : 0.0;
      };
      *backupSet << rateOf(backup);
      *restoreSet << rateOf(restore);
      top = std::max({top, rateOf(backup), rateOf(restore)});
    }
  auto* series = new QHorizontalBarSeries;
  series->append(restoreSet);
  series->append(backupSet);
  series->setLabelsVisible(true);
  series->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
  series->setLabelsPrecision(4);
  series->setLabelsFormat(QStringLiteral("@value"));
  chart->addSeries(series);

  auto* value = new QValueAxis;
  // Room on the right for the labels at the ends of the bars.
  value->setRange(0.0, top > 0.0 ? top * 1.2 : 1.0);
  value->applyNiceNumbers();
  value->setLabelFormat(QStringLiteral("%.4g"));
  value->setTitleText(tr("Rate (%1)").arg(rateUnit));
  auto* jobs = new QBarCategoryAxis;
  jobs->append(categories.isEmpty() ? QStringList{tr("(no jobs)")} : categories);
  chart->addAxis(value, Qt::AlignBottom);
  chart->addAxis(jobs, Qt::AlignLeft);
  series->attachAxis(value);
  series->attachAxis(jobs);
  chart->legend()->setAlignment(Qt::AlignBottom);
  chart->legend()->setReverseMarkers(true); // backup first, as the bars read top-down
  applyChartStyle(chart, style);
  return chart;
}

} // namespace tapeflow::editor
