// tapeflow-cli advise: the changes that buy the most (model/whatif/Advisor.h), each checked by a
// solve of the changed document, ranked, as a list or JSON.

#include "AdviceOutput.h"
#include "CatalogOptions.h"
#include "CommandDefinition.h"
#include "TopologyInput.h"

#include "io/TopologyFile.h"

#include <charconv>

namespace tapeflow::cli {
namespace {

std::optional<std::size_t> readTop(std::string_view text) {
  std::size_t top = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), top);
  if (ec != std::errc{} || end != text.data() + text.size() || top < 1) return std::nullopt;
  return top;
}

struct AdviseArguments {
  std::string file;
  std::string direction = "both";
  bool json = false;
  std::string top;
  bool byCost = false;
  bool tornado = false;
  std::string threads;
  CatalogOptions catalog;
  const CLI::Option* topOption = nullptr;
  const CLI::Option* threadsOption = nullptr;
};

int runAdvise(const AdviseArguments& args, const Io& io) {
  AdviceView view;
  whatif::AdvisorOptions options;
  const auto& direction = args.direction;
  if (direction == "backup") {
    view.restore = false;
    options.rank = whatif::Rank::Backup;
  } else if (direction == "restore") {
    view.backup = false;
    options.rank = whatif::Rank::Restore;
  } else if (direction != "both") {
    io.err << "tapeflow-cli advise: --direction is backup, restore or both\n";
    return kExitUsage;
  }
  if (given(args.topOption)) {
    const auto count = readTop(args.top);
    if (!count) {
      io.err << "tapeflow-cli advise: --top is a number of at least 1\n";
      return kExitUsage;
    }
    view.top = *count;
  }
  view.byCost = options.byCost = args.byCost;
  const auto threads = readThreads(args.threadsOption, args.threads);
  if (!threads) {
    io.err << "tapeflow-cli advise: --threads is a number from 1 to 256\n";
    return kExitUsage;
  }
  options.threads = *threads;
  const auto catalog = loadCatalog(args.catalog, io, "advise");
  if (!catalog) return kExitInvalidInput;
  const auto loaded = loadTopologyArgument(args.file, catalog, io);
  if (!loaded.topology) {
    io.err << loaded.diagnostics.toString();
    return kExitInvalidInput;
  }
  const auto result = whatif::advise(*loaded.topology, options);
  const auto bars = args.tornado ? whatif::tornado(*loaded.topology) : whatif::TornadoData{};
  if (args.json) {
    auto json = adviceJson(result, view);
    if (args.tornado) json["tornado"] = tornadoJson(bars);
    io.out << json.dump(2) << '\n';
  } else {
    printAdvice(result, view, io.out);
    if (args.tornado) printTornado(bars, *loaded.topology, view, io.out);
  }
  return kExitOk;
}

Runner defineAdvise(CLI::App& app) {
  auto args = std::make_shared<AdviseArguments>();
  app.description(
      "Finds concrete changes from FILE's solution (its bottlenecks and their sensitivities):\n"
      "upgrading a component to the next faster catalog model of its kind, adding a tape drive,\n"
      "HBA or NIC beside a busy one, moving an adapter out of a busy bus, more streams, bigger\n"
      "blocks, software compression on or off. Each is checked by solving the changed document\n"
      "for backup and restore, and the list is ranked by the run time it saves, with the\n"
      "verdicts it changes.");
  addTopologyFile(app, args->file);
  addValue(app, "--direction", args->direction, "backup|restore|both",
           "rank by the backup run, the restore run or both (default: both, the sum of the two "
           "runs' relative savings)");
  args->topOption = addValue(app, "--top", args->top, "N", "show the N best (default 10)");
  addFlag(app, "--by-cost", args->byCost,
          "rank by gain per cost: catalog entries may carry a 'price' (docs/catalog-format.md); "
          "settings cost nothing; changes without a price come after priced ones, and changes "
          "that save no run time come last");
  addFlag(app, "--tornado", args->tornado,
          "also the run times with each of the busiest components' capacity figure at -50 % and "
          "+50 % (each a solve: a tornado chart's data)");
  addFlag(app, "--json", args->json,
          "the list, the runs and the sensitivities as JSON (seconds, bytes/s)");
  args->threadsOption =
      addThreads(app, args->threads, "check the changes on N threads (default: one per core)");
  args->catalog.define(app);
  return [args](const Io& io) { return runAdvise(*args, io); };
}

} // namespace

extern const Command kAdviseCommand;
const Command kAdviseCommand{
    "advise",
    "rank the changes that shorten the backup and restore runs the most",
    &defineAdvise,
};

} // namespace tapeflow::cli
