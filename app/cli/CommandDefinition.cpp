#include "CommandDefinition.h"

#include "HelpFormatter.h"
#include "Version.h"
#include "catalog/Catalog.h"

#include <charconv>
#include <ostream>

namespace tapeflow::cli {

CLI::Option* addValue(CLI::App& app, const std::string& names, std::string& value,
                      const std::string& type, const std::string& description) {
  return app.add_option(names, value, description)->type_name(type)->take_first();
}

CLI::Option* addRepeated(CLI::App& app, const std::string& names, std::vector<std::string>& values,
                         const std::string& type, const std::string& description) {
  // One value per occurrence: "--vary A B" leaves B to the arguments.
  return app.add_option(names, values, description)
      ->type_name(type)
      ->take_all()
      ->allow_extra_args(false);
}

CLI::Option* addFlag(CLI::App& app, const std::string& names, bool& flag,
                     const std::string& description) {
  return app.add_flag(names, flag, description);
}

CLI::Option* addArgument(CLI::App& app, const std::string& name, std::string& value,
                         const std::string& type, const std::string& description) {
  return app.add_option(name, value, description)->type_name(type);
}

CLI::Option* addArguments(CLI::App& app, const std::string& name, std::vector<std::string>& values,
                          const std::string& type, const std::string& description) {
  return app.add_option(name, values, description)->type_name(type)->take_all();
}

CLI::Option* addTopologyFile(CLI::App& app, std::string& file) {
  return addArgument(app, "FILE", file, kTopologyKind,
                     "the topology file; '-' reads it from standard input")
      ->required();
}

CLI::Option* addThreads(CLI::App& app, std::string& threads, const std::string& description) {
  return addValue(app, "--threads", threads, "N", description);
}

std::optional<unsigned> readThreads(const CLI::Option* option, const std::string& threads) {
  if (!given(option)) return 0u;
  unsigned count = 0;
  const auto [end, ec] = std::from_chars(threads.data(), threads.data() + threads.size(), count);
  if (ec != std::errc{} || end != threads.data() + threads.size() || count < 1 || count > 256)
    return std::nullopt;
  return count;
}

namespace {

constexpr const char* kHelpHelp = "print this help and exit";

// tapeflow-cli help [COMMAND]: the tool's help, or a command's (the same as COMMAND --help).
Runner defineHelp(CLI::App& help, const CLI::App& tool) {
  help.description("Prints the help of COMMAND, the same as 'tapeflow-cli COMMAND --help'; "
                   "without COMMAND,\nthe list of commands.");
  auto command = std::make_shared<std::string>();
  std::string names;
  for (const auto& each : allCommands())
    names += (names.empty() ? "" : "|") + std::string(each.name);
  addArgument(help, "COMMAND", *command, names, "the command whose options to show");
  return [command, &tool](const Io& io) {
    if (command->empty()) { // the tool's own help (tool.help() would show this command's)
      io.out << tool.get_formatter()->make_help(&tool, tool.get_name(), CLI::AppFormatMode::Normal);
      return int(kExitOk);
    }
    const auto found =
        tool.get_subcommands([&](const CLI::App* sub) { return sub->get_name() == *command; });
    if (found.empty()) {
      io.err << "tapeflow-cli: no command named '" << *command << "'\n"
             << "Run 'tapeflow-cli --help' for the list of commands.\n";
      return int(kExitUsage);
    }
    io.out << found.front()->help(tool.get_name());
    return int(kExitOk);
  };
}

// tapeflow-cli completion bash: the completion script made from these definitions (the package
// installs it; see packaging/CMakeLists.txt).
Runner defineCompletion(CLI::App& completion, const CLI::App& tool) {
  completion.description("Prints the bash completion script for tapeflow-cli, made from the "
                         "commands' definitions.\nThe package installs it; to try it in a "
                         "shell: source <(tapeflow-cli completion bash)");
  auto shell = std::make_shared<std::string>();
  addArgument(completion, "SHELL", *shell, "bash", "the shell (bash is the only one)")->required();
  return [shell, &tool](const Io& io) {
    if (*shell != "bash") {
      io.err << "tapeflow-cli completion: no completion for '" << *shell
             << "'; bash is the only shell it knows\n";
      return int(kExitUsage);
    }
    io.out << bashCompletion(tool);
    return int(kExitOk);
  };
}

} // namespace

CommandLineDefinition defineCommandLine() {
  CommandLineDefinition definition;
  definition.app = std::make_unique<CLI::App>(
      "Predicts backup and restore throughput from a topology, without the GUI.", "tapeflow-cli");
  CLI::App& tool = *definition.app;
  // Set before the subcommands are added: they inherit the formatter and these settings.
  tool.formatter(std::make_shared<HelpFormatter>());
  tool.set_help_flag("-h,--help", kHelpHelp);
  tool.set_version_flag("-V,--version", "tapeflow-cli " + std::string(kVersion),
                        "print the version and exit");
  // One command per run, and a command's argument that spells another command's name is an
  // argument ("convert help" converts "help").
  tool.require_subcommand(0, 1);
  for (const auto& command : allCommands()) {
    CLI::App* sub = tool.add_subcommand(std::string(command.name), std::string(command.summary));
    sub->group("Commands");
    definition.runners.emplace_back(sub, command.define(*sub));
  }
  // Not in the list of commands: 'help' is named in the footer, 'completion' is for packages.
  CLI::App* help = tool.add_subcommand("help", "print a command's help")->group("");
  definition.runners.emplace_back(help, defineHelp(*help, tool));
  CLI::App* completion =
      tool.add_subcommand("completion", "print the bash completion script")->group("");
  definition.runners.emplace_back(completion, defineCompletion(*completion, tool));
  tool.footer([] {
    return "Options take their value as '--option VALUE' or '--option=VALUE'. A topology FILE\n"
           "of '-' is read from standard input.\n"
           "\nRun 'tapeflow-cli help COMMAND' for a command's options.\n"
           "Exit status: 0 success, 1 usage error, 2 invalid input, 4 output not written.\n"
           "Data folder: " +
           catalog::defaultResourceDir() + " (catalog, examples, schema, validation set)";
  });
  return definition;
}

} // namespace tapeflow::cli
