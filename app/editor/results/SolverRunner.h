#pragma once

#include "solver/IncrementalSolver.h"
#include "solver/Solver.h"

#include <QObject>
#include <QPointer>

#include <memory>

namespace tapeflow::editor {

class Document;

// Keeps the solver's results in step with the document (docs/architecture.md, "Where an edit
// goes"). Two incremental solvers (backup and restore) watch the document and re-solve only the
// parts of the diagram an edit touches: when that is a few hundred nodes, in the same event-loop
// turn, so the new numbers are on screen in the frame of the edit, whatever the size of the
// diagram. Larger work (opening a large file, an edit that joins large parts) runs on a worker
// thread over a snapshot, so the UI never blocks; meanwhile busy() is true and the views mark their
// numbers as stale. Only the latest edit's results are kept (an older solve that finishes late is
// dropped), and when the worker's solve is the latest, its solvers' state is taken over, so the
// next small edit is incremental again. Results are derived data: never stored in the document or
// its undo commands.
class SolverRunner : public QObject {
  Q_OBJECT

public:
  explicit SolverRunner(QObject* parent = nullptr);
  ~SolverRunner() override;

  void setDocument(Document* document);
  // Solves that have more nodes than this to solve run off the GUI thread.
  static constexpr std::size_t kSynchronousNodeLimit = 400;

  // Valid until the next resultsReady() (or setDocument()).
  [[nodiscard]] const solver::SolveResult* backup() const { return m_backupView; }
  [[nodiscard]] const solver::SolveResult* restore() const { return m_restoreView; }
  // The same results, shared: for whoever keeps them past the next solve (the charts dock).
  // Copied on the first call after a solve on this thread: the copy of a 10,000-node diagram's
  // two results (and freeing the previous one) was 15 % of an edit, made for charts that are
  // mostly hidden behind the results.
  [[nodiscard]] std::shared_ptr<const solver::SolveResult> backupShared() const;
  [[nodiscard]] std::shared_ptr<const solver::SolveResult> restoreShared() const;
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
  void show(const solver::SolveResult* backup, const solver::SolveResult* restore);

  QPointer<Document> m_document;
  std::shared_ptr<Solvers> m_solvers;
  // Shared copies (a worker's results, or made on demand); the views point at them or at the
  // solvers' own results.
  mutable std::shared_ptr<solver::SolveResult> m_backup;
  mutable std::shared_ptr<solver::SolveResult> m_restore;
  const solver::SolveResult* m_backupView = nullptr;
  const solver::SolveResult* m_restoreView = nullptr;
  quint64 m_generation = 0;
  int m_running = 0;
};

} // namespace tapeflow::editor
