#pragma once

#include <QDialog>

class QChartView;
class QLabel;
class QTableWidget;
class QTableWidgetItem;

namespace tapeflow::topology {
struct Schedule;
}

namespace tapeflow::editor {

class Document;

// The schedule editor: one row per day (its name, its window, and each job's level that night)
// and the week it gives (a weekly Gantt chart and each night's verdict). Every edit is one undo
// command on the document's stack (SetScheduleCommand); the table follows the document, so undo
// shows here too.
class ScheduleDialog : public QDialog {
  Q_OBJECT
public:
  explicit ScheduleDialog(Document* document, QWidget* parent = nullptr);

  [[nodiscard]] QTableWidget* table() const { return m_table; }

private:
  void refresh();
  void refreshWeek();
  void refreshLater();
  void levelChosen(int row, int jobColumn, int choice);
  void itemEdited(QTableWidgetItem* item);
  void addDay();
  void removeDay();
  void addWeek();
  // Pushes `schedule` as one undo step named `text`, or says why the model refuses it.
  void propose(const topology::Schedule& schedule, const QString& text);

  Document* m_document;
  QTableWidget* m_table;
  QChartView* m_week;
  QLabel* m_verdicts;
  bool m_filling = false;
  bool m_refreshPending = false;
};

} // namespace tapeflow::editor
