// Sensitivities from the max-min solution against finite differences of real solves: raise each
// saturated resource's capacity figure by a small step, solve again, and compare the change of
// every job's rate and of the aggregate over the change of the capacity the solver used.
//
// Tolerance: the rates are piecewise linear in a capacity, so a step small enough to stay on one
// piece gives the derivative exactly up to rounding; the rates carry relative rounding of about
// 1e-12 and the step is 1e-5 of the capacity, so the quotient is good to about 1e-7. A relative
// tolerance of 1e-4 (with an absolute floor for derivatives that are zero) leaves room for that
// and still fails on any wrong coefficient, level or order, which change the answer by factors
// such as 1/2 or 1/3.

#include "RandomTopology.h"
#include "WhatifFixture.h"

#include "whatif/Advisor.h"
#include "whatif/Sensitivity.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <map>

using namespace tapeflow;

namespace {

constexpr double kStep = 1e-5;

double jobRate(const solver::SolveResult& run, const std::string& id) {
  const auto* job = run.job(id);
  return job ? job->rate : 0.0;
}

// Checks every sensitivity of `run` whose capacity is set by a node's quantity figure; returns
// how many it checked.
int checkAgainstSolves(const topology::Topology& document, solver::DirectionMode mode) {
  const auto options = whatif::advisorSolveOptions(mode);
  const auto base = solver::solve(document, options);
  const auto list = whatif::sensitivities(document, base, options.flow);
  int checked = 0;
  for (const auto& s : list) {
    const auto* node = document.node(s.node);
    const auto* def = node ? document.kindOf(*node)->parameter(s.parameter) : nullptr;
    if (!def || def->type != catalog::ParamType::Quantity) continue;
    topology::Topology copy = document;
    const double figure = copy.parameter(*node, s.parameter)->number();
    REQUIRE(copy.setParameter(s.node, s.parameter, catalog::Value{figure * (1 + kStep), {}, {}}));
    const auto raised = solver::solve(copy, options);
    const auto* before = base.resource(s.key);
    const auto* after = raised.resource(s.key);
    REQUIRE((before && after));
    const double dC = after->effective - before->effective;
    if (!(dC > 0.0)) continue; // the figure does not set this capacity (another one does)
    INFO("resource " << s.label << " (" << s.parameter << ")");
    ++checked;
    const double dRate = (raised.aggregateRate - base.aggregateRate) / dC;
    CHECK(s.dRate == Approx(dRate).epsilon(1e-4).margin(1e-9));
    std::map<std::string, double> predicted;
    for (const auto& j : s.jobs) predicted[j.job] = j.dRate;
    for (const auto& job : base.jobs) {
      INFO("job " << job.name);
      const double finite = (jobRate(raised, job.id) - job.rate) / dC;
      CHECK(predicted[job.id] == Approx(finite).epsilon(1e-4).margin(1e-9));
    }
  }
  return checked;
}

} // namespace

TEST_CASE("sensitivities equal finite differences of a solve: random topologies") {
  int checked = 0;
  for (const bool lan : {false, true})
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
      topology::Topology t(test::sharedRandomTopologyCatalog());
      test::RandomTopologyShape shape;
      shape.lan = lan;
      shape.servers = 3;
      shape.clients = 3;
      test::buildRandomTopology(t, seed, shape);
      INFO("seed " << seed << ", lan " << lan);
      checked += checkAgainstSolves(t, solver::DirectionMode::Backup);
      checked += checkAgainstSolves(t, solver::DirectionMode::Restore);
    }
  CHECK(checked >= 20); // the comparison above really ran
}

TEST_CASE("sensitivities equal finite differences of a solve: shipped examples") {
  int checked = 0;
  for (const char* name : {"default", "dell-1gb-lan", "compaq-test1-1card-1drive"}) {
    INFO(name);
    const auto t = test::shippedExample(name);
    checked += checkAgainstSolves(t, solver::DirectionMode::Backup);
    checked += checkAgainstSolves(t, solver::DirectionMode::Restore);
  }
  CHECK(checked >= 3);
}

TEST_CASE("a resource shared by two equal jobs gives each half of a raise") {
  // The default example's LTO-9 drive takes both jobs at one level in backup: raising its
  // capacity by dC raises each job by dC/2 per media byte per logical byte, and the elasticity
  // of the whole run is 1 (every job moves with it).
  const auto t = test::shippedExample("default");
  const auto options = whatif::advisorSolveOptions(solver::DirectionMode::Backup);
  const auto run = solver::solve(t, options);
  const auto list = whatif::sensitivities(t, run, options.flow);
  REQUIRE_FALSE(list.empty());
  CHECK(list.front().node == "lto");
  CHECK(list.front().elasticity == Approx(1.0));
  REQUIRE(list.front().jobs.size() == 2);
  CHECK(list.front().jobs[0].dRate == Approx(list.front().jobs[1].dRate));
}
