#pragma once

// What every tapeflow-cli subcommand sees: its arguments and where to write. Exit statuses are
// part of the tool's interface (scripts depend on them), so they are named here once.

#include <iosfwd>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

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

// The arguments after the subcommand name, with small helpers for options. "--option=value" is
// taken apart into "--option" "value" first, so every command accepts both spellings.
class Arguments {
public:
  explicit Arguments(const std::vector<std::string_view>& args);

  [[nodiscard]] bool has(std::string_view flag) const;
  // The value after `option` ("--to GB/h"); nullopt if absent. Sets `missingValue` when the
  // option is the last argument.
  [[nodiscard]] std::optional<std::string_view> value(std::string_view option,
                                                      bool* missingValue = nullptr) const;
  // Every value given to an option that may repeat ("--vary A --vary B").
  [[nodiscard]] std::vector<std::string_view> values(std::string_view option) const;
  // Arguments that are neither options nor option values, given the options that take values.
  [[nodiscard]] std::vector<std::string_view>
  positional(std::span<const std::string_view> optionsWithValue) const;
  // The first argument starting with '-' that is not in `known`, if any.
  [[nodiscard]] std::optional<std::string_view>
  unknownOption(std::span<const std::string_view> known) const;

private:
  std::vector<std::string_view> m_args;
};

struct Command {
  std::string_view name;
  std::string_view synopsis; // "convert VALUE [--to UNIT]"
  std::string_view summary;  // one line for the command list
  std::string_view help;     // the full text for "tapeflow-cli help NAME"
  int (*run)(const Arguments& args, const Io& io);
};

[[nodiscard]] std::span<const Command> allCommands();
[[nodiscard]] const Command* findCommand(std::string_view name);

// The whole tool as a function, so tests run it in-process: argv[0] excluded.
int runCommandLine(std::span<const std::string_view> args, const Io& io);

} // namespace tapeflow::cli
