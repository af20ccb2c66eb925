#pragma once

#include "whatif/Compare.h"

#include <QDockWidget>
#include <QPointer>

#include <memory>

class QLabel;
class QListWidget;
class QListWidgetItem;
class QPushButton;
class QTableWidget;

namespace tapeflow::editor {

class BackgroundTask;
class Document;

// Scenarios (issue 19): named variants of the diagram kept in its file. The list shows the base
// and each scenario; a double click (or Switch To) shows one in the editor, where edits become
// its changes; New makes a scenario of the diagram as shown. Compare solves the base and the
// checked scenarios (all when none is checked) for backup and restore off the GUI thread and
// shows them side by side: run times, verdicts, rates, bottlenecks and what each changes.
class ScenariosDock : public QDockWidget {
  Q_OBJECT

public:
  explicit ScenariosDock(QWidget* parent = nullptr);

  void setDocument(Document* document);
  // A new scenario named `name`, starting as the diagram is shown (the shown scenario's changes,
  // none on the base); one undo step. False, with the reason shown, when the name is taken.
  bool newScenario(const QString& name);
  bool removeScenario(const QString& name);
  bool renameScenario(const QString& name, const QString& newName);
  // Solves the base and the checked scenarios (all when none is checked) and fills the table.
  void compare();
  void setChecked(const QString& name, bool checked);

  [[nodiscard]] QListWidget* list() const { return m_list; }
  [[nodiscard]] QTableWidget* table() const { return m_table; }
  [[nodiscard]] QLabel* message() const { return m_message; }

signals:
  // The user asked to see `scenario` (empty: the base); the main window switches documents.
  void switchRequested(const QString& scenario);
  void comparisonReady();

private:
  void fitColumns();
  void refresh();
  void fill(const whatif::Comparison& comparison);
  [[nodiscard]] QString nameOf(const QListWidgetItem* item) const; // empty: the base
  [[nodiscard]] QString selectedName() const;
  [[nodiscard]] bool pushList(std::vector<topology::Scenario> scenarios, const QString& text);

  QPointer<Document> m_document;
  BackgroundTask* m_task = nullptr;
  QListWidget* m_list = nullptr;
  QTableWidget* m_table = nullptr;
  QLabel* m_message = nullptr;
  QPushButton* m_compare = nullptr;
  std::shared_ptr<Expected<whatif::Comparison>> m_pending;
};

} // namespace tapeflow::editor
