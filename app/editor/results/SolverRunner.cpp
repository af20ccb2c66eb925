#include "SolverRunner.h"

#include "document/Document.h"

#include <QCoreApplication>
#include <QThread>

namespace tapeflow::editor {

struct SolverRunner::Solvers {
  explicit Solvers(const topology::Topology& topology)
      : backup(topology, options(solver::DirectionMode::Backup)),
        restore(topology, options(solver::DirectionMode::Restore)) {}

  static solver::SolveOptions options(solver::DirectionMode mode) {
    solver::SolveOptions options;
    options.flow.mode = mode;
    options.threads = 0; // opening a large diagram solves its parts on every core
    return options;
  }
  [[nodiscard]] std::size_t pendingNodes() const {
    return std::max(backup.pendingNodes(), restore.pendingNodes());
  }
  // Both directions brought up to date, as shared copies the views may keep.
  Results solve() {
    return {std::make_shared<solver::SolveResult>(backup.solve()),
            std::make_shared<solver::SolveResult>(restore.solve())};
  }

  solver::IncrementalSolver backup;
  solver::IncrementalSolver restore;
};

// A worker's solvers and the snapshot they watch, declared in that order so that the solvers go
// first (they stop watching the snapshot as they are destroyed).
struct SolverRunner::WorkerSolve {
  explicit WorkerSolve(std::shared_ptr<const topology::Topology> topology)
      : snapshot(std::move(topology)), solvers(*snapshot) {}
  std::shared_ptr<const topology::Topology> snapshot;
  Solvers solvers;
};

SolverRunner::SolverRunner(QObject* parent) : QObject(parent) {}

SolverRunner::~SolverRunner() {
  // Workers hold their own copy of the topology; let any still running finish quietly.
  m_generation = ~quint64(0);
}

void SolverRunner::setDocument(Document* document) {
  if (m_document) m_document->disconnect(this);
  m_solvers.reset();
  m_document = document;
  m_backup.reset();
  m_restore.reset();
  m_backupView = m_restoreView = nullptr;
  if (!document) return;
  m_solvers = std::make_shared<Solvers>(document->topology());
  connect(document, &Document::resultsInvalidated, this, &SolverRunner::resolve);
  resolve();
}

SolverRunner::Results SolverRunner::compute(const topology::Topology& topology) {
  // Backup and restore side by side: the what-if question is usually "and the restore?".
  Solvers solvers(topology);
  return solvers.solve();
}

void SolverRunner::resolve() {
  if (!m_document || !m_solvers) return;
  const quint64 generation = ++m_generation;
  if (m_solvers->pendingNodes() <= kSynchronousNodeLimit) {
    // The solvers' own results, shown where they are: no copy until someone keeps them.
    const solver::SolveResult& backup = m_solvers->backup.solve();
    const solver::SolveResult& restore = m_solvers->restore.solve();
    m_backup.reset();
    m_restore.reset();
    show(&backup, &restore);
    return;
  }
  // A snapshot for the worker: the document keeps changing while it runs. Its solvers watch
  // the snapshot and are handed back with the results.
  auto snapshot = std::make_shared<const topology::Topology>(m_document->topology());
  ++m_running;
  emit solvingStarted();
  QPointer<SolverRunner> self(this);
  QThread* worker = QThread::create([self, snapshot, generation] {
    auto work = std::make_shared<WorkerSolve>(snapshot);
    Results results = work->solvers.solve();
    QMetaObject::invokeMethod(
        QCoreApplication::instance(),
        [self, generation, results, work] {
          if (self) {
            --self->m_running;
            self->accept(generation, results, work);
          }
        },
        Qt::QueuedConnection);
  });
  connect(worker, &QThread::finished, worker, &QObject::deleteLater);
  worker->start(QThread::LowPriority);
}

void SolverRunner::accept(quint64 generation, Results results, std::shared_ptr<WorkerSolve> work) {
  if (generation != m_generation) return; // a newer edit is being solved: latest wins
  // The worker solved the document as it still is: its solvers' parts hold for the document.
  if (work && m_solvers) {
    m_solvers->backup.adopt(work->solvers.backup);
    m_solvers->restore.adopt(work->solvers.restore);
  }
  m_backup = std::move(results.backup);
  m_restore = std::move(results.restore);
  show(m_backup.get(), m_restore.get());
}

void SolverRunner::show(const solver::SolveResult* backup, const solver::SolveResult* restore) {
  m_backupView = backup;
  m_restoreView = restore;
  emit resultsReady();
}

std::shared_ptr<const solver::SolveResult> SolverRunner::backupShared() const {
  if (!m_backup && m_backupView) m_backup = std::make_shared<solver::SolveResult>(*m_backupView);
  return m_backup;
}

std::shared_ptr<const solver::SolveResult> SolverRunner::restoreShared() const {
  if (!m_restore && m_restoreView)
    m_restore = std::make_shared<solver::SolveResult>(*m_restoreView);
  return m_restore;
}

} // namespace tapeflow::editor
