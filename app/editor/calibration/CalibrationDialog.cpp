#include "CalibrationDialog.h"

#include "ApplyCalibration.h"
#include "PlainText.h"
#include "document/Document.h"

#include <QApplication>
#include <QDate>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QUndoCommand>
#include <QUndoStack>
#include <QVBoxLayout>

#include <cmath>
#include <set>

namespace tapeflow::editor {
namespace {

QString text(const std::string& s) { return QString::fromStdString(s); }

QString change(double after, double before) {
  const double percent = (after / before - 1.0) * 100.0;
  return QStringLiteral("%1%2 %")
      .arg(percent >= 0 ? QStringLiteral("+") : QString())
      .arg(std::abs(percent) < 0.05 ? 0.0 : percent, 0, 'f', 1);
}

QString verdict(const calibration::FittedFigure& fitted,
                const std::vector<calibration::FittedFigure>& all) {
  switch (fitted.identified) {
  case calibration::Identified::Yes:
    return fitted.atBound ? CalibrationDialog::tr("fitted, but stopped at its bound: one of the "
                                                  "measurements may be wrong")
                          : CalibrationDialog::tr("fitted");
  case calibration::Identified::NoMeasurement:
    return CalibrationDialog::tr("not fitted: no measurement depends on it");
  case calibration::Identified::OnlyTogether: break;
  }
  QStringList others;
  for (const auto& key : fitted.together)
    for (const auto& other : all)
      if (other.figure.key() == key) others << text(other.figure.title());
  return CalibrationDialog::tr("moved only together with %1: the split between them is not known")
      .arg(others.join(QStringLiteral(", ")));
}

QTableWidget* table(const QStringList& headers, QWidget* parent) {
  auto* widget = new QTableWidget(0, static_cast<int>(headers.size()), parent);
  widget->setHorizontalHeaderLabels(headers);
  widget->verticalHeader()->hide();
  widget->horizontalHeader()->setStretchLastSection(true);
  widget->setEditTriggers(QAbstractItemView::NoEditTriggers);
  widget->setSelectionMode(QAbstractItemView::NoSelection);
  return widget;
}

void setRow(QTableWidget* widget, int row, const QStringList& cells) {
  for (int c = 0; c < cells.size(); ++c) {
    auto* item = new QTableWidgetItem(cells[c]);
    item->setTextAlignment((c == 0 || c == cells.size() - 1 ? Qt::AlignLeft : Qt::AlignRight) |
                           Qt::AlignVCenter);
    widget->setItem(row, c, item);
  }
}

} // namespace

CalibrationDialog::CalibrationDialog(Document* document, QWidget* parent)
    : QDialog(parent), m_document(document) {
  setWindowTitle(tr("Calibrate from Measurements"));
  resize(1040, 560);
  auto* layout = new QVBoxLayout(this);
  m_message = plainLabel({}, this);
  m_message->setWordWrap(true);
  layout->addWidget(m_message);
  auto* split = new QSplitter(Qt::Horizontal, this);
  auto* freeBox = new QWidget(split);
  auto* freeLayout = new QVBoxLayout(freeBox);
  freeLayout->setContentsMargins(0, 0, 0, 0);
  freeLayout->addWidget(new QLabel(tr("Figures that may move:"), freeBox));
  m_free = new QListWidget(freeBox);
  m_free->setObjectName(QStringLiteral("freeFigures"));
  m_free->setToolTip(tr("Tick the figures the fit may change; it fits again on every change."));
  freeLayout->addWidget(m_free);
  m_figures = table({tr("Figure"), tr("Before"), tr("After"), tr("Change"), tr("")}, split);
  m_figures->setObjectName(QStringLiteral("fittedFigures"));
  split->addWidget(freeBox);
  split->addWidget(m_figures);
  split->setStretchFactor(1, 2);
  layout->addWidget(split, 1);
  m_residuals = table({tr("Measured"), tr("Value"), tr("Predicted before"), tr("Error before"),
                       tr("Predicted after"), tr("Error after")},
                      this);
  m_residuals->setObjectName(QStringLiteral("fitResiduals"));
  layout->addWidget(m_residuals, 1);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
  m_apply = buttons->addButton(tr("Apply"), QDialogButtonBox::AcceptRole);
  m_apply->setToolTip(tr("Set the fitted figures (one undo step) and mark them as calibrated."));
  layout->addWidget(buttons);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  connect(m_apply, &QPushButton::clicked, this, [this] {
    if (apply()) accept();
  });
  m_measurements = calibration::documentMeasurements(m_document->topology());
  offerFigures();
  connect(m_free, &QListWidget::itemChanged, this, &CalibrationDialog::fill);
  fill();
}

// Every figure the measurements could move, the default ones ticked.
void CalibrationDialog::offerFigures() {
  const auto& topology = m_document->topology();
  m_offered = calibration::fittableFigures(topology, m_measurements);
  std::set<std::string> defaults;
  for (const auto& figure : calibration::defaultFreeFigures(topology, m_measurements))
    defaults.insert(figure.key());
  for (const auto& figure : m_offered) {
    auto* item = new QListWidgetItem(text(figure.title()), m_free);
    item->setFlags(Qt::ItemIsUserCheckable | Qt::ItemIsEnabled);
    item->setCheckState(defaults.count(figure.key()) ? Qt::Checked : Qt::Unchecked);
    item->setData(Qt::UserRole, text(figure.key()));
    item->setToolTip(plainToolTip(text(figure.format(*figure.value))));
  }
}

std::vector<whatif::Figure> CalibrationDialog::chosenFigures() const {
  std::vector<whatif::Figure> chosen;
  for (int row = 0; row < m_free->count(); ++row)
    if (m_free->item(row)->checkState() == Qt::Checked)
      chosen.push_back(m_offered[static_cast<std::size_t>(row)]);
  return chosen;
}

void CalibrationDialog::fill() {
  const auto& topology = m_document->topology();
  const auto& measurements = m_measurements;
  QStringList notes;
  for (const auto& skipped : measurements.skipped) notes << text(skipped);
  const auto free = chosenFigures();
  m_fit.reset();
  m_figures->setRowCount(0);
  m_residuals->setRowCount(0);
  Expected<calibration::Calibration> fit =
      Error{tr("No measurement applies to this diagram.").toStdString()};
  if (!measurements.empty() && free.empty()) {
    fit = Error{tr("no figure may move: tick at least one.").toStdString()};
  } else if (!measurements.empty()) {
    QApplication::setOverrideCursor(Qt::WaitCursor);
    fit = calibration::calibrate(topology, measurements, free);
    QApplication::restoreOverrideCursor();
  }
  if (!fit) {
    notes.prepend(tr("Nothing to fit: %1").arg(text(fit.error().message)));
    m_message->setText(notes.join(QLatin1Char('\n')));
    m_apply->setEnabled(false);
    return;
  }
  m_fit = std::move(*fit);
  notes.prepend(
      tr("%n figure(s) free; fitted to %1.", nullptr, static_cast<int>(free.size()))
          .arg(tr("%n measurement(s)", nullptr,
                  static_cast<int>(measurements.jobs.size() + measurements.figures.size()))) +
      (m_fit->converged ? QString() : tr(" The fit stopped before it converged.")));
  m_message->setText(notes.join(QLatin1Char('\n')));
  m_figures->setRowCount(static_cast<int>(m_fit->figures.size()));
  int row = 0;
  for (const auto& fitted : m_fit->figures)
    setRow(m_figures, row++,
           {text(fitted.figure.title()), text(fitted.figure.format(fitted.before)),
            text(fitted.figure.format(fitted.after)), change(fitted.after, fitted.before),
            verdict(fitted, m_fit->figures)});
  m_residuals->setRowCount(static_cast<int>(m_fit->residuals.size()));
  row = 0;
  for (const auto& residual : m_fit->residuals) {
    const auto value = [&](double v) {
      return text(calibration::formatMeasured(topology, residual, v));
    };
    setRow(m_residuals, row++,
           {text(calibration::measuredSubject(topology, residual)), value(residual.measured),
            value(residual.before), change(residual.before, residual.measured),
            value(residual.after), change(residual.after, residual.measured)});
  }
  for (QTableWidget* widget : {m_figures, m_residuals}) widget->resizeColumnsToContents();
  const bool moves = std::any_of(m_fit->figures.begin(), m_fit->figures.end(),
                                 [](const auto& f) { return f.after != f.before; });
  m_apply->setEnabled(moves);
}

bool CalibrationDialog::apply() {
  if (!m_fit) return false;
  QString error;
  auto command = applyCalibrationCommand(
      m_document, *m_fit, QDate::currentDate().toString(Qt::ISODate).toStdString(), &error);
  if (!command) {
    m_message->setText(tr("The fit cannot be applied: %1").arg(error));
    return false;
  }
  m_document->undoStack()->push(command.release());
  return true;
}

} // namespace tapeflow::editor
