// tapeflow-cli solve: predicted rates, bottlenecks, utilisation, warnings and window of a
// topology file, as a readable table or as JSON.

#include "CatalogOptions.h"
#include "Columns.h"
#include "CommandLine.h"
#include "ScenarioOption.h"
#include "ScheduleOutput.h"
#include "TopologyInput.h"

#include "io/TopologyFile.h"
#include "solver/ResultCsv.h"
#include "solver/ResultJson.h"
#include "solver/Solver.h"
#include "units/Format.h"
#include "whatif/Verdict.h"

#include <algorithm>
#include <cstdio>
#include <ostream>

namespace tapeflow::cli {
namespace {

using solver::DirectionMode;

std::string rate(double bytesPerSecond, const char* unit) {
  return units::format(bytesPerSecond, unit, 4);
}

// The number alone, in `unit` (for columns headed with the unit).
std::string figure(double value, const char* unit) {
  const auto parsed = units::parseUnit(unit);
  return units::format(value, units::Unit{"", parsed->dimension, parsed->factor}, 4);
}

// The backup and restore verdicts when the file sets a window or an objective (none otherwise):
// each from a solve of the whole run in that direction.
std::vector<whatif::Verdict> verdictsOf(const topology::Topology& topology,
                                        solver::SolveOptions options, solver::Solver& solver) {
  const auto& objectives = topology.objectives();
  if (!objectives.backupWindow && !objectives.restoreObjective) return {};
  options.flow.mode = DirectionMode::Backup;
  std::vector<whatif::Verdict> verdicts{
      whatif::judgeBackup(solver.solve(topology, options), objectives)};
  options.flow.mode = DirectionMode::Restore;
  verdicts.push_back(whatif::judgeRestore(solver.solve(topology, options), objectives));
  return verdicts;
}

nlohmann::ordered_json verdictsJson(const std::vector<whatif::Verdict>& verdicts) {
  nlohmann::ordered_json list = nlohmann::ordered_json::array();
  for (const auto& verdict : verdicts) {
    nlohmann::ordered_json json;
    json["direction"] = std::string(topology::directionName(verdict.direction));
    json["fit"] = verdict.fit == whatif::Fit::Fits           ? "fits"
                  : verdict.fit == whatif::Fit::Misses       ? "misses"
                  : verdict.fit == whatif::Fit::CannotFinish ? "cannot-finish"
                                                             : "not-set";
    json["run_seconds"] = verdict.runSeconds;
    if (verdict.fit != whatif::Fit::NotSet || verdict.limitSeconds > 0.0)
      json["limit_seconds"] = verdict.limitSeconds;
    json["margin_seconds"] = verdict.marginSeconds;
    json["text"] = whatif::describe(verdict);
    list.push_back(std::move(json));
  }
  return list;
}

void printTable(const solver::SolveResult& result, const topology::Topology& names,
                std::ostream& out) {
  out << padded("Job", 22) << padded("Dir", 8) << padded("MB/s", 10) << padded("GB/h", 10)
      << padded("Duration", 13) << "Bottleneck (next)\n";
  for (const auto& job : result.jobs) {
    out << padded(job.name, 22) << padded(std::string(topology::directionName(job.direction)), 8);
    if (!job.error.empty()) {
      out << "cannot run: " << job.error << '\n';
      continue;
    }
    out << padded(figure(job.rate, "MB/s"), 10) << padded(figure(job.rate, "GB/h"), 10)
        << padded(units::formatDuration(job.end - job.start), 13) << job.bottleneck.label;
    if (!job.next.key.empty())
      out << " (then " << job.next.label << " at " << rate(job.next.rate, "MB/s") << ")";
    out << '\n';
  }
  out << "\nAggregate " << rate(result.aggregateRate, "MB/s") << " = "
      << rate(result.aggregateRate, "GB/h") << "; window "
      << units::formatDuration(result.timeline.window)
      << (result.timeline.stalled ? " (some job never finishes)" : "") << "\n\n";

  std::vector<const solver::ResourceUse*> used;
  for (const auto& r : result.resources)
    if (r.load > 0.0) used.push_back(&r);
  std::sort(used.begin(), used.end(),
            [](const auto* a, const auto* b) { return a->utilisation > b->utilisation; });
  out << padded("Resource", 44) << padded("Use", 8) << padded("Load", 14) << "Capacity\n";
  for (const auto* r : used) {
    const auto show = [&](double v) {
      if (r->kind == solver::ResourceKind::Cpu) return units::format(v, "", 3) + " cores";
      if (r->kind == solver::ResourceKind::DiskOps) return units::format(v, "", 4) + " I/O/s";
      return rate(v, "MB/s");
    };
    out << padded(r->label, 44) << padded(units::format(r->utilisation, "%", 3), 8)
        << padded(show(r->load), 14) << show(r->effective)
        << (r->effective < r->capacity * (1 - 1e-9) ? " (rated " + show(r->capacity) + ")" : "")
        << '\n';
  }
  if (!result.warnings.empty()) {
    out << "\nWarnings\n";
    for (const auto& w : result.warnings) {
      const auto* node = names.node(w.component); // warnings carry ids; people read names
      out << "  " << (node ? node->name + ": " : std::string()) << w.message << '\n';
    }
  }
}

// What --csv asks for: nullopt without --csv; "jobs" or "resources" (the value may follow as
// "--csv resources" or "--csv=resources"; alone, --csv means the jobs).
std::optional<std::string_view> csvTable(const Arguments& args) {
  if (!args.has("--csv")) return std::nullopt;
  const auto value = args.value("--csv");
  if (value && (*value == "jobs" || *value == "resources")) return value;
  return "jobs";
}

// --schedule: the file's schedule night by night instead of one run.
int solveSchedule(const topology::Topology& document, const Arguments& args, const Io& io) {
  if (document.schedule().days.empty()) {
    io.err << "tapeflow-cli solve: --schedule: the file has no schedule\n";
    return kExitInvalidInput;
  }
  if (args.has("--csv") || args.has("--direction")) {
    io.err << "tapeflow-cli solve: --schedule runs backups night by night; it takes --json but "
              "not --csv or --direction\n";
    return kExitUsage;
  }
  (args.has("--json") ? printScheduleJson : printSchedule)(document, io.out);
  return kExitOk;
}

std::string_view runName(DirectionMode mode) {
  return mode == DirectionMode::Backup    ? "backup"
         : mode == DirectionMode::Restore ? "restore"
                                          : "as-defined";
}

int runSolve(const Arguments& args, const Io& io) {
  static constexpr std::array<std::string_view, 8> kKnown{
      "--catalog", "--user-catalog",   "--direction", "--json",
      "--csv",     "--operator-delay", "--scenario",  "--schedule"};
  static constexpr std::array<std::string_view, 5> kValued{
      "--catalog", "--user-catalog", "--direction", "--operator-delay", "--scenario"};
  static constexpr std::array<std::string_view, 6> kValuedWithCsv{
      "--catalog", "--user-catalog", "--direction", "--operator-delay", "--scenario", "--csv"};
  if (const auto unknown = args.unknownOption(kKnown)) {
    io.err << "tapeflow-cli solve: unknown option '" << *unknown << "'\n";
    return kExitUsage;
  }
  const auto csv = csvTable(args);
  if (csv && args.has("--json")) {
    io.err << "tapeflow-cli solve: --json and --csv are two ways to print; give one\n";
    return kExitUsage;
  }
  const bool csvHasValue = csv && args.value("--csv") == csv;
  const auto files = csvHasValue ? args.positional(kValuedWithCsv) : args.positional(kValued);
  if (files.size() != 1) {
    io.err << "tapeflow-cli solve: give exactly one topology file\n";
    return kExitUsage;
  }
  solver::SolveOptions options;
  std::vector<DirectionMode> modes{DirectionMode::AsDefined};
  if (const auto direction = args.value("--direction")) {
    if (*direction == "backup")
      modes = {DirectionMode::Backup};
    else if (*direction == "restore")
      modes = {DirectionMode::Restore};
    else if (*direction == "both")
      modes = {DirectionMode::Backup, DirectionMode::Restore};
    else {
      io.err << "tapeflow-cli solve: --direction is backup, restore or both\n";
      return kExitUsage;
    }
  }
  if (const auto delay = args.value("--operator-delay")) {
    const auto seconds = units::parseAs(*delay, *units::parseUnit("s"));
    if (!seconds || *seconds < 0) {
      io.err << "tapeflow-cli solve: --operator-delay: "
             << (seconds ? "must not be negative" : seconds.error().message) << '\n';
      return kExitUsage;
    }
    options.flow.operatorDelay = *seconds;
  }
  const auto catalog = loadCatalog(args, io, "solve");
  if (!catalog) return kExitInvalidInput;
  auto loaded = loadTopologyArgument(files.front(), catalog, io);
  if (!loaded.topology) {
    io.err << loaded.diagnostics.toString();
    return kExitInvalidInput;
  }
  int status = kExitOk;
  const auto document = documentToSolve(args, io, "solve", std::move(loaded.topology), status);
  if (!document) return status;
  if (args.has("--schedule")) return solveSchedule(*document, args, io);
  solver::Solver solver;
  const auto verdicts = verdictsOf(*document, options, solver);
  nlohmann::ordered_json all = nlohmann::ordered_json::array();
  if (csv) (*csv == "jobs" ? solver::printJobsCsvHeader : solver::printResourcesCsvHeader)(io.out);
  for (const auto mode : modes) {
    options.flow.mode = mode;
    const auto result = solver.solve(*document, options);
    if (csv) {
      (*csv == "jobs" ? solver::printJobsCsv : solver::printResourcesCsv)(runName(mode), result,
                                                                          io.out);
    } else if (args.has("--json")) {
      all.push_back(solver::toJson(result));
      if (!verdicts.empty()) all.back()["verdicts"] = verdictsJson(verdicts);
    } else {
      if (modes.size() > 1)
        io.out << (mode == DirectionMode::Backup ? "== Backup ==\n" : "\n== Restore ==\n");
      printTable(result, *document, io.out);
    }
  }
  if (csv) return kExitOk;
  if (args.has("--json")) {
    io.out << (all.size() == 1 ? all.front() : all).dump(2) << '\n';
  } else if (!verdicts.empty()) {
    io.out << '\n';
    for (const auto& verdict : verdicts) io.out << whatif::describe(verdict) << '\n';
  }
  return kExitOk;
}

} // namespace

extern const Command kSolveCommand;
const Command kSolveCommand{
    "solve",
    "solve FILE [--scenario NAME] [--direction backup|restore|both]\n"
    "      [--json | --csv [jobs|resources]] [--operator-delay TIME] [--schedule]",
    "predict rates, bottlenecks, utilisation and the window of a topology",
    "Solves the topology FILE: each job's rate (MB/s and GB/h), duration, bottleneck and\n"
    "next bottleneck; every resource's utilisation; warnings; the total window. FILE '-'\n"
    "is standard input.\n\n"
    "Options:\n"
    "  --scenario NAME      solve that scenario of the file instead of its base diagram\n"
    "  --direction D        backup, restore or both (default: each job as defined)\n"
    "  --json               every figure as JSON (rates in bytes/s, times in seconds;\n"
    "                       see docs/solve-json.md)\n"
    "  --csv [jobs]         the jobs as CSV: run, job, direction, rate, bytes, start, end,\n"
    "                       duration, cartridge changes, bottleneck and the next one\n"
    "                       (bytes/s and seconds, as in --json)\n"
    "  --csv resources      the components that carry load as CSV, busiest first: capacity,\n"
    "                       effective capacity, load (in the unit column) and utilisation\n"
    "  --operator-delay T   time an operator takes to change a cartridge (default 10 min)\n"
    "  --schedule           run the file's schedule night by night: each night's run time\n"
    "                       against its window, the busiest component, the cartridges\n"
    "                       used, each job's level and times; then the restores it implies\n"
    "                       (latest full + differential + incrementals); --json for JSON\n"
    "  --catalog DIR, --user-catalog DIR   as for 'check'\n",
    &runSolve,
};

} // namespace tapeflow::cli
