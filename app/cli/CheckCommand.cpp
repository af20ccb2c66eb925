// tapeflow-cli check: load and validate topology files, printing every problem found.

#include "CatalogOptions.h"
#include "CommandDefinition.h"
#include "TopologyInput.h"

#include "io/TopologyFile.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <ostream>

namespace tapeflow::cli {
namespace {

nlohmann::ordered_json problemJson(const Diagnostic& diagnostic) {
  nlohmann::ordered_json json;
  json["severity"] = diagnostic.severity == Severity::Error ? "error" : "warning";
  json["pointer"] = diagnostic.pointer;
  json["message"] = diagnostic.message;
  return json;
}

// One file's verdict for --json: whether it loads, its size when it does, and every problem.
nlohmann::ordered_json fileJson(std::string_view file, const io::LoadResult& result) {
  nlohmann::ordered_json json;
  json["file"] = std::string(shownName(file));
  json["ok"] = result.topology != nullptr;
  if (const auto* t = result.topology.get()) {
    json["nodes"] = t->nodes().size();
    json["links"] = t->links().size();
    json["jobs"] = t->jobs().size();
    json["measured_figures"] = t->validation().size();
  }
  json["errors"] = result.diagnostics.errorCount();
  json["problems_not_shown"] = result.diagnostics.omitted();
  json["problems"] = nlohmann::ordered_json::array();
  for (const auto& diagnostic : result.diagnostics.all())
    json["problems"].push_back(problemJson(diagnostic));
  return json;
}

void printText(std::string_view file, const io::LoadResult& result, bool quiet, const Io& io) {
  // Every problem on standard error, in the order found: warnings on standard output
  // interleaved out of order with the errors (issue 41).
  for (const auto& diagnostic : result.diagnostics.all()) io.err << diagnostic.toString() << '\n';
  if (result.diagnostics.omitted() > 0) io.err << result.diagnostics.omittedText() << '\n';
  if (!result.topology) {
    io.err << shownName(file) << ": FAILED (" << result.diagnostics.errorCount()
           << (result.diagnostics.errorCount() == 1 ? " error)\n" : " errors)\n");
  } else if (!quiet) {
    const auto& t = *result.topology;
    io.out << shownName(file) << ": ok (" << t.nodes().size() << " nodes, " << t.links().size()
           << " links, " << t.jobs().size() << " jobs, " << t.validation().size()
           << " measured figures)\n";
  }
}

struct CheckArguments {
  std::vector<std::string> files;
  bool quiet = false;
  bool json = false;
  CatalogOptions catalog;
};

int runCheck(const CheckArguments& args, const Io& io) {
  const auto& files = args.files;
  if (std::count(files.begin(), files.end(), "-") > 1) {
    io.err << "tapeflow-cli check: standard input (-) can be read only once\n";
    return kExitUsage;
  }
  const auto catalog = loadCatalog(args.catalog, io, "check");
  if (!catalog) return kExitInvalidInput;

  nlohmann::ordered_json report = nlohmann::ordered_json::array();
  int status = kExitOk;
  for (const auto& file : files) {
    const auto result = loadTopologyArgument(file, catalog, io);
    if (!result.topology) status = kExitInvalidInput;
    if (args.json)
      report.push_back(fileJson(file, result));
    else
      printText(file, result, args.quiet, io);
  }
  if (args.json) io.out << report.dump(2) << '\n';
  return status;
}

Runner defineCheck(CLI::App& app) {
  auto args = std::make_shared<CheckArguments>();
  app.description(
      "Loads each topology FILE against the component catalog and prints every problem\n"
      "found, with the file, the JSON Pointer of the value and what is wrong. Warnings\n"
      "(unknown members) do not fail the check; errors exit with status 2. FILE '-' is\n"
      "standard input.");
  addArguments(app, "FILE", args->files, kTopologyKind,
               "a topology file; '-' reads one from standard input")
      ->required();
  addFlag(app, "--quiet", args->quiet, "print problems only, not a line per good file");
  addFlag(app, "--json", args->json,
          "an array with one object per file: file, ok, nodes, links, jobs, measured_figures "
          "(when it loads), errors, and problems[] of severity, pointer (JSON Pointer) and "
          "message");
  args->catalog.define(app);
  return [args](const Io& io) { return runCheck(*args, io); };
}

} // namespace

extern const Command kCheckCommand;
const Command kCheckCommand{
    "check",
    "load and validate topology files; print every problem",
    &defineCheck,
};

} // namespace tapeflow::cli
