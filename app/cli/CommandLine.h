#pragma once

// What every tapeflow-cli subcommand sees: where to write and what "-" reads. Exit statuses are
// part of the tool's interface (scripts depend on them), so they are named here once. The
// commands and their options are defined in CommandDefinition.h.

#include <iosfwd>
#include <span>
#include <string>
#include <string_view>

namespace tapeflow::cli {

enum ExitCode : int {
  kExitOk = 0,
  kExitUsage = 1,        // the command line itself is wrong
  kExitInvalidInput = 2, // the command line is fine but the input (a file, a value) is not
  kExitThresholds = 3,   // validate: the predictions miss the accuracy thresholds
  kExitWriteError = 4,   // the output could not be written (a full disk, a device error)
};

struct Io {
  std::ostream& out;
  std::ostream& err;
  std::istream* in = nullptr; // what "-" reads as a topology; null: the process's standard input
};

// The whole tool as a function, so tests run it in-process: argv[0] excluded.
int runCommandLine(std::span<const std::string_view> args, const Io& io);

} // namespace tapeflow::cli
