#include "MeasurementDialog.h"

#include "PlainText.h"
#include "topology/Topology.h"
#include "whatif/Figures.h"

#include <QComboBox>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QVBoxLayout>

namespace tapeflow::editor {
namespace {

QString text(const std::string& s) { return QString::fromStdString(s); }

// The figures a test of one component measures: rates (a drive test, fio, iperf).
bool isMeasurableRate(const whatif::Figure& figure) {
  return figure.target == whatif::AxisTarget::NodeParameter && figure.hasUnit && !figure.integer &&
         figure.unit.dimension == units::Dimension::Rate && figure.value;
}

} // namespace

MeasurementDialog::MeasurementDialog(const topology::Topology& topology, std::string id,
                                     QWidget* parent)
    : QDialog(parent), m_id(std::move(id)) {
  setWindowTitle(tr("Add Measurement"));
  auto* layout = new QVBoxLayout(this);
  auto* form = new QFormLayout;
  m_subject = new QComboBox(this);
  m_subject->setObjectName(QStringLiteral("measuredSubject"));
  for (const auto& job : topology.jobs())
    m_subject->addItem(tr("Job “%1”").arg(text(job.name)), QStringLiteral("job:") + text(job.id));
  for (const auto& figure : whatif::variableFigures(topology))
    if (isMeasurableRate(figure))
      m_subject->addItem(text(figure.title()), QStringLiteral("figure:") + text(figure.key()));
  form->addRow(tr("Measured:"), m_subject);
  m_run = new QComboBox(this);
  m_run->addItem(tr("Backup run"), QStringLiteral("backup"));
  m_run->addItem(tr("Restore run"), QStringLiteral("restore"));
  form->addRow(tr("Run:"), m_run);
  m_value = new QLineEdit(this);
  m_value->setObjectName(QStringLiteral("measuredValue"));
  m_value->setPlaceholderText(tr("e.g. 240 MB/s or 850 GB/h"));
  form->addRow(tr("Rate:"), m_value);
  m_bytes = new QLineEdit(this);
  m_bytes->setPlaceholderText(tr("or the data moved, e.g. 1.2 TB"));
  form->addRow(tr("Data moved:"), m_bytes);
  m_duration = new QLineEdit(this);
  m_duration->setPlaceholderText(tr("in, e.g. 95 min"));
  form->addRow(tr("Duration:"), m_duration);
  m_uncertainty = new QLineEdit(this);
  m_uncertainty->setPlaceholderText(tr("e.g. 5 % (1 % if left empty)"));
  form->addRow(tr("Uncertainty:"), m_uncertainty);
  m_date = new QDateEdit(QDate::currentDate(), this);
  m_date->setCalendarPopup(true);
  m_date->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
  form->addRow(tr("Date:"), m_date);
  m_note = new QLineEdit(this);
  m_note->setPlaceholderText(tr("e.g. HPE L&TT drive test, 256 KiB blocks"));
  form->addRow(tr("Note:"), m_note);
  layout->addLayout(form);
  m_problem = plainLabel({}, this);
  m_problem->setWordWrap(true);
  m_problem->setObjectName(QStringLiteral("measurementProblem"));
  layout->addWidget(m_problem);
  m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  layout->addWidget(m_buttons);
  connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  connect(m_subject, &QComboBox::currentIndexChanged, this, &MeasurementDialog::check);
  for (QLineEdit* edit : {m_value, m_bytes, m_duration, m_uncertainty})
    connect(edit, &QLineEdit::textChanged, this, &MeasurementDialog::check);
  check();
}

topology::Measurement MeasurementDialog::measurement() const {
  topology::Measurement measurement;
  measurement.id = m_id;
  const QString subject = m_subject->currentData().toString();
  const std::string what = subject.section(QLatin1Char(':'), 1).toStdString();
  if (subject.startsWith(QStringLiteral("job:"))) {
    measurement.job = what;
    measurement.direction = m_run->currentData().toString() == QStringLiteral("restore")
                                ? topology::Direction::Restore
                                : topology::Direction::Backup;
    measurement.bytes = m_bytes->text().trimmed().toStdString();
    measurement.duration = m_duration->text().trimmed().toStdString();
  } else {
    measurement.figure = what;
  }
  measurement.value = m_value->text().trimmed().toStdString();
  measurement.uncertainty = m_uncertainty->text().trimmed().toStdString();
  if (!m_undated) measurement.date = m_date->date().toString(Qt::ISODate).toStdString();
  measurement.note = m_note->text().trimmed().toStdString();
  return measurement;
}

void MeasurementDialog::setSubject(const QString& subject) {
  m_subject->setCurrentIndex(m_subject->findData(subject));
}

void MeasurementDialog::setRun(topology::Direction direction) {
  m_run->setCurrentIndex(m_run->findData(direction == topology::Direction::Restore
                                             ? QStringLiteral("restore")
                                             : QStringLiteral("backup")));
}

void MeasurementDialog::setValue(const QString& value) { m_value->setText(value); }

void MeasurementDialog::edit(const topology::Measurement& measurement) {
  setWindowTitle(tr("Edit Measurement"));
  m_id = measurement.id;
  const bool job = !measurement.job.empty();
  const QString subject = job ? QStringLiteral("job:") + text(measurement.job)
                              : QStringLiteral("figure:") + text(measurement.figure);
  // A measurement of what the diagram no longer has keeps its subject, so OK does not change it.
  if (m_subject->findData(subject) < 0)
    m_subject->addItem(job ? tr("Job “%1” (no longer in the diagram)").arg(text(measurement.job))
                           : tr("%1 (no longer in the diagram)").arg(text(measurement.figure)),
                       subject);
  setSubject(subject);
  setRun(measurement.direction);
  m_value->setText(text(measurement.value));
  m_bytes->setText(text(measurement.bytes));
  m_duration->setText(text(measurement.duration));
  m_uncertainty->setText(text(measurement.uncertainty));
  if (const QDate date = QDate::fromString(text(measurement.date), Qt::ISODate); date.isValid())
    m_date->setDate(date);
  // A date edit always shows a date: an undated measurement stays undated unless one is chosen.
  m_undated = measurement.date.empty();
  connect(m_date, &QDateEdit::dateChanged, this, [this] { m_undated = false; });
  m_note->setText(text(measurement.note));
  check();
}

void MeasurementDialog::check() {
  const bool job = m_subject->currentData().toString().startsWith(QStringLiteral("job:"));
  for (QWidget* jobOnly : {static_cast<QWidget*>(m_run), static_cast<QWidget*>(m_bytes),
                           static_cast<QWidget*>(m_duration)})
    jobOnly->setEnabled(job);
  const bool empty = m_subject->count() == 0;
  const Status ok =
      empty ? Status{Error{tr("The diagram has no job and no rate to measure.").toStdString()}}
            : topology::checkMeasurement(measurement());
  // The model's words name the measurement by its id, which the user never typed: drop it.
  QString reason = ok ? QString() : text(ok.error().message);
  reason.remove(QRegularExpression(QStringLiteral("^measurement '[^']*'(: |\\s)?")));
  m_problem->setText(reason.isEmpty() ? QString() : reason.left(1).toUpper() + reason.mid(1));
  m_buttons->button(QDialogButtonBox::Ok)->setEnabled(static_cast<bool>(ok));
}

} // namespace tapeflow::editor
