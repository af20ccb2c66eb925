#pragma once

// The advisor (issue 19, "What buys the most"): the changes found from the solution
// (Candidates.h), each applied to a copy of the document and checked by a real solve of the
// backup and the restore run, ranked by what they buy. A gain is the run time saved, exactly the
// difference between the document's run and the changed document's (tests/model/whatif). Changes
// the model refuses are left out; the sensitivities behind the candidates come along for the
// views that show them.

#include "whatif/Candidates.h"
#include "whatif/Sensitivity.h"
#include "whatif/Sweep.h"

#include <atomic>
#include <functional>
#include <vector>

namespace tapeflow::whatif {

// Run times closer than this count as the same ("no change"): less is the solver's rounding.
inline constexpr double kNoChangeSeconds = 0.5;

enum class Rank {
  Backup,  // backup run time saved
  Restore, // restore run time saved
  Both,    // the sum of the two runs' relative savings
};

struct AdvisorOptions {
  Rank rank = Rank::Both;
  // Gain per cost: among the changes that save run time, those without a price after those with
  // one; a change that saves none comes last either way.
  bool byCost = false;
  CandidateOptions candidates;
  // For a caller on a worker thread: progress after each change checked, and a flag that stops
  // the checking early (the result then holds the changes checked so far, ranked).
  // progress may be called from any of the worker threads.
  std::function<void(std::size_t done, std::size_t total)> progress;
  const std::atomic<bool>* cancel = nullptr;
  unsigned threads = 0; // the changes are checked on this many threads; 0: the machine's cores
};

struct Advice {
  Candidate change;
  RunFigures backup; // the changed document's runs
  RunFigures restore;
  double backupGain = 0.0;  // seconds saved (negative: slower); +inf when it makes a run finish
  double restoreGain = 0.0; // that could not
  double score = 0.0;       // what the ranking sorts by (AdvisorOptions)
  // The relative change of the steady aggregate rate (same weighting as `score`): the tie-break
  // when run times do not move (a run of many parallel servers ends with the slowest of them).
  double rateScore = 0.0;
  bool verdictChanged = false; // either run's verdict (fits, misses, ...) differs
};

struct AdvisorResult {
  RunFigures backup; // the document as it is
  RunFigures restore;
  std::vector<Sensitivity> backupSensitivities;
  std::vector<Sensitivity> restoreSensitivities;
  std::vector<Advice> advice; // best first
  std::size_t refused = 0;    // candidates the model refused (not listed)
  bool cancelled = false;
};

[[nodiscard]] AdvisorResult advise(const topology::Topology& document,
                                   const AdvisorOptions& options = {});

// The solve options the advisor uses for a run (rates, timeline; no words): what a check of one
// of its gains must solve with.
[[nodiscard]] solver::SolveOptions advisorSolveOptions(solver::DirectionMode mode);

} // namespace tapeflow::whatif
