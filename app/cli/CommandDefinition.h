#pragma once

// How a tapeflow-cli command is defined: once, as a CLI11 subcommand that declares its arguments,
// options, descriptions and explanatory text. The parser, the help ('help NAME', 'NAME --help')
// and the bash completion ('completion bash') are all made from these definitions.
//
// The type name of an option or argument is the kind of value it takes. The help shows it after
// the option ("--catalog DIR"); the completion offers what it names. A name in capitals is a
// metavariable: FILE a topology file (*.tapeflow, *.json; '-' is standard input) or a folder of
// them, CSV a CSV file, DIR a folder, OUT or LMM any file; other capitals are free text (NAME,
// UNIT, N). Lower-case words between bars are the values themselves ("backup|restore|both").

#include "CommandLine.h"

#include <CLI/CLI.hpp>

#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace tapeflow::cli {

// A command once its subcommand has parsed the arguments into the values its definition bound.
using Runner = std::function<int(const Io&)>;

struct Command {
  std::string_view name;
  std::string_view summary; // one line for the command list
  // Declares the command's arguments, options, description and footer on `app` (its
  // subcommand), bound to values the returned runner owns.
  Runner (*define)(CLI::App& app);
};

// The commands of the tool, in the order of its help (Commands.cpp).
[[nodiscard]] std::span<const Command> allCommands();

// The kinds of value (see above).
inline constexpr const char* kTopologyKind = "FILE";
inline constexpr const char* kCsvKind = "CSV";
inline constexpr const char* kFolderKind = "DIR";
inline constexpr const char* kOutputKind = "OUT";
inline constexpr const char* kLmmKind = "LMM";

// An option with one value ("--to UNIT", "--to=UNIT"), of the kind `type`. Given twice, the first
// counts.
CLI::Option* addValue(CLI::App& app, const std::string& names, std::string& value,
                      const std::string& type, const std::string& description);
// An option that may repeat, one value each time ("--vary A --vary B").
CLI::Option* addRepeated(CLI::App& app, const std::string& names, std::vector<std::string>& values,
                         const std::string& type, const std::string& description);
CLI::Option* addFlag(CLI::App& app, const std::string& names, bool& flag,
                     const std::string& description);
// A positional argument, or (a vector) any number of them.
CLI::Option* addArgument(CLI::App& app, const std::string& name, std::string& value,
                         const std::string& type, const std::string& description);
CLI::Option* addArguments(CLI::App& app, const std::string& name, std::vector<std::string>& values,
                          const std::string& type, const std::string& description);
// The one topology FILE a command works on, required; '-' is standard input.
CLI::Option* addTopologyFile(CLI::App& app, std::string& file);

[[nodiscard]] inline bool given(const CLI::Option* option) { return option->count() > 0; }

// "--threads N" of the commands that solve many documents at once (sweep, advise), and its value:
// 1 to 256; 0 (the model's "one per core") when not given; nullopt when not such a number.
CLI::Option* addThreads(CLI::App& app, std::string& threads, const std::string& description);
[[nodiscard]] std::optional<unsigned> readThreads(const CLI::Option* option,
                                                  const std::string& threads);

// The tool: every command as a subcommand of one App, with 'help' and 'completion'. The runners
// belong to the subcommands they were defined on.
struct CommandLineDefinition {
  std::unique_ptr<CLI::App> app;
  std::vector<std::pair<const CLI::App*, Runner>> runners;
};
[[nodiscard]] CommandLineDefinition defineCommandLine();

// The bash completion script for `tool` (what 'tapeflow-cli completion bash' prints).
[[nodiscard]] std::string bashCompletion(const CLI::App& tool);

} // namespace tapeflow::cli
