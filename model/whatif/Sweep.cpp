#include "whatif/Sweep.h"

#include "solver/IncrementalSolver.h"
#include "solver/RunEnd.h"
#include "util/Cores.h"

#include <algorithm>
#include <limits>
#include <map>
#include <thread>

namespace tapeflow::whatif {

RunFigures figuresOf(const solver::SolveResult& run, const topology::Objectives& objectives) {
  RunFigures figures;
  figures.steadyRate = run.aggregateRate;
  figures.runSeconds =
      run.timeline.stalled ? std::numeric_limits<double>::infinity() : run.timeline.window;
  const auto end = solver::runEnd(run);
  figures.rate = run.timeline.stalled ? 0.0 : end.rate();
  if (end.last) {
    figures.endsWith = end.last->name;
    figures.bottleneckKey = end.heldByKey;
    figures.bottleneck = end.heldBy;
    if (!end.earlier.empty()) figures.heldEarlier = end.earlier.front().label;
  }
  figures.verdict = run.mode == solver::DirectionMode::Restore ? judgeRestore(run, objectives)
                                                               : judgeBackup(run, objectives);
  return figures;
}

namespace {

std::vector<std::size_t> indexOf(std::size_t point, const std::vector<SweepAxis>& axes) {
  std::vector<std::size_t> index(axes.size());
  for (std::size_t a = axes.size(); a-- > 0;) {
    index[a] = point % axes[a].values.size();
    point /= axes[a].values.size();
  }
  return index;
}

solver::SolveOptions optionsFor(solver::DirectionMode mode) {
  solver::SolveOptions options;
  options.flow.mode = mode;
  options.explain = false; // a sweep shows rates, times and bottlenecks, not next bottlenecks
  options.warnings = false;
  return options;
}

// One worker: its own copy of the document, watched by its own solvers; points `first`,
// `first + stride`, ... of the sweep.
void sweepPoints(const topology::Topology& document, const SweepResult& sweep, std::size_t first,
                 std::size_t stride, const SweepOptions& options, std::atomic<std::size_t>& done,
                 std::vector<SweepPoint>& points) {
  topology::Topology copy = document;
  solver::IncrementalSolver backup(copy, optionsFor(solver::DirectionMode::Backup));
  solver::IncrementalSolver restore(copy, optionsFor(solver::DirectionMode::Restore));
  const bool rebuild = std::any_of(sweep.axes.begin(), sweep.axes.end(),
                                   [](const SweepAxis& axis) { return isStructural(axis); });
  for (std::size_t p = first; p < points.size(); p += stride) {
    if (options.cancel && options.cancel->load()) return;
    if (rebuild) { // drives were added for the last point: start again from the diagram as drawn
      copy = document;
      backup.invalidate();
      restore.invalidate();
    }
    SweepPoint& point = points[p];
    point.index = indexOf(p, sweep.axes);
    for (std::size_t a = 0; a < sweep.axes.size() && point.error.empty(); ++a)
      if (const auto applied = applyAxis(copy, sweep.axes[a], point.index[a]); !applied)
        point.error = sweep.axes[a].ownerName + " " + sweep.axes[a].name + " = " +
                      sweep.axes[a].labels[point.index[a]] + ": " + applied.error().message;
    if (point.error.empty()) {
      point.backup = figuresOf(backup.solve(), copy.objectives());
      point.restore = figuresOf(restore.solve(), copy.objectives());
    }
    const std::size_t count = ++done;
    if (options.progress) options.progress(count, points.size());
  }
}

} // namespace

SweepResult runSweep(const topology::Topology& document, std::vector<SweepAxis> axes,
                     const SweepOptions& options) {
  SweepResult sweep;
  sweep.axes = std::move(axes);
  std::size_t total = sweep.axes.empty() ? 0 : 1;
  for (const auto& axis : sweep.axes) total *= axis.values.size();
  sweep.points.resize(total);
  const unsigned threads =
      std::max(1u, std::min<unsigned>(options.threads ? options.threads : util::usableCores(),
                                      static_cast<unsigned>(std::max<std::size_t>(1, total / 8))));
  std::atomic<std::size_t> done{0};
  std::vector<std::jthread> workers;
  for (unsigned t = 1; t < threads; ++t)
    workers.emplace_back(
        [&, t] { sweepPoints(document, sweep, t, threads, options, done, sweep.points); });
  sweepPoints(document, sweep, 0, threads, options, done, sweep.points);
  workers.clear(); // joins
  sweep.cancelled = options.cancel && options.cancel->load() && done.load() < total;
  return sweep;
}

} // namespace tapeflow::whatif
