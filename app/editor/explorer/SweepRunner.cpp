#include "SweepRunner.h"

#include "topology/Topology.h"

#include <QPointer>

namespace tapeflow::editor {

struct SweepRunner::Job {
  explicit Job(const topology::Topology& document) : snapshot(document) {}
  topology::Topology snapshot; // the document keeps changing while the sweep runs
  std::atomic<bool> cancel{false};
  std::atomic<int> shownPercent{-1}; // progress is posted once per percent, not per point
};

SweepRunner::SweepRunner(QObject* parent) : QObject(parent) {}

SweepRunner::~SweepRunner() { stop(); }

void SweepRunner::stop() {
  if (m_job) m_job->cancel = true;
  if (m_thread.joinable()) m_thread.join(); // the worker stops at its next point
  m_job.reset();
}

void SweepRunner::start(const topology::Topology& document, std::vector<whatif::SweepAxis> axes) {
  stop();
  auto job = std::make_shared<Job>(document);
  m_job = job;
  QPointer<SweepRunner> self(this);
  m_thread = std::jthread([self, job, axes = std::move(axes)]() mutable {
    whatif::SweepOptions options;
    options.cancel = &job->cancel;
    options.progress = [self, &job = *job](std::size_t done, std::size_t total) {
      const int percent = int(100 * done / std::max<std::size_t>(total, 1));
      if (job.shownPercent.exchange(percent) == percent) return;
      QMetaObject::invokeMethod(
          self, [self, done, total] { emit self->progress(int(done), int(total)); },
          Qt::QueuedConnection);
    };
    auto result = std::make_shared<const whatif::SweepResult>(
        whatif::runSweep(job->snapshot, std::move(axes), options));
    QMetaObject::invokeMethod(
        self,
        [self, job, result] {
          if (!self || self->m_job != job) return; // a newer sweep replaced this one
          self->m_job.reset();
          self->m_thread.join(); // it has posted this and is returning
          emit self->finished(result);
        },
        Qt::QueuedConnection);
  });
}

void SweepRunner::cancel() {
  if (m_job) m_job->cancel = true;
}

} // namespace tapeflow::editor
