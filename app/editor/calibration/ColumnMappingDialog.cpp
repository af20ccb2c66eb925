#include "ColumnMappingDialog.h"

#include "PlainText.h"
#include "catalog/Catalog.h"
#include "document/Document.h"
#include "undo/SetMeasurementsCommand.h"
#include "units/Format.h"
#include "util/CsvRecords.h"
#include "util/JsonReader.h"

#include <QBrush>
#include <QColor>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFont>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QTableWidget>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

namespace tapeflow::editor {
namespace {

using calibration::CsvRole;

QString text(const std::string& s) { return QString::fromStdString(s); }

// How many data lines the preview shows: enough to see what each column holds.
constexpr std::size_t kPreviewRows = 50;

// "m1", "m2"…: the first not in `measurements`.
std::string freshIdIn(const std::vector<topology::Measurement>& measurements) {
  for (int n = 1;; ++n) {
    const std::string id = "m" + std::to_string(n);
    if (std::none_of(measurements.begin(), measurements.end(),
                     [&](const auto& m) { return m.id == id; }))
      return id;
  }
}

// The roles in the order the choices are laid out (two columns: what a job is and how much it
// moved; when it ran and which way).
constexpr std::array<CsvRole, calibration::kCsvRoles> kLeftThenRight{
    CsvRole::Job,   CsvRole::Bytes, CsvRole::Duration, CsvRole::Rate,
    CsvRole::Start, CsvRole::End,   CsvRole::Direction};
constexpr std::size_t kLeftRoles = 4;

std::size_t index(CsvRole role) { return static_cast<std::size_t>(role); }

// The role's label beside its choice, and its name inside a sentence.
QString roleLabel(CsvRole role) {
  switch (role) {
  case CsvRole::Job: return ColumnMappingDialog::tr("Job name:");
  case CsvRole::Bytes: return ColumnMappingDialog::tr("Data moved:");
  case CsvRole::Start: return ColumnMappingDialog::tr("Start time:");
  case CsvRole::End: return ColumnMappingDialog::tr("End time:");
  case CsvRole::Duration: return ColumnMappingDialog::tr("Duration:");
  case CsvRole::Rate: return ColumnMappingDialog::tr("Rate:");
  case CsvRole::Direction: return ColumnMappingDialog::tr("Backup or restore:");
  }
  return {};
}

QString roleWords(CsvRole role) {
  switch (role) {
  case CsvRole::Job: return ColumnMappingDialog::tr("job name");
  case CsvRole::Bytes: return ColumnMappingDialog::tr("data moved");
  case CsvRole::Start: return ColumnMappingDialog::tr("start time");
  case CsvRole::End: return ColumnMappingDialog::tr("end time");
  case CsvRole::Duration: return ColumnMappingDialog::tr("duration");
  case CsvRole::Rate: return ColumnMappingDialog::tr("rate");
  case CsvRole::Direction: return ColumnMappingDialog::tr("backup or restore");
  }
  return {};
}

QString roleHelp(CsvRole role) {
  switch (role) {
  case CsvRole::Job:
    return ColumnMappingDialog::tr("The job's name as the document names it (not a run's id).");
  case CsvRole::Bytes:
    return ColumnMappingDialog::tr("The data the job moved: 1.5 TB, or a number of bytes.");
  case CsvRole::Start:
    return ColumnMappingDialog::tr("When the job started, such as 2026-11-20 22:00:00.");
  case CsvRole::End:
    return ColumnMappingDialog::tr("When the job ended, such as 2026-11-20 23:15:00.");
  case CsvRole::Duration:
    return ColumnMappingDialog::tr("How long the job ran: 1:20:05, 80 min, or seconds.");
  case CsvRole::Rate:
    return ColumnMappingDialog::tr(
        "The rate the tool logged (120 MB/s), for a file without the data moved.");
  case CsvRole::Direction:
    return ColumnMappingDialog::tr(
        "Backup or restore; checked against the job's own direction. Optional.");
  }
  return {};
}

} // namespace

std::vector<topology::Measurement>
withImported(std::vector<topology::Measurement> list,
             const std::vector<calibration::JobMeasurement>& read) {
  for (const auto& measured : read) {
    topology::Measurement measurement;
    measurement.id = freshIdIn(list);
    measurement.job = measured.job;
    measurement.direction = measured.direction;
    // The rate to six figures: a log's bytes and seconds give more than a test can resolve.
    measurement.value = units::format(measured.rate, "MB/s", 6);
    if (measured.uncertainty > 0)
      measurement.uncertainty = units::format(measured.uncertainty, "%", 3);
    measurement.date = measured.date;
    measurement.note = measured.note;
    list.push_back(std::move(measurement));
  }
  return list;
}

ColumnMappingDialog::ColumnMappingDialog(Document* document, const QString& path, QWidget* parent)
    : QDialog(parent), m_document(document), m_file(path.toStdString()) {
  setWindowTitle(tr("Import Job Statistics"));
  auto* layout = new QVBoxLayout(this);
  auto* file = plainLabel(tr("File: %1").arg(QFileInfo(path).fileName()), this);
  file->setObjectName(QStringLiteral("importedFile"));
  layout->addWidget(file);
  m_format = plainLabel({}, this);
  m_format->setObjectName(QStringLiteral("csvFormat"));
  m_format->setWordWrap(true);
  layout->addWidget(m_format);

  m_preview = new QTableWidget(this);
  m_preview->setObjectName(QStringLiteral("csvPreview"));
  m_preview->setEditTriggers(QAbstractItemView::NoEditTriggers);
  m_preview->setSelectionMode(QAbstractItemView::NoSelection);
  m_preview->setWordWrap(false);
  m_preview->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
  layout->addWidget(m_preview, 1);

  auto* choices = new QHBoxLayout;
  const std::array<QFormLayout*, 2> forms{new QFormLayout, new QFormLayout};
  for (std::size_t i = 0; i < kLeftThenRight.size(); ++i) {
    const CsvRole role = kLeftThenRight[i];
    auto* box = new QComboBox(this);
    box->setObjectName(QStringLiteral("column_") + QString::fromUtf8(roleName(role)));
    box->setToolTip(roleHelp(role));
    box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_columns[index(role)] = box;
    forms[i < kLeftRoles ? 0 : 1]->addRow(roleLabel(role), box);
  }
  choices->addLayout(forms[0]);
  choices->addSpacing(24);
  choices->addLayout(forms[1]);
  choices->addStretch(1);
  layout->addLayout(choices);
  auto* needs = plainLabel(tr("Needs the job name and either the rate, or the data moved with "
                              "the duration or with the start and end times."),
                           this);
  needs->setWordWrap(true);
  layout->addWidget(needs);

  m_problems = new QPlainTextEdit(this);
  m_problems->setObjectName(QStringLiteral("csvProblems"));
  m_problems->setReadOnly(true);
  m_problems->setLineWrapMode(QPlainTextEdit::WidgetWidth);
  m_problems->setMaximumHeight(fontMetrics().lineSpacing() * 7);
  layout->addWidget(m_problems);
  m_summary = plainLabel({}, this);
  m_summary->setObjectName(QStringLiteral("csvSummary"));
  m_summary->setWordWrap(true);
  layout->addWidget(m_summary);
  m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Import"));
  layout->addWidget(m_buttons);
  connect(m_buttons, &QDialogButtonBox::accepted, this, &ColumnMappingDialog::accept);
  connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

  readFile(path);
  // The choices: "not in the file", then every column by its header name.
  for (QComboBox* box : m_columns) {
    box->addItem(tr("(not in the file)"), -1);
    for (std::size_t c = 0; c < m_header.size(); ++c) {
      const QString name = text(m_header[c]).trimmed();
      const QString column = QString::number(c + 1);
      box->addItem(name.isEmpty() ? tr("column %1").arg(column)
                                  : tr("“%1” (column %2)").arg(name, column),
                   static_cast<int>(c));
    }
  }
  const auto guess = calibration::guessMapping(m_header, m_formats);
  if (guess.format) {
    // The format lives in m_formats, which is not changed again.
    m_recognised = guess.format;
    m_directionWords = guess.mapping.directionWords;
    m_format->setText(tr("Recognised as %1. Check the columns chosen below, then import.")
                          .arg(text(m_recognised->title)));
  } else if (!m_header.empty()) {
    m_format->setText(tr("Not a report Tapeflow recognises: the columns were guessed from their "
                         "names. Choose the column that holds each of these:"));
  }
  for (std::size_t r = 0; r < calibration::kCsvRoles; ++r) {
    const auto& column = guess.mapping.columns[r];
    m_columns[r]->setCurrentIndex(m_columns[r]->findData(column ? static_cast<int>(*column) : -1));
    connect(m_columns[r], &QComboBox::currentIndexChanged, this, &ColumnMappingDialog::check);
  }
  fillPreview();
  check();
  // The preview as tall as its rows (up to ten), the rest of the dialog as it needs.
  const int shown = std::clamp(m_preview->rowCount(), 3, 10);
  m_preview->setMinimumHeight(m_preview->horizontalHeader()->sizeHint().height() +
                              shown * m_preview->verticalHeader()->defaultSectionSize() +
                              m_preview->horizontalScrollBar()->sizeHint().height() +
                              2 * m_preview->frameWidth());
  resize(820, sizeHint().height());
}

void ColumnMappingDialog::readFile(const QString& path) {
  Diagnostics diagnostics;
  const std::string resources = catalog::defaultResourceDir();
  if (const auto json = readTextFile(resources + "/calibration/csv-formats.json", diagnostics))
    if (auto formats = calibration::readCsvFormats(*json)) m_formats = std::move(*formats);
  diagnostics = {};
  auto read = readTextFile(path.toStdString(), diagnostics);
  if (!read) {
    m_readError = diagnostics.all().empty() ? tr("The file cannot be read.")
                                            : text(diagnostics.all().front().message);
    return;
  }
  m_text = std::move(*read);
  // As the model reads it (byte-order mark, quoted line breaks); a record that breaks the quoting
  // rules is reported by the reader and left out here; the first record is the header.
  bool header = true;
  for (auto& record : csvRecords(m_text, kPreviewRows + 1)) {
    if (!record.problem.empty()) continue;
    if (header) {
      m_header = std::move(record.fields);
      header = false;
    } else {
      m_rows.emplace_back(record.line, std::move(record.fields));
    }
  }
}

void ColumnMappingDialog::fillPreview() {
  std::size_t columns = m_header.size();
  for (const auto& row : m_rows) columns = std::max(columns, row.second.size());
  m_preview->setColumnCount(static_cast<int>(columns));
  m_preview->setRowCount(static_cast<int>(m_rows.size()));
  for (std::size_t r = 0; r < m_rows.size(); ++r) {
    m_preview->setVerticalHeaderItem(static_cast<int>(r),
                                     new QTableWidgetItem(QString::number(m_rows[r].first)));
    for (std::size_t c = 0; c < m_rows[r].second.size(); ++c)
      m_preview->setItem(static_cast<int>(r), static_cast<int>(c),
                         new QTableWidgetItem(text(m_rows[r].second[c])));
  }
}

calibration::ColumnMapping ColumnMappingDialog::mapping() const {
  calibration::ColumnMapping chosen;
  for (std::size_t r = 0; r < calibration::kCsvRoles; ++r) {
    const int column = m_columns[r]->currentData().toInt();
    if (column >= 0) chosen.columns[r] = static_cast<std::size_t>(column);
  }
  chosen.directionWords = m_directionWords;
  return chosen;
}

void ColumnMappingDialog::setColumn(CsvRole role, int column) {
  QComboBox* box = m_columns[index(role)];
  box->setCurrentIndex(box->findData(column));
}

QComboBox* ColumnMappingDialog::columnBox(CsvRole role) const { return m_columns[index(role)]; }

QPushButton* ColumnMappingDialog::importButton() const {
  return m_buttons->button(QDialogButtonBox::Ok);
}

QString ColumnMappingDialog::lacking(const calibration::ColumnMapping& chosen) const {
  const std::string problem = calibration::mappingProblem(chosen);
  if (problem.empty()) return {};
  if (!chosen[CsvRole::Job]) return tr("Choose the column that holds the job name.");
  if (!chosen[CsvRole::Bytes] && !chosen[CsvRole::Rate])
    return tr("Choose the column of the data moved, or the column of the rate.");
  if (!chosen[CsvRole::Duration] && !(chosen[CsvRole::Start] && chosen[CsvRole::End]))
    return tr("Choose the column of the duration, or the columns of the start and end times.");
  return text(problem);
}

QString ColumnMappingDialog::problemText(const Diagnostic& diagnostic) {
  QString message = text(diagnostic.message);
  // "line 4, column 3 (duration): expected …" or "line 4: a quote is not closed".
  const auto colon = message.indexOf(QStringLiteral(": "));
  if (!message.startsWith(QStringLiteral("line ")) || colon < 0)
    return message.left(1).toUpper() + message.mid(1);
  const QString where = message.mid(5, colon - 5);
  const QString reason = message.mid(colon + 2);
  const auto comma = where.indexOf(QStringLiteral(", column "));
  bool lineOk = false;
  const auto line = where.left(comma < 0 ? where.size() : comma).toULongLong(&lineOk);
  if (!lineOk) return message.left(1).toUpper() + message.mid(1);
  if (comma < 0) return tr("Line %1: %2").arg(QString::number(line), reason);
  bool columnOk = false;
  const auto column = where.mid(comma + 9).section(QLatin1Char(' '), 0, 0).toULongLong(&columnOk);
  if (!columnOk || column == 0) return tr("Line %1: %2").arg(QString::number(line), reason);
  // The role the column was read as, in the dialog's words (the model names it by its id).
  const auto chosen = mapping();
  QString role;
  for (std::size_t r = 0; r < calibration::kCsvRoles; ++r)
    if (chosen.columns[r] == column - 1) role = roleWords(static_cast<CsvRole>(r));
  const QString name = column <= m_header.size() ? text(m_header[column - 1]).trimmed() : QString();
  // Mark the field in the preview, with the problem as its tool tip.
  for (std::size_t r = 0; r < m_rows.size(); ++r)
    if (m_rows[r].first == line) {
      const int row = static_cast<int>(r);
      const int c = static_cast<int>(column - 1);
      if (c >= m_preview->columnCount()) break;
      if (!m_preview->item(row, c)) m_preview->setItem(row, c, new QTableWidgetItem);
      QTableWidgetItem* item = m_preview->item(row, c);
      QColor bad(Qt::red);
      bad.setAlpha(70);
      item->setBackground(bad);
      item->setToolTip(plainToolTip(reason));
    }
  const QString lineText = QString::number(line);
  const QString columnText = QString::number(column);
  if (name.isEmpty())
    return tr("Line %1, column %2 (%3): %4").arg(lineText, columnText, role, reason);
  return tr("Line %1, column %2 “%3” (%4): %5").arg(lineText, columnText, name, role, reason);
}

// The preview's header says what each column is read as.
void ColumnMappingDialog::labelColumns(const calibration::ColumnMapping& chosen) {
  for (int c = 0; c < m_preview->columnCount(); ++c) {
    QString label = static_cast<std::size_t>(c) < m_header.size()
                        ? text(m_header[static_cast<std::size_t>(c)]).trimmed()
                        : QString();
    if (label.isEmpty()) label = tr("column %1").arg(QString::number(c + 1));
    bool used = false;
    for (std::size_t r = 0; r < calibration::kCsvRoles; ++r)
      if (chosen.columns[r] == static_cast<std::size_t>(c)) {
        label += QStringLiteral("\n") + tr("→ %1").arg(roleWords(static_cast<CsvRole>(r)));
        used = true;
      }
    // The columns read stand out; the others keep their place, for the line and column numbers.
    auto* header = new QTableWidgetItem(label);
    QFont font = m_preview->horizontalHeader()->font();
    font.setBold(used);
    header->setFont(font);
    m_preview->setHorizontalHeaderItem(c, header);
    for (int row = 0; row < m_preview->rowCount(); ++row)
      if (QTableWidgetItem* item = m_preview->item(row, c)) {
        item->setBackground(QBrush());
        item->setToolTip({});
      }
  }
}

// Reads the file with `chosen` (into m_read and m_list) and lists what stops the import.
QStringList ColumnMappingDialog::problemsWith(const calibration::ColumnMapping& chosen) {
  QStringList problems;
  if (!m_readError.isEmpty()) {
    problems << m_readError;
  } else if (m_header.empty()) {
    problems << tr("The file is empty: it has no header line.");
  } else if (const QString lack = lacking(chosen); !lack.isEmpty()) {
    problems << lack;
  } else if (m_document) {
    m_read = calibration::readJobCsv(m_text, m_file, m_document->topology(), chosen);
    for (const auto& diagnostic : m_read.diagnostics.all())
      if (diagnostic.severity == Severity::Error) problems << problemText(diagnostic);
    if (m_read.diagnostics.omitted() > 0) problems << text(m_read.diagnostics.omittedText());
    if (!m_read.diagnostics.hasErrors()) {
      if (m_read.measurements.empty()) {
        problems << tr("The file holds no measured job: it has only its header line.");
      } else {
        m_list = withImported(m_document->topology().measurements(), m_read.measurements);
        if (const Status ok = topology::checkMeasurements(m_list); !ok)
          problems << text(ok.error().message);
        else
          m_canImport = true;
      }
    }
  }
  return problems;
}

void ColumnMappingDialog::check() {
  const auto chosen = mapping();
  m_read = {};
  m_list.clear();
  m_canImport = false;
  labelColumns(chosen);
  const QStringList problems = problemsWith(chosen);
  m_problems->setPlainText(problems.join(QLatin1Char('\n')));
  m_problems->setVisible(!problems.isEmpty());
  const int count = static_cast<int>(m_read.measurements.size());
  const auto bad = static_cast<int>(m_read.diagnostics.errorCount());
  if (m_canImport)
    m_summary->setText(tr("Ready: %n measurement(s) will be added as one step.", nullptr, count));
  else if (bad > 0)
    m_summary->setText(
        tr("%n problem(s) in the file: fix it, or choose other columns.", nullptr, bad));
  else
    m_summary->setText(tr("Nothing can be imported yet."));
  importButton()->setEnabled(m_canImport);
  m_preview->resizeColumnsToContents();
}

bool ColumnMappingDialog::importMeasurements() {
  check(); // the document may have changed since the last choice
  if (!m_canImport || !m_document) return false;
  const int count = static_cast<int>(m_read.measurements.size());
  m_document->undoStack()->push(new SetMeasurementsCommand(
      m_document, std::move(m_list), tr("Import %n measurement(s)", nullptr, count)));
  m_list.clear();
  m_canImport = false;
  importButton()->setEnabled(false);
  return true;
}

void ColumnMappingDialog::accept() {
  if (importMeasurements()) QDialog::accept();
}

} // namespace tapeflow::editor
