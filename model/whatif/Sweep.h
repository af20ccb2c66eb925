#pragma once

// A sweep (issue 19): the document solved at every combination of one or two figures' values
// (SweepAxis.h), for backup and for restore, with each point's run times, rates, bottleneck and
// verdicts. Points are independent, so they are shared out over worker threads; each worker
// keeps its own copy of the document and two incremental solvers watching it, so a point costs
// the part of the diagram the swept figures touch. Cancellable; reports progress. Every point
// equals a from-scratch solve of the document with those values (tests/model/whatif).

#include "whatif/SweepAxis.h"
#include "whatif/Verdict.h"

#include <atomic>
#include <functional>
#include <string>
#include <vector>

namespace tapeflow::whatif {

struct RunFigures {
  double runSeconds = 0.0; // the run's time (timeline), +inf when it cannot finish
  double rate = 0.0;       // aggregate steady rate, logical bytes/s
  std::string bottleneck;  // the limit most jobs share, for people ("" when none)
  std::string bottleneckKey;
  Verdict verdict;
};

struct SweepPoint {
  std::vector<std::size_t> index; // the value of each axis
  std::string error;              // a value the document refused (then no figures)
  RunFigures backup;
  RunFigures restore;
};

struct SweepOptions {
  unsigned threads = 0;                                              // 0: the machine's cores
  std::function<void(std::size_t done, std::size_t total)> progress; // called from workers
  const std::atomic<bool>* cancel = nullptr;                         // set to stop early
};

struct SweepResult {
  std::vector<SweepAxis> axes;
  std::vector<SweepPoint> points; // the first axis varies slowest
  bool cancelled = false;
};

// The figures of one run: its time, rate, the bottleneck most of its jobs share and the verdict.
[[nodiscard]] RunFigures figuresOf(const solver::SolveResult& run,
                                   const topology::Objectives& objectives);

[[nodiscard]] SweepResult runSweep(const topology::Topology& document, std::vector<SweepAxis> axes,
                                   const SweepOptions& options = {});

} // namespace tapeflow::whatif
