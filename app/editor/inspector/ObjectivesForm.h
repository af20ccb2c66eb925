#pragma once

#include <QPointer>
#include <QWidget>

class QLabel;
class QLineEdit;

namespace tapeflow::editor {

class Document;

// The diagram's own figures in the inspector when nothing is selected: the backup window the
// backup run must fit in and the restore objective (RTO), typed with units ("6 h", "90 min"),
// empty for none. Each change is one undo step; a duration that does not read is refused with
// the reason under the field and changes nothing.
class ObjectivesForm : public QWidget {
  Q_OBJECT

public:
  ObjectivesForm(Document* document, QWidget* parent = nullptr);

  // Shows the document's objectives again (after undo, or a change made elsewhere).
  void refresh();

private:
  void commit();

  QPointer<Document> m_document; // the form may outlive it while the window closes
  QLineEdit* m_window = nullptr;
  QLineEdit* m_objective = nullptr;
  QLabel* m_problem = nullptr;
};

} // namespace tapeflow::editor
