#pragma once

#include "whatif/Advisor.h"
#include "whatif/Tornado.h"

#include "KeptResults.h"

#include <QDockWidget>
#include <QPointer>

#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QTreeWidget;

namespace tapeflow::editor {

class BackgroundTask;
class Document;
class TornadoView;

// The advisor (issue 19, "What buys the most"): Advise finds concrete changes from the solution
// (upgrade a component, add a drive or an adapter beside one, move an adapter, raise streams or
// block size, switch compression), checks each by solving the changed diagram for backup and
// restore, and lists them best first with what each buys and whether a verdict changes; a
// tornado chart shows how the run moves with each busy component. It runs off the GUI thread
// over a snapshot; Apply Change makes the selected change as one undo step.
class AdvisorDock : public QDockWidget {
  Q_OBJECT

public:
  explicit AdvisorDock(QWidget* parent = nullptr);

  void setDocument(Document* document);
  void advise();
  // Applies advice row `index` to the document (one undo step); false when refused.
  bool apply(std::size_t index);

  [[nodiscard]] QTreeWidget* list() const { return m_list; }
  [[nodiscard]] QLabel* message() const { return m_message; }
  [[nodiscard]] TornadoView* tornado() const { return m_tornado; }
  [[nodiscard]] std::shared_ptr<const whatif::AdvisorResult> result() const { return m_result; }

signals:
  void adviceReady();

private:
  void finished(bool cancelled);
  void fill();
  void setRunning(bool running);

  QPointer<Document> m_document;
  BackgroundTask* m_task = nullptr;
  QComboBox* m_rank = nullptr;
  QCheckBox* m_byCost = nullptr;
  QPushButton* m_advise = nullptr;
  QPushButton* m_cancel = nullptr;
  QPushButton* m_apply = nullptr;
  QProgressBar* m_progress = nullptr;
  QLabel* m_message = nullptr;
  QTreeWidget* m_list = nullptr;
  TornadoView* m_tornado = nullptr;
  // The running advice's results, then the shown ones.
  std::shared_ptr<whatif::AdvisorResult> m_pending;
  std::shared_ptr<whatif::TornadoData> m_pendingTornado;
  std::shared_ptr<const whatif::AdvisorResult> m_result;
  std::shared_ptr<const whatif::TornadoData> m_tornadoData;
  bool m_stale = false; // the document changed since the advice was found
  QByteArray m_digest;  // of the diagram the pending, then the shown, advice answers
  // The advice of each scenario (and the base) it was found for, while another is shown.
  struct Shown {
    std::shared_ptr<const whatif::AdvisorResult> result;
    std::shared_ptr<const whatif::TornadoData> tornado;
  };
  KeptResults<Shown> m_kept;
  bool m_staleCheckPending = false;
  void checkStale();
  void markStale();
};

} // namespace tapeflow::editor
