#include "ScenariosDock.h"

#include "BackgroundTask.h"
#include "PlainText.h"
#include "RunWords.h"
#include "document/Document.h"
#include "undo/SetScenariosCommand.h"
#include "units/Format.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace tapeflow::editor {
namespace {

QString text(const std::string& s) { return QString::fromStdString(s); }

// The rows of the comparison: what each column shows of a run.
struct Row {
  const char* title;
  QString (*cell)(const whatif::RunFigures&);
};

QString runCell(const whatif::RunFigures& f) { return runDuration(f.runSeconds); }
QString verdictCell(const whatif::RunFigures& f) { return text(whatif::describe(f.verdict)); }
QString rateCell(const whatif::RunFigures& f) {
  return text(units::formatAuto(f.rate, units::Dimension::Rate));
}
constexpr Row kRows[] = {
    {QT_TRANSLATE_NOOP("tapeflow::editor::ScenariosDock", "run"), &runCell},
    {QT_TRANSLATE_NOOP("tapeflow::editor::ScenariosDock", "verdict"), &verdictCell},
    {QT_TRANSLATE_NOOP("tapeflow::editor::ScenariosDock", "rate over the run"), &rateCell},
    {QT_TRANSLATE_NOOP("tapeflow::editor::ScenariosDock", "ends with"), &endWords}};

constexpr int kBaseRole = Qt::UserRole + 1; // the list's first row is the base

} // namespace

ScenariosDock::ScenariosDock(QWidget* parent) : QDockWidget(tr("What-if: Scenarios"), parent) {
  setObjectName(QStringLiteral("ScenariosDock"));
  m_task = new BackgroundTask(this);
  auto* body = new QWidget(this);
  auto* layout = new QHBoxLayout(body);
  layout->setContentsMargins(4, 4, 4, 4);
  auto* side = new QWidget(body);
  auto* column = new QVBoxLayout(side);
  column->setContentsMargins(0, 0, 0, 0);
  m_list = new QListWidget(side);
  m_list->setObjectName(QStringLiteral("scenarioList"));
  m_list->setToolTip(tr("Double-click to show a scenario; check scenarios to compare them."));
  column->addWidget(m_list, 1);
  auto* buttons = new QHBoxLayout;
  auto* add = new QPushButton(tr("New…"), side);
  auto* rename = new QPushButton(tr("Rename…"), side);
  auto* remove = new QPushButton(tr("Delete"), side);
  m_compare = new QPushButton(tr("Compare"), side);
  m_compare->setObjectName(QStringLiteral("compareScenarios"));
  for (QPushButton* button : {add, rename, remove, m_compare}) buttons->addWidget(button);
  column->addLayout(buttons);
  m_message = plainLabel({}, side);
  m_message->setWordWrap(true);
  column->addWidget(m_message);
  // Narrow beside the comparison, but never narrower than its buttons (German words are longer).
  side->setMaximumWidth(std::max(280, buttons->sizeHint().width()));

  m_table = new QTableWidget(body);
  m_table->setObjectName(QStringLiteral("comparison"));
  m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
  m_table->setWordWrap(true);
  m_table->setTextElideMode(Qt::ElideNone);
  layout->addWidget(side);
  layout->addWidget(m_table, 1);
  setWidget(body);

  connect(m_list, &QListWidget::itemDoubleClicked, this, [this](QListWidgetItem* item) {
    emit switchRequested(item->data(kBaseRole).toBool() ? QString() : item->text());
  });
  connect(add, &QPushButton::clicked, this, [this] {
    bool ok = false;
    const QString name =
        QInputDialog::getText(this, tr("New Scenario"), tr("Name:"), QLineEdit::Normal, {}, &ok);
    if (ok && newScenario(name.trimmed())) emit switchRequested(name.trimmed());
  });
  connect(rename, &QPushButton::clicked, this, [this] {
    const QString name = selectedName();
    if (name.isEmpty()) return;
    bool ok = false;
    const QString to = QInputDialog::getText(this, tr("Rename Scenario"), tr("Name:"),
                                             QLineEdit::Normal, name, &ok);
    if (ok) renameScenario(name, to.trimmed());
  });
  connect(remove, &QPushButton::clicked, this, [this] { removeScenario(selectedName()); });
  connect(m_compare, &QPushButton::clicked, this, &ScenariosDock::compare);
  connect(m_task, &BackgroundTask::finished, this, [this](bool cancelled) {
    m_compare->setEnabled(true);
    if (cancelled || !m_pending) return;
    if (!*m_pending) {
      m_message->setText(text(m_pending->error().message));
      return;
    }
    fill(**m_pending);
    emit comparisonReady();
  });
}

void ScenariosDock::setDocument(Document* document) {
  if (m_document) m_document->disconnect(this);
  m_task->cancel();
  m_document = document;
  m_table->clear();
  m_table->setRowCount(0);
  m_table->setColumnCount(0);
  if (document)
    connect(document, &Document::changed, this, [this](const topology::Change& change) {
      if (change.type == topology::Change::Type::DocumentChanged) refresh();
    });
  refresh();
}

void ScenariosDock::refresh() {
  QStringList checked;
  for (int i = 0; i < m_list->count(); ++i)
    if (m_list->item(i)->checkState() == Qt::Checked) checked << m_list->item(i)->text();
  m_list->clear();
  if (!m_document) return;
  const QString shown = m_document->scenario();
  auto* base = new QListWidgetItem(tr("Base diagram"), m_list);
  base->setData(kBaseRole, true);
  for (const auto& scenario : m_document->scenarios()) {
    auto* item = new QListWidgetItem(text(scenario.name), m_list);
    item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
    item->setCheckState(checked.contains(item->text()) ? Qt::Checked : Qt::Unchecked);
    if (!scenario.note.empty()) item->setToolTip(plainToolTip(text(scenario.note)));
  }
  for (int i = 0; i < m_list->count(); ++i) {
    QListWidgetItem* item = m_list->item(i);
    const bool current = item->data(kBaseRole).toBool() ? shown.isEmpty() : item->text() == shown;
    QFont font = item->font();
    font.setBold(current);
    item->setFont(font);
    if (current) item->setText(tr("%1 (shown)").arg(item->text()));
  }
}

QString ScenariosDock::selectedName() const { return nameOf(m_list->currentItem()); }

QString ScenariosDock::nameOf(const QListWidgetItem* item) const {
  if (!item || item->data(kBaseRole).toBool() || !m_document) return {};
  // The shown one carries a mark: the scenario's own name is the one that matches.
  for (const auto& scenario : m_document->scenarios())
    if (item->text() == text(scenario.name) ||
        item->text() == tr("%1 (shown)").arg(text(scenario.name)))
      return text(scenario.name);
  return {};
}

void ScenariosDock::setChecked(const QString& name, bool checked) {
  for (int i = 0; i < m_list->count(); ++i)
    if (m_list->item(i)->text() == name || m_list->item(i)->text() == tr("%1 (shown)").arg(name))
      m_list->item(i)->setCheckState(checked ? Qt::Checked : Qt::Unchecked);
}

bool ScenariosDock::pushList(std::vector<topology::Scenario> scenarios, const QString& words) {
  auto probe = m_document->baseWithScenarios();
  for (const auto& scenario : probe.scenarios()) (void)probe.removeScenario(scenario.name);
  for (const auto& scenario : scenarios)
    if (const auto added = probe.addScenario(scenario); !added) {
      m_message->setText(text(added.error().message));
      return false;
    }
  m_document->undoStack()->push(new SetScenariosCommand(m_document, std::move(scenarios), words));
  m_message->clear();
  return true;
}

bool ScenariosDock::newScenario(const QString& name) {
  if (!m_document || name.isEmpty()) return false;
  const auto base = m_document->baseWithScenarios();
  auto scenarios = base.scenarios();
  topology::Scenario scenario;
  scenario.name = name.toStdString();
  if (const auto* shown = base.scenario(m_document->scenario().toStdString()))
    scenario.changes = shown->changes; // a copy of the scenario shown, to vary further
  scenarios.push_back(std::move(scenario));
  return pushList(std::move(scenarios), tr("New scenario “%1”").arg(name));
}

bool ScenariosDock::removeScenario(const QString& name) {
  if (!m_document || name.isEmpty()) return false;
  if (name == m_document->scenario()) {
    m_message->setText(tr("Show another scenario or the base before deleting this one."));
    return false;
  }
  auto scenarios = m_document->scenarios();
  std::erase_if(scenarios, [&](const auto& s) { return text(s.name) == name; });
  return pushList(std::move(scenarios), tr("Delete scenario “%1”").arg(name));
}

bool ScenariosDock::renameScenario(const QString& name, const QString& newName) {
  if (!m_document || name.isEmpty() || newName.isEmpty() || name == newName) return false;
  if (name == m_document->scenario()) {
    m_message->setText(tr("Show another scenario or the base before renaming this one."));
    return false;
  }
  auto scenarios = m_document->scenarios();
  for (auto& scenario : scenarios)
    if (text(scenario.name) == name) scenario.name = newName.toStdString();
  return pushList(std::move(scenarios), tr("Rename scenario “%1” to “%2”").arg(name, newName));
}

void ScenariosDock::compare() {
  if (!m_document) return;
  std::vector<std::string> names;
  for (int i = 1; i < m_list->count(); ++i)
    if (m_list->item(i)->checkState() == Qt::Checked)
      names.push_back(nameOf(m_list->item(i)).toStdString());
  auto base = std::make_shared<const topology::Topology>(m_document->baseWithScenarios());
  auto result = std::make_shared<Expected<whatif::Comparison>>(Error{""});
  m_task->start([base, names, result](const std::atomic<bool>&, const BackgroundTask::Progress&) {
    *result = whatif::compareScenarios(*base, names);
  });
  m_pending = std::move(result);
  m_compare->setEnabled(false);
  m_message->setText(tr("Solving the base and %n scenario(s)…", nullptr,
                        int(names.empty() ? m_document->scenarios().size() : names.size())));
}

// Columns as wide as their text when the table has room; otherwise each gets at least its
// share of the room and its long cells wrap. Rows are measured after the widths are set, so that
// wrapped text is shown whole (issue 40: cells were cut with "…" beside empty space).
void ScenariosDock::fitColumns() {
  m_table->resizeColumnsToContents();
  const int columns = m_table->columnCount();
  int total = 0;
  for (int c = 0; c < columns; ++c) total += m_table->columnWidth(c);
  const int room = m_table->viewport()->width();
  if (columns > 0 && total > room) {
    const int share = std::max(320, room / columns);
    for (int c = 0; c < columns; ++c)
      m_table->setColumnWidth(c, std::min(m_table->columnWidth(c), share));
  }
  m_table->resizeRowsToContents();
}

void ScenariosDock::fill(const whatif::Comparison& comparison) {
  const auto& columns = comparison.columns;
  m_table->clear();
  m_table->setColumnCount(int(columns.size()));
  QStringList headers;
  for (const auto& column : columns)
    headers << (column.base ? tr("Base diagram") : text(column.name));
  m_table->setHorizontalHeaderLabels(headers);
  QStringList rows;
  for (const char* run : {"Backup", "Restore"})
    for (const auto& row : kRows) rows << tr("%1 %2").arg(tr(run), tr(row.title));
  rows << tr("What differs");
  m_table->setRowCount(int(rows.size()));
  m_table->setVerticalHeaderLabels(rows);
  for (int c = 0; c < int(columns.size()); ++c) {
    const auto& column = columns[std::size_t(c)];
    int r = 0;
    for (const auto* figures : {&column.backup, &column.restore})
      for (const auto& row : kRows)
        m_table->setItem(
            r++, c, new QTableWidgetItem(column.error.empty() ? row.cell(*figures) : QString()));
    QStringList differences;
    for (const auto& line : column.differences) differences << text(line);
    const QString last = !column.error.empty() ? text(column.error)
                         : column.base         ? tr("—")
                                               : differences.join(QLatin1Char('\n'));
    m_table->setItem(r, c, new QTableWidgetItem(last));
  }
  fitColumns();
  m_message->setText(
      tr("Compared %n scenario(s) with the base.", nullptr, int(columns.size()) - 1));
}

} // namespace tapeflow::editor
