#include "ScheduleOutput.h"

#include "Columns.h"

#include "schedule/RestorePlan.h"
#include "schedule/ScheduleRun.h"
#include "units/Format.h"

#include <nlohmann/json.hpp>

namespace tapeflow::cli {
namespace {

using Ordered = nlohmann::ordered_json;

std::string levelText(topology::BackupLevel level) {
  return std::string(topology::backupLevelName(level));
}

std::string bytesText(double bytes) { return units::format(bytes, "GB", 4); }

void printNightJobs(const schedule::Night& night, std::ostream& out) {
  for (const auto& job : night.jobs) {
    out << "    " << padded(job.name, 20) << padded(levelText(job.level), 16);
    if (!job.error.empty()) {
      out << "cannot run: " << job.error << '\n';
      continue;
    }
    out << padded(bytesText(job.bytes), 12) << units::formatDuration(job.start) << " to "
        << units::formatDuration(job.end) << ", " << job.cartridges << " cartridge"
        << (job.cartridges == 1 ? "" : "s") << '\n';
  }
}

void printRestores(const std::vector<schedule::RestorePlan>& plans, std::ostream& out) {
  out << "\nRestores (the longest of each job's, after the night it follows)\n";
  for (const auto& plan : plans) {
    out << "  " << padded(plan.name, 20) << "after " << padded(plan.after, 8);
    if (!plan.problem.empty()) {
      out << "cannot be planned: " << plan.problem << '\n';
      continue;
    }
    for (std::size_t s = 0; s < plan.steps.size(); ++s)
      out << (s ? " + " : "") << plan.steps[s].day << ' ' << levelText(plan.steps[s].level);
    out << " = " << units::formatDuration(plan.seconds) << '\n';
  }
}

} // namespace

void printSchedule(const topology::Topology& document, std::ostream& out) {
  const auto run = schedule::runSchedule(document);
  out << padded("Night", 10) << padded("Moved", 12) << padded("Run time", 14)
      << padded("Cartridges", 12) << "Busiest component\n";
  for (const auto& night : run.nights) {
    out << padded(night.day, 10) << padded(bytesText(night.bytes), 12)
        << padded(units::formatDuration(night.verdict.runSeconds), 14)
        << padded(std::to_string(night.cartridges), 12) << night.busiest << " ("
        << units::format(night.busiestUse, "%", 3) << ")\n";
  }
  for (const auto& night : run.nights) {
    out << '\n' << night.day << ": " << whatif::describe(night.verdict) << '\n';
    printNightJobs(night, out);
  }
  printRestores(schedule::planRestores(document), out);
  for (const auto& problem : run.problems) out << "warning: " << problem << '\n';
}

void printScheduleJson(const topology::Topology& document, std::ostream& out) {
  const auto run = schedule::runSchedule(document);
  Ordered nights = Ordered::array();
  for (const auto& night : run.nights) {
    Ordered json;
    json["day"] = night.day;
    json["run_seconds"] = night.verdict.runSeconds;
    if (night.verdict.limitSeconds > 0.0) json["window_seconds"] = night.verdict.limitSeconds;
    json["verdict"] = whatif::describe(night.verdict);
    json["bytes"] = night.bytes;
    json["cartridges"] = night.cartridges;
    json["busiest"] = night.busiest;
    json["busiest_utilisation"] = night.busiestUse;
    Ordered jobs = Ordered::array();
    for (const auto& job : night.jobs)
      jobs.push_back({{"id", job.id},
                      {"name", job.name},
                      {"level", levelText(job.level)},
                      {"days_of_change", job.daysOfChange},
                      {"bytes", job.bytes},
                      {"start", job.start},
                      {"end", job.end},
                      {"cartridges", job.cartridges},
                      {"error", job.error}});
    json["jobs"] = std::move(jobs);
    nights.push_back(std::move(json));
  }
  Ordered restores = Ordered::array();
  for (const auto& plan : schedule::planRestores(document)) {
    Ordered steps = Ordered::array();
    for (const auto& step : plan.steps)
      steps.push_back({{"day", step.day},
                       {"level", levelText(step.level)},
                       {"bytes", step.bytes},
                       {"seconds", step.seconds}});
    restores.push_back({{"job", plan.job},
                        {"name", plan.name},
                        {"after", plan.after},
                        {"seconds", plan.seconds},
                        {"steps", std::move(steps)},
                        {"problem", plan.problem}});
  }
  Ordered all;
  all["nights"] = std::move(nights);
  all["restores"] = std::move(restores);
  all["problems"] = run.problems;
  out << all.dump(2) << '\n';
}

} // namespace tapeflow::cli
