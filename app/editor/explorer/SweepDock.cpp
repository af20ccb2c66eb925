#include "SweepDock.h"

#include "DockSeen.h"
#include "PlainText.h"
#include "SweepRunner.h"
#include "SweepView.h"
#include "document/Document.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <utility>

namespace tapeflow::editor {
namespace {

// More points than this would keep the workers busy for long and cannot be read on a screen.
constexpr std::size_t kMostPoints = 40000;

QString text(const std::string& s) { return QString::fromStdString(s); }

// A range around the present value: half to double (whole numbers: every value in between),
// within what the document accepts.
struct Range {
  double from = 0.0;
  double to = 0.0;
  int points = 9;
  bool log = true;
};

Range rangeAround(const whatif::Figure& figure) {
  if (figure.target == whatif::AxisTarget::DriveCount) return {1.0, 4.0, 4, false};
  const double value =
      figure.value ? *figure.value : (figure.min && *figure.min > 0 ? *figure.min : 1.0);
  Range range;
  range.from = value / 2;
  range.to = value > 0 ? value * 2 : 1.0;
  if (figure.min) range.from = std::max(range.from, *figure.min);
  if (figure.max) range.to = std::min(range.to, *figure.max);
  if (figure.integer) {
    range.from = std::max(1.0, std::round(range.from));
    range.to = std::max(range.from + 1, std::round(range.to));
    range.points = int(std::min(range.to - range.from + 1, 32.0));
    range.log = false;
  }
  return range;
}

} // namespace

SweepDock::SweepDock(QWidget* parent) : QDockWidget(tr("What-if: Sweep"), parent) {
  setObjectName(QStringLiteral("SweepDock"));
  m_runner = new SweepRunner(this);
  auto* body = new QWidget(this);
  auto* columns = new QHBoxLayout(body);
  columns->setContentsMargins(4, 4, 4, 4);

  auto* side = new QWidget(body);
  side->setMaximumWidth(360);
  auto* form = new QVBoxLayout(side);
  form->setContentsMargins(0, 0, 0, 0);
  auto* first = new QGroupBox(tr("Figure"), side);
  auto* firstLayout = new QVBoxLayout(first);
  firstLayout->setContentsMargins(6, 6, 6, 6);
  firstLayout->addWidget(makeAxisForm(m_axes[0], first));
  m_second = new QGroupBox(tr("Second figure (heat map)"), side);
  m_second->setCheckable(true);
  m_second->setChecked(false);
  auto* secondLayout = new QVBoxLayout(m_second);
  secondLayout->setContentsMargins(6, 6, 6, 6);
  secondLayout->addWidget(makeAxisForm(m_axes[1], m_second));
  form->addWidget(first);
  form->addWidget(m_second);

  auto* buttons = new QHBoxLayout;
  m_run = new QPushButton(tr("Run"), side);
  m_run->setObjectName(QStringLiteral("runSweep"));
  m_run->setDefault(true);
  m_cancel = new QPushButton(tr("Cancel"), side);
  m_cancel->setEnabled(false);
  buttons->addWidget(m_run);
  buttons->addWidget(m_cancel);
  form->addLayout(buttons);
  m_addToReport = new QPushButton(tr("Add to Report"), side);
  m_addToReport->setObjectName(QStringLiteral("addSweepToReport"));
  m_addToReport->setToolTip(
      tr("The next exported report shows this sweep in its What-if section."));
  m_addToReport->setEnabled(false);
  form->addWidget(m_addToReport);
  m_progress = new QProgressBar(side);
  m_progress->setVisible(false);
  form->addWidget(m_progress);
  m_message = plainLabel({}, side);
  m_message->setObjectName(QStringLiteral("sweepMessage"));
  m_message->setWordWrap(true);
  form->addWidget(m_message);
  auto* heatRow = new QFormLayout;
  m_heatDirection = new QComboBox(side);
  m_heatDirection->addItem(tr("Backup run"));
  m_heatDirection->addItem(tr("Restore run"));
  heatRow->addRow(tr("Heat map shows"), m_heatDirection);
  m_plotted = new QComboBox(side);
  m_plotted->addItem(tr("Run times"));
  m_plotted->addItem(tr("Rates"));
  heatRow->addRow(tr("One figure shows"), m_plotted);
  form->addLayout(heatRow);
  form->addStretch();

  m_view = new SweepView(body);
  // The form scrolls, so that the dock can be as short as the picture allows.
  auto* scroll = new QScrollArea(body);
  scroll->setWidget(side);
  scroll->setWidgetResizable(true);
  scroll->setFrameShape(QFrame::NoFrame);
  scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  scroll->setMinimumWidth(300);
  scroll->setMaximumWidth(380);
  columns->addWidget(scroll);
  columns->addWidget(m_view, 1);
  setWidget(body);

  connect(m_run, &QPushButton::clicked, this, &SweepDock::run);
  connect(m_cancel, &QPushButton::clicked, this, &SweepDock::cancel);
  connect(m_addToReport, &QPushButton::clicked, this, [this] {
    if (m_last) emit addToReportRequested(m_last, m_lastTitles);
  });
  connect(m_runner, &SweepRunner::progress, this, [this](int done, int total) {
    m_progress->setMaximum(total);
    m_progress->setValue(done);
  });
  connect(m_runner, &SweepRunner::finished, this, &SweepDock::finished);
  connect(m_plotted, &QComboBox::currentIndexChanged, this,
          [this](int index) { m_view->setRates(index == 1); });
  connect(m_heatDirection, &QComboBox::currentIndexChanged, this, [this](int index) {
    m_view->setHeatDirection(index == 0 ? topology::Direction::Backup
                                        : topology::Direction::Restore);
  });
  // Its tab chosen: a tabbed dock gets no show event.
  connect(this, &QDockWidget::visibilityChanged, this, [this](bool visible) {
    if (visible && m_figuresStale) refreshFigures();
  });
}

SweepDock::~SweepDock() = default;

QWidget* SweepDock::makeAxisForm(AxisForm& axis, QWidget* parent) {
  auto* box = new QWidget(parent);
  auto* layout = new QFormLayout(box);
  layout->setContentsMargins(0, 0, 0, 0);
  axis.figure = new QComboBox(box);
  axis.figure->setEditable(true); // type to find a figure among thousands
  axis.figure->setInsertPolicy(QComboBox::NoInsert);
  axis.figure->completer()->setFilterMode(Qt::MatchContains);
  axis.figure->completer()->setCompletionMode(QCompleter::PopupCompletion);
  axis.figure->setMinimumContentsLength(18);
  axis.figure->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
  axis.mode = new QComboBox(box);
  axis.mode->addItem(tr("Range"));
  axis.mode->addItem(tr("List"));
  axis.from = new QLineEdit(box);
  axis.to = new QLineEdit(box);
  axis.points = new QSpinBox(box);
  axis.points->setRange(1, 100000);
  axis.points->setValue(9);
  axis.log = new QCheckBox(tr("Logarithmic"), box);
  axis.values = new QLineEdit(box);
  axis.values->setPlaceholderText(tr("e.g. 160 MB/s, 300 MB/s, 400 MB/s"));
  layout->addRow(tr("Figure"), axis.figure);
  layout->addRow(tr("Values"), axis.mode);
  layout->addRow(tr("From"), axis.from);
  layout->addRow(tr("To"), axis.to);
  layout->addRow(tr("Points"), axis.points);
  layout->addRow(QString(), axis.log);
  layout->addRow(tr("List"), axis.values);
  axis.models = new QListWidget(box);
  axis.models->setMinimumHeight(90);
  axis.models->setToolTip(tr("The models to solve the diagram with, one point each."));
  layout->addRow(tr("Models"), axis.models);
  const int which = &axis == &m_axes[0] ? 0 : 1;
  connect(axis.figure, &QComboBox::currentIndexChanged, this, [this, which] { showMode(which); });
  connect(axis.figure, &QComboBox::activated, this, [this, which] { figureChosen(which); });
  connect(axis.mode, &QComboBox::currentIndexChanged, this, [this, which] { showMode(which); });
  showMode(which);
  return box;
}

void SweepDock::showMode(int which) {
  auto& axis = m_axes[std::size_t(which)];
  const auto* figure = chosen(which);
  const bool models = figure && figure->target == whatif::AxisTarget::NodeEntry;
  const bool range = !models && axis.mode->currentIndex() == 0;
  auto* layout = static_cast<QFormLayout*>(axis.from->parentWidget()->layout());
  for (QWidget* field : {static_cast<QWidget*>(axis.from), static_cast<QWidget*>(axis.to),
                         static_cast<QWidget*>(axis.points), static_cast<QWidget*>(axis.log)})
    layout->setRowVisible(field, range);
  layout->setRowVisible(axis.mode, !models);
  layout->setRowVisible(axis.values, !models && !range);
  layout->setRowVisible(axis.models, models);
}

void SweepDock::setDocument(Document* document) {
  if (m_document) {
    m_document->disconnect(this);
    if (m_last) m_kept.keep(*m_document, {m_last, m_lastTitles}, m_lastDigest, m_lastStale);
  }
  m_runner->cancel();
  m_document = document;
  m_asked.clear();
  m_figuresStale = true;
  showSweep(nullptr, {});
  m_message->clear();
  if (document) {
    connect(document, &Document::changed, this, [this](const topology::Change& change) {
      using Type = topology::Change::Type;
      if (change.type == Type::NodeMoved) return;
      if (m_last && !m_lastStale) checkStale(); // the picture may answer the diagram as it was
      // The list holds names and addresses: only what adds, removes or renames an owner
      // changes it (values are read when a figure is chosen).
      if (change.type != Type::DocumentChanged && change.type != Type::NodeParameterChanged &&
          change.type != Type::LinkParameterChanged)
        scheduleRefresh();
    });
    // Back to a scenario (or the base) swept before: its sweep, out of date if it changed.
    if (const auto kept = m_kept.find(*document)) {
      m_lastDigest = diagramDigest(*document);
      showSweep(kept->result.sweep, kept->result.titles);
      if (kept->stale) markStale();
    }
  }
  if (dockSeen(*this)) refreshFigures(); // else when its tab is chosen
}

void SweepDock::showSweep(std::shared_ptr<const whatif::SweepResult> sweep,
                          const QStringList& titles) {
  m_last = sweep;
  m_lastTitles = titles;
  m_lastStale = false;
  m_addToReport->setEnabled(m_last != nullptr);
  m_view->setStale(false);
  m_view->setSweep(std::move(sweep), titles);
}

void SweepDock::checkStale() {
  checkStaleSoon(this, m_staleCheckPending, [this] {
    if (m_document && m_last && !m_lastStale && diagramDigest(*m_document) != m_lastDigest)
      markStale();
  });
}

void SweepDock::markStale() {
  m_lastStale = true;
  m_view->setStale(true);
  m_message->setText(tr("The diagram changed since this sweep: Run it again to update it."));
}

void SweepDock::scheduleRefresh() {
  if (m_figuresStale) return;
  m_figuresStale = true;
  // Once per event-loop turn, and only while someone looks (a large diagram has many figures).
  QTimer::singleShot(0, this, [this] {
    if (dockSeen(*this)) refreshFigures();
  });
}

void SweepDock::showEvent(QShowEvent* event) {
  QDockWidget::showEvent(event);
  if (m_figuresStale) refreshFigures();
}

void SweepDock::refreshFigures() {
  m_figuresStale = false;
  std::array<QString, 2> kept;
  for (std::size_t a = 0; a < 2; ++a) kept[a] = m_axes[a].figure->currentData().toString();
  m_figures =
      m_document ? whatif::variableFigures(m_document->topology()) : std::vector<whatif::Figure>{};
  if (m_document)
    for (const auto& [owner, name] : m_asked)
      if (auto figure = whatif::findFigure(m_document->topology(), owner, name);
          figure && std::none_of(m_figures.begin(), m_figures.end(),
                                 [&](const auto& f) { return f.key() == figure->key(); }))
        m_figures.push_back(std::move(*figure));
  for (std::size_t a = 0; a < 2; ++a) {
    QComboBox* combo = m_axes[a].figure;
    const QSignalBlocker block(combo);
    combo->clear();
    for (const auto& figure : m_figures) combo->addItem(text(figure.title()), text(figure.key()));
    combo->setCurrentIndex(std::max(0, combo->findData(kept[a])));
  }
}

const whatif::Figure* SweepDock::chosen(int which) const {
  const int index = m_axes[std::size_t(which)].figure->currentIndex();
  if (index < 0 || std::size_t(index) >= m_figures.size()) return nullptr;
  // The typed text must name the figure: an edited text that matches none picks nothing.
  if (m_axes[std::size_t(which)].figure->currentText() !=
      text(m_figures[std::size_t(index)].title()))
    return nullptr;
  return &m_figures[std::size_t(index)];
}

void SweepDock::figureChosen(int which) {
  const auto* listed = chosen(which);
  if (!listed || !m_document) return;
  // Its value as it is now: the list is not refreshed when values change.
  const auto now = whatif::findFigure(m_document->topology(), listed->owner, listed->name);
  if (!now) return;
  const auto* figure = &*now;
  if (figure->target == whatif::AxisTarget::NodeEntry) {
    fillModels(which, *figure);
    showMode(which);
    return;
  }
  const Range range = rangeAround(*figure);
  setRange(which, text(figure->format(range.from)), text(figure->format(range.to)), range.points,
           range.log);
}

int SweepDock::figureIndex(int which, const std::string& owner, const std::string& name) {
  if (m_figuresStale) refreshFigures();
  const QString key = text(owner + "." + name);
  int index = m_axes[std::size_t(which)].figure->findData(key);
  // A figure the list leaves out (a node's software figure): listed from now on.
  if (index < 0 && m_document && whatif::findFigure(m_document->topology(), owner, name)) {
    m_asked.emplace_back(owner, name);
    refreshFigures();
    index = m_axes[std::size_t(which)].figure->findData(key);
  }
  return index;
}

bool SweepDock::prepare(const std::string& owner, const std::string& name) {
  const int index = figureIndex(0, owner, name);
  if (index < 0) return false;
  m_axes[0].figure->setCurrentIndex(index);
  figureChosen(0);
  return true;
}

bool SweepDock::prepareSecond(const std::string& owner, const std::string& name) {
  if (m_figuresStale) refreshFigures();
  m_second->setChecked(!owner.empty());
  if (owner.empty()) return true;
  const int index = figureIndex(1, owner, name);
  if (index < 0) return false;
  m_axes[1].figure->setCurrentIndex(index);
  figureChosen(1);
  return true;
}

void SweepDock::setRange(int which, const QString& from, const QString& to, int points, bool log) {
  auto& axis = m_axes[std::size_t(which)];
  axis.mode->setCurrentIndex(0);
  axis.from->setText(from);
  axis.to->setText(to);
  axis.points->setValue(points);
  axis.log->setChecked(log);
}

void SweepDock::fillModels(int which, const whatif::Figure& figure) {
  QListWidget* list = m_axes[std::size_t(which)].models;
  list->clear();
  const auto& topology = m_document->topology();
  const auto* node = topology.node(figure.owner);
  if (!node) return;
  // Every model of its kind, all checked: the user unchecks what is not a candidate.
  for (const auto& entry : topology.catalog().entries())
    if (entry.kind == node->kind) {
      auto* item = new QListWidgetItem(text(entry.displayName()), list);
      item->setData(Qt::UserRole, text(entry.id));
      item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
      item->setCheckState(Qt::Checked);
      if (entry.id == node->entry) item->setText(tr("%1 (now)").arg(item->text()));
    }
}

void SweepDock::setModels(int which, const QStringList& entryIds) {
  QListWidget* list = m_axes[std::size_t(which)].models;
  for (int i = 0; i < list->count(); ++i)
    list->item(i)->setCheckState(entryIds.contains(list->item(i)->data(Qt::UserRole).toString())
                                     ? Qt::Checked
                                     : Qt::Unchecked);
}

void SweepDock::setList(int which, const QString& values) {
  auto& axis = m_axes[std::size_t(which)];
  axis.mode->setCurrentIndex(1);
  axis.values->setText(values);
}

Expected<whatif::SweepAxis> SweepDock::axisOf(int which) const {
  const auto& axis = m_axes[std::size_t(which)];
  const auto* figure = chosen(which);
  if (!figure) return Error{tr("Pick a figure from the list.").toStdString()};
  QString spec;
  if (figure->target == whatif::AxisTarget::NodeEntry) {
    QStringList ids;
    for (int i = 0; i < axis.models->count(); ++i)
      if (axis.models->item(i)->checkState() == Qt::Checked)
        ids << axis.models->item(i)->data(Qt::UserRole).toString();
    if (ids.isEmpty()) return Error{figure->title() + ": check at least one model"};
    spec = ids.join(QLatin1Char(','));
  } else if (axis.mode->currentIndex() == 0) {
    spec = axis.from->text().trimmed() + QLatin1Char(':') + axis.to->text().trimmed() +
           QLatin1Char(':') + QString::number(axis.points->value());
    if (axis.log->isChecked()) spec += QStringLiteral(":log");
  } else {
    spec = axis.values->text().trimmed();
  }
  auto parsed = whatif::parseAxis(m_document->topology(), figure->key() + "=" + spec.toStdString());
  if (!parsed) return Error{figure->title() + ": " + parsed.error().message};
  return parsed;
}

bool SweepDock::run() {
  if (!m_document) return false;
  std::vector<whatif::SweepAxis> axes;
  QStringList titles;
  std::size_t total = 1;
  for (int which = 0; which < (m_second->isChecked() ? 2 : 1); ++which) {
    auto axis = axisOf(which);
    if (!axis) {
      m_message->setText(text(axis.error().message));
      return false;
    }
    total *= axis->values.size();
    titles << text(chosen(which)->title());
    axes.push_back(std::move(*axis));
  }
  if (total > kMostPoints) {
    m_message->setText(
        tr("%1 points are too many to show; at most %2.").arg(total).arg(kMostPoints));
    return false;
  }
  m_runningTitles = titles;
  m_message->setText(tr("Solving %1 points…").arg(total));
  setRunning(true);
  m_progress->setValue(0);
  m_progress->setMaximum(int(total));
  m_runningDigest = diagramDigest(*m_document);
  m_runner->start(m_document->topology(), std::move(axes));
  return true;
}

bool SweepDock::runSpecs(const QStringList& specs) {
  if (specs.isEmpty() || specs.size() > 2) return false;
  prepareSecond({}, {});
  for (int which = 0; which < specs.size(); ++which) {
    const QString& spec = specs[which];
    const qsizetype equals = spec.indexOf(QLatin1Char('='));
    const qsizetype dot = spec.left(equals).lastIndexOf(QLatin1Char('.'));
    if (equals < 0 || dot < 0) {
      m_message->setText(
          tr("Write OWNER.NAME=FROM:TO[:N[:log]] or OWNER.NAME=A,B,C: %1").arg(spec));
      return false;
    }
    const std::string owner = spec.left(dot).toStdString();
    const std::string name = spec.mid(dot + 1, equals - dot - 1).toStdString();
    if (!(which == 0 ? prepare(owner, name) : prepareSecond(owner, name))) {
      m_message->setText(tr("There is no figure %1 to sweep.").arg(spec.left(equals)));
      return false;
    }
    const QString values = spec.mid(equals + 1);
    const QStringList parts = values.split(QLatin1Char(':'));
    const auto* figure = chosen(which);
    if (figure && figure->target == whatif::AxisTarget::NodeEntry) {
      setModels(which, values.split(QLatin1Char(',')));
    } else if (parts.size() == 1) {
      setList(which, values);
    } else {
      // Without N, whole numbers take every value from one end to the other (as the CLI does).
      const int every = std::abs(parts.value(1).toInt() - parts.value(0).toInt()) + 1;
      const int points = parts.size() > 2            ? parts[2].toInt()
                         : figure && figure->integer ? every
                                                     : m_axes[std::size_t(which)].points->value();
      setRange(which, parts.value(0), parts.value(1), points,
               parts.value(3) == QStringLiteral("log"));
    }
  }
  return run();
}

void SweepDock::cancel() { m_runner->cancel(); }

void SweepDock::showRates(bool rates) { m_plotted->setCurrentIndex(rates ? 1 : 0); }

void SweepDock::setRunning(bool running) {
  m_run->setEnabled(!running);
  m_cancel->setEnabled(running);
  m_progress->setVisible(running);
}

void SweepDock::finished(std::shared_ptr<const whatif::SweepResult> result) {
  setRunning(false);
  if (result->cancelled) {
    m_message->setText(tr("Cancelled; the picture shows the last complete sweep."));
    return;
  }
  int refused = 0;
  for (const auto& point : result->points) refused += point.error.empty() ? 0 : 1;
  // What happened to each point, counted once (issue 40: "32 points solved; 24 values were
  // refused" when 8 were solved).
  const int solved = static_cast<int>(result->points.size()) - refused;
  m_message->setText(
      refused == 0
          ? tr("%n point(s) solved.", nullptr, solved)
          : tr("%1 solved; %2 refused by the diagram (hover them to see why).")
                .arg(tr("%n point(s)", nullptr, solved), tr("%n point(s)", nullptr, refused)));
  m_lastDigest = m_runningDigest;
  showSweep(std::move(result), m_runningTitles);
  emit sweepFinished();
}

} // namespace tapeflow::editor
