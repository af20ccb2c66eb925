#pragma once

#include "whatif/Sweep.h"

#include <QObject>

#include <atomic>
#include <memory>
#include <thread>

namespace tapeflow::topology {
class Topology;
}

namespace tapeflow::editor {

// Runs a sweep (whatif::runSweep) off the GUI thread over a snapshot of the document, so the
// window never blocks: progress comes back as signals, cancel() stops it between points, and a
// new start() cancels the one running (only the latest sweep's result is delivered).
class SweepRunner : public QObject {
  Q_OBJECT

public:
  explicit SweepRunner(QObject* parent = nullptr);
  ~SweepRunner() override; // cancels and waits for the worker

  void start(const topology::Topology& document, std::vector<whatif::SweepAxis> axes);
  void cancel();
  [[nodiscard]] bool running() const { return m_job != nullptr; }

signals:
  void progress(int done, int total);
  // The result, complete or (result->cancelled) as far as it got.
  void finished(std::shared_ptr<const tapeflow::whatif::SweepResult> result);

private:
  struct Job; // one sweep: its snapshot and cancel flag, shared with the worker
  void stop();

  std::shared_ptr<Job> m_job;
  std::jthread m_thread; // not in Job: the worker may hold the last reference to its Job
};

} // namespace tapeflow::editor
