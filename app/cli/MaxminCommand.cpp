// tapeflow-cli maxmin: the weighted max-min core on an lmm-system file, for checking answers
// against other solvers and for timing it.

#include "CommandDefinition.h"

#include "maxmin/MaxMin.h"
#include "maxmin/SolutionFile.h"
#include "maxmin/SolveTiming.h"
#include "maxmin/SystemReader.h"
#include "util/JsonReader.h"

#include <array>
#include <charconv>
#include <cstdio>
#include <filesystem>
#include <ostream>
#include <string>

namespace tapeflow::cli {
namespace {

struct MaxminArguments {
  std::string file;
  std::string out;
  std::string time;
  const CLI::Option* outOption = nullptr;
  const CLI::Option* timeOption = nullptr;
};

int runMaxmin(const MaxminArguments& args, const Io& io) {
  int solves = 0;
  if (given(args.timeOption)) {
    const auto& time = args.time;
    const auto [end, ec] = std::from_chars(time.data(), time.data() + time.size(), solves);
    if (ec != std::errc{} || end != time.data() + time.size() || solves < 1) {
      io.err << "tapeflow-cli maxmin: --time needs a positive count, not '" << time << "'\n";
      return kExitUsage;
    }
  }

  // The same size rule as for JSON files: a larger file is refused before it is read.
  std::error_code sizeError;
  const auto size = std::filesystem::file_size(args.file, sizeError);
  if (!sizeError && size > kMaxJsonFileBytes) {
    io.err << "tapeflow-cli maxmin: " << args.file << ": the file is " << size / (1024 * 1024)
           << " MiB; files over " << kMaxJsonFileBytes / (1024 * 1024) << " MiB are refused\n";
    return kExitInvalidInput;
  }
  const auto problem = maxmin::readSystemFile(args.file);
  if (!problem) {
    io.err << "tapeflow-cli maxmin: " << problem.error().message << '\n';
    return kExitInvalidInput;
  }
  if (given(args.timeOption)) {
    const auto times = maxmin::timeSolves(*problem, solves);
    char line[160];
    std::snprintf(line, sizeof line, "%d solves: min %.3f us, median %.3f us\n", solves, times.min,
                  times.median);
    io.out << line;
    if (!given(args.outOption)) return kExitOk;
  }
  const maxmin::Solution solution = maxmin::solve(*problem);
  if (!given(args.outOption) || args.out == "-") {
    maxmin::writeSolution(io.out, solution);
    return kExitOk;
  }
  if (const auto written = maxmin::writeSolutionFile(args.out, solution); !written) {
    io.err << "tapeflow-cli maxmin: " << written.error().message << '\n';
    return kExitInvalidInput;
  }
  return kExitOk;
}

Runner defineMaxmin(CLI::App& app) {
  auto args = std::make_shared<MaxminArguments>();
  app.description(
      "Reads FILE (format 'lmm-system 1': constraints, weighted and bounded variables, and\n"
      "their incidence) and writes the weighted max-min fair allocation as 'lmm-solution 1'\n"
      "to OUT, or to standard output.");
  addArgument(app, "FILE", args->file, kLmmKind, "the lmm-system file")->required();
  args->outOption =
      addValue(app, "-o", args->out, kOutputKind,
               "write the solution to OUT instead of standard output ('-': standard output)");
  args->timeOption =
      addValue(app, "--time", args->time, "N",
               "solve N times and print the minimum and median solve time in microseconds (from "
               "the parsed system to every x; parsing excluded); the solution is then written "
               "only with -o");
  return [args](const Io& io) { return runMaxmin(*args, io); };
}

} // namespace

extern const Command kMaxminCommand;
const Command kMaxminCommand{
    "maxmin",
    "solve a weighted max-min sharing system (lmm-system 1 file)",
    &defineMaxmin,
};

} // namespace tapeflow::cli
