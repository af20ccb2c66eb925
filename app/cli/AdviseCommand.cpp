// tapeflow-cli advise: the changes that buy the most (model/whatif/Advisor.h), each checked by a
// solve of the changed document, ranked, as a list or JSON.

#include "AdviceOutput.h"
#include "CatalogOptions.h"
#include "CommandLine.h"
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

int runAdvise(const Arguments& args, const Io& io) {
  static constexpr std::string_view kKnown[] = {
      "--catalog", "--user-catalog", "--direction", "--json", "--top", "--by-cost", "--tornado"};
  static constexpr std::string_view kValued[] = {"--catalog", "--user-catalog", "--direction",
                                                 "--top"};
  if (const auto unknown = args.unknownOption(kKnown)) {
    io.err << "tapeflow-cli advise: unknown option " << *unknown << '\n';
    return kExitUsage;
  }
  const auto files = args.positional(kValued);
  if (files.size() != 1) {
    io.err << "tapeflow-cli advise: give one topology FILE\n";
    return kExitUsage;
  }
  AdviceView view;
  whatif::AdvisorOptions options;
  const auto direction = args.value("--direction").value_or("both");
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
  if (const auto top = args.value("--top")) {
    const auto count = readTop(*top);
    if (!count) {
      io.err << "tapeflow-cli advise: --top is a number of at least 1\n";
      return kExitUsage;
    }
    view.top = *count;
  }
  view.byCost = options.byCost = args.has("--by-cost");
  const auto catalog = loadCatalog(args, io, "advise");
  if (!catalog) return kExitInvalidInput;
  const auto loaded = loadTopologyArgument(files.front(), catalog, io);
  if (!loaded.topology) {
    io.err << loaded.diagnostics.toString();
    return kExitInvalidInput;
  }
  const auto result = whatif::advise(*loaded.topology, options);
  const bool tornado = args.has("--tornado");
  const auto bars = tornado ? whatif::tornado(*loaded.topology) : whatif::TornadoData{};
  if (args.has("--json")) {
    auto json = adviceJson(result, view);
    if (tornado) json["tornado"] = tornadoJson(bars);
    io.out << json.dump(2) << '\n';
  } else {
    printAdvice(result, view, io.out);
    if (tornado) printTornado(bars, *loaded.topology, view, io.out);
  }
  return kExitOk;
}

} // namespace

extern const Command kAdviseCommand;
const Command kAdviseCommand{
    "advise",
    "advise FILE [--direction backup|restore|both] [--json] [--top N] [--by-cost] [--tornado]",
    "rank the changes that shorten the backup and restore runs the most",
    "Finds concrete changes from FILE's solution (its bottlenecks and their sensitivities):\n"
    "upgrading a component to the next faster catalog model of its kind, adding a tape drive,\n"
    "HBA or NIC beside a busy one, moving an adapter out of a busy bus, more streams, bigger\n"
    "blocks, software compression on or off. Each is checked by solving the changed document\n"
    "for backup and restore, and the list is ranked by the run time it saves, with the\n"
    "verdicts it changes.\n\n"
    "  --direction D  rank by the backup run, the restore run or both (default: both, the sum\n"
    "                 of the two runs' relative savings)\n"
    "  --top N        show the N best (default 10)\n"
    "  --by-cost      rank by gain per cost: catalog entries may carry a 'price'\n"
    "                 (docs/catalog-format.md); settings cost nothing; changes without a price\n"
    "                 come last\n"
    "  --tornado      also the run times with each of the busiest components' capacity\n"
    "                 figure at -50 % and +50 % (each a solve: a tornado chart's data)\n"
    "  --json         the list, the runs and the sensitivities as JSON (seconds, bytes/s)\n"
    "  --catalog DIR, --user-catalog DIR   as for 'check'\n",
    &runAdvise,
};

} // namespace tapeflow::cli
