#pragma once

// The JSON forms of issue 25's additions: a job's "level" member (JobLevel.h) and the document's
// "schedule" member (Schedule.h, format version 3). Bad input is reported at its JSON Pointer.

#include "topology/Topology.h"
#include "util/JsonReader.h"

#include <nlohmann/json.hpp>

#include <functional>
#include <string>

namespace tapeflow::io {

// Reads a job's "level" object at `pointer` into `level`; errors go to `reader`.
void readJobLevel(const JsonReader& reader, const Json& json, const std::string& pointer,
                  topology::JobLevel& level);
// The "level" member of a job, or null when the job is a plain full (left out of the file).
[[nodiscard]] nlohmann::ordered_json jobLevelJson(const topology::JobLevel& level);

// Why a job the schedule names is not in the document, in words ("there is no job 'x'").
using MissingJob = std::function<std::string(const std::string& id)>;
// Reads the "schedule" object; a job the document does not have is left out with a warning (a
// schedule saved after its job was deleted still opens) that `missing` words.
[[nodiscard]] std::optional<topology::Schedule> readSchedule(const JsonReader& reader,
                                                             const Json& json,
                                                             const topology::Topology& topology,
                                                             const MissingJob& missing);
[[nodiscard]] nlohmann::ordered_json scheduleJson(const topology::Schedule& schedule);

} // namespace tapeflow::io
