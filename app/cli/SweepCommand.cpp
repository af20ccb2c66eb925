// tapeflow-cli sweep: the document solved over a range or list of values of one or two figures,
// for backup and for restore (model/whatif/Sweep.h), as a table, JSON or CSV.

#include "CatalogOptions.h"
#include "Columns.h"
#include "CommandDefinition.h"
#include "RunFigures.h"
#include "ScenarioOption.h"
#include "TopologyInput.h"

#include "io/TopologyFile.h"
#include "units/Format.h"
#include "util/CsvField.h"
#include "whatif/Sweep.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <ostream>

namespace tapeflow::cli {
namespace {

// An axis's column: wide enough for its longest label (catalog entries' names are long).
std::size_t widthOf(const whatif::SweepAxis& axis) {
  std::size_t width = 24;
  for (const auto& label : axis.labels) width = std::max(width, label.size() + 2);
  return width;
}

void printTable(const whatif::SweepResult& sweep, std::ostream& out) {
  for (const auto& axis : sweep.axes)
    out << padded(axis.ownerName + " " + axis.name, widthOf(axis));
  out << padded("Backup run", 14) << padded("Backup MB/s", 12) << padded("Backup bottleneck", 26)
      << padded("Restore run", 14) << padded("Restore MB/s", 13) << "Restore bottleneck\n";
  for (const auto& point : sweep.points) {
    for (std::size_t a = 0; a < sweep.axes.size(); ++a)
      out << padded(sweep.axes[a].labels[point.index[a]], widthOf(sweep.axes[a]));
    if (!point.error.empty()) {
      out << "refused: " << point.error << '\n';
      continue;
    }
    out << padded(durationText(point.backup.runSeconds), 14)
        << padded(units::format(point.backup.rate, "MB/s", 4), 12)
        << padded(point.backup.bottleneck, 26) << padded(durationText(point.restore.runSeconds), 14)
        << padded(units::format(point.restore.rate, "MB/s", 4), 13) << point.restore.bottleneck
        << '\n';
  }
}

void printCsv(const whatif::SweepResult& sweep, std::ostream& out) {
  for (const auto& axis : sweep.axes) out << csvField(axis.owner + "." + axis.name) << ',';
  out << "backup_run_seconds,backup_rate_bytes_per_second,backup_bottleneck,backup_fit,"
         "restore_run_seconds,restore_rate_bytes_per_second,restore_bottleneck,restore_fit,error\n";
  for (const auto& point : sweep.points) {
    for (std::size_t a = 0; a < sweep.axes.size(); ++a)
      out << csvField(sweep.axes[a].labels[point.index[a]]) << ',';
    for (const auto* run : {&point.backup, &point.restore})
      out << units::formatExact(run->runSeconds) << ',' << units::formatExact(run->rate) << ','
          << csvField(run->bottleneck) << ',' << fitName(run->verdict.fit) << ',';
    out << csvField(point.error) << '\n';
  }
}

nlohmann::ordered_json toJson(const whatif::SweepResult& sweep) {
  nlohmann::ordered_json json;
  json["format"] = "tapeflow-sweep";
  json["version"] = 1;
  for (const auto& axis : sweep.axes) {
    nlohmann::ordered_json a{{"owner", axis.owner}, {"name", axis.name}, {"labels", axis.labels}};
    if (axis.target == whatif::AxisTarget::NodeEntry) // the ids, for a program to read
      for (const auto& value : axis.values) a["entries"].push_back(value.string());
    json["axes"].push_back(std::move(a));
  }
  json["points"] = nlohmann::ordered_json::array();
  for (const auto& point : sweep.points) {
    nlohmann::ordered_json p;
    p["index"] = point.index;
    if (!point.error.empty()) p["error"] = point.error;
    for (const auto& [name, run] :
         {std::pair{"backup", &point.backup}, std::pair{"restore", &point.restore}}) {
      p[name] = runJson(*run);
    }
    json["points"].push_back(std::move(p));
  }
  return json;
}

struct SweepArguments {
  std::string file;
  std::vector<std::string> varies;
  std::string scenario;
  bool json = false;
  bool csv = false;
  std::string threads;
  CatalogOptions catalog;
  const CLI::Option* scenarioOption = nullptr;
  const CLI::Option* threadsOption = nullptr;
};

int runSweep(const SweepArguments& args, const Io& io) {
  if (args.varies.size() > 2) {
    io.err
        << "tapeflow-cli sweep: give one topology FILE and one or two --vary OWNER.NAME=VALUES\n";
    return kExitUsage;
  }
  const auto catalog = loadCatalog(args.catalog, io, "sweep");
  if (!catalog) return kExitInvalidInput;
  auto loaded = loadTopologyArgument(args.file, catalog, io);
  if (!loaded.topology) {
    io.err << loaded.diagnostics.toString();
    return kExitInvalidInput;
  }
  int status = kExitOk;
  const auto scenario =
      given(args.scenarioOption) ? std::optional<std::string_view>(args.scenario) : std::nullopt;
  const auto document = documentToSolve(scenario, io, "sweep", std::move(loaded.topology), status);
  if (!document) return status;
  std::vector<whatif::SweepAxis> axes;
  for (const auto& vary : args.varies) {
    auto axis = whatif::parseAxis(*document, vary);
    if (!axis) {
      io.err << "tapeflow-cli sweep: --vary " << vary << ": " << axis.error().message << '\n';
      return kExitUsage;
    }
    axes.push_back(std::move(*axis));
  }
  whatif::SweepOptions options;
  const auto threads = readThreads(args.threadsOption, args.threads);
  if (!threads) {
    io.err << "tapeflow-cli sweep: --threads is a number from 1 to 256\n";
    return kExitUsage;
  }
  options.threads = *threads;
  const auto sweep = whatif::runSweep(*document, std::move(axes), options);
  if (args.json)
    io.out << toJson(sweep).dump(2) << '\n';
  else if (args.csv)
    printCsv(sweep, io.out);
  else
    printTable(sweep, io.out);
  return kExitOk;
}

Runner defineSweep(CLI::App& app) {
  auto args = std::make_shared<SweepArguments>();
  app.description(
      "Solves FILE for backup and for restore at every value (or pair of values) of the figures\n"
      "given with --vary, and prints each point's run times, rate, bottleneck and verdict.");
  addTopologyFile(app, args->file);
  addRepeated(app, "--vary", args->varies, "OWNER.NAME=VALUES",
              "a figure and its values, once or twice (a table of the pairs); the forms of "
              "VALUES are below")
      ->required();
  args->scenarioOption = addValue(app, "--scenario", args->scenario, "NAME",
                                  "sweep that scenario of the file instead of its base diagram");
  addFlag(app, "--json", args->json, "every point as JSON (seconds, bytes/s)");
  addFlag(app, "--csv", args->csv, "one line per point");
  args->threadsOption =
      addThreads(app, args->threads, "solve on N threads (default: one per core)");
  args->catalog.define(app);
  app.footer(
      "--vary OWNER.NAME=VALUES:\n"
      "  OWNER.NAME=FROM:TO[:N[:log]]   N points from FROM to TO (linear, or logarithmic\n"
      "                                 with ':log'); integers default to every value between\n"
      "  OWNER.NAME=A,B,C               a list of values\n"
      "OWNER is a node, link or job id as in the file; NAME a numeric parameter of that node or\n"
      "link, or a job option: streams, block_size, data_size, file_count, mean_file_size,\n"
      "compressibility, requests_in_flight (a node and a job may share an id: the job's\n"
      "option is swept when the node has no such parameter). Values take units:\n"
      "--vary lto.native_rate=100MB/s:400MB/s:7.\n"
      "  NODE.entry=A,B,C               the node as each of these catalog entries of its\n"
      "                                 kind (its own overrides kept):\n"
      "                                 --vary lto.entry=ibm-lto-8-hh,ibm-lto-9-hh\n"
      "Counts that are numbers in the file sweep like any number: a disk group's members, a\n"
      "drive's concurrency, a job's streams.\n"
      "  DRIVE.drives=1:8               that many drives of the drive's model, each linked\n"
      "                                 where it is, its jobs spread over them");
  return [args](const Io& io) { return runSweep(*args, io); };
}

} // namespace

extern const Command kSweepCommand;
const Command kSweepCommand{
    "sweep",
    "solve a topology over a range or list of values of one or two figures",
    &defineSweep,
};

} // namespace tapeflow::cli
