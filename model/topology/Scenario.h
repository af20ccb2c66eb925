#pragma once

// A scenario (issue 19): a named variant of the document, held in it as the changes that turn
// the base diagram into the variant. The variant itself is made on demand (scenarioDocument in
// Topology.h), so an edit of the base shows in every scenario that does not change the same
// thing. Editing a scenario is editing its document: make it with scenarioDocument(base, name),
// edit it with the usual operations, and store diff(base, edited) with setScenarioChanges (a
// new scenario: addScenario with that diff).

#include "topology/ChangeSet.h"

#include <string>

namespace tapeflow::topology {

struct Scenario {
  std::string name; // unique among the document's scenarios, not empty
  std::string note; // why it exists, for people
  ChangeSet changes;
  friend bool operator==(const Scenario&, const Scenario&) = default;
};

} // namespace tapeflow::topology
