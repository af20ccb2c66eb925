#include "ChartsDock.h"

#include "BackupWindowBox.h"
#include "ChartExport.h"

#include "ChartStyle.h"
#include "JobRatesChart.h"
#include "TimelineChart.h"
#include "UtilisationChart.h"
#include "solver/Solver.h"

#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QFontMetrics>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QTabWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <tuple>

namespace tapeflow::editor {
namespace {

QChartView* makeView(QWidget* parent, const QString& name) {
  auto* view = new QChartView(parent);
  view->setObjectName(name);
  view->setRenderHint(QPainter::Antialiasing);
  view->setMinimumWidth(240);
  return view;
}

// A chart in a scroll area: in a short dock it keeps the height its rows need to stay readable
// (QtCharts elides axis labels that do not fit) and scrolls instead.
QScrollArea* scrolled(QWidget* content, QWidget* parent) {
  auto* area = new QScrollArea(parent);
  area->setWidget(content);
  area->setWidgetResizable(true);
  area->setFrameShape(QFrame::NoFrame);
  area->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // the charts follow the width
  return area;
}

// The height a chart of `rows` bars or rows needs: a line of text per row, plus title, axis and
// legend.
int heightFor(std::size_t rows, int perRow) {
  return 130 + perRow * static_cast<int>(std::max<std::size_t>(rows, 1));
}

} // namespace

ChartsDock::ChartsDock(QWidget* parent) : QDockWidget(tr("Charts"), parent) {
  setObjectName(QStringLiteral("ChartsDock"));
  auto* body = new QWidget(this);
  auto* layout = new QVBoxLayout(body);
  layout->setContentsMargins(4, 4, 4, 4);
  m_tabs = new QTabWidget(body);
  m_utilisation = makeView(m_tabs, QStringLiteral("utilisationChart"));
  m_timeline = makeView(m_tabs, QStringLiteral("timelineChart"));
  m_rates = makeView(m_tabs, QStringLiteral("jobRatesChart"));
  m_tabs->addTab(scrolled(m_utilisation, m_tabs), tr("Utilisation"));
  m_utilisation->installEventFilter(this);
  // The backup run and the restore run one above the other: two separate what-ifs, each with
  // its own time axis.
  auto* runs = new QWidget(m_tabs);
  auto* stack = new QVBoxLayout(runs);
  stack->setContentsMargins(0, 0, 0, 0);
  m_restoreTimeline = makeView(runs, QStringLiteral("restoreTimelineChart"));
  m_timeline->setParent(runs);
  stack->addWidget(m_timeline);
  stack->addWidget(m_restoreTimeline);
  m_tabs->addTab(scrolled(runs, m_tabs), tr("Timeline"));
  m_tabs->addTab(scrolled(m_rates, m_tabs), tr("Rate by job"));
  layout->addWidget(m_tabs, 1);
  for (QChartView* view : {m_utilisation, m_timeline, m_restoreTimeline, m_rates})
    enableChartExport(view);

  // The window the run must fit in is the user's question, not a figure of the diagram: it is
  // asked here and drawn on the timeline (and in the report).
  auto* options = new QHBoxLayout;
  m_window = new BackupWindowBox(body);
  m_window->setObjectName(QStringLiteral("backupWindow"));
  auto* label = new QLabel(tr("&Backup window:"), body);
  label->setBuddy(m_window);
  options->addWidget(label);
  options->addWidget(m_window);
  options->addStretch(1);
  layout->addLayout(options);
  setWidget(body);
  connect(m_window, &QDoubleSpinBox::valueChanged, this, &ChartsDock::rebuild);
  // Charts of a large diagram take a tenth of a second and more to build: a dock hidden behind
  // another tab builds them when it is shown, not on every edit.
  connect(this, &QDockWidget::visibilityChanged, this, [this](bool visible) {
    if (visible && m_stale) rebuild();
  });
  rebuild();
}

void ChartsDock::showResults(std::shared_ptr<const solver::SolveResult> backup,
                             std::shared_ptr<const solver::SolveResult> restore,
                             const QString& rateUnit) {
  m_fetch = nullptr;
  m_backup = std::move(backup);
  m_restore = std::move(restore);
  m_unit = rateUnit;
  // In a window and hidden (behind the Results tab): built when shown.
  if (parentWidget() && (!isVisible() || visibleRegion().isEmpty())) {
    m_stale = true;
    return;
  }
  rebuild();
}

void ChartsDock::showResults(Fetch fetch, const QString& rateUnit) {
  m_unit = rateUnit;
  if (parentWidget() && (!isVisible() || visibleRegion().isEmpty())) {
    m_fetch = std::move(fetch);
    m_stale = true;
    return;
  }
  m_fetch = nullptr;
  std::tie(m_backup, m_restore) = fetch();
  rebuild();
}

double ChartsDock::backupWindow() const { return m_window->seconds(); }

void ChartsDock::setBackupWindow(double seconds) { m_window->setSeconds(seconds); }

void ChartsDock::changeEvent(QEvent* event) {
  QDockWidget::changeEvent(event);
  // A theme switch (light to dark) repaints the charts in the new palette.
  if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange) rebuild();
}

// Names wrap to the chart's width: a wider or narrower dock lays them out again.
void ChartsDock::rebuildUtilisation(const ChartStyle& style) {
  m_utilisationWidth = std::max(240, m_utilisation->width());
  replaceChart(m_utilisation, makeUtilisationChart(m_backup.get(), style, m_utilisationWidth));
  const int lines = m_backup ? utilisationLabelLines(*m_backup, style, m_utilisationWidth) : 1;
  const int perRow = QFontMetrics(style.font).lineSpacing() * lines + 8;
  m_utilisation->setMinimumHeight(
      heightFor(m_backup ? utilisationBars(*m_backup).size() : 0, std::max(18, perRow)));
}

bool ChartsDock::eventFilter(QObject* watched, QEvent* event) {
  if (watched == m_utilisation && event->type() == QEvent::Resize && !m_stale &&
      std::abs(std::max(240, m_utilisation->width()) - m_utilisationWidth) > 24.0)
    rebuildUtilisation(ChartStyle::fromPalette(palette(), font()));
  return QDockWidget::eventFilter(watched, event);
}

void ChartsDock::rebuild() {
  if (!m_window) return; // changeEvent during construction
  m_stale = false;
  if (m_fetch) {
    std::tie(m_backup, m_restore) = m_fetch();
    m_fetch = nullptr;
  }
  const ChartStyle style = ChartStyle::fromPalette(palette(), font());
  rebuildUtilisation(style);
  replaceChart(m_timeline,
               makeTimelineChart(m_backup.get(), tr("Backup run"), backupWindow(), m_unit, style));
  replaceChart(m_restoreTimeline,
               makeTimelineChart(m_restore.get(), tr("Restore run"), 0.0, m_unit, style));
  replaceChart(m_rates, makeJobRatesChart(m_backup.get(), m_restore.get(), m_unit, style));
  const std::size_t jobs = std::min(m_backup ? m_backup->jobs.size() : 0, kMaxChartRows);
  m_timeline->setMinimumHeight(heightFor(jobs, 24));
  m_restoreTimeline->setMinimumHeight(heightFor(jobs, 24));
  m_rates->setMinimumHeight(heightFor(jobs, 34));
}

} // namespace tapeflow::editor
