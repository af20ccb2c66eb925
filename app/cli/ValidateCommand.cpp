// tapeflow-cli validate: the measured figures of the reference papers (the `validation` section
// of each topology file) against the solver's predictions, with the summary statistics and the
// thresholds of issue 5. Exit 0 when the thresholds hold, 3 when they do not. The field reports'
// rows (issue 39) are shown and summarised apart, with their own targets, and are not part of
// the summary or the exit status; nor are the rows the paper itself contradicts (issue 41),
// while at most one paper row in ten is marked so.

#include "CatalogOptions.h"
#include "Columns.h"
#include "CommandDefinition.h"
#include "ComponentProofOutput.h"
#include "TopologyInput.h"

#include "catalog/Catalog.h"
#include "io/TopologyFile.h"
#include "units/Format.h"
#include "validation/Validation.h"
#include "validation/ValidationGroups.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <ostream>

namespace tapeflow::cli {
namespace {

namespace fs = std::filesystem;
using validation::Row;

// The files to validate: each PATH as a file, or every *.tapeflow file in it (sorted, so the
// output is stable); the shipped set when there is no PATH.
std::vector<std::string> collectFiles(const std::vector<std::string>& paths, std::string& error) {
  std::vector<std::string> roots(paths.begin(), paths.end());
  if (roots.empty()) roots.push_back(catalog::defaultResourceDir() + "/validation");
  std::vector<std::string> files;
  for (const auto& root : roots) {
    std::error_code ec;
    if (root == "-") {
      files.push_back(root); // standard input
    } else if (fs::is_directory(root, ec)) {
      std::vector<std::string> found;
      for (const auto& entry : fs::directory_iterator(root, ec))
        if (entry.path().extension() == ".tapeflow") found.push_back(entry.path().string());
      std::sort(found.begin(), found.end());
      if (found.empty() && error.empty()) error = root + ": no .tapeflow files in this folder";
      files.insert(files.end(), found.begin(), found.end());
    } else if (fs::exists(root, ec)) {
      files.push_back(root);
    } else if (error.empty()) {
      error = root + ": no such file or folder";
    }
  }
  return files;
}

std::string shown(double value, const std::string& unit) {
  return units::parseUnit(unit) ? units::format(value, unit, 4) : units::formatExact(value);
}

std::string where(const Row& row) {
  std::string text = row.record.paper;
  if (!row.record.table.empty()) text += " " + row.record.table;
  if (!row.record.row.empty()) text += ": " + row.record.row;
  return text;
}

std::string errorText(const Row& row) {
  if (!row.predicted) return "n/a";
  return (row.errorPercent >= 0 ? "+" : "") + units::format(row.errorPercent / 100.0, "%", 3);
}

// Column widths: ids are never cut (they are what a user greps for); the paper's table and row
// may be, at a width that keeps a line readable.
struct Widths {
  std::size_t id = 2;
  std::size_t where = 16;
};

Widths widthsOf(const std::vector<Row>& rows) {
  Widths w;
  for (const auto& row : rows) {
    w.id = std::max(w.id, row.record.id.size());
    w.where = std::min<std::size_t>(std::max(w.where, where(row).size()), 56);
  }
  return w;
}

void printRow(const Row& row, const Widths& w, std::ostream& out) {
  out << padded(row.record.id, w.id) << ' ' << padded(where(row), w.where) << ' '
      << padded(shown(row.measured, row.unit), 12) << ' '
      << padded(row.predicted ? shown(*row.predicted, row.unit) : "-", 12) << ' '
      << padded(errorText(row), 9) << ' ';
  if (row.bottleneckAgrees)
    out << (*row.bottleneckAgrees ? "agree " : "DIFFER ") << row.paperBottleneck << " / "
        << row.solverBottleneck;
  else if (!row.solverBottleneck.empty())
    out << "- / " << row.solverBottleneck;
  if (!row.problem.empty()) out << "  (" << row.problem << ")";
  if (!row.ownCalibration.empty()) out << "  [calibrated here]";
  if (!row.record.note.empty()) out << "  [note]";
  if (validation::isContradictedRow(row)) out << "  [contradicted]";
  out << '\n';
}

std::string pct(double value) { return units::format(value / 100.0, "%", 3); }

// A group's target and which of it is missed; a figure without a target is left out.
void printTarget(const validation::GroupReport& group, std::ostream& out) {
  const auto& t = group.target;
  out << "    target: median " << pct(t.medianPercent);
  if (std::isfinite(t.p90Percent)) out << ", 90th percentile " << pct(t.p90Percent);
  if (t.maxFactor > 0.0)
    out << ", every row within a factor of "
        << (t.maxFactor == 2.0 ? "two" : units::formatExact(t.maxFactor));
  if (t.bottleneckAgreement > 0.0)
    out << ", bottleneck agreement " << pct(t.bottleneckAgreement * 100.0);
  if (group.unmet.empty()) {
    out << ": met\n";
    return;
  }
  out << ": NOT MET (";
  for (std::size_t i = 0; i < group.unmet.size(); ++i) out << (i ? "; " : "") << group.unmet[i];
  out << ")\n";
}

void printGroup(const validation::GroupReport& group, std::ostream& out) {
  const auto& s = group.summary;
  out << "  " << group.title << ": " << s.count << " figures, median " << pct(s.medianPercent)
      << ", 90th percentile " << pct(s.p90Percent);
  if (group.id == validation::kFieldGroup)
    out << ", within a factor of two " << s.withinFactorTwo << " of " << s.count;
  out << ", bottleneck " << s.bottleneckAgree << " of " << s.bottleneckRows << '\n';
  if (group.hasTarget)
    printTarget(group, out);
  else
    for (const auto& why : group.unmet) out << "    " << why << '\n';
}

// The rows the paper contradicts, each with the rows that contradict it (issue 41).
void printContradicted(const validation::GroupReport& group, const std::vector<Row>& rows,
                       std::ostream& out) {
  out << "\nRows the paper contradicts (issue 41; apart from the targets and the exit status "
         "while at most one row in ten):\n";
  printGroup(group, out);
  for (const auto& row : validation::contradictedRows(rows))
    out << "    " << row.record.id << " (" << where(row) << ", " << errorText(row)
        << "): contradicted by " << row.record.contradicts << '\n';
}

// Issue 20's groups of the papers' rows: the whole set, the rows using a figure calibrated from
// their own table and the rows that do not, each against its target where it has one. Then the
// rows the paper contradicts, when some are marked, and the field group (issue 39), when there
// are field rows.
void printGroups(const std::vector<validation::GroupReport>& groups, const std::vector<Row>& rows,
                 std::ostream& out) {
  const auto apart = [](const validation::GroupReport& group) {
    return group.id == validation::kFieldGroup || group.id == validation::kContradictedGroup;
  };
  out << "\nBy calibration (issue 20 targets):\n";
  for (const auto& group : groups)
    if (!apart(group)) printGroup(group, out);
  for (const auto& group : groups)
    if (group.id == validation::kContradictedGroup) printContradicted(group, rows, out);
  for (const auto& group : groups) {
    if (group.id != validation::kFieldGroup) continue;
    out << "\nField reports (issue 39 targets; reported, not part of the exit status):\n";
    printGroup(group, out);
  }
}

// One table: the papers' rows, then the field rows under their own heading (none, no heading).
void printTable(const std::vector<Row>& papers, const std::vector<Row>& field, const Widths& w,
                std::ostream& out) {
  out << padded("id", w.id) << ' ' << padded("paper table: row", w.where) << ' '
      << padded("measured", 12) << ' ' << padded("predicted", 12) << ' ' << padded("error", 9)
      << ' ' << "bottleneck paper / solver\n";
  for (const auto& row : papers) printRow(row, w, out);
  if (field.empty()) return;
  out << "\nField reports (issue 39; apart from the papers' figures and the exit status):\n";
  for (const auto& row : field) printRow(row, w, out);
}

// `summary` is of `papers`, the reference papers' rows of `rows` held to the thresholds (its
// worst rows index them).
void printText(const std::vector<Row>& rows, const std::vector<Row>& papers,
               const validation::Summary& summary, const validation::Thresholds& limits,
               std::ostream& out) {
  const Widths w = widthsOf(rows);
  printTable(validation::paperRows(rows), validation::fieldRows(rows), w, out);
  out << "\nFigures: " << summary.count << " (" << summary.predicted << " predicted)";
  if (validation::contradictionsSetApart(rows))
    out << ", besides " << validation::contradictedRows(rows).size() << " the paper contradicts";
  out << '\n'

      << "Median absolute error: " << pct(summary.medianPercent) << " (threshold "
      << pct(limits.medianPercent) << ")\n"
      << "90th percentile: " << pct(summary.p90Percent) << " (threshold " << pct(limits.p90Percent)
      << ")\n"
      << "Bottleneck agreement: " << summary.bottleneckAgree << " of " << summary.bottleneckRows
      << " rows where the paper names one (threshold " << pct(limits.bottleneckAgreement * 100.0)
      << ")\n"
      << "Worst rows:\n";
  for (const auto index : summary.worst) {
    const auto& row = papers[index];
    out << "  " << padded(row.record.id, w.id) << ' ' << padded(errorText(row), 9) << ' '
        << where(row) << (row.record.note.empty() ? "" : "\n      note: " + row.record.note)
        << (row.problem.empty() ? "" : "\n      " + row.problem) << '\n';
  }
  printGroups(validation::groupReports(rows), rows, out);
  out << (summary.pass ? "PASS" : "FAIL") << '\n';
}

using Json = nlohmann::ordered_json;

// A group's figures, and its target where it has one. A figure without a target is null; the
// factor target only where the group has one.
Json groupJson(const validation::GroupReport& group) {
  Json g;
  g["id"] = group.id;
  g["title"] = group.title;
  g["count"] = group.summary.count;
  g["median_abs_error_percent"] = group.summary.medianPercent;
  g["p90_abs_error_percent"] = group.summary.p90Percent;
  g["within_factor_two"] = group.summary.withinFactorTwo;
  g["bottleneck_rows"] = group.summary.bottleneckRows;
  g["bottleneck_agree"] = group.summary.bottleneckAgree;
  if (!group.hasTarget) return g;
  const auto& t = group.target;
  g["target"] = {
      {"median_abs_error_percent", t.medianPercent},
      {"p90_abs_error_percent", std::isfinite(t.p90Percent) ? Json(t.p90Percent) : Json(nullptr)},
      {"bottleneck_agreement", t.bottleneckAgreement}};
  if (t.maxFactor > 0.0) g["target"]["max_factor"] = t.maxFactor;
  g["target_met"] = group.unmet.empty();
  g["unmet"] = group.unmet;
  return g;
}

// `summary` is of `papers`, the reference papers' rows of `rows` held to the thresholds (its
// worst rows index them).
Json toJson(const std::vector<Row>& rows, const std::vector<Row>& papers,
            const validation::Summary& summary, const validation::Thresholds& limits) {
  Json json;
  Json list = Json::array();
  const bool setApart = validation::contradictionsSetApart(rows);
  for (const auto& row : rows) {
    Json r;
    r["file"] = row.file;
    r["id"] = row.record.id;
    r["quantity"] = row.record.quantity;
    if (!row.record.job.empty()) r["job"] = row.record.job;
    r["direction"] = std::string(topology::directionName(row.record.direction));
    r["paper"] = row.record.paper;
    r["table"] = row.record.table;
    r["row"] = row.record.row;
    r["value"] = row.record.value;
    r["measured"] = row.measured;
    r["predicted"] = row.predicted ? Json(*row.predicted) : Json(nullptr);
    r["error_percent"] = row.predicted ? Json(row.errorPercent) : Json(nullptr);
    r["abs_error_percent"] = row.absErrorPercent;
    r["paper_bottleneck"] = row.paperBottleneck.empty() ? Json(nullptr) : Json(row.paperBottleneck);
    r["solver_bottleneck"] = row.solverBottleneck;
    r["solver_bottleneck_label"] = row.solverBottleneckLabel;
    r["bottleneck_agrees"] = row.bottleneckAgrees ? Json(*row.bottleneckAgrees) : Json(nullptr);
    if (!row.problem.empty()) r["problem"] = row.problem;
    r["own_calibration"] = row.ownCalibration;
    if (!row.record.note.empty()) r["note"] = row.record.note;
    if (validation::isContradictedRow(row)) {
      r["contradicts"] = row.record.contradicts;
      r["set_apart"] = setApart;
    }
    list.push_back(std::move(r));
  }
  json["rows"] = std::move(list);
  Json s;
  s["count"] = summary.count;
  s["predicted"] = summary.predicted;
  s["median_abs_error_percent"] = summary.medianPercent;
  s["p90_abs_error_percent"] = summary.p90Percent;
  s["bottleneck_rows"] = summary.bottleneckRows;
  s["bottleneck_agree"] = summary.bottleneckAgree;
  Json worst = Json::array();
  for (const auto index : summary.worst) worst.push_back(papers[index].record.id);
  s["worst"] = std::move(worst);
  s["thresholds"] = {{"median_abs_error_percent", limits.medianPercent},
                     {"p90_abs_error_percent", limits.p90Percent},
                     {"bottleneck_agreement", limits.bottleneckAgreement}};
  s["pass"] = summary.pass;
  json["summary"] = std::move(s);
  Json groups = Json::array();
  for (const auto& group : validation::groupReports(rows)) groups.push_back(groupJson(group));
  json["groups"] = std::move(groups);
  return json;
}

struct ValidateArguments {
  std::vector<std::string> paths;
  bool json = false;
  bool fromComponents = false;
  CatalogOptions catalog;
};

int runValidate(const ValidateArguments& args, const Io& io) {
  if (args.fromComponents) {
    const auto catalog = loadCatalog(args.catalog, io, "validate");
    return catalog ? runComponentProof(catalog, args.json, io) : kExitInvalidInput;
  }
  std::string missing;
  const auto files = collectFiles(args.paths, missing);
  if (!missing.empty()) {
    io.err << "tapeflow-cli validate: " << missing << '\n';
    return kExitInvalidInput;
  }
  const auto catalog = loadCatalog(args.catalog, io, "validate");
  if (!catalog) return kExitInvalidInput;
  std::vector<Row> rows;
  bool bad = false;
  for (const auto& file : files) {
    const auto loaded = loadTopologyArgument(file, catalog, io);
    if (!loaded.topology || loaded.diagnostics.hasErrors()) {
      io.err << loaded.diagnostics.toString();
      bad = true;
      continue;
    }
    const std::string name =
        file == "-" ? std::string(shownName(file)) : fs::path(file).filename().string();
    if (loaded.topology->validation().empty())
      io.err << "tapeflow-cli validate: " << name
             << ": no measured figures (no validation section)\n";
    auto fileRows = validation::validate(*loaded.topology, name);
    rows.insert(rows.end(), std::make_move_iterator(fileRows.begin()),
                std::make_move_iterator(fileRows.end()));
  }
  if (bad) return kExitInvalidInput;
  const validation::Thresholds limits;
  // The summary and the exit status are the reference papers' (issue 39): field rows are only
  // reported, in a group of their own, so adding them cannot change what a change must keep.
  // Rows the paper contradicts are left out too, while at most one in ten (issue 41).
  const auto papers = validation::heldRows(rows);
  const auto summary = validation::summarize(papers, limits);
  if (args.json)
    io.out << toJson(rows, papers, summary, limits).dump(2) << '\n';
  else
    printText(rows, papers, summary, limits, io.out);
  return summary.pass ? kExitOk : kExitThresholds;
}

Runner defineValidate(CLI::App& app) {
  auto args = std::make_shared<ValidateArguments>();
  app.description(
      "Solves every topology file given (a folder means every .tapeflow file in it; default: the\n"
      "shipped validation set, resources/validation) and compares each measured figure of its\n"
      "'validation' section with the prediction: one line per figure (id, paper, table and row,\n"
      "measured, predicted, error, the bottleneck the paper names and the one the solver names),\n"
      "then the count, the median and 90th-percentile absolute error, the five worst rows and the\n"
      "bottleneck agreement; then the same for two groups (issue 20): rows that use a catalog\n"
      "figure calibrated from their own table (marked [calibrated here]) and rows that do not,\n"
      "with issue 20's targets and which of them are not met. Rows whose paper is\n"
      "'field-reports' (published measurements of today's set-ups, issue 39) are listed under\n"
      "their own heading and kept out of all that: they are the field group, with its own\n"
      "figures (including how many rows are within a factor of two) and issue 39's targets;\n"
      "nothing of it is printed when there are no such rows. A row whose record says which rows\n"
      "of its paper contradict it ('contradicts', issue 41; marked [contradicted]) is listed with\n"
      "them and kept out of the summary, the groups' targets and the exit status, while at most\n"
      "one paper row in ten is so marked; beyond that no row is set apart. See\n"
      "docs/validation.md.");
  addArguments(app, "PATH", args->paths, kTopologyKind,
               "a topology file, or a folder of them; '-' reads one from standard input");
  addFlag(app, "--from-components", args->fromComponents,
          "issue 23's proof: for each set-up of the shipped set's "
          "resources/validation/component-proof.json, calibrate from its component rows (drive "
          "and disk tests, jobs to a NULL device, RAWREAD) and predict its application rows, "
          "before and after; exit 3 when a paper's median error is worse after");
  addFlag(app, "--json", args->json, "the same as JSON");
  args->catalog.define(app);
  app.footer(
      "Exit status, over the reference papers' rows (not the field reports', nor those set apart\n"
      "as contradicted by their paper): 0 when the median\n"
      "absolute error is at most 10 %, the 90th percentile at most 25 % and the bottleneck agrees\n"
      "in at least 90 % of the rows naming one; 3 when not; 2 when a file cannot be read. Issue\n"
      "20's targets and the field group's (issue 39) are reported, not part of the exit status.");
  return [args](const Io& io) { return runValidate(*args, io); };
}

} // namespace

extern const Command kValidateCommand;
const Command kValidateCommand{
    "validate",
    "compare the predictions with the measurements of the reference papers",
    &defineValidate,
};

} // namespace tapeflow::cli
