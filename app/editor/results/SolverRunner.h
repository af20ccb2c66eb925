#pragma once

#include "solver/IncrementalSolver.h"
#include "solver/Solver.h"

#include <QObject>
#include <QPointer>

#include <memory>

namespace tapeflow::editor {

class Document;

// Keeps the solver's results in step with the document (DESIGN.md "Live"). Two incremental
// solvers (backup and restore) watch the document and re-solve only the parts of the diagram an
// edit touches: when that is a few hundred nodes, in the same event-loop turn, so the new numbers
// are on screen in the frame of the edit, whatever the size of the diagram. Larger work (opening
// a large file, an edit that joins large parts) runs on a worker thread over a snapshot, so the UI
// never blocks; meanwhile busy() is true and the views mark their numbers as stale. Only the
// latest edit's results are kept (an older solve that finishes late is dropped), and when the
// worker's solve is the latest, its solvers' state is taken over, so the next small edit is
// incremental again. Results are derived data: never stored in the document or its undo commands.
class SolverRunner : public QObject {
  Q_OBJECT

public:
  explicit SolverRunner(QObject* parent = nullptr);
  ~SolverRunner() override;

  void setDocument(Document* document);
  // Solves that have more nodes than this to solve run off the GUI thread.
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
  // A solve went to the worker: the results on screen are stale until resultsReady().
  void solvingStarted();

private:
  struct Solvers;     // backup and restore incremental solvers over one topology
  struct WorkerSolve; // a worker's solvers with the snapshot they watch
  void resolve();
  void accept(quint64 generation, Results results, std::shared_ptr<WorkerSolve> work);

  QPointer<Document> m_document;
  std::shared_ptr<Solvers> m_solvers;
  std::shared_ptr<solver::SolveResult> m_backup;
  std::shared_ptr<solver::SolveResult> m_restore;
  quint64 m_generation = 0;
  int m_running = 0;
};

} // namespace tapeflow::editor
