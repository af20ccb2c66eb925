// tapeflow-cli check: load and validate topology files, printing every problem found.

#include "CatalogOptions.h"
#include "CommandLine.h"
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
  for (const auto& diagnostic : result.diagnostics.all())
    (diagnostic.severity == Severity::Error ? io.err : io.out) << diagnostic.toString() << '\n';
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

int runCheck(const Arguments& args, const Io& io) {
  static constexpr std::array<std::string_view, 4> kKnown{"--catalog", "--user-catalog", "--quiet",
                                                          "--json"};
  if (const auto unknown = args.unknownOption(kKnown)) {
    io.err << "tapeflow-cli check: unknown option '" << *unknown << "'\n";
    return kExitUsage;
  }
  for (const auto option : kCatalogOptions) {
    bool missing = false;
    (void)args.value(option, &missing);
    if (missing) {
      io.err << "tapeflow-cli check: " << option << " needs a folder\n";
      return kExitUsage;
    }
  }
  const auto files = args.positional(kCatalogOptions);
  if (files.empty()) {
    io.err << "tapeflow-cli check: give at least one topology file\n";
    return kExitUsage;
  }
  if (std::count(files.begin(), files.end(), "-") > 1) {
    io.err << "tapeflow-cli check: standard input (-) can be read only once\n";
    return kExitUsage;
  }
  const auto catalog = loadCatalog(args, io, "check");
  if (!catalog) return kExitInvalidInput;

  const bool json = args.has("--json");
  nlohmann::ordered_json report = nlohmann::ordered_json::array();
  int status = kExitOk;
  for (const auto file : files) {
    const auto result = loadTopologyArgument(file, catalog, io);
    if (!result.topology) status = kExitInvalidInput;
    if (json)
      report.push_back(fileJson(file, result));
    else
      printText(file, result, args.has("--quiet"), io);
  }
  if (json) io.out << report.dump(2) << '\n';
  return status;
}

} // namespace

extern const Command kCheckCommand;
const Command kCheckCommand{
    "check",
    "check FILE... [--catalog DIR] [--user-catalog DIR] [--quiet | --json]",
    "load and validate topology files; print every problem",
    "Loads each topology FILE against the component catalog and prints every problem\n"
    "found, with the file, the JSON Pointer of the value and what is wrong. Warnings\n"
    "(unknown members) do not fail the check; errors exit with status 2. FILE '-' is\n"
    "standard input.\n\n"
    "Options:\n"
    "  --catalog DIR        the shipped catalog folder (default: the installed one)\n"
    "  --user-catalog DIR   a folder of the user's own catalog entries\n"
    "  --quiet              print problems only, not a line per good file\n"
    "  --json               an array with one object per file: file, ok, nodes, links,\n"
    "                       jobs, measured_figures (when it loads), errors, and problems[]\n"
    "                       of severity, pointer (JSON Pointer) and message\n",
    &runCheck,
};

} // namespace tapeflow::cli
