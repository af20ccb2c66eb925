// The editor against diagram size (issue 18): opens a topology file in the real main window
// (offscreen platform unless a display is set) and times
//   open   from openFile() until the window has painted the diagram and the results,
//   edit   from pushing one figure's change on the document's undo stack until the new numbers
//          are in the results dock, the charts, the scene and the status line (median of N).
// Usage: tapeflow-app-bench FILE [EDITS]   (scripts/bench-solver.sh makes the files).

#include "AppCatalog.h"
#include "MainWindow.h"
#include "document/Document.h"
#include "results/SolverRunner.h"
#include "undo/SetParameterCommand.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QUndoStack>

#include <algorithm>
#include <cstdio>
#include <random>
#include <time.h>
#include <vector>

using namespace tapeflow;

namespace {

// Runs the event loop until `done` holds (or 60 s pass); returns the milliseconds it took.
template <typename Done>
double waitFor(Done done) {
  QElapsedTimer timer;
  timer.start();
  while (!done() && timer.elapsed() < 60000)
    QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
  return double(timer.nsecsElapsed()) / 1e6;
}

} // namespace

int main(int argc, char* argv[]) {
  if (qEnvironmentVariableIsEmpty("DISPLAY")) qputenv("QT_QPA_PLATFORM", "offscreen");
  QApplication app(argc, argv);
  if (argc < 2) {
    std::fprintf(stderr, "usage: tapeflow-app-bench FILE [EDITS]\n");
    return 1;
  }
  const int edits = argc > 2 ? std::max(1, std::atoi(argv[2])) : 101;
  QStringList messages;
  const auto catalog = editor::loadAppCatalog(&messages);
  editor::MainWindow window(catalog);
  window.setQuiet(true);
  window.resize(1600, 1000);
  window.show();
  QCoreApplication::processEvents();

  int ready = 0;
  QObject::connect(window.solverRunner(), &editor::SolverRunner::resultsReady, [&] { ++ready; });
  QElapsedTimer open;
  open.start();
  if (!window.openFile(QString::fromLocal8Bit(argv[1]), false)) {
    std::fprintf(stderr, "cannot open %s\n", argv[1]);
    return 2;
  }
  window.repaint();
  const double painted = double(open.nsecsElapsed()) / 1e6;
  waitFor([&] { return ready > 0 && !window.solverRunner()->busy(); });
  // The scene takes in its items' changes in a call it queues: until it has run, the results
  // are not drawn (it ran during the first edit, which took the open's half second of drawing).
  QCoreApplication::processEvents();
  window.repaint();
  const double solved = double(open.nsecsElapsed()) / 1e6;

  editor::Document* document = window.document();
  std::vector<std::string> drives;
  for (const auto& node : document->topology().nodes())
    if (node.kind == "tape-drive") drives.push_back(node.id);
  if (drives.empty()) {
    std::fprintf(stderr, "no tape drive to edit in %s\n", argv[1]);
    return 2;
  }
  std::mt19937_64 random(7);
  std::vector<double> times;
  std::vector<double> startedAt; // CLOCK_MONOTONIC seconds, to find an edit in a profile
  for (int i = 0; i < edits; ++i) {
    timespec now{};
    clock_gettime(CLOCK_MONOTONIC, &now);
    startedAt.push_back(double(now.tv_sec) + double(now.tv_nsec) / 1e9);
    const std::string& drive = drives[random() % drives.size()];
    const double rate = 100e6 + double(random() % 300) * 1e6;
    const int before = ready;
    QElapsedTimer edit;
    edit.start();
    document->undoStack()->push(
        new editor::SetParameterCommand(document, editor::ParameterOwner::Node, drive,
                                        "native_rate", catalog::Value{rate, {}, {}}));
    waitFor([&] { return ready > before && !window.solverRunner()->busy(); });
    times.push_back(double(edit.nsecsElapsed()) / 1e6);
  }
  if (qEnvironmentVariableIsSet("TAPEFLOW_BENCH_EACH"))
    for (std::size_t i = 0; i < times.size(); ++i)
      std::printf("edit %zu at %.6f s: %.1f ms\n", i, startedAt[i], times[i]);
  std::sort(times.begin(), times.end());
  const auto& topology = document->topology();
  std::printf("| %zu nodes, %zu jobs | open, painted %.0f ms | results on screen %.0f ms | edit "
              "median %.1f ms (min %.1f, max %.1f, %d edits) |\n",
              topology.nodes().size(), topology.jobs().size(), painted, solved,
              times[times.size() / 2], times.front(), times.back(), edits);
  return 0;
}
