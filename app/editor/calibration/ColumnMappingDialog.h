#pragma once

#include "calibration/CsvFormats.h"
#include "calibration/JobCsv.h"
#include "topology/Measurement.h"

#include <QDialog>
#include <QPointer>
#include <QStringList>

#include <array>
#include <map>
#include <string>
#include <utility>
#include <vector>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTableWidget;

namespace tapeflow::editor {

class Document;

// Import of job statistics from CSV (issue 23), opened by the Measurements dock's
// "Import CSV…" once the file is chosen. It previews the file's first rows, starts from the
// mapping the model guesses from the header (a known backup tool's report, resources/calibration/
// csv-formats.json, or the usual column names), and offers one choice of column per role: the
// job's name, the data moved, start, end, duration, rate, backup or restore. Under the choices it
// lists what the mapping still lacks and every bad field by line and column, as plain text; OK
// ("Import") stays disabled until the whole file would import, and then adds every measurement
// read as one undo step (SetMeasurementsCommand), as the dock's import does.
class ColumnMappingDialog : public QDialog {
  Q_OBJECT

public:
  ColumnMappingDialog(Document* document, const QString& path, QWidget* parent = nullptr);

  // The mapping chosen now, and a choice made as the user makes it (tests): `column` is 0-based,
  // or -1 for "not in the file".
  [[nodiscard]] calibration::ColumnMapping mapping() const;
  void setColumn(calibration::CsvRole role, int column);
  [[nodiscard]] QComboBox* columnBox(calibration::CsvRole role) const;

  // The rows the mapping chosen now reads without error (all of them when canImport()).
  [[nodiscard]] const std::vector<calibration::JobMeasurement>& measurements() const {
    return m_read.measurements;
  }
  [[nodiscard]] bool canImport() const { return m_canImport; }
  // Adds the measurements read as one undo step; false (and nothing pushed) when it cannot.
  bool importMeasurements();

  [[nodiscard]] QTableWidget* preview() const { return m_preview; }
  [[nodiscard]] QLabel* formatLabel() const { return m_format; }
  [[nodiscard]] QPlainTextEdit* problems() const { return m_problems; }
  [[nodiscard]] QPushButton* importButton() const;

  void accept() override;

private:
  void readFile(const QString& path);
  void fillPreview();
  void check();
  void labelColumns(const calibration::ColumnMapping& chosen);
  [[nodiscard]] QStringList problemsWith(const calibration::ColumnMapping& chosen);
  [[nodiscard]] QString lacking(const calibration::ColumnMapping& mapping) const;
  // The model's message of a bad field in the dialog's words, the column named by its header;
  // the field is marked in the preview when it shows that line.
  [[nodiscard]] QString problemText(const Diagnostic& diagnostic);

  QPointer<Document> m_document;
  std::string m_file; // the path, as the model's messages name it
  std::string m_text;
  QString m_readError;
  std::vector<std::string> m_header;
  // The first data lines, each with its line number in the file.
  std::vector<std::pair<std::size_t, std::vector<std::string>>> m_rows;
  std::vector<calibration::CsvFormat> m_formats;
  const calibration::CsvFormat* m_recognised = nullptr;
  std::map<std::string, std::string> m_directionWords;
  calibration::CsvMeasurements m_read;
  std::vector<topology::Measurement> m_list; // the document's measurements with the imported
  bool m_canImport = false;

  QLabel* m_format = nullptr;
  QTableWidget* m_preview = nullptr;
  std::array<QComboBox*, calibration::kCsvRoles> m_columns{};
  QPlainTextEdit* m_problems = nullptr;
  QLabel* m_summary = nullptr;
  QDialogButtonBox* m_buttons = nullptr;
};

// `list` with `read` appended as measurements of whole jobs, each with a fresh id ("m3"), its
// rate to six figures (a log's bytes and seconds give more than a test can resolve).
[[nodiscard]] std::vector<topology::Measurement>
withImported(std::vector<topology::Measurement> list,
             const std::vector<calibration::JobMeasurement>& read);

} // namespace tapeflow::editor
