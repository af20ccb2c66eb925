#pragma once

// One field of a job at a time, for change sets (a scenario changes the fields it names and
// leaves the others to the base) and for the words that describe such a change.

#include "topology/ChangeSet.h"

#include <string>

namespace tapeflow::topology {

// Whether jobs a and b agree on `field`.
[[nodiscard]] bool sameField(const Job& a, const Job& b, JobField field);
// Copies `field` of `from` into `to`.
void copyField(Job& to, const Job& from, JobField field);
// "Streams", "Block size", ... for sentences.
[[nodiscard]] std::string_view jobFieldLabel(JobField field);
// The field's value for people: "4", "256 KiB", "on", "none" (absent optional figure). Source
// and target give the node's name in `document`.
[[nodiscard]] std::string jobFieldText(const Job& job, JobField field, const Topology& document);

} // namespace tapeflow::topology
