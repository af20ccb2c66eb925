// The document's scenarios: Topology's operations on them, and the document of one scenario.

#include "topology/Topology.h"

#include "util/Text.h"

#include <algorithm>
#include <utility>

namespace tapeflow::topology {

const Scenario* Topology::scenario(std::string_view name) const {
  const auto it = std::find_if(m_scenarios.begin(), m_scenarios.end(),
                               [&](const Scenario& s) { return s.name == name; });
  return it == m_scenarios.end() ? nullptr : &*it;
}

Scenario* Topology::mutableScenario(std::string_view name) {
  return const_cast<Scenario*>(std::as_const(*this).scenario(name));
}

Status Topology::checkScenarioName(std::string_view name) const {
  if (name.find_first_not_of(" \t\r\n") == std::string_view::npos)
    return Error{"a scenario needs a name"};
  if (scenario(name)) return Error{"there is already a scenario " + quote(name)};
  return Done{};
}

Status Topology::addScenario(Scenario scenario, std::size_t index) {
  if (auto status = checkScenarioName(scenario.name); !status) return status;
  const std::size_t at = std::min(index, m_scenarios.size());
  const std::string name = scenario.name;
  m_scenarios.insert(m_scenarios.begin() + static_cast<std::ptrdiff_t>(at), std::move(scenario));
  notify(Change::Type::DocumentChanged, name);
  return Done{};
}

Expected<std::pair<std::size_t, Scenario>> Topology::removeScenario(std::string_view name) {
  const Scenario* found = scenario(name);
  if (!found) return Error{"there is no scenario " + quote(name)};
  const auto at = static_cast<std::size_t>(found - m_scenarios.data());
  std::pair<std::size_t, Scenario> removed{at, std::move(m_scenarios[at])};
  m_scenarios.erase(m_scenarios.begin() + static_cast<std::ptrdiff_t>(at));
  notify(Change::Type::DocumentChanged, removed.second.name);
  return removed;
}

std::vector<Scenario> Topology::clearScenarios() {
  std::vector<Scenario> removed = std::exchange(m_scenarios, {});
  if (!removed.empty()) notify(Change::Type::DocumentChanged, "");
  return removed;
}

Expected<std::string> Topology::renameScenario(std::string_view name, std::string newName) {
  Scenario* target = mutableScenario(name);
  if (!target) return Error{"there is no scenario " + quote(name)};
  if (newName == target->name) return newName;
  if (auto status = checkScenarioName(newName); !status) return status.error();
  std::string previous = std::exchange(target->name, std::move(newName));
  notify(Change::Type::DocumentChanged, target->name);
  return previous;
}

Expected<std::string> Topology::setScenarioNote(std::string_view name, std::string note) {
  Scenario* target = mutableScenario(name);
  if (!target) return Error{"there is no scenario " + quote(name)};
  std::string previous = std::exchange(target->note, std::move(note));
  notify(Change::Type::DocumentChanged, target->name);
  return previous;
}

Expected<ChangeSet> Topology::setScenarioChanges(std::string_view name, ChangeSet changes) {
  Scenario* target = mutableScenario(name);
  if (!target) return Error{"there is no scenario " + quote(name)};
  ChangeSet previous = std::exchange(target->changes, std::move(changes));
  notify(Change::Type::DocumentChanged, target->name);
  return previous;
}

Expected<Topology> scenarioDocument(const Topology& base, const Scenario& scenario) {
  Topology document = base;
  document.clearScenarios();
  if (const Status applied = apply(document, scenario.changes); !applied)
    return Error{"scenario " + quote(scenario.name) + ": " + applied.error().message};
  return document;
}

Expected<Topology> scenarioDocument(const Topology& base, std::string_view name) {
  const Scenario* scenario = base.scenario(name);
  if (!scenario) return Error{"there is no scenario " + quote(name)};
  return scenarioDocument(base, *scenario);
}

} // namespace tapeflow::topology
