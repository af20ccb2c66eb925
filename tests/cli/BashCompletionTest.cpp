// 'tapeflow-cli completion bash': the completion script made from the commands' definitions.
// (tests/cli/completion.sh runs it in bash with bash-completion.)

#include "CommandDefinition.h"
#include "RunCli.h"

#include <catch2/catch.hpp>

#include <string>

using namespace tapeflow::cli;
using tapeflow::test::run;

TEST_CASE("the completion script offers every command and each command's options") {
  const auto result = run({"completion", "bash"});
  REQUIRE(result.status == kExitOk);
  const std::string& script = result.out;
  CHECK(script.starts_with("# bash completion for tapeflow-cli"));
  CHECK(script.ends_with("complete -F _tapeflow_cli tapeflow-cli\n"));
  const auto definition = defineCommandLine();
  const CLI::App& tool = *definition.app;
  for (const auto* command : tool.get_subcommands([](const CLI::App*) { return true; })) {
    const std::string& name = command->get_name();
    INFO(name);
    CHECK_THAT(script, Catch::Contains("    " + name + ")\n"));
    std::string options;
    for (const auto* option : command->get_options())
      if (!option->get_positional())
        options += (options.empty() ? "" : " ") + option->get_name(false, false);
    CHECK_THAT(script, Catch::Contains("    " + name + ")\n") &&
                           Catch::Contains("      options=\"" + options + "\"\n"));
  }
  CHECK_THAT(script, Catch::Contains("--help --version\" -- \"$cur\"))"));
}

TEST_CASE("the completion script offers what follows an option by its kind of value") {
  const std::string script = run({"completion", "bash"}).out;
  // Folders after the catalog options, the words after --direction, nothing after free text.
  CHECK_THAT(script,
             Catch::Contains("        --catalog | --user-catalog) _filedir -d; return ;;\n"));
  CHECK_THAT(script, Catch::Contains("        --direction) COMPREPLY=($(compgen -W \"backup "
                                     "restore both\" -- \"$cur\")); return ;;\n"));
  CHECK_THAT(script,
             Catch::Contains("        --scenario | --operator-delay | --threads) return ;;\n"));
  // --csv's value may be left out: its words, then the arguments.
  CHECK_THAT(script, Catch::Contains("        --csv) COMPREPLY=($(compgen -W \"jobs resources\" "
                                     "-- \"$cur\")) ;;\n"));
  CHECK_THAT(script, Catch::Contains("        -o) _filedir; return ;;\n"));
  // The arguments: topology files, CSV files, any file, the commands' names.
  CHECK_THAT(script, Catch::Contains("    solve) _filedir '@(tapeflow|json)' ;;\n"));
  CHECK_THAT(script, Catch::Contains("    calibrate) _filedir '@(tapeflow|json|csv)' ;;\n"));
  CHECK_THAT(script, Catch::Contains("    maxmin) _filedir ;;\n"));
  CHECK_THAT(script, Catch::Contains("    help) COMPREPLY+=($(compgen -W \"advise calibrate"));
  CHECK(script.find("    convert) _filedir") == std::string::npos);
}

TEST_CASE("completion knows bash only") {
  const auto zsh = run({"completion", "zsh"});
  CHECK(zsh.status == kExitUsage);
  CHECK_THAT(zsh.err, Catch::Contains("bash"));
  CHECK(run({"completion"}).status == kExitUsage);
}
