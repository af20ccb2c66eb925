#include "validation/ValidationGroups.h"

#include "units/Format.h"

namespace tapeflow::validation {
namespace {

std::string percent(double value) { return units::format(value / 100.0, "%", 3); }

std::string factorWords(double factor) {
  return factor == 2.0 ? "two" : units::formatExact(factor);
}

// The factor target missed, in words, naming each row outside it ("3 of 18 rows outside a
// factor of two: f02, f07, f11"): a few rows far off are what a median hides, so they are shown.
std::string outsideFactor(const std::vector<Row>& rows, double factor) {
  std::string names;
  std::size_t outside = 0;
  for (const auto& row : rows) {
    if (withinFactor(row, factor)) continue;
    names += (outside++ ? ", " : "") + row.record.id;
  }
  if (outside == 0) return {};
  return std::to_string(outside) + " of " + std::to_string(rows.size()) +
         " rows outside a factor of " + factorWords(factor) + ": " + names;
}

// Each target of `target` that `summary` (of `rows`) misses, in words.
std::vector<std::string> missed(const std::vector<Row>& rows, const Summary& summary,
                                const Thresholds& target) {
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
  if (target.maxFactor > 0.0)
    if (auto words = outsideFactor(rows, target.maxFactor); !words.empty())
      unmet.push_back(std::move(words));
  return unmet;
}

GroupReport report(std::string id, std::string title, const std::vector<Row>& rows,
                   const Thresholds* target) {
  GroupReport group{std::move(id), std::move(title), summarize(rows), target != nullptr, {}, {}};
  if (target) {
    group.target = *target;
    group.unmet = missed(rows, group.summary, *target);
  }
  return group;
}

// The rows the paper contradicts: no target; when more are marked than may be set apart, the
// group says so and its rows stay in the groups above.
GroupReport contradictedReport(const std::vector<Row>& rows) {
  const auto marked = contradictedRows(rows);
  auto group = report(std::string(kContradictedGroup),
                      "rows the paper contradicts (set apart from the targets)", marked, nullptr);
  if (!contradictionsSetApart(rows)) {
    group.title = "rows the paper contradicts (not set apart)";
    group.unmet.push_back(std::to_string(marked.size()) + " of " +
                          std::to_string(paperRows(rows).size()) +
                          " paper rows marked, more than one in ten: they are held to the "
                          "targets like the rest");
  }
  return group;
}

} // namespace

std::vector<GroupReport> groupReports(const std::vector<Row>& rows, const Targets& targets) {
  // Issue 20's groups over the papers' rows only: a field row must not move the papers' figures.
  std::vector<Row> calibrated;
  std::vector<Row> independent;
  const auto held = heldRows(rows);
  for (const auto& row : held)
    (row.ownCalibration.empty() ? independent : calibrated).push_back(row);
  const auto field = fieldRows(rows);
  const bool apart = contradictionsSetApart(rows);
  std::vector<GroupReport> groups;
  groups.push_back(report("all",
                          apart           ? "rows of the reference papers the paper does not "
                                            "contradict"
                          : field.empty() ? "all rows"
                                          : "all rows of the reference papers",
                          held, &targets.shipped));
  groups.push_back(report("calibrated", "rows using a figure calibrated from their own table",
                          calibrated, nullptr));
  groups.push_back(report("independent", "rows not calibrated from their own table", independent,
                          &targets.independent));
  if (!contradictedRows(rows).empty()) groups.push_back(contradictedReport(rows));
  // No field rows, no field group: an empty group would only print "no rows".
  if (!field.empty())
    groups.push_back(report(std::string(kFieldGroup),
                            "published measurements of today's set-ups (field reports)", field,
                            &targets.field));
  return groups;
}

} // namespace tapeflow::validation
