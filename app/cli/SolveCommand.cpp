// tapeflow-cli solve: predicted rates, bottlenecks, utilisation, warnings and window of a
// topology file, as a readable table or as JSON.

#include "CatalogOptions.h"
#include "Columns.h"
#include "CommandDefinition.h"
#include "ScenarioOption.h"
#include "ScheduleOutput.h"
#include "TopologyInput.h"

#include "io/TopologyFile.h"
#include "solver/ResultCsv.h"
#include "solver/ResultJson.h"
#include "solver/RunEnd.h"
#include "solver/Solver.h"
#include "units/Format.h"
#include "util/Text.h"
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

// The run as a whole: its time with the rate that agrees with it, and what decides it (the job
// that ends last and what holds it; issue 40), then the rate while every job runs.
void printRunEnd(const solver::SolveResult& result, std::ostream& out) {
  out << "\nRun " << units::formatDuration(result.timeline.window);
  const auto end = solver::runEnd(result);
  if (result.timeline.stalled) {
    out << " (some job never finishes)";
  } else if (end.last) {
    out << " at " << rate(end.rate(), "MB/s") << " = " << rate(end.rate(), "GB/h")
        << " over the run; ends with " << quote(end.last->name);
    if (!end.heldBy.empty())
      out << " at " << rate(end.endRate, "MB/s") << ", held by " << end.heldBy;
    if (!end.earlier.empty())
      out << "; earlier by " << end.earlier.front().label << " for "
          << units::formatDuration(end.earlier.front().seconds);
  }
  out << "\nAggregate while every job runs " << rate(result.aggregateRate, "MB/s") << " = "
      << rate(result.aggregateRate, "GB/h") << "\n\n";
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
  printRunEnd(result, out);

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

struct SolveArguments {
  std::vector<std::string> files;
  std::string scenario;
  std::string direction;
  bool json = false;
  std::string csv;
  std::string operatorDelay;
  std::string threads;
  bool schedule = false;
  CatalogOptions catalog;
  const CLI::Option* scenarioOption = nullptr;
  const CLI::Option* directionOption = nullptr;
  const CLI::Option* csvOption = nullptr;
  const CLI::Option* operatorDelayOption = nullptr;
  const CLI::Option* threadsOption = nullptr;
};

// What --csv asks for: nullopt without --csv; "jobs" or "resources" (the value may follow as
// "--csv resources" or "--csv=resources"; alone, or before anything else, --csv means the jobs).
std::optional<std::string_view> csvTable(const SolveArguments& args) {
  if (!given(args.csvOption)) return std::nullopt;
  if (args.csv == "jobs" || args.csv == "resources") return args.csv;
  return "jobs";
}

// --schedule: the file's schedule night by night instead of one run.
int solveSchedule(const topology::Topology& document, const SolveArguments& args, const Io& io) {
  if (document.schedule().days.empty()) {
    io.err << "tapeflow-cli solve: --schedule: the file has no schedule\n";
    return kExitInvalidInput;
  }
  if (given(args.csvOption) || given(args.directionOption)) {
    io.err << "tapeflow-cli solve: --schedule runs backups night by night; it takes --json but "
              "not --csv or --direction\n";
    return kExitUsage;
  }
  (args.json ? printScheduleJson : printSchedule)(document, io.out);
  return kExitOk;
}

std::string_view runName(DirectionMode mode) {
  return mode == DirectionMode::Backup    ? "backup"
         : mode == DirectionMode::Restore ? "restore"
                                          : "as-defined";
}

int runSolve(const SolveArguments& args, const Io& io) {
  const auto csv = csvTable(args);
  if (csv && args.json) {
    io.err << "tapeflow-cli solve: --json and --csv are two ways to print; give one\n";
    return kExitUsage;
  }
  if (args.files.size() != 1) {
    io.err << "tapeflow-cli solve: give exactly one topology file\n";
    return kExitUsage;
  }
  solver::SolveOptions options;
  const auto threads = readThreads(args.threadsOption, args.threads);
  if (!threads) {
    io.err << "tapeflow-cli solve: --threads is a number from 1 to 256\n";
    return kExitUsage;
  }
  options.threads = *threads; // 0: a large diagram's parts on every core
  std::vector<DirectionMode> modes{DirectionMode::AsDefined};
  if (given(args.directionOption)) {
    const auto& direction = args.direction;
    if (direction == "backup")
      modes = {DirectionMode::Backup};
    else if (direction == "restore")
      modes = {DirectionMode::Restore};
    else if (direction == "both")
      modes = {DirectionMode::Backup, DirectionMode::Restore};
    else {
      io.err << "tapeflow-cli solve: --direction is backup, restore or both\n";
      return kExitUsage;
    }
  }
  if (given(args.operatorDelayOption)) {
    const auto seconds = units::parseAs(args.operatorDelay, *units::parseUnit("s"));
    if (!seconds || *seconds < 0) {
      io.err << "tapeflow-cli solve: --operator-delay: "
             << (seconds ? "must not be negative" : seconds.error().message) << '\n';
      return kExitUsage;
    }
    options.flow.operatorDelay = *seconds;
  }
  const auto catalog = loadCatalog(args.catalog, io, "solve");
  if (!catalog) return kExitInvalidInput;
  auto loaded = loadTopologyArgument(args.files.front(), catalog, io);
  if (!loaded.topology) {
    io.err << loaded.diagnostics.toString();
    return kExitInvalidInput;
  }
  int status = kExitOk;
  const auto scenario =
      given(args.scenarioOption) ? std::optional<std::string_view>(args.scenario) : std::nullopt;
  const auto document = documentToSolve(scenario, io, "solve", std::move(loaded.topology), status);
  if (!document) return status;
  if (args.schedule) return solveSchedule(*document, args, io);
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
    } else if (args.json) {
      all.push_back(solver::toJson(result));
      if (!verdicts.empty()) all.back()["verdicts"] = verdictsJson(verdicts);
    } else {
      if (modes.size() > 1)
        io.out << (mode == DirectionMode::Backup ? "== Backup ==\n" : "\n== Restore ==\n");
      printTable(result, *document, io.out);
    }
  }
  if (csv) return kExitOk;
  if (args.json) {
    io.out << (all.size() == 1 ? all.front() : all).dump(2) << '\n';
  } else if (!verdicts.empty()) {
    io.out << '\n';
    for (const auto& verdict : verdicts) io.out << whatif::describe(verdict) << '\n';
  }
  return kExitOk;
}

Runner defineSolve(CLI::App& app) {
  auto args = std::make_shared<SolveArguments>();
  app.description(
      "Solves the topology FILE: each job's rate (MB/s and GB/h), duration, bottleneck and\n"
      "next bottleneck; every resource's utilisation; warnings; the total window. FILE '-'\n"
      "is standard input.");
  // One FILE, collected as a list so that the command can say "exactly one" (and take the one
  // --csv handed over, below).
  CLI::Option* file = addArguments(app, "FILE", args->files, kTopologyKind,
                                   "the topology file; '-' reads it from standard input")
                          ->expected(1)
                          ->allow_extra_args()
                          ->required();
  args->scenarioOption = addValue(app, "--scenario", args->scenario, "NAME",
                                  "solve that scenario of the file instead of its base diagram");
  args->directionOption = addValue(app, "--direction", args->direction, "backup|restore|both",
                                   "backup, restore or both (default: each job as defined)");
  addFlag(app, "--json", args->json,
          "every figure as JSON (rates in bytes/s, times in seconds; see docs/solve-json.md)");
  // --csv's value may be left out, and only jobs and resources are values: CLI11 takes the next
  // word as the value ("--csv FILE --json"), so any other word is handed over to FILE, where it
  // belongs.
  args->csvOption =
      addValue(app, "--csv", args->csv, "jobs|resources",
               "the jobs as CSV (--csv or --csv jobs): run, job, direction, rate, bytes, start, "
               "end, duration, cartridge changes, bottleneck and the next one (bytes/s and "
               "seconds, as in --json); --csv resources: the components that carry load as CSV, "
               "busiest first: capacity, effective capacity, load (in the unit column) and "
               "utilisation")
          ->expected(0, 1)
          ->each([file](const std::string& value) {
            if (!value.empty() && value != "jobs" && value != "resources") {
              file->add_result(value);
              file->run_callback();
            }
          });
  args->operatorDelayOption =
      addValue(app, "--operator-delay", args->operatorDelay, "TIME",
               "time an operator takes to change a cartridge (default 10 min)");
  args->threadsOption = addThreads(
      app, args->threads, "solve a large diagram's parts on N threads (default: one per core)");
  addFlag(app, "--schedule", args->schedule,
          "run the file's schedule night by night: each night's run time against its window, "
          "the busiest component, the cartridges used, each job's level and times; then the "
          "restores it implies (latest full + differential + incrementals); --json for JSON");
  args->catalog.define(app);
  return [args](const Io& io) { return runSolve(*args, io); };
}

} // namespace

extern const Command kSolveCommand;
const Command kSolveCommand{
    "solve",
    "predict rates, bottlenecks, utilisation and the window of a topology",
    &defineSolve,
};

} // namespace tapeflow::cli
