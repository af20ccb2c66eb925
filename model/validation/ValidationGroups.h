#pragma once

// The validation rows in two groups (issue 20): rows that use a catalog figure calibrated from
// their own table, and rows that do not. The second group is the measure of physics that
// generalises. Each group and the whole set are summarised, and checked against issue 20's
// targets; a target that is not met is listed, never hidden.

#include "validation/Validation.h"

#include <string>
#include <vector>

namespace tapeflow::validation {

// Issue 20's targets. The calibrated group has none: it is reported for comparison.
struct Targets {
  Thresholds shipped{4.0, 20.0, 1.0};     // the whole shipped set
  Thresholds independent{8.0, 25.0, 0.0}; // rows not calibrated from their own table
};

struct GroupReport {
  std::string id;    // "all", "calibrated", "independent"
  std::string title; // for people
  Summary summary;
  bool hasTarget = false;
  Thresholds target;
  std::vector<std::string> unmet; // each target missed, in words ("median 5.1 % above 4 %")
};

// The whole set, the calibrated rows and the independent rows, in that order.
[[nodiscard]] std::vector<GroupReport> groupReports(const std::vector<Row>& rows,
                                                    const Targets& targets = {});

} // namespace tapeflow::validation
