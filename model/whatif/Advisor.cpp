#include "whatif/Advisor.h"

#include "solver/IncrementalSolver.h"
#include "util/Cores.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <thread>

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

double weighted(double b, double r, Rank rank) {
  switch (rank) {
  case Rank::Backup: return b;
  case Rank::Restore: return r;
  case Rank::Both: return b + r;
  }
  return 0.0;
}

// A run time within kNoChangeSeconds of the document's counts as the same: the solver's rounding
// is no gain, and divided by a price it ranked a drive that saved 0.1 s above an upgrade that
// saved 32 s but had no price.
double settled(double before, double after) {
  return std::abs(after - before) < kNoChangeSeconds ? before : after;
}

double scoreOf(const AdvisorResult& base, const Advice& advice, Rank rank) {
  const double backup = base.backup.runSeconds;
  const double restore = base.restore.runSeconds;
  return weighted(relative(backup, settled(backup, advice.backup.runSeconds)),
                  relative(restore, settled(restore, advice.restore.runSeconds)), rank);
}

double rateScoreOf(const AdvisorResult& base, const Advice& advice, Rank rank) {
  auto more = [](double before, double after) {
    return before > 0.0 ? (after - before) / before : 0.0;
  };
  return weighted(more(base.backup.steadyRate, advice.backup.steadyRate),
                  more(base.restore.steadyRate, advice.restore.steadyRate), rank);
}

// Gain per cost: a free change that gains is worth more than any bought one.
double perCost(double score, const std::optional<catalog::Price>& price) {
  if (!price) return score;
  if (price->amount > 0.0) return score / price->amount;
  return score > 0.0 ? kInf : score;
}

// Best first. A change that saves no run time comes after every change that saves some, whatever
// its price (issue 40: ranked by gain per price, free settings that gained nothing came first);
// by cost, among those that save time, priced changes come before those without a price.
void rank(std::vector<Advice>& advice, const AdvisorOptions& options) {
  std::stable_sort(advice.begin(), advice.end(), [&](const Advice& a, const Advice& b) {
    const bool aGains = a.score > 0.0;
    if (aGains != (b.score > 0.0)) return aGains;
    if (options.byCost && aGains && a.change.price.has_value() != b.change.price.has_value())
      return a.change.price.has_value();
    if (a.score != b.score) return a.score > b.score;
    return a.rateScore > b.rateScore;
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

namespace {

// The document's copy and the two solvers that watch it: each change re-solves only the part of
// the diagram it touches, and its undo marks that part again for the next change.
struct Bench {
  explicit Bench(const topology::Topology& document)
      : copy(document), backup(copy, advisorSolveOptions(solver::DirectionMode::Backup)),
        restore(copy, advisorSolveOptions(solver::DirectionMode::Restore)) {}
  topology::Topology copy;
  solver::IncrementalSolver backup;
  solver::IncrementalSolver restore;
};

// The change made, both runs solved, the change undone; nullopt when the model refuses it.
std::optional<Advice> check(Bench& bench, const AdvisorResult& base, const Candidate& candidate,
                            const AdvisorOptions& options) {
  const auto revert = applyCandidate(bench.copy, candidate);
  if (!revert) return std::nullopt;
  Advice advice{candidate, figuresOf(bench.backup.solve(), bench.copy.objectives()),
                figuresOf(bench.restore.solve(), bench.copy.objectives())};
  (*revert)(bench.copy);
  advice.backupGain = gain(base.backup.runSeconds, advice.backup.runSeconds);
  advice.restoreGain = gain(base.restore.runSeconds, advice.restore.runSeconds);
  advice.verdictChanged = advice.backup.verdict.fit != base.backup.verdict.fit ||
                          advice.restore.verdict.fit != base.restore.verdict.fit;
  advice.score = scoreOf(base, advice, options.rank);
  advice.rateScore = rateScoreOf(base, advice, options.rank);
  if (options.byCost) advice.score = perCost(advice.score, advice.change.price);
  return advice;
}

// What became of a candidate: checked (its advice), refused by the model, or not reached
// because the caller cancelled first.
struct Outcome {
  std::optional<Advice> advice;
  bool reached = false;
};

// One worker's share: the next candidate no worker has taken, until none is left or the caller
// cancels. Workers take candidates one at a time, so a slow change holds up no one.
void checkShare(Bench& bench, const AdvisorResult& base, const std::vector<Candidate>& candidates,
                const AdvisorOptions& options, std::atomic<std::size_t>& next,
                std::atomic<std::size_t>& done, std::vector<Outcome>& outcomes) {
  for (std::size_t i = next++; i < candidates.size(); i = next++) {
    if (options.cancel && options.cancel->load()) return;
    outcomes[i].advice = check(bench, base, candidates[i], options);
    outcomes[i].reached = true;
    const std::size_t count = ++done;
    if (options.progress) options.progress(count, candidates.size());
  }
}

// Each worker beyond the first needs a copy of the document and its two solvers, and its first
// check solves the whole diagram: worth it with a few candidates for each.
unsigned threadCount(const AdvisorOptions& options, std::size_t candidates) {
  const unsigned wanted = options.threads ? options.threads : util::usableCores();
  return std::max(1u, std::min<unsigned>(wanted, static_cast<unsigned>(candidates / 4)));
}

// Every candidate checked, shared out over worker threads (issue 43: what-if on all cores); the
// advice in the candidates' order, as one thread would give it: each check is a change, both
// solves and the change undone, so its result does not depend on the checks before it.
void checkAll(Bench& bench, const topology::Topology& document, AdvisorResult& result,
              const std::vector<Candidate>& candidates, const AdvisorOptions& options) {
  std::vector<Outcome> outcomes(candidates.size());
  std::atomic<std::size_t> next{0};
  std::atomic<std::size_t> done{0};
  {
    std::vector<std::jthread> workers;
    for (unsigned t = 1; t < threadCount(options, candidates.size()); ++t)
      workers.emplace_back([&] {
        Bench own(document);
        checkShare(own, result, candidates, options, next, done, outcomes);
      });
    checkShare(bench, result, candidates, options, next, done, outcomes);
  } // joins the workers
  for (auto& outcome : outcomes) {
    if (!outcome.reached) continue;
    if (outcome.advice)
      result.advice.push_back(std::move(*outcome.advice));
    else
      ++result.refused;
  }
  result.cancelled = done.load() < candidates.size();
}

} // namespace

AdvisorResult advise(const topology::Topology& document, const AdvisorOptions& options) {
  AdvisorResult result;
  Bench bench(document);
  const auto flow = [](solver::DirectionMode mode) { return advisorSolveOptions(mode).flow; };
  // The candidates are found before any change: the solvers' results change with each solve.
  std::vector<Candidate> candidates;
  {
    const auto& b = bench.backup.solve();
    result.backup = figuresOf(b, bench.copy.objectives());
    result.backupSensitivities = sensitivities(bench.copy, b, flow(solver::DirectionMode::Backup));
    const auto& r = bench.restore.solve();
    result.restore = figuresOf(r, bench.copy.objectives());
    result.restoreSensitivities =
        sensitivities(bench.copy, r, flow(solver::DirectionMode::Restore));
    candidates = findCandidates(bench.copy, b, result.backupSensitivities, r,
                                result.restoreSensitivities, options.candidates);
  }
  checkAll(bench, document, result, candidates, options);
  rank(result.advice, options);
  return result;
}

} // namespace tapeflow::whatif
