#pragma once

#include "topology/Measurement.h"

#include <QDialog>

class QComboBox;
class QDateEdit;
class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace tapeflow::topology {
class Topology;
}

namespace tapeflow::editor {

// Adds or edits a measurement (issue 23): what was measured (a job, or a component's rate figure
// such as a drive's native rate), the run it was measured in, the value (a rate, or bytes and a
// duration), its uncertainty, date and note. OK is enabled only for a measurement the model
// accepts; the reason it does not is shown under the fields.
class MeasurementDialog : public QDialog {
  Q_OBJECT

public:
  MeasurementDialog(const topology::Topology& topology, std::string id, QWidget* parent = nullptr);

  [[nodiscard]] topology::Measurement measurement() const;
  // For tests, Import and the bottleneck guide: the subject, as "job:ID" or
  // "figure:NODE.PARAMETER", and the run a job was measured in.
  void setSubject(const QString& subject);
  void setRun(topology::Direction direction);
  void setValue(const QString& value);
  // Edits `measurement`: every field filled in from it, its id kept.
  void edit(const topology::Measurement& measurement);

private:
  void check();

  std::string m_id;
  QComboBox* m_subject = nullptr;
  QComboBox* m_run = nullptr;
  QLineEdit* m_value = nullptr;
  QLineEdit* m_bytes = nullptr;
  QLineEdit* m_duration = nullptr;
  QLineEdit* m_uncertainty = nullptr;
  QDateEdit* m_date = nullptr;
  bool m_undated = false; // edits a measurement without a date, and the date was not touched
  QLineEdit* m_note = nullptr;
  QLabel* m_problem = nullptr;
  QDialogButtonBox* m_buttons = nullptr;
};

} // namespace tapeflow::editor
