#pragma once

#include "topology/Measurement.h"

#include <QDockWidget>
#include <QPointer>

class QLabel;
class QPushButton;
class QTableWidget;

namespace tapeflow::solver {
struct SolveResult;
}

namespace tapeflow::editor {

class Document;

// Measurements (issue 23): what the user observed on their own hardware, measured against
// predicted, with the error of each. Add… takes one by hand, Import… a CSV of job statistics
// (a backup tool's report), Edit… (or a double-click) changes one in place, Calibrate… fits the
// figures the measurements pin down and applies the fit as one undo step, Find the Bottleneck…
// opens the guided bottleneck determination. Every change is one undo step.
class MeasurementsDock : public QDockWidget {
  Q_OBJECT

public:
  explicit MeasurementsDock(QWidget* parent = nullptr);

  void setDocument(Document* document);
  // The latest results of the backup and the restore run; `stale` while a solve is running.
  void showResults(const solver::SolveResult* backup, const solver::SolveResult* restore,
                   bool stale);

  // The actions behind the buttons, without their dialogs (tests, the Import dialog).
  bool addMeasurement(topology::Measurement measurement);
  bool removeMeasurement(int row);
  // Replaces the measurement in `row`; refused (nothing pushed, the reason shown) when the
  // model refuses the list it makes.
  bool editMeasurement(int row, topology::Measurement measurement);
  // The dialog on the measurement in `row`, and its result as one undo step.
  void editByDialog(int row);
  // The dialog opened on `subject` ("job:ID" or "figure:NODE.PARAMETER") and the run, for the
  // bottleneck guide's next step; its result is added as one undo step.
  void measure(const QString& subject, bool restore);
  // Reads a CSV of job statistics; false, with every bad field listed, when it has errors.
  bool importCsv(const QString& path);
  [[nodiscard]] std::string freshId() const;

  [[nodiscard]] QTableWidget* table() const { return m_table; }
  [[nodiscard]] QLabel* message() const { return m_message; }

signals:
  void calibrateRequested();
  void guideRequested();

private:
  void refresh();
  void addByDialog();
  void importByDialog();
  bool pushList(std::vector<topology::Measurement> measurements, const QString& text);

  QPointer<Document> m_document;
  const solver::SolveResult* m_backup = nullptr;
  const solver::SolveResult* m_restore = nullptr;
  bool m_stale = false;
  QTableWidget* m_table = nullptr;
  QLabel* m_message = nullptr;
  QPushButton* m_remove = nullptr;
  QPushButton* m_edit = nullptr;
  QPushButton* m_calibrate = nullptr;
};

} // namespace tapeflow::editor
