#include "ResultsDock.h"
#include "PlainText.h"
#include "UtilisationColours.h"

#include "ResultFigures.h"
#include "TableCopy.h"
#include "solver/Solver.h"

#include <QHeaderView>
#include <QLabel>
#include <QTabWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <array>
#include <cmath>
#include <string_view>
#include <unordered_map>

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
  for (auto* tree : {m_jobs, m_resources, m_warnings}) {
    connect(tree, &QTreeWidget::itemActivated, this, &ResultsDock::activate);
    enableTableCopy(tree);
  }
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
                       const QString& rateUnit, const topology::Topology& names) {
  setStale(false);
  fillJobs(backup, restore, rateUnit);
  fillResources(backup, rateUnit);
  fillWarnings(backup, restore, names);
  m_unit = rateUnit;
}

void ResultsDock::remake(QTreeWidget* tree, Rows& rows, std::vector<std::string> keys) {
  tree->setSortingEnabled(false);
  tree->clear();
  rows.items.clear();
  rows.items.reserve(keys.size());
  for (std::size_t i = 0; i < keys.size(); ++i) rows.items.push_back(new SortableItem(tree));
  rows.keys = std::move(keys);
}

template <typename Fill>
void ResultsDock::update(QTreeWidget* tree, const std::vector<std::size_t>& changed, Fill fill) {
  // Measured at 10,000 nodes: one row moved into place costs a binary search and a model move;
  // a full sort of 20,000 rows about 20 ms. Past a few dozen rows the single sort wins.
  constexpr std::size_t kOneByOne = 48;
  // setSortingEnabled(true) sorts the whole table even when it was on already: called only to
  // switch it on.
  const bool sorted = tree->isSortingEnabled();
  if (sorted && changed.size() <= kOneByOne) {
    for (const std::size_t i : changed) fill(i);
    return;
  }
  if (sorted) tree->setSortingEnabled(false);
  for (const std::size_t i : changed) fill(i);
  tree->setSortingEnabled(true);
}

void ResultsDock::fillJobs(const solver::SolveResult* backup, const solver::SolveResult* restore,
                           const QString& rateUnit) {
  std::vector<const solver::JobResult*> jobs;
  for (const auto* result : {backup, restore})
    if (result)
      for (const auto& job : result->jobs) jobs.push_back(&job);
  const auto keyOf = [](const solver::JobResult& job) {
    return job.id + '/' + std::string(topology::directionName(job.direction));
  };
  bool same = jobs.size() == m_jobRows.keys.size();
  for (std::size_t i = 0; same && i < jobs.size(); ++i)
    same = m_jobRows.keys[i].size() > jobs[i]->id.size() &&
           m_jobRows.keys[i].compare(0, jobs[i]->id.size(), jobs[i]->id) == 0 &&
           m_jobRows.keys[i] == keyOf(*jobs[i]);
  const bool kept = same && static_cast<int>(m_jobRows.items.size()) == m_jobs->topLevelItemCount();
  if (!kept) {
    std::vector<std::string> keys;
    for (const auto* job : jobs) keys.push_back(keyOf(*job));
    remake(m_jobs, m_jobRows, std::move(keys));
  }
  const bool sameUnit = kept && rateUnit == m_unit;
  m_jobShown.resize(jobs.size());
  std::vector<std::size_t> changed;
  for (std::size_t i = 0; i < jobs.size(); ++i) {
    const solver::JobResult& job = *jobs[i];
    JobShown& was = m_jobShown[i];
    if (sameUnit && was.rate == job.rate && was.duration == job.end - job.start &&
        was.nextRate == job.next.rate && was.bottleneck == job.bottleneck.label &&
        was.nextKey == job.next.key && was.nextLabel == job.next.label && was.error == job.error &&
        was.name == job.name)
      continue;
    was = {job.name,       job.error, job.bottleneck.label, job.next.key,
           job.next.label, job.rate,  job.end - job.start,  job.next.rate};
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
  if (result)
    for (const auto& r : result->resources)
      if (r.load > 0.0) resources.push_back(&r);
  bool same = resources.size() == m_resourceRows.keys.size();
  for (std::size_t i = 0; same && i < resources.size(); ++i)
    same = m_resourceRows.keys[i] == resources[i]->key;
  const bool kept =
      same && static_cast<int>(m_resourceRows.items.size()) == m_resources->topLevelItemCount();
  if (!kept) {
    std::vector<std::string> keys;
    for (const auto* r : resources) keys.push_back(r->key);
    remake(m_resources, m_resourceRows, std::move(keys));
  }
  const bool sameUnit = kept && rateUnit == m_unit;
  m_resourceShown.resize(resources.size());
  std::vector<std::size_t> changed;
  for (std::size_t i = 0; i < resources.size(); ++i) {
    const solver::ResourceUse& r = *resources[i];
    ResourceShown& was = m_resourceShown[i];
    const std::string& owner = r.node.empty() ? r.link : r.node;
    if (sameUnit && was.utilisation == r.utilisation && was.load == r.load &&
        was.effective == r.effective && was.label == r.label && was.owner == owner)
      continue;
    was = {r.label, owner, r.utilisation, r.load, r.effective};
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

// Warnings are rows of text: a row whose text is unchanged keeps its item wherever it now stands
// in the list; rows that appear are added, rows that went are deleted (an edit that adds one
// warning used to clear and make again a table of thousands).
void ResultsDock::fillWarnings(const solver::SolveResult* backup,
                               const solver::SolveResult* restore,
                               const topology::Topology& names) {
  // Warnings carry node ids; people read the node's name.
  const auto nameOf = [&](const std::string& id) {
    const auto* node = names.node(id);
    return node ? node->name : id;
  };
  std::vector<std::string> keys;
  for (const auto* result : {backup, restore})
    if (result)
      for (const auto& w : result->warnings)
        keys.push_back((result == backup ? "b" : "r") + nameOf(w.component) + '\n' + w.message);
  const int count = static_cast<int>(keys.size());
  m_tabs->setTabText(2, count ? tr("Warnings (%1)").arg(count) : tr("Warnings"));
  if (keys == m_warningRows.keys &&
      static_cast<int>(m_warningRows.items.size()) == m_warnings->topLevelItemCount())
    return;
  std::unordered_map<std::string_view, std::vector<QTreeWidgetItem*>> old;
  if (static_cast<int>(m_warningRows.items.size()) == m_warnings->topLevelItemCount())
    for (std::size_t i = 0; i < m_warningRows.keys.size(); ++i)
      old[m_warningRows.keys[i]].push_back(m_warningRows.items[i]);
  else
    m_warnings->clear();
  std::vector<QTreeWidgetItem*> items(keys.size(), nullptr);
  std::vector<std::size_t> added;
  for (std::size_t i = 0; i < keys.size(); ++i) {
    const auto it = old.find(keys[i]);
    if (it == old.end() || it->second.empty()) {
      added.push_back(i);
      continue;
    }
    items[i] = it->second.back();
    it->second.pop_back();
  }
  for (auto& [key, left] : old)
    for (QTreeWidgetItem* item : left) delete item;
  std::size_t position = 0;
  for (const auto* result : {backup, restore}) {
    if (!result) continue;
    const QString direction = result == backup ? tr("backup") : tr("restore");
    for (const auto& w : result->warnings) {
      const std::size_t i = position++;
      if (items[i]) continue;
      // Made here, filled by update() below.
      items[i] = new SortableItem();
      items[i]->setText(0, QString::fromStdString(nameOf(w.component)));
      items[i]->setData(0, kIdRole, QString::fromStdString(w.component));
      items[i]->setText(1, tr("%1: %2").arg(direction, QString::fromStdString(w.message)));
      items[i]->setToolTip(1, plainToolTip(items[i]->text(1)));
    }
  }
  update(m_warnings, added, [&](std::size_t i) { m_warnings->addTopLevelItem(items[i]); });
  m_warningRows.items = std::move(items);
  m_warningRows.keys = std::move(keys);
}

} // namespace tapeflow::editor
