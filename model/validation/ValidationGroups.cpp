#include "validation/ValidationGroups.h"

#include "units/Format.h"

namespace tapeflow::validation {
namespace {

std::string percent(double value) { return units::format(value / 100.0, "%", 3); }

// Each target of `target` that `summary` misses, in words.
std::vector<std::string> missed(const Summary& summary, const Thresholds& target) {
  std::vector<std::string> unmet;
  if (summary.count == 0) {
    unmet.push_back("no rows");
    return unmet;
  }
  if (summary.medianPercent > target.medianPercent)
    unmet.push_back("median " + percent(summary.medianPercent) + " above " +
                    percent(target.medianPercent));
  if (summary.p90Percent > target.p90Percent)
    unmet.push_back("90th percentile " + percent(summary.p90Percent) + " above " +
                    percent(target.p90Percent));
  const double agree = summary.bottleneckRows == 0
                           ? 1.0
                           : double(summary.bottleneckAgree) / double(summary.bottleneckRows);
  if (agree < target.bottleneckAgreement)
    unmet.push_back("bottleneck agreement " + std::to_string(summary.bottleneckAgree) + " of " +
                    std::to_string(summary.bottleneckRows) + " below " +
                    percent(target.bottleneckAgreement * 100.0));
  return unmet;
}

GroupReport report(std::string id, std::string title, const std::vector<Row>& rows,
                   const Thresholds* target) {
  GroupReport group{std::move(id), std::move(title), summarize(rows), target != nullptr, {}, {}};
  if (target) {
    group.target = *target;
    group.unmet = missed(group.summary, *target);
  }
  return group;
}

} // namespace

std::vector<GroupReport> groupReports(const std::vector<Row>& rows, const Targets& targets) {
  std::vector<Row> calibrated;
  std::vector<Row> independent;
  for (const auto& row : rows)
    (row.ownCalibration.empty() ? independent : calibrated).push_back(row);
  std::vector<GroupReport> groups;
  groups.push_back(report("all", "all rows", rows, &targets.shipped));
  groups.push_back(report("calibrated", "rows using a figure calibrated from their own table",
                          calibrated, nullptr));
  groups.push_back(report("independent", "rows not calibrated from their own table", independent,
                          &targets.independent));
  return groups;
}

} // namespace tapeflow::validation
