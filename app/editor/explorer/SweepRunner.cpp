#include "SweepRunner.h"

#include "topology/Topology.h"

namespace tapeflow::editor {

SweepRunner::SweepRunner(QObject* parent) : QObject(parent), m_task(new BackgroundTask(this)) {
  connect(m_task, &BackgroundTask::progress, this, &SweepRunner::progress);
  connect(m_task, &BackgroundTask::finished, this, [this] { emit finished(m_result); });
}

void SweepRunner::start(const topology::Topology& document, std::vector<whatif::SweepAxis> axes) {
  auto result = std::make_shared<whatif::SweepResult>();
  // The document goes on changing while the sweep runs: it solves a snapshot.
  auto snapshot = std::make_shared<const topology::Topology>(document);
  m_task->start([result, snapshot, axes = std::move(axes)](
                    const std::atomic<bool>& cancel, const BackgroundTask::Progress& progress) {
    whatif::SweepOptions options;
    options.cancel = &cancel;
    options.progress = progress;
    *result = whatif::runSweep(*snapshot, axes, options);
  });
  m_result = std::move(result); // after start(): a replaced sweep has been stopped
}

} // namespace tapeflow::editor
