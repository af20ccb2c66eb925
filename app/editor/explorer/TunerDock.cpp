#include "TunerDock.h"

#include "PlainText.h"
#include "document/Document.h"
#include "undo/SetParameterCommand.h"
#include "undo/UpdateJobCommand.h"
#include "whatif/Verdict.h"

#include <QGridLayout>
#include <QLabel>
#include <QScrollArea>
#include <QSlider>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

#include <cmath>

namespace tapeflow::editor {
namespace {

constexpr int kSteps = 1000; // slider positions of a continuous figure

QString text(const std::string& s) { return QString::fromStdString(s); }

} // namespace

TunerDock::TunerDock(QWidget* parent) : QDockWidget(tr("What-if: Tuner"), parent) {
  setObjectName(QStringLiteral("TunerDock"));
  auto* body = new QWidget(this);
  auto* layout = new QVBoxLayout(body);
  layout->setContentsMargins(6, 6, 6, 6);
  m_verdicts = plainLabel({}, body);
  m_verdicts->setObjectName(QStringLiteral("tunerVerdicts"));
  m_verdicts->setWordWrap(true);
  layout->addWidget(m_verdicts);
  m_hint = new QLabel(tr("Right-click a figure in the inspector and choose Pin to Tuner: its "
                         "slider re-solves the diagram live as you drag it."),
                      body);
  m_hint->setWordWrap(true);
  m_hint->setForegroundRole(QPalette::PlaceholderText);
  layout->addWidget(m_hint);
  auto* rows = new QWidget(body);
  m_rows = new QVBoxLayout(rows);
  m_rows->setContentsMargins(0, 0, 0, 0);
  m_rows->addStretch();
  auto* scroll = new QScrollArea(body);
  scroll->setWidget(rows);
  scroll->setWidgetResizable(true);
  scroll->setFrameShape(QFrame::NoFrame);
  layout->addWidget(scroll, 1);
  setWidget(body);
}

void TunerDock::setDocument(Document* document) {
  if (m_document) m_document->disconnect(this);
  while (!m_pins.empty()) unpin(m_pins.size() - 1);
  m_document = document;
  if (document)
    connect(document, &Document::changed, this, [this](const topology::Change& change) {
      if (change.type != topology::Change::Type::NodeMoved) follow();
    });
}

bool TunerDock::pin(const std::string& owner, const std::string& name) {
  if (!m_document) return false;
  for (const auto& pin : m_pins)
    if (pin.figure.owner == owner && pin.figure.name == name) return true;
  auto figure = whatif::findFigure(m_document->topology(), owner, name);
  // A slider edits a figure; a count of drives is built by a sweep, not set.
  if (!figure || !figure->value || figure->target == whatif::AxisTarget::DriveCount) return false;
  Pin pin;
  const double value = *figure->value;
  pin.lo = figure->integer ? 1.0 : value / 4;
  pin.hi = figure->integer ? std::max(8.0, value * 4) : value * 4;
  if (figure->min) pin.lo = std::max(pin.lo, *figure->min);
  if (figure->max) pin.hi = std::min(pin.hi, *figure->max);
  if (!(pin.hi > pin.lo)) return false;
  pin.figure = std::move(*figure);

  pin.row = new QWidget;
  auto* grid = new QGridLayout(pin.row);
  grid->setContentsMargins(0, 2, 0, 6);
  auto* title = plainLabel(text(pin.figure.title()), pin.row);
  title->setToolTip(plainToolTip(text(pin.figure.title())));
  pin.value = plainLabel({}, pin.row);
  pin.value->setObjectName(QStringLiteral("tunerValue"));
  pin.value->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
  auto* remove = new QToolButton(pin.row);
  remove->setText(QStringLiteral("✕"));
  remove->setToolTip(tr("Unpin"));
  remove->setAutoRaise(true);
  pin.slider = new QSlider(Qt::Horizontal, pin.row);
  pin.slider->setRange(pin.figure.integer ? int(pin.lo) : 0,
                       pin.figure.integer ? int(pin.hi) : kSteps);
  pin.slider->setValue(positionOf(pin, value));
  // Title, value and unpin on one line; the slider between its two ends below.
  grid->addWidget(title, 0, 0, 1, 2);
  grid->addWidget(pin.value, 0, 2);
  grid->addWidget(remove, 0, 3);
  auto* low = plainLabel(text(pin.figure.format(pin.lo)), pin.row);
  auto* high = plainLabel(text(pin.figure.format(pin.hi)), pin.row);
  for (QLabel* end : {low, high}) end->setForegroundRole(QPalette::PlaceholderText);
  grid->addWidget(low, 1, 0);
  grid->addWidget(pin.slider, 1, 1, 1, 2);
  grid->addWidget(high, 1, 3);
  grid->setColumnStretch(1, 1);
  pin.value->setText(text(pin.figure.format(value)));
  m_rows->insertWidget(m_rows->count() - 1, pin.row);
  m_pins.push_back(std::move(pin));
  m_hint->hide();

  QSlider* slider = m_pins.back().slider;
  const auto find = [this, slider]() -> Pin* {
    for (auto& candidate : m_pins)
      if (candidate.slider == slider) return &candidate;
    return nullptr;
  };
  connect(slider, &QSlider::sliderPressed, this, [this, find] {
    if (Pin* p = find(); p && m_document) p->gesture = m_document->beginGesture();
  });
  connect(slider, &QSlider::sliderReleased, this, [find] {
    if (Pin* p = find()) p->gesture = 0;
  });
  connect(slider, &QSlider::valueChanged, this, [this, find](int position) {
    if (Pin* p = find()) moved(*p, position);
  });
  connect(remove, &QToolButton::clicked, this, [this, slider] {
    for (std::size_t i = 0; i < m_pins.size(); ++i)
      if (m_pins[i].slider == slider) return unpin(i);
  });
  return true;
}

void TunerDock::unpin(std::size_t index) {
  if (index >= m_pins.size()) return;
  delete m_pins[index].row;
  m_pins.erase(m_pins.begin() + std::ptrdiff_t(index));
  m_hint->setVisible(m_pins.empty());
}

double TunerDock::numberAt(const Pin& pin, int position) const {
  if (pin.figure.integer) return position;
  const double t = double(position) / kSteps;
  // Logarithmic: equal moves of the handle are equal ratios of the figure.
  return pin.lo > 0 ? pin.lo * std::pow(pin.hi / pin.lo, t) : pin.lo + (pin.hi - pin.lo) * t;
}

int TunerDock::positionOf(const Pin& pin, double number) const {
  if (pin.figure.integer) return int(std::lround(number));
  const double t = pin.lo > 0 ? std::log(number / pin.lo) / std::log(pin.hi / pin.lo)
                              : (number - pin.lo) / (pin.hi - pin.lo);
  return int(std::lround(std::clamp(t, 0.0, 1.0) * kSteps));
}

void TunerDock::moved(Pin& pin, int position) {
  const double number = numberAt(pin, position);
  pin.value->setText(text(pin.figure.format(number)));
  apply(pin, number);
}

void TunerDock::apply(const Pin& pin, double number) {
  if (!m_document) return;
  const auto value = whatif::figureValue(pin.figure, number);
  auto* stack = m_document->undoStack();
  switch (pin.figure.target) {
  case whatif::AxisTarget::NodeParameter:
    stack->push(new SetNodeParameterCommand(m_document, pin.figure.owner, pin.figure.name, value));
    break;
  case whatif::AxisTarget::LinkParameter:
    stack->push(new SetLinkParameterCommand(m_document, pin.figure.owner, pin.figure.name, value));
    break;
  case whatif::AxisTarget::JobOption:
    if (const auto* job = m_document->topology().job(pin.figure.owner))
      if (auto changed = whatif::jobWithOption(*job, pin.figure.name, value))
        stack->push(new UpdateJobCommand(m_document, std::move(*changed), pin.gesture));
    break;
  default: break;
  }
}

void TunerDock::follow() {
  if (!m_document) return;
  for (std::size_t i = m_pins.size(); i-- > 0;) {
    Pin& pin = m_pins[i];
    const auto now = whatif::findFigure(m_document->topology(), pin.figure.owner, pin.figure.name);
    if (!now || !now->value) { // its component or job is gone
      unpin(i);
      continue;
    }
    pin.figure.ownerName = now->ownerName;
    if (pin.slider->isSliderDown()) continue; // the user is dragging it: the handle leads
    const QSignalBlocker block(pin.slider);
    pin.slider->setValue(positionOf(pin, *now->value));
    pin.value->setText(text(pin.figure.format(*now->value)));
  }
}

void TunerDock::showResults(const solver::SolveResult* backup, const solver::SolveResult* restore,
                            bool stale) {
  if (!m_document || !backup || !restore) {
    m_verdicts->clear();
    return;
  }
  const auto& objectives = m_document->topology().objectives();
  QString words = text(whatif::describe(whatif::judgeBackup(*backup, objectives))) +
                  QLatin1Char('\n') +
                  text(whatif::describe(whatif::judgeRestore(*restore, objectives)));
  if (stale) words += QLatin1Char('\n') + tr("Solving…");
  m_verdicts->setText(words);
  m_verdicts->setEnabled(!stale); // greyed while the numbers are being replaced
}

} // namespace tapeflow::editor
