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

// A run in figures. What a summary shows is what decides the run's time (issue 40: a scenario
// with a slow switch said "600 MB/s, bottleneck: LTO-9 HH" beside a run of 2 h 23 min whose last
// job crawled at 118.6 MB/s through a NIC): the rate over the run and the job that ends it.
struct RunFigures {
  double runSeconds = 0.0; // the run's time (timeline), +inf when it cannot finish
  double rate = 0.0; // the run's bytes over its time (solver/RunEnd.h): agrees with runSeconds
  double steadyRate = 0.0; // aggregate steady rate while every job runs, logical bytes/s
  std::string endsWith;    // the job that ends the run, by name ("" when no job runs)
  std::string bottleneck;  // what holds that job at its end, for people ("" when none)
  std::string bottleneckKey;
  std::string heldEarlier; // what held it longest before, when something else did
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
