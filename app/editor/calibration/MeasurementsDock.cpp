#include "MeasurementsDock.h"

#include "ColumnMappingDialog.h"
#include "MeasurementDialog.h"
#include "MeasurementRows.h"
#include "PlainText.h"
#include "calibration/Calibrate.h"
#include "calibration/JobCsv.h"
#include "document/Document.h"
#include "solver/Solver.h"
#include "undo/SetMeasurementsCommand.h"
#include "util/JsonReader.h"

#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace tapeflow::editor {
namespace {

QString text(const std::string& s) { return QString::fromStdString(s); }

enum Column { What, Run, Measured, Predicted, ErrorColumn, Date, Note, ColumnCount };

// "m1", "m2"…: the first not in `measurements`.
std::string freshIdIn(const std::vector<topology::Measurement>& measurements) {
  for (int n = 1;; ++n) {
    const std::string id = "m" + std::to_string(n);
    if (std::none_of(measurements.begin(), measurements.end(),
                     [&](const auto& m) { return m.id == id; }))
      return id;
  }
}

QTableWidgetItem* cell(const QString& value, Qt::Alignment alignment = Qt::AlignLeft) {
  auto* item = new QTableWidgetItem(value);
  item->setFlags(Qt::ItemIsSelectable | Qt::ItemIsEnabled);
  item->setTextAlignment(alignment | Qt::AlignVCenter);
  return item;
}

} // namespace

MeasurementsDock::MeasurementsDock(QWidget* parent) : QDockWidget(tr("Measurements"), parent) {
  setObjectName(QStringLiteral("MeasurementsDock"));
  auto* body = new QWidget(this);
  auto* layout = new QVBoxLayout(body);
  layout->setContentsMargins(4, 4, 4, 4);
  m_table = new QTableWidget(0, ColumnCount, body);
  m_table->setObjectName(QStringLiteral("measurementsTable"));
  m_table->setHorizontalHeaderLabels({tr("Measured"), tr("Run"), tr("Value"), tr("Predicted"),
                                      tr("Error"), tr("Date"), tr("Note")});
  m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
  m_table->verticalHeader()->hide();
  m_table->horizontalHeader()->setStretchLastSection(true);
  layout->addWidget(m_table, 1);
  auto* buttons = new QHBoxLayout;
  auto* add = new QPushButton(tr("Add…"), body);
  auto* import = new QPushButton(tr("Import CSV…"), body);
  m_remove = new QPushButton(tr("Delete"), body);
  m_edit = new QPushButton(tr("Edit…"), body);
  m_edit->setObjectName(QStringLiteral("editMeasurement"));
  auto* guide = new QPushButton(tr("Find the Bottleneck…"), body);
  guide->setObjectName(QStringLiteral("findBottleneck"));
  guide->setToolTip(tr("Which measurement to take next, and what they say about where the "
                       "bottleneck is (the HP method)."));
  m_calibrate = new QPushButton(tr("Calibrate…"), body);
  m_calibrate->setObjectName(QStringLiteral("calibrate"));
  m_calibrate->setToolTip(
      tr("Fit the figures the measurements pin down, and see what they cannot."));
  for (QPushButton* button : {add, m_edit, import, m_remove}) buttons->addWidget(button);
  buttons->addStretch(1);
  buttons->addWidget(guide);
  buttons->addWidget(m_calibrate);
  layout->addLayout(buttons);
  m_message = plainLabel({}, body);
  m_message->setWordWrap(true);
  layout->addWidget(m_message);
  setWidget(body);
  connect(add, &QPushButton::clicked, this, &MeasurementsDock::addByDialog);
  connect(import, &QPushButton::clicked, this, &MeasurementsDock::importByDialog);
  connect(m_remove, &QPushButton::clicked, this,
          [this] { removeMeasurement(m_table->currentRow()); });
  connect(m_edit, &QPushButton::clicked, this, [this] { editByDialog(m_table->currentRow()); });
  connect(m_table, &QTableWidget::cellDoubleClicked, this,
          [this](int row, int) { editByDialog(row); });
  connect(guide, &QPushButton::clicked, this, &MeasurementsDock::guideRequested);
  connect(m_calibrate, &QPushButton::clicked, this, &MeasurementsDock::calibrateRequested);
  connect(m_table, &QTableWidget::itemSelectionChanged, this, [this] {
    m_remove->setEnabled(m_table->currentRow() >= 0);
    m_edit->setEnabled(m_table->currentRow() >= 0);
  });
  refresh();
}

void MeasurementsDock::setDocument(Document* document) {
  if (m_document) m_document->disconnect(this);
  m_document = document;
  m_backup = m_restore = nullptr;
  if (m_document) connect(m_document, &Document::changed, this, &MeasurementsDock::refresh);
  refresh();
}

void MeasurementsDock::showResults(const solver::SolveResult* backup,
                                   const solver::SolveResult* restore, bool stale) {
  m_backup = backup;
  m_restore = restore;
  m_stale = stale;
  refresh();
}

void MeasurementsDock::refresh() {
  const auto* measurements = m_document ? &m_document->topology().measurements() : nullptr;
  const int rows = measurements ? static_cast<int>(measurements->size()) : 0;
  m_table->setRowCount(rows);
  const QColor staleColour = palette().color(QPalette::Disabled, QPalette::Text);
  for (int r = 0; r < rows; ++r) {
    const auto& measurement = (*measurements)[static_cast<std::size_t>(r)];
    const auto row = measurementRow(m_document->topology(), measurement, m_backup, m_restore);
    m_table->setItem(r, What, cell(row.what));
    m_table->setItem(r, Run, cell(row.run));
    m_table->setItem(r, Measured, cell(row.measured, Qt::AlignRight));
    m_table->setItem(r, Predicted, cell(row.predicted, Qt::AlignRight));
    m_table->setItem(r, ErrorColumn, cell(row.errorText(), Qt::AlignRight));
    m_table->setItem(r, Date, cell(text(measurement.date)));
    m_table->setItem(r, Note, cell(text(measurement.note)));
    if (m_stale)
      for (const int column : {Predicted, ErrorColumn})
        m_table->item(r, column)->setForeground(staleColour);
  }
  m_table->resizeColumnsToContents();
  m_remove->setEnabled(m_table->currentRow() >= 0);
  m_edit->setEnabled(m_table->currentRow() >= 0);
  m_calibrate->setEnabled(rows > 0);
  if (rows == 0)
    m_message->setText(tr("No measurements yet. Add what you measured (a job's rate from your "
                          "backup tool's log, a drive or disk test), or import job statistics."));
  else if (m_message->text().startsWith(tr("No measurements yet.")))
    m_message->clear();
}

std::string MeasurementsDock::freshId() const {
  return freshIdIn(m_document->topology().measurements());
}

bool MeasurementsDock::pushList(std::vector<topology::Measurement> measurements,
                                const QString& undoText) {
  if (const Status ok = topology::checkMeasurements(measurements); !ok) {
    m_message->setText(text(ok.error().message));
    return false;
  }
  m_document->undoStack()->push(
      new SetMeasurementsCommand(m_document, std::move(measurements), undoText));
  return true;
}

bool MeasurementsDock::addMeasurement(topology::Measurement measurement) {
  if (!m_document) return false;
  auto list = m_document->topology().measurements();
  const auto residual = calibration::Residual{{}, measurement.job, measurement.figure};
  const QString what = text(calibration::measuredSubject(m_document->topology(), residual));
  list.push_back(std::move(measurement));
  return pushList(std::move(list), tr("Add measurement of %1").arg(what));
}

bool MeasurementsDock::removeMeasurement(int row) {
  if (!m_document) return false;
  auto list = m_document->topology().measurements();
  if (row < 0 || row >= static_cast<int>(list.size())) return false;
  const QString what = m_table->item(row, What)->text();
  list.erase(list.begin() + row);
  return pushList(std::move(list), tr("Delete measurement of %1").arg(what));
}

bool MeasurementsDock::editMeasurement(int row, topology::Measurement measurement) {
  if (!m_document) return false;
  auto list = m_document->topology().measurements();
  if (row < 0 || row >= static_cast<int>(list.size())) return false;
  const QString what = m_table->item(row, What)->text();
  list[static_cast<std::size_t>(row)] = std::move(measurement);
  return pushList(std::move(list), tr("Edit measurement of %1").arg(what));
}

void MeasurementsDock::addByDialog() {
  if (!m_document) return;
  MeasurementDialog dialog(m_document->topology(), freshId(), this);
  if (dialog.exec() == QDialog::Accepted) addMeasurement(dialog.measurement());
}

void MeasurementsDock::editByDialog(int row) {
  if (!m_document) return;
  const auto& list = m_document->topology().measurements();
  if (row < 0 || row >= static_cast<int>(list.size())) return;
  MeasurementDialog dialog(m_document->topology(), {}, this);
  dialog.edit(list[static_cast<std::size_t>(row)]);
  if (dialog.exec() == QDialog::Accepted) editMeasurement(row, dialog.measurement());
}

void MeasurementsDock::measure(const QString& subject, bool restore) {
  if (!m_document) return;
  MeasurementDialog dialog(m_document->topology(), freshId(), this);
  dialog.setSubject(subject);
  dialog.setRun(restore ? topology::Direction::Restore : topology::Direction::Backup);
  if (dialog.exec() == QDialog::Accepted) addMeasurement(dialog.measurement());
}

bool MeasurementsDock::importCsv(const QString& path) {
  Diagnostics diagnostics;
  const auto csvText = readTextFile(path.toStdString(), diagnostics);
  auto csv = csvText ? calibration::readJobCsv(*csvText, path.toStdString(), m_document->topology())
                     : calibration::CsvMeasurements{{}, diagnostics};
  if (csv.diagnostics.hasErrors() || csv.measurements.empty()) {
    plainMessage(
        this, QMessageBox::Warning, tr("Import Measurements"),
        csv.measurements.empty() && !csv.diagnostics.hasErrors()
            ? tr("The file holds no measured job.")
            : tr("The file cannot be imported:\n%1").arg(text(csv.diagnostics.toString())));
    return false;
  }
  auto list = withImported(m_document->topology().measurements(), csv.measurements);
  const int count = static_cast<int>(csv.measurements.size());
  return pushList(std::move(list), tr("Import %n measurement(s)", nullptr, count));
}

void MeasurementsDock::importByDialog() {
  if (!m_document) return;
  const QString path = QFileDialog::getOpenFileName(this, tr("Import Job Statistics"), {},
                                                    tr("CSV files (*.csv *.txt);;All files (*)"));
  if (path.isEmpty()) return;
  // Previews the file, lets the user choose its columns, and imports on OK as one undo step.
  ColumnMappingDialog dialog(m_document, path, this);
  dialog.exec();
}

} // namespace tapeflow::editor
