#pragma once

#include "solver/Solver.h"

#include <QObject>
#include <QPointer>

#include <memory>

namespace tapeflow::editor {

class Document;

// Keeps the solver's results in step with the document (DESIGN.md "Live"). Every change that
// can affect throughput re-solves: in the same event-loop turn for ordinary diagrams, so the new
// numbers are on screen in the frame of the edit; on a worker thread for large ones, so the UI
// never blocks, and only the latest edit's results are kept (an older solve that finishes late is
// dropped). Results are derived data: never stored in the document or its undo commands.
class SolverRunner : public QObject {
  Q_OBJECT

public:
  explicit SolverRunner(QObject* parent = nullptr);
  ~SolverRunner() override;

  void setDocument(Document* document);
  // Diagrams with more nodes than this are solved off the GUI thread.
  static constexpr std::size_t kSynchronousNodeLimit = 400;

  [[nodiscard]] const solver::SolveResult* backup() const { return m_backup.get(); }
  [[nodiscard]] const solver::SolveResult* restore() const { return m_restore.get(); }
  // The same results, shared: for whoever keeps them past the next solve (the charts dock).
  [[nodiscard]] std::shared_ptr<const solver::SolveResult> backupShared() const { return m_backup; }
  [[nodiscard]] std::shared_ptr<const solver::SolveResult> restoreShared() const {
    return m_restore;
  }
  [[nodiscard]] bool busy() const { return m_running > 0; }
  // Solves `topology` for backup and restore on this thread (the headless report).
  struct Results {
    std::shared_ptr<solver::SolveResult> backup;
    std::shared_ptr<solver::SolveResult> restore;
  };
  [[nodiscard]] static Results compute(const topology::Topology& topology);

signals:
  void resultsReady();

private:
  void resolve();
  void accept(quint64 generation, Results results);

  QPointer<Document> m_document;
  std::shared_ptr<solver::SolveResult> m_backup;
  std::shared_ptr<solver::SolveResult> m_restore;
  quint64 m_generation = 0;
  int m_running = 0;
};

} // namespace tapeflow::editor
