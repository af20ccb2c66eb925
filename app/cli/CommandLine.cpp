#include "CommandLine.h"

#include "CommandDefinition.h"
#include "PrintableOutput.h"

#include <ostream>
#include <vector>

namespace tapeflow::cli {
namespace {

// "-x", "--frob=1" (not "-", which is standard input, nor "-5 MB", a negative number).
bool looksLikeOption(const std::string& arg) {
  return arg.size() > 1 && arg[0] == '-' && !(arg[1] >= '0' && arg[1] <= '9') && arg[1] != '.';
}

// "--frob" of "--frob=1": the option as the user spelled it, without its value.
std::string optionOf(const std::string& arg) {
  return arg.starts_with("--") ? arg.substr(0, arg.find('=')) : arg;
}

// The first unknown option CLI11 set aside on `app`, if any.
std::string unknownOption(const CLI::App& app) {
  for (const auto& arg : app.remaining())
    if (looksLikeOption(arg)) return optionOf(arg);
  return {};
}

// What is wrong with the command line, in words: CLI11's own where they say it well.
std::string problemOf(const CLI::ParseError& error, const CLI::App* command) {
  const std::string what = error.what();
  if (dynamic_cast<const CLI::ExtrasError*>(&error) && command && !command->remaining().empty())
    return "unexpected argument '" + command->remaining().front() + "'";
  if (dynamic_cast<const CLI::ArgumentMismatch*>(&error) && command && what.ends_with("missing")) {
    // "--to: 1 required UNIT missing": the option was the last argument.
    const std::string name = what.substr(0, what.find(':'));
    if (const auto* option = command->get_option_no_throw(name))
      return name + " needs a value (" + option->get_type_name() + ")";
  }
  return what;
}

// A usage error: what is wrong, then where to read how it is right; exit status 1.
int usageError(const CLI::App& tool, const CLI::ParseError& error, std::ostream& err) {
  const auto selected = tool.get_subcommands();
  const CLI::App* command = selected.empty() ? nullptr : selected.front();
  // An unknown option is said first, whatever else is missing: it is often why.
  if (command) {
    if (const auto option = unknownOption(*command); !option.empty()) {
      err << "tapeflow-cli " << command->get_name() << ": unknown option '" << option << "'\n"
          << "Run 'tapeflow-cli " << command->get_name() << " --help' for its options.\n";
      return kExitUsage;
    }
  }
  if (!command || !tool.remaining().empty()) {
    const auto rest = tool.remaining();
    if (rest.empty()) { // "tapeflow-cli --": nothing to do
      err << tool.get_formatter()->make_help(&tool, tool.get_name(), CLI::AppFormatMode::Normal);
      return kExitUsage;
    }
    err << "tapeflow-cli: unknown command or option '" << optionOf(rest.front()) << "'\n"
        << "Run 'tapeflow-cli --help' for the list of commands.\n";
    return kExitUsage;
  }
  err << "tapeflow-cli " << command->get_name() << ": " << problemOf(error, command) << '\n'
      << "Run 'tapeflow-cli " << command->get_name() << " --help' for its options.\n";
  return kExitUsage;
}

int run(std::span<const std::string_view> args, const Io& io) {
  auto definition = defineCommandLine();
  CLI::App& tool = *definition.app;
  if (args.empty()) {
    io.err << tool.help();
    return kExitUsage;
  }
  std::vector<std::string> reversed(args.rbegin(), args.rend()); // CLI11 takes them last first
  try {
    tool.parse(reversed);
  } catch (const CLI::CallForHelp&) {
    io.out << tool.help(); // the selected command's, if there is one
    return kExitOk;
  } catch (const CLI::CallForVersion& version) {
    io.out << version.what() << '\n';
    return kExitOk;
  } catch (const CLI::ParseError& error) {
    return usageError(tool, error, io.err);
  }
  const auto selected = tool.get_subcommands();
  if (selected.empty()) {
    io.err << tool.help();
    return kExitUsage;
  }
  for (const auto& [command, runner] : definition.runners)
    if (command == selected.front()) return runner(io);
  return kExitUsage; // not reached: every subcommand has its runner
}

} // namespace

int runCommandLine(std::span<const std::string_view> args, const Io& io) {
  // Names, pointers and messages come from files and from the command line: nothing the tool
  // prints drives the terminal.
  PrintableStream out(io.out);
  PrintableStream err(io.err);
  const int status = run(args, {out, err, io.in});
  out.flush();
  err.flush();
  return status;
}

} // namespace tapeflow::cli
