#pragma once

#include "BackgroundTask.h"
#include "whatif/Sweep.h"

#include <QObject>

#include <memory>

namespace tapeflow::topology {
class Topology;
}

namespace tapeflow::editor {

// Runs a sweep (whatif::runSweep) on a BackgroundTask over a snapshot of the document: progress
// as signals, cancel() between points, and only the latest sweep's result is delivered.
class SweepRunner : public QObject {
  Q_OBJECT

public:
  explicit SweepRunner(QObject* parent = nullptr);

  void start(const topology::Topology& document, std::vector<whatif::SweepAxis> axes);
  void cancel() { m_task->cancel(); }
  [[nodiscard]] bool running() const { return m_task->running(); }

signals:
  void progress(int done, int total);
  // The result, complete or (result->cancelled) as far as it got.
  void finished(std::shared_ptr<const tapeflow::whatif::SweepResult> result);

private:
  BackgroundTask* m_task = nullptr;
  std::shared_ptr<whatif::SweepResult> m_result; // filled by the running sweep
};

} // namespace tapeflow::editor
