#include "whatif/Compare.h"

#include "topology/Topology.h"
#include "util/Cores.h"
#include "util/Text.h"

#include <algorithm>
#include <atomic>
#include <thread>

namespace tapeflow::whatif {
namespace {

solver::SolveOptions runOptions(solver::DirectionMode mode) {
  solver::SolveOptions options;
  options.flow.mode = mode;
  options.explain = false; // the comparison shows rates, times and bottlenecks
  options.warnings = false;
  return options;
}

void fill(const topology::Topology& document, ScenarioFigures& column) {
  const topology::Scenario* scenario = column.base ? nullptr : document.scenario(column.name);
  if (scenario) {
    column.note = scenario->note;
    column.differences = topology::describe(scenario->changes, document);
    auto variant = topology::scenarioDocument(document, *scenario);
    if (!variant) {
      column.error = variant.error().message;
      return;
    }
    std::tie(column.backup, column.restore) = runFigures(*variant);
    return;
  }
  std::tie(column.backup, column.restore) = runFigures(document);
}

} // namespace

std::pair<RunFigures, RunFigures> runFigures(const topology::Topology& document) {
  const auto& objectives = document.objectives();
  return {
      figuresOf(solver::solve(document, runOptions(solver::DirectionMode::Backup)), objectives),
      figuresOf(solver::solve(document, runOptions(solver::DirectionMode::Restore)), objectives)};
}

Expected<Comparison> compareScenarios(const topology::Topology& document,
                                      std::span<const std::string> names,
                                      const CompareOptions& options) {
  Comparison comparison;
  comparison.columns.resize(1);
  comparison.columns.front().base = true;
  const auto add = [&](const std::string& name) { comparison.columns.emplace_back().name = name; };
  if (names.empty())
    for (const auto& scenario : document.scenarios()) add(scenario.name);
  for (const auto& name : names) {
    if (!document.scenario(name)) return Error{"there is no scenario " + quote(name)};
    add(name);
  }
  // A one-shot solve registers no observer, so the workers share the const document.
  const std::size_t total = comparison.columns.size();
  const unsigned threads =
      std::max(1u, std::min<unsigned>(options.threads ? options.threads : util::usableCores(),
                                      static_cast<unsigned>(total)));
  std::atomic<std::size_t> next{0};
  const auto work = [&] {
    for (std::size_t i = next++; i < total; i = next++) fill(document, comparison.columns[i]);
  };
  std::vector<std::jthread> workers;
  for (unsigned t = 1; t < threads; ++t) workers.emplace_back(work);
  work();
  workers.clear(); // joins
  return comparison;
}

} // namespace tapeflow::whatif
