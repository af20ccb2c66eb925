#include "solver/Sharing.h"

#include "solver/Parameters.h"
#include "solver/VaryingFeed.h"
#include "streaming/TapeStreaming.h"

#include <algorithm>
#include <cmath>

namespace tapeflow::solver {
namespace {

constexpr int kStreamingRounds = 20;

} // namespace

Sharing::Sharing(const FlowModel& model, const SharingSystem& system, std::span<const double> rated)
    : m_model(model), m_system(system), m_rated(rated), m_own(std::make_unique<SharingScratch>()),
      m_scratch(*m_own) {}

Sharing::Sharing(const FlowModel& model, const SharingSystem& system, std::span<const double> rated,
                 SharingScratch& scratch)
    : m_model(model), m_system(system), m_rated(rated), m_scratch(scratch) {}

void Sharing::share(std::size_t c, ComponentShares& out, const Lift& lift,
                    std::span<const char> active) {
  const Component& component = m_system.components[c];
  const std::size_t streams = component.streams.size();
  out.rate.assign(streams, 0.0);
  out.limit.assign(streams, kLimitNone);
  out.offered.assign(component.tapes.size(), 0.0);
  out.capacity.resize(component.resources.size());
  bool anyEmpty = false;
  for (std::size_t k = 0; k < component.resources.size(); ++k) {
    const std::size_t r = component.resources[k];
    out.capacity[k] = r == lift.resource ? kUnlimited : m_rated[r];
    anyEmpty |= !(out.capacity[k] > 0.0);
  }
  m_scratch.solvable.assign(streams, 1);
  if (!active.empty()) std::copy(active.begin(), active.end(), m_scratch.solvable.begin());
  if (anyEmpty) markUnsolvable(component, out); // a scan of every stream's resources otherwise
  // Round 0: every drive unlimited (the lifted one stays so), so its load is its offered feed.
  for (const std::size_t t : component.tapes)
    out.capacity[m_system.localResource[m_model.tapes[t].resource]] = kUnlimited;
  for (int round = 0; round < kStreamingRounds; ++round) {
    solveRound(component, lift, out);
    if (component.tapes.empty() || !updateTapes(component, lift, out)) break;
  }
}

// A stream through a resource of no capacity gets nothing, and that resource is its limit.
void Sharing::markUnsolvable(const Component& component, ComponentShares& out) {
  for (std::size_t i = 0; i < component.streams.size(); ++i) {
    if (!m_scratch.solvable[i]) continue;
    const std::size_t s = component.streams[i];
    const auto resources = m_system.resourcesOf(s);
    const auto coefficients = m_system.coefficientsOf(s);
    for (std::size_t k = 0; k < resources.size(); ++k)
      if (coefficients[k] > 0.0 && !(out.capacity[m_system.localResource[resources[k]]] > 0.0)) {
        m_scratch.solvable[i] = 0;
        out.limit[i] = resources[k];
        break;
      }
  }
}

// The max-min problem of one round at the current capacities: one constraint per resource of
// positive finite capacity, one variable per solvable stream (weight 1, bound its ceiling). The
// arrays are sized for the whole component, written through pointers and cut to what was
// written: a timeline shares a component once per job's end, and push_back's checks made
// building the problem cost more than solving it (issue 43).
void Sharing::addConstraints(const Component& component, const ComponentShares& out) {
  maxmin::Problem& problem = m_scratch.problem;
  const std::size_t resources = component.resources.size();
  problem.capacity.resize(resources);
  m_scratch.constraintOf.resize(resources);
  m_scratch.constraintLocal.resize(resources);
  maxmin::Index constraints = 0;
  for (std::size_t k = 0; k < resources; ++k) {
    const bool limits = out.capacity[k] > 0.0 && std::isfinite(out.capacity[k]);
    m_scratch.constraintOf[k] = limits ? constraints : -1;
    if (!limits) continue;
    problem.capacity[std::size_t(constraints)] = out.capacity[k];
    m_scratch.constraintLocal[std::size_t(constraints)] = k;
    ++constraints;
  }
  problem.capacity.resize(std::size_t(constraints));
  m_scratch.constraintLocal.resize(std::size_t(constraints));
}

void Sharing::addVariables(const Component& component, const Lift& lift) {
  maxmin::Problem& problem = m_scratch.problem;
  const std::size_t streams = component.streams.size();
  std::size_t elements = 0;
  for (const std::size_t s : component.streams)
    elements += m_system.start[s + 1] - m_system.start[s];
  problem.weight.resize(streams);
  problem.bound.resize(streams);
  problem.columnStart.resize(streams + 1);
  problem.row.resize(elements);
  problem.coefficient.resize(elements);
  m_scratch.variableStream.resize(streams);
  maxmin::Index* const row = problem.row.data();
  double* const coefficient = problem.coefficient.data();
  const maxmin::Index* const constraintOf = m_scratch.constraintOf.data();
  std::size_t variables = 0;
  maxmin::Index written = 0;
  problem.columnStart[0] = 0;
  for (std::size_t i = 0; i < streams; ++i) {
    if (!m_scratch.solvable[i]) continue;
    const std::size_t s = component.streams[i];
    const double ceiling =
        m_model.streams[s].job == lift.job ? kUnlimited : m_model.streams[s].ceiling.rate;
    problem.weight[variables] = 1.0;
    problem.bound[variables] = std::isfinite(ceiling) ? ceiling : maxmin::Problem::kNoBound;
    const auto used = m_system.resourcesOf(s);
    const auto coefficients = m_system.coefficientsOf(s);
    for (std::size_t k = 0; k < used.size(); ++k) {
      const maxmin::Index constraint = constraintOf[m_system.localResource[used[k]]];
      if (constraint < 0 || !(coefficients[k] > 0.0)) continue;
      row[written] = constraint;
      coefficient[written] = coefficients[k];
      ++written;
    }
    m_scratch.variableStream[variables] = i;
    problem.columnStart[++variables] = written;
  }
  problem.weight.resize(variables);
  problem.bound.resize(variables);
  problem.columnStart.resize(variables + 1);
  problem.row.resize(std::size_t(written));
  problem.coefficient.resize(std::size_t(written));
  m_scratch.variableStream.resize(variables);
}

// One max-min solve of the round's problem, its rates and limits scattered back to the streams.
void Sharing::solveRound(const Component& component, const Lift& lift, ComponentShares& out) {
  addConstraints(component, out);
  addVariables(component, lift);
  m_scratch.maxmin.solve(m_scratch.problem, m_scratch.solution);
  ++m_solves;
  for (std::size_t v = 0; v < m_scratch.variableStream.size(); ++v) {
    const std::size_t i = m_scratch.variableStream[v];
    const double x = m_scratch.solution.x[v];
    out.rate[i] = std::isfinite(x) ? x : 0.0;
    const maxmin::Index by = m_scratch.solution.frozenBy[v];
    out.limit[i] =
        by >= 0 ? component.resources[m_scratch.constraintLocal[std::size_t(by)]] : kLimitCeiling;
  }
}

// Each drive's capacity becomes what it achieves at the feed offered to it; true when another
// round is needed: a drive's capacity moved from a finite figure, or a drive that round 0 left
// unlimited now has less than the streams put on it. A drive whose new capacity is above its
// load leaves the sharing as it is (a constraint that the max-min allocation already meets with
// room to spare cannot change it, nor name a bottleneck), so a second round that would only
// confirm round 0 is not made (issue 43; up to half the max-min solves of the shipped examples).
bool Sharing::updateTapes(const Component& component, const Lift& lift, ComponentShares& out) {
  m_scratch.loads.assign(component.resources.size(), 0.0);
  for (std::size_t i = 0; i < component.streams.size(); ++i) {
    if (!(out.rate[i] > 0.0)) continue;
    const std::size_t s = component.streams[i];
    const auto resources = m_system.resourcesOf(s);
    const auto coefficients = m_system.coefficientsOf(s);
    for (std::size_t k = 0; k < resources.size(); ++k)
      m_scratch.loads[m_system.localResource[resources[k]]] += coefficients[k] * out.rate[i];
  }
  bool again = false;
  for (std::size_t t = 0; t < component.tapes.size(); ++t) {
    const TapeModel& tape = m_model.tapes[component.tapes[t]];
    if (tape.resource == lift.resource) continue;
    const std::size_t k = m_system.localResource[tape.resource];
    const double capacity = out.capacity[k];
    const double load = m_scratch.loads[k];
    const bool held = std::isfinite(capacity) && load >= capacity * (1.0 - 1e-9);
    if (!held) out.offered[t] = load;
    // Only a drive that loses something at its feed gets a lower capacity: one that keeps up
    // keeps its rated capacity, so it does not tie with (and hide) the real bottleneck.
    double target = m_rated[tape.resource];
    const double offered = out.offered[t];
    if (offered > 0.0 && tape.feed.varies()) {
      // A feed that varies: what the drive's run achieves, whatever its mean (VaryingFeed.h).
      target = std::min(target, varyingFeedRun(tape, offered).achievedRate);
    } else if (offered > 0.0) {
      const double achieved = streaming::achievedRate(tape.streaming, offered);
      if (achieved < offered * (1.0 - 1e-9)) target = std::min(target, achieved);
    }
    if (!(std::fabs(target - capacity) <= 1e-12 * target)) {
      out.capacity[k] = target;
      if (std::isfinite(capacity) || load >= target * (1.0 - 1e-9)) again = true;
    }
  }
  return again;
}

} // namespace tapeflow::solver
