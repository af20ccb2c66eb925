#include "whatif/Advisor.h"

#include "solver/IncrementalSolver.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace tapeflow::whatif {
namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

// Seconds saved; a run that could not finish and now can gains +inf, the reverse -inf.
double gain(double before, double after) {
  if (std::isinf(before) && std::isinf(after)) return 0.0;
  return before - after;
}

// The saving as a share of the run: 1 when a run that could not finish now can.
double relative(double before, double after) {
  if (std::isinf(before)) return std::isinf(after) ? 0.0 : 1.0;
  if (std::isinf(after)) return -1.0;
  return before > 0.0 ? (before - after) / before : 0.0;
}

double scoreOf(const AdvisorResult& base, const Advice& advice, Rank rank) {
  const double b = relative(base.backup.runSeconds, advice.backup.runSeconds);
  const double r = relative(base.restore.runSeconds, advice.restore.runSeconds);
  switch (rank) {
  case Rank::Backup: return b;
  case Rank::Restore: return r;
  case Rank::Both: return b + r;
  }
  return 0.0;
}

// Gain per cost: a free change that gains is worth more than any bought one.
double perCost(double score, const std::optional<double>& price) {
  if (!price) return score;
  if (*price > 0.0) return score / *price;
  return score > 0.0 ? kInf : score;
}

void rank(std::vector<Advice>& advice, const AdvisorOptions& options) {
  std::stable_sort(advice.begin(), advice.end(), [&](const Advice& a, const Advice& b) {
    if (options.byCost && a.change.price.has_value() != b.change.price.has_value())
      return a.change.price.has_value();
    return a.score > b.score;
  });
}

} // namespace

solver::SolveOptions advisorSolveOptions(solver::DirectionMode mode) {
  solver::SolveOptions options;
  options.flow.mode = mode;
  options.explain = false;
  options.warnings = false;
  return options;
}

AdvisorResult advise(const topology::Topology& document, const AdvisorOptions& options) {
  AdvisorResult result;
  // One copy, watched by two incremental solvers: each change re-solves only the part of the
  // diagram it touches, and reverting it marks that part again for the next change.
  topology::Topology copy = document;
  const auto backupOptions = advisorSolveOptions(solver::DirectionMode::Backup);
  const auto restoreOptions = advisorSolveOptions(solver::DirectionMode::Restore);
  solver::IncrementalSolver backup(copy, backupOptions);
  solver::IncrementalSolver restore(copy, restoreOptions);
  {
    const auto& b = backup.solve();
    result.backup = figuresOf(b, copy.objectives());
    result.backupSensitivities = sensitivities(copy, b, backupOptions.flow);
    const auto& r = restore.solve();
    result.restore = figuresOf(r, copy.objectives());
    result.restoreSensitivities = sensitivities(copy, r, restoreOptions.flow);
    const auto candidates = findCandidates(copy, b, result.backupSensitivities, r,
                                           result.restoreSensitivities, options.candidates);
    for (const auto& candidate : candidates) {
      const auto revert = applyCandidate(copy, candidate);
      if (!revert) {
        ++result.refused;
        continue;
      }
      Advice advice{candidate, figuresOf(backup.solve(), copy.objectives()),
                    figuresOf(restore.solve(), copy.objectives())};
      (*revert)(copy);
      advice.backupGain = gain(result.backup.runSeconds, advice.backup.runSeconds);
      advice.restoreGain = gain(result.restore.runSeconds, advice.restore.runSeconds);
      advice.verdictChanged = advice.backup.verdict.fit != result.backup.verdict.fit ||
                              advice.restore.verdict.fit != result.restore.verdict.fit;
      advice.score = scoreOf(result, advice, options.rank);
      if (options.byCost) advice.score = perCost(advice.score, advice.change.price);
      result.advice.push_back(std::move(advice));
    }
  }
  rank(result.advice, options);
  return result;
}

} // namespace tapeflow::whatif
