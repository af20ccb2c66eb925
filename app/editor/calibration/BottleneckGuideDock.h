#pragma once

#include "calibration/BottleneckGuide.h"

#include <QDockWidget>
#include <QPointer>

#include <optional>

class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace tapeflow::editor {

class Document;

// The HP paper's bottleneck determination on the diagram (issue 23): choose a job and see the
// measurements to take (the job itself, its tape drive alone, its disk alone, the network, a
// backup to a NULL device), which are done, which is next and which are not needed any more,
// what each result rules in or out, the verdict, and the model's own prediction beside it.
// "Measure next step…" asks for the measurement dialog on the next step (a double-click on a
// step asks for that step); the Measurements dock opens it and adds the result as an undo step.
// The guide is the model's (calibration/BottleneckGuide.h); this dock only shows it.
class BottleneckGuideDock : public QDockWidget {
  Q_OBJECT

public:
  explicit BottleneckGuideDock(QWidget* parent = nullptr);

  void setDocument(Document* document);
  // Chooses the job by id; false when the document has no such job.
  bool chooseJob(const QString& id);
  // Works the guide out again now (it is otherwise worked out once the events settle).
  void refresh();

  [[nodiscard]] const std::optional<calibration::BottleneckGuide>& guide() const { return m_guide; }
  [[nodiscard]] QComboBox* jobs() const { return m_jobs; }
  [[nodiscard]] QTableWidget* steps() const { return m_steps; }
  [[nodiscard]] QLabel* verdict() const { return m_verdict; }
  [[nodiscard]] QLabel* model() const { return m_model; }
  [[nodiscard]] QPushButton* measureNext() const { return m_measureNext; }

signals:
  // Open the measurement dialog on `subject` ("job:ID" or "figure:NODE.PARAMETER"), measured in
  // a run of `restore` ? restores : backups.
  void measureRequested(const QString& subject, bool restore);

private:
  void fillJobs();
  void scheduleRefresh();
  void showGuide();
  void measureStep(int row);

  QPointer<Document> m_document;
  std::optional<calibration::BottleneckGuide> m_guide;
  bool m_pending = false;
  bool m_stale = false; // the document changed while the dock was not seen
  QComboBox* m_jobs = nullptr;
  QTableWidget* m_steps = nullptr;
  QLabel* m_verdict = nullptr;
  QLabel* m_model = nullptr;
  QPushButton* m_measureNext = nullptr;
};

} // namespace tapeflow::editor
