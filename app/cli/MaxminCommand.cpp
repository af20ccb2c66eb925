// tapeflow-cli maxmin: the weighted max-min core on an lmm-system file, for checking answers
// against other solvers and for timing it.

#include "CommandLine.h"

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

int runMaxmin(const Arguments& args, const Io& io) {
  static constexpr std::array<std::string_view, 2> kValued{"-o", "--time"};
  if (const auto unknown = args.unknownOption(kValued)) {
    io.err << "tapeflow-cli maxmin: unknown option '" << *unknown << "'\n";
    return kExitUsage;
  }
  bool missingOut = false, missingTime = false;
  const auto out = args.value("-o", &missingOut);
  const auto time = args.value("--time", &missingTime);
  const auto files = args.positional(kValued);
  if (missingOut || missingTime || files.size() != 1) {
    io.err << "usage: tapeflow-cli maxmin FILE [-o OUT] [--time N]\n";
    return kExitUsage;
  }
  int solves = 0;
  if (time) {
    const auto [end, ec] = std::from_chars(time->data(), time->data() + time->size(), solves);
    if (ec != std::errc{} || end != time->data() + time->size() || solves < 1) {
      io.err << "tapeflow-cli maxmin: --time needs a positive count, not '" << *time << "'\n";
      return kExitUsage;
    }
  }

  // The same size rule as for JSON files: a larger file is refused before it is read.
  std::error_code sizeError;
  const auto size = std::filesystem::file_size(std::string(files.front()), sizeError);
  if (!sizeError && size > kMaxJsonFileBytes) {
    io.err << "tapeflow-cli maxmin: " << files.front() << ": the file is " << size / (1024 * 1024)
           << " MiB; files over " << kMaxJsonFileBytes / (1024 * 1024) << " MiB are refused\n";
    return kExitInvalidInput;
  }
  const auto problem = maxmin::readSystemFile(std::string(files.front()));
  if (!problem) {
    io.err << "tapeflow-cli maxmin: " << problem.error().message << '\n';
    return kExitInvalidInput;
  }
  if (time) {
    const auto times = maxmin::timeSolves(*problem, solves);
    char line[160];
    std::snprintf(line, sizeof line, "%d solves: min %.3f us, median %.3f us\n", solves, times.min,
                  times.median);
    io.out << line;
    if (!out) return kExitOk;
  }
  const maxmin::Solution solution = maxmin::solve(*problem);
  if (!out || *out == "-") {
    maxmin::writeSolution(io.out, solution);
    return kExitOk;
  }
  if (const auto written = maxmin::writeSolutionFile(std::string(*out), solution); !written) {
    io.err << "tapeflow-cli maxmin: " << written.error().message << '\n';
    return kExitInvalidInput;
  }
  return kExitOk;
}

} // namespace

extern const Command kMaxminCommand;
const Command kMaxminCommand{
    "maxmin",
    "maxmin FILE [-o OUT] [--time N]",
    "solve a weighted max-min sharing system (lmm-system 1 file)",
    "Reads FILE (format 'lmm-system 1': constraints, weighted and bounded variables, and\n"
    "their incidence) and writes the weighted max-min fair allocation as 'lmm-solution 1'\n"
    "to OUT, or to standard output.\n\n"
    "Options:\n"
    "  -o OUT     write the solution to OUT instead of standard output\n"
    "  --time N   solve N times and print the minimum and median solve time in\n"
    "             microseconds (from the parsed system to every x; parsing excluded);\n"
    "             the solution is then written only with -o\n",
    &runMaxmin,
};

} // namespace tapeflow::cli
