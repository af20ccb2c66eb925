#pragma once

// From the text of a job's fields to a checked record: the same rules for every form, so a
// table, an llist block, a CSV row and a JSON object of one job give the same record.

#include "jobhistory/Fields.h"
#include "jobhistory/JobHistory.h"

#include <optional>

namespace tapeflow::jobhistory {

class Reading;

// The job `raw` gives; nullopt, with every problem reported at raw.line, when its name or bytes
// are missing or a field is not what the catalog writes. "NULL" (bconsole's and psql's way of
// saying no value), "\N" (mysql's) and an empty field are no value: a running job has no end.
[[nodiscard]] std::optional<JobRecord> buildRecord(const RawJob& raw, Reading& reading);

} // namespace tapeflow::jobhistory
