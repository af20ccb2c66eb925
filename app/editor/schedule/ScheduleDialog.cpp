#include "ScheduleDialog.h"

#include "PlainText.h"
#include "WeekChart.h"
#include "charts/ChartStyle.h"
#include "document/Document.h"
#include "schedule/ScheduleRun.h"
#include "undo/SetScheduleCommand.h"
#include "util/Text.h"
#include "whatif/Verdict.h"

#include <QChartView>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTabWidget>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <utility>

namespace tapeflow::editor {
namespace {

using topology::BackupLevel;

constexpr int kNameColumn = 0;
constexpr int kWindowColumn = 1;
constexpr int kFirstJobColumn = 2;

// The choices of a job's cell: not run, then the levels.
const std::array<std::optional<BackupLevel>, 5> kChoices{
    std::nullopt, BackupLevel::Full, BackupLevel::Incremental, BackupLevel::Differential,
    BackupLevel::SyntheticFull};

QString choiceText(const std::optional<BackupLevel>& level) {
  if (!level) return ScheduleDialog::tr("—");
  switch (*level) {
  case BackupLevel::Full: return ScheduleDialog::tr("Full");
  case BackupLevel::Incremental: return ScheduleDialog::tr("Incremental");
  case BackupLevel::Differential: return ScheduleDialog::tr("Differential");
  case BackupLevel::SyntheticFull: return ScheduleDialog::tr("Synthetic full");
  }
  return {};
}

QString windowText(const topology::ScheduleDay& day) {
  return day.window ? QString::fromStdString(day.window->text) : QString();
}

} // namespace

ScheduleDialog::ScheduleDialog(Document* document, QWidget* parent)
    : QDialog(parent), m_document(document), m_table(new QTableWidget(this)),
      m_week(new QChartView(this)), m_verdicts(new QLabel(this)) {
  setWindowTitle(tr("Schedule"));
  m_verdicts->setTextFormat(Qt::PlainText);
  m_verdicts->setWordWrap(true);
  m_table->verticalHeader()->setVisible(false);
  m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  connect(m_table, &QTableWidget::itemChanged, this, &ScheduleDialog::itemEdited);

  auto* days = new QWidget(this);
  auto* daysLayout = new QVBoxLayout(days);
  daysLayout->addWidget(m_table);
  auto* buttons = new QHBoxLayout;
  for (const auto& [text, slot] : {std::pair{tr("Add a &week"), &ScheduleDialog::addWeek},
                                   std::pair{tr("&Add a day"), &ScheduleDialog::addDay},
                                   std::pair{tr("&Remove the day"), &ScheduleDialog::removeDay}}) {
    auto* button = new QPushButton(text, days);
    connect(button, &QPushButton::clicked, this, slot);
    buttons->addWidget(button);
  }
  buttons->addStretch();
  daysLayout->addLayout(buttons);

  auto* week = new QWidget(this);
  auto* weekLayout = new QVBoxLayout(week);
  m_week->setRenderHint(QPainter::Antialiasing);
  weekLayout->addWidget(m_week, 1);
  weekLayout->addWidget(m_verdicts);

  auto* tabs = new QTabWidget(this);
  tabs->addTab(days, tr("&Days"));
  tabs->addTab(week, tr("The &week"));
  auto* close = new QDialogButtonBox(QDialogButtonBox::Close, this);
  connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(tabs);
  layout->addWidget(close);
  resize(900, 600);

  connect(m_document, &Document::changed, this, [this] { refreshLater(); });
  refresh();
}

void ScheduleDialog::refresh() {
  const auto& topology = m_document->topology();
  const auto& schedule = topology.schedule();
  const auto& jobs = topology.jobs();
  m_filling = true;
  m_table->clear();
  m_table->setRowCount(static_cast<int>(schedule.days.size()));
  m_table->setColumnCount(kFirstJobColumn + static_cast<int>(jobs.size()));
  QStringList headers{tr("Day"), tr("Window")};
  for (const auto& job : jobs) headers << QString::fromStdString(job.name);
  m_table->setHorizontalHeaderLabels(headers);
  for (int row = 0; row < m_table->rowCount(); ++row) {
    const auto& day = schedule.days[static_cast<std::size_t>(row)];
    m_table->setItem(row, kNameColumn, new QTableWidgetItem(QString::fromStdString(day.name)));
    m_table->setItem(row, kWindowColumn, new QTableWidgetItem(windowText(day)));
    for (std::size_t j = 0; j < jobs.size(); ++j) {
      auto* box = new QComboBox(m_table);
      for (const auto& choice : kChoices) box->addItem(choiceText(choice));
      const auto it = day.levels.find(jobs[j].id);
      const auto current = it == day.levels.end() ? std::optional<BackupLevel>() : it->second;
      box->setCurrentIndex(static_cast<int>(std::find(kChoices.begin(), kChoices.end(), current) -
                                            kChoices.begin()));
      const int column = kFirstJobColumn + static_cast<int>(j);
      connect(box, &QComboBox::currentIndexChanged, this,
              [this, row, column](int choice) { levelChosen(row, column, choice); });
      m_table->setCellWidget(row, column, box);
    }
  }
  m_filling = false;
  refreshWeek();
}

void ScheduleDialog::refreshWeek() {
  const auto run = schedule::runSchedule(m_document->topology());
  replaceChart(m_week, makeWeekChart(run, ChartStyle::fromPalette(palette(), font())));
  QStringList lines;
  for (const auto& night : run.nights)
    lines << QString::fromStdString(night.day + ": " + whatif::describe(night.verdict));
  m_verdicts->setText(lines.isEmpty() ? tr("No days scheduled yet.") : lines.join(u'\n'));
}

void ScheduleDialog::levelChosen(int row, int jobColumn, int choice) {
  if (m_filling) return;
  topology::Schedule schedule = m_document->topology().schedule();
  const auto& job =
      m_document->topology().jobs()[static_cast<std::size_t>(jobColumn - kFirstJobColumn)];
  auto& levels = schedule.days[static_cast<std::size_t>(row)].levels;
  levels.erase(job.id);
  if (const auto level = kChoices[static_cast<std::size_t>(choice)]) levels.emplace(job.id, *level);
  propose(schedule,
          tr("Schedule %1 on %2")
              .arg(QString::fromStdString(job.name),
                   QString::fromStdString(schedule.days[static_cast<std::size_t>(row)].name)));
}

void ScheduleDialog::itemEdited(QTableWidgetItem* item) {
  if (m_filling) return;
  topology::Schedule schedule = m_document->topology().schedule();
  auto& day = schedule.days[static_cast<std::size_t>(item->row())];
  const std::string text = item->text().trimmed().toStdString();
  if (item->column() == kNameColumn) {
    day.name = text;
    propose(schedule, tr("Rename a day of the schedule"));
    return;
  }
  if (text.empty()) {
    day.window.reset();
  } else {
    auto parsed = topology::parseObjective(text, "h");
    if (!parsed) {
      m_document->refuse("the window of " + quote(day.name) + ": " + parsed.error().message);
      refreshLater();
      return;
    }
    day.window = *parsed;
  }
  propose(schedule, tr("Set the window of %1").arg(QString::fromStdString(day.name)));
}

void ScheduleDialog::addDay() {
  topology::Schedule schedule = m_document->topology().schedule();
  std::string name = "Day " + std::to_string(schedule.days.size() + 1);
  for (int n = 2; std::any_of(schedule.days.begin(), schedule.days.end(),
                              [&](const auto& day) { return day.name == name; });
       ++n)
    name = "Day " + std::to_string(schedule.days.size() + 1) + "-" + std::to_string(n);
  schedule.days.push_back({name, std::nullopt, {}});
  propose(schedule, tr("Add a day to the schedule"));
}

void ScheduleDialog::removeDay() {
  const int row = m_table->currentRow();
  topology::Schedule schedule = m_document->topology().schedule();
  if (row < 0 || row >= static_cast<int>(schedule.days.size())) return;
  schedule.days.erase(schedule.days.begin() + row);
  propose(schedule, tr("Remove a day from the schedule"));
}

void ScheduleDialog::addWeek() {
  // A common week to start from: fulls on Saturday, incrementals on weeknights.
  topology::Schedule schedule = m_document->topology().schedule();
  if (!schedule.days.empty()) return;
  for (const char* name : {"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"}) {
    topology::ScheduleDay day{name, std::nullopt, {}};
    const bool saturday = std::string_view(name) == "Sat";
    if (std::string_view(name) != "Sun")
      for (const auto& job : m_document->topology().jobs())
        day.levels.emplace(job.id, saturday ? BackupLevel::Full : BackupLevel::Incremental);
    schedule.days.push_back(std::move(day));
  }
  propose(schedule, tr("Add a week to the schedule"));
}

void ScheduleDialog::propose(const topology::Schedule& schedule, const QString& text) {
  // A refused edit changes nothing: the table shows the document again.
  if (!m_document->push(new SetScheduleCommand(m_document, schedule, text)).isEmpty())
    refreshLater();
}

void ScheduleDialog::refreshLater() {
  // Not at once: the edit that asked may come from a widget of the table being rebuilt.
  if (std::exchange(m_refreshPending, true)) return;
  QTimer::singleShot(0, this, [this] {
    m_refreshPending = false;
    refresh();
  });
}

} // namespace tapeflow::editor
