#include "BottleneckGuideDock.h"

#include "DockSeen.h"
#include "GuideWords.h"
#include "PlainText.h"
#include "document/Document.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace tapeflow::editor {
namespace {

QString text(const std::string& s) { return QString::fromStdString(s); }

enum Column { What, State, Measured, Predicted, Says, ColumnCount };

QTableWidgetItem* cell(const QString& value, Qt::Alignment alignment = Qt::AlignLeft) {
  auto* item = new QTableWidgetItem(value);
  item->setFlags(Qt::ItemIsSelectable | Qt::ItemIsEnabled);
  item->setTextAlignment(alignment | Qt::AlignVCenter);
  item->setToolTip(plainToolTip(value));
  return item;
}

} // namespace

BottleneckGuideDock::BottleneckGuideDock(QWidget* parent)
    : QDockWidget(tr("Find the Bottleneck"), parent) {
  setObjectName(QStringLiteral("BottleneckGuideDock"));
  auto* body = new QWidget(this);
  auto* layout = new QVBoxLayout(body);
  layout->setContentsMargins(4, 4, 4, 4);
  auto* top = new QHBoxLayout;
  top->addWidget(new QLabel(tr("Job:"), body));
  m_jobs = new QComboBox(body);
  m_jobs->setObjectName(QStringLiteral("guideJob"));
  m_jobs->setSizeAdjustPolicy(QComboBox::AdjustToContents);
  top->addWidget(m_jobs);
  top->addStretch(1);
  m_measureNext = new QPushButton(tr("Measure Next Step…"), body);
  m_measureNext->setObjectName(QStringLiteral("measureNext"));
  m_measureNext->setToolTip(tr("Enter the result of the next step (double-click a step to enter "
                               "that one)."));
  top->addWidget(m_measureNext);
  layout->addLayout(top);
  m_steps = new QTableWidget(0, ColumnCount, body);
  m_steps->setObjectName(QStringLiteral("guideSteps"));
  m_steps->setHorizontalHeaderLabels(
      {tr("Step"), tr("State"), tr("Measured"), tr("Model"), tr("What it says")});
  m_steps->setSelectionBehavior(QAbstractItemView::SelectRows);
  m_steps->verticalHeader()->hide();
  // The step and what its result says are sentences: they share the width and wrap.
  for (const int column : {What, Says})
    m_steps->horizontalHeader()->setSectionResizeMode(column, QHeaderView::Stretch);
  for (const int column : {State, Measured, Predicted})
    m_steps->horizontalHeader()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
  m_steps->setWordWrap(true);
  m_steps->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  layout->addWidget(m_steps, 1);
  m_verdict = plainLabel({}, body);
  m_verdict->setObjectName(QStringLiteral("guideVerdict"));
  m_verdict->setWordWrap(true);
  QFont bold = m_verdict->font();
  bold.setBold(true);
  m_verdict->setFont(bold);
  layout->addWidget(m_verdict);
  m_model = plainLabel({}, body);
  m_model->setObjectName(QStringLiteral("guideModel"));
  m_model->setWordWrap(true);
  layout->addWidget(m_model);
  setWidget(body);
  connect(m_jobs, &QComboBox::currentIndexChanged, this, &BottleneckGuideDock::refresh);
  connect(m_measureNext, &QPushButton::clicked, this, [this] {
    if (const auto* next = m_guide ? m_guide->next() : nullptr)
      measureStep(static_cast<int>(next - m_guide->steps.data()));
  });
  connect(m_steps, &QTableWidget::cellDoubleClicked, this,
          [this](int row, int) { measureStep(row); });
  // Worked out when shown: the guide solves the diagram a few times.
  connect(this, &QDockWidget::visibilityChanged, this, [this](bool visible) {
    if (visible && m_stale) QTimer::singleShot(0, this, &BottleneckGuideDock::refresh);
  });
  showGuide();
}

void BottleneckGuideDock::setDocument(Document* document) {
  if (m_document) m_document->disconnect(this);
  m_document = document;
  if (m_document)
    connect(m_document, &Document::changed, this, &BottleneckGuideDock::scheduleRefresh);
  fillJobs();
  if (dockSeen(*this))
    refresh();
  else
    m_stale = true;
}

bool BottleneckGuideDock::chooseJob(const QString& id) {
  const int index = m_jobs->findData(id);
  if (index < 0) return false;
  m_jobs->setCurrentIndex(index);
  refresh();
  return true;
}

void BottleneckGuideDock::fillJobs() {
  const QString chosen = m_jobs->currentData().toString();
  const QSignalBlocker blocker(m_jobs);
  m_jobs->clear();
  if (!m_document) return;
  for (const auto& job : m_document->topology().jobs())
    m_jobs->addItem(text(job.name), text(job.id));
  m_jobs->setCurrentIndex(std::max(0, m_jobs->findData(chosen)));
}

// Edits come in bursts (a drag, an undo of many steps): work the guide out once they settle,
// and only while the dock is seen.
void BottleneckGuideDock::scheduleRefresh() {
  if (m_pending) return;
  m_pending = true;
  QTimer::singleShot(0, this, [this] {
    m_pending = false;
    fillJobs();
    if (dockSeen(*this))
      refresh();
    else
      m_stale = true;
  });
}

void BottleneckGuideDock::refresh() {
  m_stale = false;
  m_guide.reset();
  m_verdict->clear();
  if (m_document && m_jobs->count() > 0) {
    auto guide = calibration::bottleneckGuide(m_document->topology(),
                                              m_jobs->currentData().toString().toStdString());
    if (guide)
      m_guide = std::move(*guide);
    else
      m_verdict->setText(tr("No guide for this job: %1").arg(text(guide.error().message)));
  }
  showGuide();
}

void BottleneckGuideDock::showGuide() {
  const int rows = m_guide ? static_cast<int>(m_guide->steps.size()) : 0;
  m_steps->setRowCount(rows);
  m_measureNext->setEnabled(m_guide && m_guide->next() && !m_guide->next()->subject.empty());
  if (!m_guide) {
    m_model->clear();
    if (m_verdict->text().isEmpty())
      m_verdict->setText(m_document && m_jobs->count() == 0
                             ? tr("The diagram has no job: add one to find what holds it.")
                             : QString());
    return;
  }
  const GuideWords words(text(m_document->topology().view().rateUnit));
  const auto* whole = m_guide->step(calibration::GuideStage::WholeJob);
  const double jobRate = whole && whole->measured ? *whole->measured : 0.0;
  const QColor faded = palette().color(QPalette::Disabled, QPalette::Text);
  for (int r = 0; r < rows; ++r) {
    const auto& step = m_guide->steps[static_cast<std::size_t>(r)];
    m_steps->setItem(r, What, cell(GuideWords::what(step, m_guide->direction)));
    m_steps->setItem(r, State, cell(GuideWords::state(step.state)));
    m_steps->setItem(r, Measured,
                     cell(step.measured ? words.rate(*step.measured) : QString(), Qt::AlignRight));
    m_steps->setItem(
        r, Predicted,
        cell(step.predicted ? words.rate(*step.predicted) : QString(), Qt::AlignRight));
    m_steps->setItem(r, Says, cell(words.finding(step, jobRate)));
    for (int c = 0; c < ColumnCount; ++c) {
      auto* item = m_steps->item(r, c);
      if (step.state == calibration::StepState::NotNeeded) item->setForeground(faded);
      QFont font = item->font();
      font.setBold(step.state == calibration::StepState::Next ||
                   step.finding == calibration::Finding::Bottleneck);
      item->setFont(font);
    }
  }
  m_verdict->setText(words.verdict(*m_guide));
  m_model->setText(words.model(*m_guide));
}

void BottleneckGuideDock::measureStep(int row) {
  if (!m_guide || row < 0 || row >= static_cast<int>(m_guide->steps.size())) return;
  const auto& step = m_guide->steps[static_cast<std::size_t>(row)];
  if (step.subject.empty()) return;
  emit measureRequested(text(step.subject), m_guide->direction == topology::Direction::Restore);
}

} // namespace tapeflow::editor
