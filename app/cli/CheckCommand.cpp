// tapeflow-cli check: load and validate topology files, printing every problem found.

#include "CatalogOptions.h"
#include "CommandLine.h"

#include "io/TopologyFile.h"

#include <ostream>

namespace tapeflow::cli {
namespace {

int runCheck(const Arguments& args, const Io& io) {
  static constexpr std::array<std::string_view, 3> kKnown{"--catalog", "--user-catalog", "--quiet"};
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
  const auto catalog = loadCatalog(args, io, "check");
  if (!catalog) return kExitInvalidInput;

  const bool quiet = args.has("--quiet");
  int status = kExitOk;
  for (const auto file : files) {
    const auto result = io::loadTopologyFile(std::string(file), catalog);
    for (const auto& diagnostic : result.diagnostics.all())
      (diagnostic.severity == Severity::Error ? io.err : io.out) << diagnostic.toString() << '\n';
    if (result.diagnostics.omitted() > 0) io.err << result.diagnostics.omittedText() << '\n';
    if (!result.topology) {
      io.err << file << ": FAILED (" << result.diagnostics.errorCount()
             << (result.diagnostics.errorCount() == 1 ? " error)\n" : " errors)\n");
      status = kExitInvalidInput;
      continue;
    }
    if (!quiet) {
      const auto& t = *result.topology;
      io.out << file << ": ok (" << t.nodes().size() << " nodes, " << t.links().size() << " links, "
             << t.jobs().size() << " jobs, " << t.validation().size() << " measured figures)\n";
    }
  }
  return status;
}

} // namespace

extern const Command kCheckCommand;
const Command kCheckCommand{
    "check",
    "check FILE... [--catalog DIR] [--user-catalog DIR] [--quiet]",
    "load and validate topology files; print every problem",
    "Loads each topology FILE against the component catalog and prints every problem\n"
    "found, with the file, the JSON Pointer of the value and what is wrong. Warnings\n"
    "(unknown members) do not fail the check; errors exit with status 2.\n\n"
    "Options:\n"
    "  --catalog DIR        the shipped catalog folder (default: the installed one)\n"
    "  --user-catalog DIR   a folder of the user's own catalog entries\n"
    "  --quiet              print problems only, not a line per good file\n",
    &runCheck,
};

} // namespace tapeflow::cli
