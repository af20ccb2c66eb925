// The bash completion script, made from the commands' definitions: the commands, each command's
// options, what follows an option (by its kind of value, CommandDefinition.h) and what a
// command's arguments are.

#include "CommandDefinition.h"
#include "HelpFormatter.h"

#include <algorithm>
#include <sstream>

namespace tapeflow::cli {
namespace {

// "backup|restore|both", "bash": the values themselves, in lower case between bars.
bool isWords(const std::string& type) {
  return !type.empty() && std::all_of(type.begin(), type.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '|';
  });
}

std::string words(std::string type) {
  std::replace(type.begin(), type.end(), '|', ' ');
  return type;
}

// The file name extensions a kind of file has; empty for any file.
std::vector<std::string> extensions(const std::string& type) {
  if (type == kTopologyKind) return {"tapeflow", "json"};
  if (type == kCsvKind) return {"csv"};
  return {};
}

bool isFile(const std::string& type) {
  return type == kTopologyKind || type == kCsvKind || type == kOutputKind || type == kLmmKind;
}

// _filedir for files of any of `types` (any file when one of them has no extensions).
std::string filedir(const std::vector<std::string>& types) {
  std::vector<std::string> all;
  for (const auto& type : types) {
    const auto own = extensions(type);
    if (own.empty()) return "_filedir";
    for (const auto& extension : own)
      if (std::find(all.begin(), all.end(), extension) == all.end()) all.push_back(extension);
  }
  std::string pattern;
  for (const auto& extension : all) pattern += (pattern.empty() ? "" : "|") + extension;
  return "_filedir '@(" + pattern + ")'";
}

// What follows an option of kind `type`: the shell code, ending in "return" unless the value may
// be left out (then the command's arguments are offered too).
std::string valueCompletion(const CLI::Option& option) {
  const std::string type = option.get_type_name();
  std::string code;
  if (type == kFolderKind)
    code = "_filedir -d";
  else if (isFile(type))
    code = filedir({type});
  else if (isWords(type))
    code = "COMPREPLY=($(compgen -W \"" + words(type) + "\" -- \"$cur\"))";
  if (valueOptional(option)) return code.empty() ? ":" : code;
  return code.empty() ? "return" : code + "; return";
}

std::string spellings(const CLI::Option& option) {
  std::string names;
  for (const auto& name : option.get_snames()) names += (names.empty() ? "-" : " | -") + name;
  for (const auto& name : option.get_lnames()) names += (names.empty() ? "--" : " | --") + name;
  return names;
}

// The code for a command's arguments; empty when they are free text.
std::string argumentCompletion(const CLI::App& command) {
  std::vector<std::string> files;
  std::string code;
  for (const auto* argument :
       command.get_options([](const CLI::Option* o) { return o->get_positional(); })) {
    const std::string type = argument->get_type_name();
    if (type == kFolderKind)
      code += "_filedir -d; ";
    else if (isFile(type))
      files.push_back(type);
    else if (isWords(type))
      code += "COMPREPLY+=($(compgen -W \"" + words(type) + "\" -- \"$cur\")); ";
  }
  if (!files.empty()) code += filedir(files) + "; ";
  return code.empty() ? code : code.substr(0, code.size() - 2);
}

void writeCommand(const CLI::App& command, std::ostream& out) {
  out << "    " << command.get_name() << ")\n";
  // The options that take a value, grouped by what follows them, in the order defined.
  std::vector<std::pair<std::string, std::string>> cases; // code, spellings
  std::string options;
  for (const auto* option :
       command.get_options([](const CLI::Option* o) { return !o->get_positional(); })) {
    options += (options.empty() ? "" : " ") + optionName(*option);
    if (!takesValue(*option)) continue;
    const std::string code = valueCompletion(*option);
    const auto same = std::find_if(cases.begin(), cases.end(),
                                   [&](const auto& entry) { return entry.first == code; });
    if (same == cases.end())
      cases.emplace_back(code, spellings(*option));
    else
      same->second += " | " + spellings(*option);
  }
  if (!cases.empty()) {
    out << "      case $prev in\n";
    for (const auto& [code, names] : cases) out << "        " << names << ") " << code << " ;;\n";
    out << "      esac\n";
  }
  out << "      options=\"" << options << "\"\n"
      << "      ;;\n";
}

} // namespace

std::string bashCompletion(const CLI::App& tool) {
  const auto commands =
      tool.get_subcommands([](const CLI::App* sub) { return !sub->get_name().empty(); });
  std::string names;
  for (const auto* command : commands) names += command->get_name() + " ";
  for (const auto* option :
       tool.get_options([](const CLI::Option* o) { return !o->get_positional(); }))
    names += optionName(*option) + " ";
  names.pop_back();

  std::ostringstream out;
  out << R"(# bash completion for tapeflow-cli                                 -*- shell-script -*-
# Made by 'tapeflow-cli completion bash' from the definitions of the commands (app/cli/): the
# commands, their options, what follows an option (folders after --catalog, the words of
# --direction) and the files a command reads. Not edited by hand: it changes with the commands.

_tapeflow_cli() {
  local cur prev words cword split
  _init_completion -s || return

  local command="" i
  for ((i = 1; i < cword; i++)); do
    case ${words[i]} in
      -*) ;;
      *) command=${words[i]}; break ;;
    esac
  done

  local options=""
  case $command in
    "")
      COMPREPLY=($(compgen -W ")"
      << names << R"(" -- "$cur"))
      return
      ;;
)";
  for (const auto* command : commands) writeCommand(*command, out);
  out << R"(    *) return ;;
  esac
  [[ $split == true ]] && return
  if [[ $cur == -* ]]; then
    COMPREPLY=($(compgen -W "$options" -- "$cur"))
    return
  fi
  case $command in
)";
  for (const auto* command : commands) {
    const std::string code = argumentCompletion(*command);
    if (!code.empty()) out << "    " << command->get_name() << ") " << code << " ;;\n";
  }
  out << R"(  esac
} &&
  complete -F _tapeflow_cli tapeflow-cli
)";
  return out.str();
}

} // namespace tapeflow::cli
