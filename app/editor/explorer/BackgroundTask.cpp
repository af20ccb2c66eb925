#include "BackgroundTask.h"

#include <QPointer>

namespace tapeflow::editor {

struct BackgroundTask::Job {
  std::atomic<bool> cancel{false};
  std::atomic<int> shownPercent{-1}; // progress is posted once per percent, not per step
};

BackgroundTask::BackgroundTask(QObject* parent) : QObject(parent) {}

BackgroundTask::~BackgroundTask() { stop(); }

void BackgroundTask::stop() {
  if (m_job) m_job->cancel = true;
  if (m_thread.joinable()) m_thread.join(); // the work stops at its next step
  m_job.reset();
}

void BackgroundTask::start(Work work) {
  stop();
  auto job = std::make_shared<Job>();
  m_job = job;
  QPointer<BackgroundTask> self(this);
  m_thread = std::jthread([self, job, work = std::move(work)] {
    const Progress progress = [self, &job = *job](std::size_t done, std::size_t total) {
      const int percent = int(100 * done / std::max<std::size_t>(total, 1));
      if (job.shownPercent.exchange(percent) == percent) return;
      QMetaObject::invokeMethod(
          self, [self, done, total] { emit self->progress(int(done), int(total)); },
          Qt::QueuedConnection);
    };
    work(job->cancel, progress);
    QMetaObject::invokeMethod(
        self,
        [self, job] {
          if (!self || self->m_job != job) return; // a newer start() replaced this work
          self->m_job.reset();
          self->m_thread.join(); // it has posted this and is returning
          emit self->finished(job->cancel.load());
        },
        Qt::QueuedConnection);
  });
}

void BackgroundTask::cancel() {
  if (m_job) m_job->cancel = true;
}

} // namespace tapeflow::editor
