// The help of tapeflow-cli and of each command, made from the commands' definitions, and the
// manual page beside them: every option a command defines is in its help and in the manual page.

#include "CommandDefinition.h"
#include "RunCli.h"

#include <catch2/catch.hpp>

#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

using namespace tapeflow::cli;
using tapeflow::test::run;

namespace {

// `text` with every run of white space one space: wrapped text compares with its definition.
std::string collapsed(const std::string& text) {
  std::istringstream words(text);
  std::string result;
  for (std::string word; words >> word;) result += (result.empty() ? "" : " ") + word;
  return result;
}

// Every spelling of an option: "--catalog", "-o".
std::vector<std::string> spellings(const CLI::Option& option) {
  std::vector<std::string> names;
  for (const auto& name : option.get_snames()) names.push_back("-" + name);
  for (const auto& name : option.get_lnames()) names.push_back("--" + name);
  return names;
}

std::vector<const CLI::App*> commandsOf(const CLI::App& tool) {
  return tool.get_subcommands([](const CLI::App* sub) { return !sub->get_name().empty(); });
}

std::string manualPage() {
  std::ifstream file(TAPEFLOW_MANUAL_PAGE);
  return {std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>()};
}

// The manual page's text per command (the .TP entry whose tag starts with the command's name,
// up to the next paragraph), and under "" the rest of the page.
std::map<std::string, std::string> manualSections(const std::string& page,
                                                  const std::vector<const CLI::App*>& commands) {
  std::map<std::string, std::string> sections;
  std::istringstream lines(page);
  std::string current;
  bool tagNext = false;
  for (std::string line; std::getline(lines, line);) {
    if (line.starts_with(".TP") || line.starts_with(".PP") || line.starts_with(".SH")) {
      current.clear();
      tagNext = line.starts_with(".TP");
    } else if (tagNext) {
      tagNext = false;
      for (const auto* command : commands) {
        const std::string& name = command->get_name();
        for (const std::string lead : {".B ", ".BI ", ".BR "})
          for (const std::string quote : {"", "\""})
            if (line.starts_with(lead + quote + name + " ") || line == lead + quote + name)
              current = name;
      }
    }
    sections[current] += line + '\n';
  }
  return sections;
}

// An option as roff writes it: every '-' escaped.
std::string roff(const std::string& spelling) {
  std::string text;
  for (const char c : spelling) text += c == '-' ? std::string("\\-") : std::string(1, c);
  return text;
}

} // namespace

TEST_CASE("each command's help shows every argument and option with its description") {
  const auto definition = defineCommandLine();
  for (const auto* command : commandsOf(*definition.app)) {
    const std::string name = command->get_name();
    INFO(name);
    const auto help = run({name, "--help"});
    REQUIRE(help.status == kExitOk);
    CHECK(help.out.starts_with("Usage: tapeflow-cli " + name));
    const std::string text = collapsed(help.out);
    CHECK_THAT(text, Catch::Contains(collapsed(command->get_description())));
    CHECK_THAT(text, Catch::Contains(collapsed(command->get_footer())));
    for (const auto* option : command->get_options()) {
      INFO(option->get_name());
      if (option->get_positional()) CHECK_THAT(help.out, Catch::Contains(option->get_name()));
      for (const auto& spelling : spellings(*option))
        CHECK_THAT(help.out, Catch::Contains(spelling));
      CHECK_THAT(text, Catch::Contains(collapsed(option->get_description())));
    }
  }
}

TEST_CASE("solve's help: the usage, the description, then each option and what it does") {
  const auto help = run({"solve", "--help"}).out;
  CHECK(help.starts_with(
      "Usage: tapeflow-cli solve FILE [--scenario NAME]\n"
      "                          [--direction backup|restore|both] [--json]\n"
      "                          [--csv [jobs|resources]] [--operator-delay TIME]\n"
      "                          [--threads N] [--schedule] [--catalog DIR]\n"
      "                          [--user-catalog DIR]\n"
      "\nSolves the topology FILE: each job's rate (MB/s and GB/h), duration, "
      "bottleneck and\n"));
  CHECK_THAT(help, Catch::Contains("\nArguments:\n"
                                   "  FILE                 the topology file; '-' reads it from "
                                   "standard input\n"
                                   "\nOptions:\n"
                                   "  -h, --help           print this help and exit\n"
                                   "  --scenario NAME      solve that scenario of the file instead "
                                   "of its base\n"
                                   "                       diagram\n"
                                   "  --direction backup|restore|both\n"
                                   "                       backup, restore or both (default: each "
                                   "job as defined)\n"));
  CHECK_THAT(help, Catch::Contains("\n  --catalog DIR        the shipped catalog folder (default: "
                                   "the installed one)\n"));
}

TEST_CASE("the tool's help lists the commands, the exit statuses and the data folder") {
  const auto help = run({"--help"}).out;
  CHECK(help.starts_with("Usage: tapeflow-cli [--help | --version] COMMAND [ARGS...]\n"));
  std::string listed;
  for (const auto& command : allCommands()) {
    std::string line = "  " + std::string(command.name);
    line.resize(14, ' ');
    listed += line + std::string(command.summary) + '\n';
  }
  CHECK_THAT(help, Catch::Contains("\nCommands:\n" + listed + '\n'));
  CHECK_THAT(help, Catch::Contains("Exit status: 0 success, 1 usage error"));
  CHECK_THAT(help, Catch::Contains("Data folder: "));
  // 'help' is named in the footer and 'completion' is for packages: neither is in the list.
  CHECK(listed.find("  help ") == std::string::npos);
  CHECK(listed.find("completion") == std::string::npos);
}

TEST_CASE("the manual page documents every option of every command") {
  const auto definition = defineCommandLine();
  const auto commands = commandsOf(*definition.app);
  const std::string page = manualPage();
  REQUIRE(!page.empty());
  const auto sections = manualSections(page, commands);
  for (const auto* command : commands) {
    const std::string& name = command->get_name();
    INFO(name);
    const bool listed = !command->get_group().empty();
    // Every command the help lists has its entry; the hidden ones are named somewhere.
    if (listed)
      CHECK(sections.count(name) == 1);
    else
      CHECK_THAT(page, Catch::Contains(roff(name)));
    const std::string own = sections.count(name) ? sections.at(name) : std::string();
    for (const auto* option : command->get_options()) {
      if (option->get_positional()) continue;
      for (const auto& spelling : spellings(*option)) {
        INFO(spelling);
        // In the command's entry, or said once for all (the catalog options, --help).
        CHECK((own.find(roff(spelling)) != std::string::npos ||
               sections.at("").find(roff(spelling)) != std::string::npos));
      }
    }
  }
  for (const auto* option : definition.app->get_options())
    for (const auto& spelling : spellings(*option))
      CHECK_THAT(page, Catch::Contains(roff(spelling)));
}
