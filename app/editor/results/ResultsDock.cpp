#include "ResultsDock.h"
#include "PlainText.h"

#include "ResultFigures.h"
#include "solver/Solver.h"

#include <QHeaderView>
#include <QLabel>
#include <QTabWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <array>
#include <cmath>

namespace tapeflow::editor {
namespace {

constexpr int kIdRole = Qt::UserRole;
constexpr int kSortRole = Qt::UserRole + 1;

// Sorts numeric columns by value, text columns by text.
class SortableItem : public QTreeWidgetItem {
public:
  using QTreeWidgetItem::QTreeWidgetItem;
  bool operator<(const QTreeWidgetItem& other) const override {
    const int column = treeWidget() ? treeWidget()->sortColumn() : 0;
    const QVariant a = data(column, kSortRole);
    const QVariant b = other.data(column, kSortRole);
    if (a.isValid() && b.isValid()) return a.toDouble() < b.toDouble();
    return text(column).localeAwareCompare(other.text(column)) < 0;
  }
};

QTreeWidget* makeTree(const QStringList& headers, QWidget* parent) {
  auto* tree = new QTreeWidget(parent);
  tree->setHeaderLabels(headers);
  tree->setRootIsDecorated(false);
  tree->setUniformRowHeights(true);
  tree->setAlternatingRowColors(true);
  tree->setSortingEnabled(true);
  tree->header()->setStretchLastSection(true);
  return tree;
}

} // namespace

QColor utilisationColour(double utilisation) {
  // Five stops of the viridis map (perceptually uniform, readable with colour-blindness).
  static constexpr std::array<std::array<int, 3>, 5> kStops{
      {{68, 1, 84}, {59, 82, 139}, {33, 145, 140}, {94, 201, 98}, {253, 231, 37}}};
  const double u = std::clamp(std::isfinite(utilisation) ? utilisation : 0.0, 0.0, 1.0) * 4.0;
  const auto i = static_cast<std::size_t>(std::min(3.0, std::floor(u)));
  const double f = u - static_cast<double>(i);
  const auto mix = [&](int c) {
    return static_cast<int>(std::lround(kStops[i][static_cast<std::size_t>(c)] * (1 - f) +
                                        kStops[i + 1][static_cast<std::size_t>(c)] * f));
  };
  return QColor(mix(0), mix(1), mix(2));
}

QColor utilisationTextColour(double utilisation) {
  return utilisation < 0.6 ? QColor(Qt::white) : QColor(Qt::black);
}

ResultsDock::ResultsDock(QWidget* parent) : QDockWidget(tr("Results"), parent) {
  setObjectName(QStringLiteral("ResultsDock"));
  auto* body = new QWidget(this);
  auto* layout = new QVBoxLayout(body);
  layout->setContentsMargins(4, 4, 4, 4);
  m_tabs = new QTabWidget(body);
  m_jobs = makeTree({tr("Job"), tr("Direction"), tr("Rate"), tr("Duration"), tr("Bottleneck"),
                     tr("Next bottleneck")},
                    m_tabs);
  m_resources = makeTree({tr("Resource"), tr("Use"), tr("Load"), tr("Capacity")}, m_tabs);
  m_warnings = makeTree({tr("Component"), tr("Warning")}, m_tabs);
  m_jobs->setObjectName(QStringLiteral("resultsJobs"));
  m_resources->setObjectName(QStringLiteral("resultsResources"));
  m_warnings->setObjectName(QStringLiteral("resultsWarnings"));
  m_tabs->addTab(m_jobs, tr("Jobs"));
  m_tabs->addTab(m_resources, tr("Resources (backup)"));
  m_tabs->addTab(m_warnings, tr("Warnings"));
  m_legend = new QLabel(body);
  m_legend->setTextFormat(Qt::RichText);
  QString legend = tr("Utilisation:") + QStringLiteral(" ");
  for (const double u : {0.0, 0.25, 0.5, 0.75, 1.0})
    legend += QStringLiteral("<span style='background:%1;color:%2'>&nbsp;%3&nbsp;</span> ")
                  .arg(utilisationColour(u).name(), utilisationTextColour(u).name())
                  .arg(QStringLiteral("%1 %").arg(qRound(u * 100)));
  m_legend->setText(legend + tr("&nbsp; <b>outlined</b>: bottleneck"));
  layout->addWidget(m_tabs, 1);
  layout->addWidget(m_legend);
  setWidget(body);
  for (auto* tree : {m_jobs, m_resources, m_warnings})
    connect(tree, &QTreeWidget::itemActivated, this, &ResultsDock::activate);
}

void ResultsDock::activate(QTreeWidgetItem* item) {
  const QString id = item->data(0, kIdRole).toString();
  if (!id.isEmpty()) emit componentActivated(id);
}

void ResultsDock::setStale(bool stale) {
  m_stale = stale;
  m_tabs->setEnabled(!stale); // greys every number; the tables still scroll once solved
  setWindowTitle(stale ? tr("Results (solving…)") : tr("Results"));
}

void ResultsDock::show(const solver::SolveResult* backup, const solver::SolveResult* restore,
                       const QString& rateUnit) {
  setStale(false);
  fillJobs(backup, restore, rateUnit);
  fillResources(backup, rateUnit);
  fillWarnings(backup, restore);
  m_unit = rateUnit;
}

bool ResultsDock::prepare(QTreeWidget* tree, Rows& rows, std::vector<std::string> keys) {
  if (keys == rows.keys && static_cast<int>(rows.items.size()) == tree->topLevelItemCount())
    return true;
  tree->setSortingEnabled(false);
  tree->clear();
  rows.items.clear();
  rows.items.reserve(keys.size());
  for (std::size_t i = 0; i < keys.size(); ++i) rows.items.push_back(new SortableItem(tree));
  rows.keys = std::move(keys);
  return false;
}

template <typename Fill>
void ResultsDock::update(QTreeWidget* tree, const std::vector<std::size_t>& changed, Fill fill) {
  // Measured at 10,000 nodes: one row moved into place costs a binary search and a model move;
  // a full sort of 20,000 rows about 20 ms. Past a few dozen rows the single sort wins.
  constexpr std::size_t kOneByOne = 48;
  const bool oneByOne = tree->isSortingEnabled() && changed.size() <= kOneByOne;
  if (!oneByOne) tree->setSortingEnabled(false);
  for (const std::size_t i : changed) fill(i);
  tree->setSortingEnabled(true);
}

void ResultsDock::fillJobs(const solver::SolveResult* backup, const solver::SolveResult* restore,
                           const QString& rateUnit) {
  std::vector<const solver::JobResult*> jobs;
  std::vector<std::string> keys;
  for (const auto* result : {backup, restore})
    if (result)
      for (const auto& job : result->jobs) {
        jobs.push_back(&job);
        keys.push_back(job.id + '/' + std::string(topology::directionName(job.direction)));
      }
  const bool kept = prepare(m_jobs, m_jobRows, std::move(keys));
  const bool sameUnit = kept && rateUnit == m_unit;
  m_jobShown.resize(jobs.size());
  std::vector<std::size_t> changed;
  for (std::size_t i = 0; i < jobs.size(); ++i) {
    const solver::JobResult& job = *jobs[i];
    JobShown shown{job.name,       job.error, job.bottleneck.label, job.next.key,
                   job.next.label, job.rate,  job.end - job.start,  job.next.rate};
    if (sameUnit && shown == m_jobShown[i]) continue;
    m_jobShown[i] = std::move(shown);
    changed.push_back(i);
  }
  const QBrush normal = palette().brush(QPalette::Text);
  update(m_jobs, changed, [&](std::size_t i) {
    const JobRow row = jobRow(*jobs[i], rateUnit);
    QTreeWidgetItem* item = m_jobRows.items[i];
    item->setText(0, row.name);
    item->setData(0, kIdRole, row.id);
    item->setText(1, row.direction);
    item->setText(4, row.bottleneck);
    item->setForeground(4,
                        row.failed ? palette().color(QPalette::Disabled, QPalette::Text) : normal);
    item->setText(2, row.failed ? QString() : row.rate);
    item->setData(2, kSortRole, row.failed ? QVariant() : QVariant(row.rateValue));
    item->setTextAlignment(2, Qt::AlignRight | Qt::AlignVCenter);
    item->setText(3, row.failed ? QString() : row.duration);
    item->setData(3, kSortRole, row.failed ? QVariant() : QVariant(row.durationValue));
    item->setText(5, row.failed ? QString() : row.next);
  });
  if (!kept)
    for (int c = 0; c < 5; ++c) m_jobs->resizeColumnToContents(c);
}

void ResultsDock::fillResources(const solver::SolveResult* result, const QString& rateUnit) {
  // The resources that carry something, in the result's order: the table sorts them (busiest
  // first until the user picks another column).
  std::vector<const solver::ResourceUse*> resources;
  std::vector<std::string> keys;
  if (result)
    for (const auto& r : result->resources)
      if (r.load > 0.0) {
        resources.push_back(&r);
        keys.push_back(r.key);
      }
  const bool kept = prepare(m_resources, m_resourceRows, std::move(keys));
  const bool sameUnit = kept && rateUnit == m_unit;
  m_resourceShown.resize(resources.size());
  std::vector<std::size_t> changed;
  for (std::size_t i = 0; i < resources.size(); ++i) {
    const solver::ResourceUse& r = *resources[i];
    ResourceShown shown{r.label, r.node.empty() ? r.link : r.node, r.utilisation, r.load,
                        r.effective};
    if (sameUnit && shown == m_resourceShown[i]) continue;
    m_resourceShown[i] = std::move(shown);
    changed.push_back(i);
  }
  update(m_resources, changed, [&](std::size_t i) {
    const ResourceRow row = resourceRow(*resources[i], rateUnit);
    QTreeWidgetItem* item = m_resourceRows.items[i];
    item->setText(0, row.label);
    item->setData(0, kIdRole, row.id);
    item->setText(1, row.use);
    item->setData(1, kSortRole, row.utilisation);
    item->setBackground(1, utilisationColour(row.utilisation));
    item->setForeground(1, utilisationTextColour(row.utilisation));
    item->setText(2, row.load);
    item->setData(2, kSortRole, row.loadValue);
    item->setText(3, row.capacity);
    item->setData(3, kSortRole, row.capacityValue);
  });
  if (kept) return;
  m_resources->sortItems(1, Qt::DescendingOrder);
  m_resources->resizeColumnToContents(0);
}

void ResultsDock::fillWarnings(const solver::SolveResult* backup,
                               const solver::SolveResult* restore) {
  std::vector<WarningShown> warnings;
  for (const auto* result : {backup, restore})
    if (result)
      for (const auto& w : result->warnings)
        warnings.push_back({w.component, w.message, result == backup});
  if (warnings == m_warningShown &&
      static_cast<int>(m_warningRows.items.size()) == m_warnings->topLevelItemCount())
    return;
  std::vector<std::string> keys(warnings.size()); // rows by position: their text is compared
  const bool kept = prepare(m_warnings, m_warningRows, std::move(keys));
  std::vector<std::size_t> changed;
  for (std::size_t i = 0; i < warnings.size(); ++i)
    if (!kept || !(warnings[i] == m_warningShown[i])) changed.push_back(i);
  update(m_warnings, changed, [&](std::size_t i) {
    const WarningShown& w = warnings[i];
    const QString direction = w.backup ? tr("backup") : tr("restore");
    QTreeWidgetItem* item = m_warningRows.items[i];
    const QString component = QString::fromStdString(w.component);
    item->setText(0, component);
    item->setData(0, kIdRole, component);
    item->setText(1, tr("%1: %2").arg(direction, QString::fromStdString(w.message)));
    item->setToolTip(1, plainToolTip(item->text(1)));
  });
  const int count = static_cast<int>(warnings.size());
  m_warningShown = std::move(warnings);
  m_tabs->setTabText(2, count ? tr("Warnings (%1)").arg(count) : tr("Warnings"));
}

} // namespace tapeflow::editor
