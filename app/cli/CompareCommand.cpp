// tapeflow-cli compare: the base diagram of a file and its scenarios side by side
// (model/whatif/Compare.h): run times, rates, bottlenecks and verdicts for backup and restore,
// then what each scenario changes.

#include "CatalogOptions.h"
#include "Columns.h"
#include "CommandDefinition.h"
#include "RunFigures.h"
#include "TopologyInput.h"

#include "io/TopologyFile.h"
#include "whatif/Compare.h"

#include <algorithm>
#include <ostream>
#include <vector>

namespace tapeflow::cli {
namespace {

constexpr std::size_t kColumnGap = 2; // spaces between columns

std::string title(const whatif::ScenarioFigures& column) {
  return column.base ? std::string("Base") : column.name;
}

// The verdict in a few words for a column: "fits, 4 h 50 min spare".
std::string shortVerdict(const whatif::Verdict& verdict) {
  switch (verdict.fit) {
  case whatif::Fit::Fits: return "fits, " + durationText(verdict.marginSeconds) + " spare";
  case whatif::Fit::Misses: return "misses by " + durationText(verdict.marginSeconds);
  case whatif::Fit::CannotFinish: return "cannot finish";
  case whatif::Fit::NotSet: return "no limit set";
  }
  return {};
}

using Cell = std::string (*)(const whatif::RunFigures&);
// A line of the table, without the padding of its last column.
void printLine(std::string line, std::ostream& out) {
  line.erase(line.find_last_not_of(' ') + 1);
  out << line << '\n';
}

struct TableRow {
  std::string label;
  std::vector<std::string> cells; // one per column
};

// The rows of one run: its time, the rate over it, what ends it and its verdict.
void addRunRows(const whatif::Comparison& comparison, bool backup, std::vector<TableRow>& rows) {
  const std::string run = backup ? "Backup" : "Restore";
  const std::pair<const char*, Cell> kinds[] = {
      {" run", [](const whatif::RunFigures& r) { return durationText(r.runSeconds); }},
      // Over the run: the rate that agrees with its time.
      {" rate", [](const whatif::RunFigures& r) { return units::format(r.rate, "MB/s", 4); }},
      // What decides the run's time: the job that ends it, and what holds that job (issue 40).
      {" ends with", [](const whatif::RunFigures& r) { return r.endsWith; }},
      {" held by", [](const whatif::RunFigures& r) { return r.bottleneck; }},
      {" held earlier by", [](const whatif::RunFigures& r) { return r.heldEarlier; }},
      {" verdict", [](const whatif::RunFigures& r) { return shortVerdict(r.verdict); }}};
  for (const auto& [suffix, cell] : kinds) {
    TableRow row{run + suffix, {}};
    for (const auto& column : comparison.columns)
      row.cells.push_back(!column.error.empty() ? std::string("(does not apply)")
                                                : cell(backup ? column.backup : column.restore));
    // A row that says nothing in any column (nothing held a last job earlier) is left out.
    if (std::any_of(row.cells.begin(), row.cells.end(), [](const auto& c) { return !c.empty(); }))
      rows.push_back(std::move(row));
  }
}

void printTable(const whatif::Comparison& comparison, std::ostream& out) {
  std::vector<TableRow> rows;
  TableRow header{"", {}};
  for (const auto& column : comparison.columns) header.cells.push_back(title(column));
  rows.push_back(std::move(header));
  addRunRows(comparison, true, rows);
  addRunRows(comparison, false, rows);
  // Each column as wide as its widest cell (issue 40: names were cut beside empty space).
  std::vector<std::size_t> widths(comparison.columns.size(), 0);
  std::size_t labelWidth = 0;
  for (const auto& row : rows) {
    labelWidth = std::max(labelWidth, displayWidth(row.label) + kColumnGap);
    for (std::size_t c = 0; c < row.cells.size(); ++c)
      widths[c] = std::max(widths[c], displayWidth(row.cells[c]) + kColumnGap);
  }
  for (const auto& row : rows) {
    std::string line = padded(row.label, labelWidth);
    for (std::size_t c = 0; c < row.cells.size(); ++c) line += padded(row.cells[c], widths[c]);
    printLine(std::move(line), out);
  }
  for (const auto& column : comparison.columns) {
    if (column.base) continue;
    out << '\n' << column.name << (column.note.empty() ? "" : " (" + column.note + ")") << '\n';
    if (!column.error.empty()) out << "  does not apply: " << column.error << '\n';
    for (const auto& line : column.differences) out << "  " << line << '\n';
    if (column.differences.empty()) out << "  no changes\n";
  }
}

nlohmann::ordered_json toJson(const whatif::Comparison& comparison) {
  nlohmann::ordered_json json;
  json["format"] = "tapeflow-compare";
  json["version"] = 1;
  json["columns"] = nlohmann::ordered_json::array();
  for (const auto& column : comparison.columns) {
    nlohmann::ordered_json c;
    c["base"] = column.base;
    if (!column.base) c["name"] = column.name;
    if (!column.note.empty()) c["note"] = column.note;
    if (!column.error.empty()) c["error"] = column.error;
    if (column.error.empty()) {
      c["backup"] = runJson(column.backup);
      c["restore"] = runJson(column.restore);
    }
    if (!column.base) c["differences"] = column.differences;
    json["columns"].push_back(std::move(c));
  }
  return json;
}

struct CompareArguments {
  std::string file;
  std::vector<std::string> scenarios;
  bool json = false;
  CatalogOptions catalog;
};

int runCompare(const CompareArguments& args, const Io& io) {
  const auto catalog = loadCatalog(args.catalog, io, "compare");
  if (!catalog) return kExitInvalidInput;
  const auto loaded = loadTopologyArgument(args.file, catalog, io);
  if (!loaded.topology) {
    io.err << loaded.diagnostics.toString();
    return kExitInvalidInput;
  }
  const auto& names = args.scenarios;
  if (names.empty() && loaded.topology->scenarios().empty())
    io.err << "tapeflow-cli compare: the file has no scenarios; only its base is shown\n";
  const auto comparison = whatif::compareScenarios(*loaded.topology, names);
  if (!comparison) {
    io.err << "tapeflow-cli compare: " << comparison.error().message << '\n';
    return kExitUsage;
  }
  if (args.json)
    io.out << toJson(*comparison).dump(2) << '\n';
  else
    printTable(*comparison, io.out);
  return kExitOk;
}

Runner defineCompare(CLI::App& app) {
  auto args = std::make_shared<CompareArguments>();
  app.description(
      "Solves the base diagram of FILE and each of its scenarios (all of them, or those named\n"
      "with --scenario, which may repeat) for backup and for restore, and prints side by side\n"
      "each one's run times, rates, bottlenecks and verdicts, then what each scenario changes.\n"
      "A scenario whose changes no longer apply to the base is shown with the reason.");
  addTopologyFile(app, args->file);
  addRepeated(app, "--scenario", args->scenarios, "NAME",
              "compare this scenario (repeat for more; default: every scenario)");
  addFlag(app, "--json", args->json, "every figure as JSON (seconds, bytes/s)");
  args->catalog.define(app);
  return [args](const Io& io) { return runCompare(*args, io); };
}

} // namespace

extern const Command kCompareCommand;
const Command kCompareCommand{
    "compare",
    "the base diagram and its scenarios side by side",
    &defineCompare,
};

} // namespace tapeflow::cli
