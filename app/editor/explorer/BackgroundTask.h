#pragma once

#include <QObject>

#include <atomic>
#include <functional>
#include <memory>
#include <thread>

namespace tapeflow::editor {

// Runs one piece of work off the GUI thread (a sweep, the advisor) so the window never blocks:
// the work reports progress and stops early when asked; a new start() cancels and waits for the
// one running, and only the latest work's finished() is delivered, on the GUI thread.
class BackgroundTask : public QObject {
  Q_OBJECT

public:
  using Progress = std::function<void(std::size_t done, std::size_t total)>;
  // Runs on the worker; reads `cancel` between steps. It must own (or share) what it reads: the
  // document goes on changing while it runs.
  using Work = std::function<void(const std::atomic<bool>& cancel, const Progress& progress)>;

  explicit BackgroundTask(QObject* parent = nullptr);
  ~BackgroundTask() override; // cancels and waits for the worker

  void start(Work work);
  void cancel();
  [[nodiscard]] bool running() const { return m_job != nullptr; }

signals:
  void progress(int done, int total);
  void finished(bool cancelled);

private:
  struct Job; // the cancel flag and progress state, shared with the worker
  void stop();

  std::shared_ptr<Job> m_job;
  std::jthread m_thread; // not in Job: the worker may hold the last reference to its Job
};

} // namespace tapeflow::editor
