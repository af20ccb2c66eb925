#include "CommandLine.h"

#include "PrintableOutput.h"
#include "Version.h"
#include "catalog/Catalog.h"

#include <algorithm>
#include <ostream>

namespace tapeflow::cli {

Arguments::Arguments(const std::vector<std::string_view>& args) {
  for (const auto arg : args) {
    const auto equals = arg.find('=');
    if (arg.starts_with("--") && equals != std::string_view::npos && equals > 2) {
      m_args.push_back(arg.substr(0, equals));
      m_args.push_back(arg.substr(equals + 1));
    } else {
      m_args.push_back(arg);
    }
  }
}

bool Arguments::has(std::string_view flag) const {
  return std::find(m_args.begin(), m_args.end(), flag) != m_args.end();
}

std::optional<std::string_view> Arguments::value(std::string_view option,
                                                 bool* missingValue) const {
  for (std::size_t i = 0; i < m_args.size(); ++i) {
    if (m_args[i] != option) continue;
    if (i + 1 < m_args.size()) return m_args[i + 1];
    if (missingValue) *missingValue = true;
    return std::nullopt;
  }
  return std::nullopt;
}

std::vector<std::string_view> Arguments::values(std::string_view option) const {
  std::vector<std::string_view> result;
  for (std::size_t i = 0; i + 1 < m_args.size(); ++i)
    if (m_args[i] == option) result.push_back(m_args[++i]);
  return result;
}

std::vector<std::string_view>
Arguments::positional(std::span<const std::string_view> optionsWithValue) const {
  std::vector<std::string_view> result;
  for (std::size_t i = 0; i < m_args.size(); ++i) {
    const auto arg = m_args[i];
    if (std::find(optionsWithValue.begin(), optionsWithValue.end(), arg) !=
        optionsWithValue.end()) {
      ++i; // skip the option's value
      continue;
    }
    // A lone "-" or a negative number ("-5 MB") is a value, not an option.
    const bool looksLikeOption =
        arg.size() > 1 && arg[0] == '-' && !(arg[1] >= '0' && arg[1] <= '9') && arg[1] != '.';
    if (!looksLikeOption) result.push_back(arg);
  }
  return result;
}

std::optional<std::string_view>
Arguments::unknownOption(std::span<const std::string_view> known) const {
  for (const auto arg : m_args) {
    const bool looksLikeOption =
        arg.size() > 1 && arg[0] == '-' && !(arg[1] >= '0' && arg[1] <= '9') && arg[1] != '.';
    if (looksLikeOption && std::find(known.begin(), known.end(), arg) == known.end()) return arg;
  }
  return std::nullopt;
}

const Command* findCommand(std::string_view name) {
  for (const auto& command : allCommands())
    if (command.name == name) return &command;
  return nullptr;
}

namespace {

void printUsage(std::ostream& out) {
  out << "Usage: tapeflow-cli [--help | --version] COMMAND [ARGS...]\n\n"
         "Predicts backup and restore throughput from a topology, without the GUI.\n\n"
         "Commands:\n";
  for (const auto& command : allCommands()) {
    std::string line = "  " + std::string(command.name);
    line.resize(std::max<std::size_t>(line.size() + 2, 14), ' ');
    out << line << command.summary << '\n';
  }
  out << "\nOptions take their value as '--option VALUE' or '--option=VALUE'. A topology FILE\n"
         "of '-' is read from standard input.\n"
         "\nRun 'tapeflow-cli help COMMAND' for a command's options.\n"
         "Exit status: 0 success, 1 usage error, 2 invalid input, 4 output not written.\n"
         "Data folder: "
      << catalog::defaultResourceDir() << " (catalog, examples, schema, validation set)\n";
}

void printCommandHelp(const Command& command, std::ostream& out) {
  out << "Usage: tapeflow-cli " << command.synopsis << "\n\n" << command.help;
}

} // namespace

int runCommandLine(std::span<const std::string_view> args, const Io& io) {
  if (args.empty()) {
    printUsage(io.err);
    return kExitUsage;
  }
  const auto first = args.front();
  if (first == "--help" || first == "-h") {
    printUsage(io.out);
    return kExitOk;
  }
  if (first == "--version" || first == "-V") {
    io.out << "tapeflow-cli " << kVersion << '\n';
    return kExitOk;
  }
  if (first == "help") {
    if (args.size() < 2) {
      printUsage(io.out);
      return kExitOk;
    }
    if (const Command* command = findCommand(args[1])) {
      printCommandHelp(*command, io.out);
      return kExitOk;
    }
    io.err << "tapeflow-cli: no command named '" << args[1] << "'\n";
    return kExitUsage;
  }
  const Command* command = findCommand(first);
  if (!command) {
    io.err << "tapeflow-cli: unknown command or option '" << first
           << "'\nRun 'tapeflow-cli --help' for the list of commands.\n";
    return kExitUsage;
  }
  Arguments arguments(std::vector<std::string_view>(args.begin() + 1, args.end()));
  if (arguments.has("--help") || arguments.has("-h")) {
    printCommandHelp(*command, io.out);
    return kExitOk;
  }
  // Names, pointers and messages come from files: nothing a command prints drives the terminal.
  PrintableStream out(io.out);
  PrintableStream err(io.err);
  const int status = command->run(arguments, {out, err, io.in});
  out.flush();
  err.flush();
  return status;
}

} // namespace tapeflow::cli
