#include "ResultFigures.h"

#include "solver/Solver.h"
#include "units/Format.h"

#include <QCoreApplication>

#include <algorithm>
#include <map>

namespace tapeflow::editor {
namespace {

QString tr(const char* text) { return QCoreApplication::translate("tapeflow::editor", text); }

// The label most entries of `labels` share; ties go to the one seen first.
template <typename Labels>
std::string mostCommon(const Labels& labels) {
  std::map<std::string, int> votes;
  std::string best;
  for (const std::string& label : labels)
    if (!label.empty() && ++votes[label] > (best.empty() ? 0 : votes[best])) best = label;
  return best;
}

} // namespace

QString rateText(double rate, const QString& unit) {
  return QString::fromStdString(units::format(rate, unit.toStdString(), 4));
}

double rateIn(double rate, const QString& unit) {
  const auto parsed = units::parseUnit(unit.toStdString());
  return parsed ? rate / parsed->factor : rate;
}

JobRow jobRow(const solver::JobResult& job, const QString& unit) {
  JobRow row;
  row.id = QString::fromStdString(job.id);
  row.name = QString::fromStdString(job.name);
  row.direction = QString::fromUtf8(topology::directionName(job.direction).data());
  if (!job.error.empty()) {
    row.failed = true;
    row.bottleneck = tr("cannot run: %1").arg(QString::fromStdString(job.error));
    return row;
  }
  row.rate = rateText(job.rate, unit);
  row.rateValue = job.rate;
  row.durationValue = job.end - job.start;
  row.duration = QString::fromStdString(units::formatDuration(row.durationValue));
  row.bottleneck = QString::fromStdString(job.bottleneck.label);
  if (!job.next.key.empty())
    row.next =
        tr("%1 at %2").arg(QString::fromStdString(job.next.label), rateText(job.next.rate, unit));
  return row;
}

std::vector<JobRow> jobRows(const solver::SolveResult* backup, const solver::SolveResult* restore,
                            const QString& unit) {
  std::vector<JobRow> rows;
  for (const auto* result : {backup, restore}) {
    if (!result) continue;
    for (const auto& job : result->jobs) rows.push_back(jobRow(job, unit));
  }
  return rows;
}

ResourceRow resourceRow(const solver::ResourceUse& r, const QString& unit) {
  ResourceRow row;
  row.id = QString::fromStdString(r.node.empty() ? r.link : r.node);
  row.label = QString::fromStdString(r.label);
  row.use = QString::fromStdString(units::format(r.utilisation, "%", 3));
  row.utilisation = r.utilisation;
  // A CPU's load and capacity are cores, an array's random I/Os operations per second: not
  // bytes.
  const auto shown = [&](double v) {
    if (r.kind == solver::ResourceKind::Cpu)
      return tr("%1 cores").arg(QString::fromStdString(units::format(v, "", 3)));
    if (r.kind == solver::ResourceKind::DiskOps)
      return tr("%1 I/O/s").arg(QString::fromStdString(units::format(v, "", 4)));
    return rateText(v, unit);
  };
  row.load = shown(r.load);
  row.loadValue = r.load;
  row.capacity = shown(r.effective);
  row.capacityValue = r.effective;
  return row;
}

std::vector<ResourceRow> resourceRows(const solver::SolveResult* result, const QString& unit) {
  std::vector<ResourceRow> rows;
  if (!result) return rows;
  for (const auto& r : result->resources)
    if (r.load > 0.0) rows.push_back(resourceRow(r, unit));
  std::stable_sort(rows.begin(), rows.end(), [](const ResourceRow& a, const ResourceRow& b) {
    return a.utilisation > b.utilisation;
  });
  return rows;
}

RunBottleneck runBottleneck(const solver::SolveResult& result) {
  RunBottleneck run;
  std::vector<std::string> keys;
  for (const auto& job : result.jobs)
    if (job.error.empty()) keys.push_back(job.bottleneck.key);
  run.key = mostCommon(keys);
  run.liftedAggregate = result.aggregateRate;
  if (run.key.empty()) return run;
  std::vector<std::string> nexts;
  for (const auto& job : result.jobs) {
    if (!job.error.empty() || job.bottleneck.key != run.key) continue;
    run.label = QString::fromStdString(job.bottleneck.label);
    ++run.jobsHeld;
    if (job.next.key.empty()) continue;
    run.liftedAggregate += std::max(0.0, job.next.rate - job.rate);
    nexts.push_back(job.next.label);
  }
  run.nextLabel = QString::fromStdString(mostCommon(nexts));
  return run;
}

} // namespace tapeflow::editor
