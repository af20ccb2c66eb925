#pragma once

// Scenarios side by side (issue 19): the base document and each chosen scenario solved for
// backup and for restore, with the run times, rates, bottlenecks and verdicts of each (the
// figures a sweep point has, figuresOf()) and what each scenario changes, in words. Scenarios
// are independent, so they are solved on worker threads; each equals a solve of that
// scenario's document (scenarioDocument) on its own (tests/model/whatif/CompareTest.cpp).

#include "whatif/Sweep.h"

#include <span>
#include <string>
#include <vector>

namespace tapeflow::whatif {

struct ScenarioFigures {
  bool base = false; // the base document (name empty), not a scenario
  std::string name;
  std::string note;
  std::string error; // the scenario no longer applies to the base (then no figures)
  RunFigures backup;
  RunFigures restore;
  std::vector<std::string> differences; // its changes, described against the base
};

struct Comparison {
  std::vector<ScenarioFigures> columns; // the base first, then the scenarios as asked
};

struct CompareOptions {
  unsigned threads = 0; // 0: the machine's cores
};

// The base and the scenarios `names` of `document` (every scenario when `names` is empty).
// Refused when a name is not one of the document's scenarios; a scenario that does not apply
// gets a column with its error.
[[nodiscard]] Expected<Comparison> compareScenarios(const topology::Topology& document,
                                                    std::span<const std::string> names = {},
                                                    const CompareOptions& options = {});

// The figures of one document: a backup run and a restore run, as a sweep point has them.
[[nodiscard]] std::pair<RunFigures, RunFigures> runFigures(const topology::Topology& document);

} // namespace tapeflow::whatif
