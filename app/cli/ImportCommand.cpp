// tapeflow-cli import bareos: a Bareos or Bacula configuration (and its job history) drawn as a
// topology document (issue 42), the same import as the app's File ▸ Import.

#include "CatalogOptions.h"
#include "CommandDefinition.h"

#include "io/TopologyFile.h"
#include "siteimport/ImportBareos.h"
#include "units/Units.h"

#include <ostream>

namespace tapeflow::cli {
namespace {

struct ImportArguments {
  std::string format;
  std::string path;
  std::string jobs;
  std::string out;
  std::string network = "10 Gb/s";
  std::string dataSize = "1 TB";
  std::string changeRate = "2 %";
  std::string window = "8 h";
  CatalogOptions catalog;
};

// A value of the wanted dimension, or a message that says which option is wrong and why.
Expected<double> quantity(const std::string& option, const std::string& text,
                          units::Dimension dimension) {
  const auto value = units::parseQuantity(text);
  if (!value) return Error{option + ": " + value.error().message};
  if (value->dimension != dimension || !(value->value > 0.0))
    return Error{option + ": '" + text + "' is not a positive " +
                 std::string(units::dimensionName(dimension))};
  return value->value;
}

Expected<siteimport::ImportChoices> readChoices(const ImportArguments& args) {
  using units::Dimension;
  siteimport::ImportChoices choices;
  const auto network = quantity("--network", args.network, Dimension::Rate);
  const auto data = quantity("--data-size", args.dataSize, Dimension::Bytes);
  const auto change = quantity("--change-rate", args.changeRate, Dimension::Dimensionless);
  const auto window = quantity("--window", args.window, Dimension::Seconds);
  for (const auto* read : {&network, &data, &change, &window})
    if (!*read) return read->error();
  if (*change > 1.0) return Error{"--change-rate: '" + args.changeRate + "' is above 100 %"};
  choices.networkBitsPerSecond = *network * 8.0;
  choices.dataBytes = *data;
  choices.changeRate = *change;
  choices.windowSeconds = *window;
  return choices;
}

void printReport(const siteimport::ImportResult& result, const Io& io) {
  for (const auto& d : result.diagnostics.all()) io.err << d.toString() << '\n';
  if (result.diagnostics.omitted()) io.err << result.diagnostics.omittedText() << '\n';
  if (!result.topology) return;
  io.err << "Imported " << siteimport::importSummary(result) << ".\n";
  if (result.historyRecords)
    io.err << "Job history: " << result.historyRecords << " jobs read, " << result.historyMatched
           << " imported jobs sized from it.\n";
  for (const auto& a : result.site.assumptions)
    io.err << "  assumed: " << a.subject << ": " << a.text << '\n';
}

int runImport(const ImportArguments& args, const Io& io) {
  const auto choices = readChoices(args);
  if (!choices) {
    io.err << "tapeflow-cli import: " << choices.error().message << '\n';
    return kExitUsage;
  }
  const auto catalog = loadCatalog(args.catalog, io, "import");
  if (!catalog) return kExitInvalidInput;
  const auto result = siteimport::importBareos({args.path, args.jobs, *choices}, catalog);
  printReport(result, io);
  if (!result.topology) return kExitInvalidInput;
  if (args.out.empty() || args.out == "-") {
    io.out << io::saveTopologyText(*result.topology);
    return kExitOk;
  }
  if (const auto saved = io::saveTopologyFile(*result.topology, args.out); !saved) {
    io.err << "tapeflow-cli import: " << saved.error().message << '\n';
    return kExitWriteError;
  }
  return kExitOk;
}

Runner defineImport(CLI::App& app) {
  auto args = std::make_shared<ImportArguments>();
  app.description(
      "Draws the site a Bareos or Bacula configuration describes as a topology document: each\n"
      "client a server with a volume per backup job, the storage daemons with their drives,\n"
      "autochangers, disk devices and spool areas, the jobs, and their schedule as the\n"
      "document's period. PATH is a configuration file (bareos-dir.conf, bacula-dir.conf) or\n"
      "folder (/etc/bareos, bareos-dir.d). With --jobs, a job history sizes the jobs and\n"
      "its fulls become measurements. What the configuration does not say is assumed, and\n"
      "every assumption is printed (and kept in the document's description).");
  addArgument(app, "FORMAT", args->format, "bareos|bacula",
              "the configuration's program: bareos or bacula")
      ->required()
      ->check(CLI::IsMember({"bareos", "bacula"}));
  addArgument(app, "PATH", args->path, kFolderKind, "the configuration file or folder")->required();
  addValue(app, "--jobs", args->jobs, kCsvKind,
           "a job history: bconsole 'list jobs' or 'llist jobs' output, or the catalog's Job "
           "table as CSV");
  addValue(app, "-o", args->out, kOutputKind,
           "write the document to OUT instead of standard output ('-': standard output)");
  addValue(app, "--network", args->network, "SPEED",
           "the Ethernet of the clients and storage daemons (default 10 Gb/s)");
  addValue(app, "--data-size", args->dataSize, "SIZE",
           "a job's data when the history does not give it (default 1 TB)");
  addValue(app, "--change-rate", args->changeRate, "SHARE",
           "the data changed a day when the history does not give it (default 2 %)");
  addValue(app, "--window", args->window, "DURATION", "the nightly backup window (default 8 h)");
  args->catalog.define(app);
  return [args](const Io& io) { return runImport(*args, io); };
}

} // namespace

extern const Command kImportCommand;
const Command kImportCommand{
    "import",
    "draw a Bareos or Bacula configuration (and its job history) as a document",
    &defineImport,
};

} // namespace tapeflow::cli
