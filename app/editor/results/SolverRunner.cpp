#include "SolverRunner.h"

#include "document/Document.h"

#include <QCoreApplication>
#include <QThread>

namespace tapeflow::editor {

SolverRunner::SolverRunner(QObject* parent) : QObject(parent) {}

SolverRunner::~SolverRunner() {
  // Workers hold their own copy of the topology; let any still running finish quietly.
  m_generation = ~quint64(0);
}

void SolverRunner::setDocument(Document* document) {
  if (m_document) m_document->disconnect(this);
  m_document = document;
  m_backup.reset();
  m_restore.reset();
  if (!document) return;
  connect(document, &Document::resultsInvalidated, this, &SolverRunner::resolve);
  resolve();
}

SolverRunner::Results SolverRunner::compute(const topology::Topology& topology) {
  // Backup and restore side by side: the what-if question is usually "and the restore?".
  solver::Solver solver;
  solver::SolveOptions options;
  Results results;
  options.flow.mode = solver::DirectionMode::Backup;
  results.backup = std::make_shared<solver::SolveResult>(solver.solve(topology, options));
  options.flow.mode = solver::DirectionMode::Restore;
  results.restore = std::make_shared<solver::SolveResult>(solver.solve(topology, options));
  return results;
}

void SolverRunner::resolve() {
  if (!m_document) return;
  const quint64 generation = ++m_generation;
  const auto& topology = m_document->topology();
  if (topology.nodes().size() <= kSynchronousNodeLimit) {
    accept(generation, compute(topology));
    return;
  }
  // A snapshot for the worker: the document keeps changing while it runs.
  auto snapshot = std::make_shared<topology::Topology>(topology);
  ++m_running;
  QPointer<SolverRunner> self(this);
  QThread* worker = QThread::create([self, snapshot, generation] {
    Results results = compute(*snapshot);
    QMetaObject::invokeMethod(
        QCoreApplication::instance(),
        [self, generation, results] {
          if (self) {
            --self->m_running;
            self->accept(generation, results);
          }
        },
        Qt::QueuedConnection);
  });
  connect(worker, &QThread::finished, worker, &QObject::deleteLater);
  worker->start(QThread::LowPriority);
}

void SolverRunner::accept(quint64 generation, Results results) {
  if (generation != m_generation) return; // a newer edit is being solved: latest wins
  m_backup = std::move(results.backup);
  m_restore = std::move(results.restore);
  emit resultsReady();
}

} // namespace tapeflow::editor
