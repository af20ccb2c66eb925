#include "HelpFormatter.h"

#include "CommandDefinition.h"

#include <sstream>
#include <vector>

namespace tapeflow::cli {
namespace {

constexpr std::size_t kWidth = 80;         // help lines are wrapped to this width
constexpr std::size_t kOptionColumn = 23;  // where an option's description starts
constexpr std::size_t kCommandColumn = 14; // where a command's summary starts in the list

// `text` with its lines (hard breaks: '\n') wrapped at spaces to `width` columns.
std::string wrapped(const std::string& text, std::size_t width) {
  std::string result;
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);) {
    if (!result.empty()) result += '\n';
    std::istringstream words(line);
    std::size_t column = 0;
    for (std::string word; words >> word;) {
      if (column > 0 && column + 1 + word.size() > width) {
        result += '\n';
        column = 0;
      } else if (column > 0) {
        result += ' ';
        ++column;
      }
      result += word;
      column += word.size();
    }
  }
  return result;
}

// `tokens` after `lead`, wrapped to kWidth with the continuation lines under the first token.
std::string wrappedAfter(const std::string& lead, const std::vector<std::string>& tokens) {
  std::string result = lead;
  const std::size_t indent = lead.size() + 1;
  std::size_t column = lead.size();
  for (const auto& token : tokens) {
    if (column > indent && column + 1 + token.size() > kWidth) {
      result += '\n' + std::string(indent, ' ') + token;
      column = indent + token.size();
    } else {
      result += ' ' + token;
      column += 1 + token.size();
    }
  }
  return result + '\n';
}

// "FILE", "[PATH...]": an argument as the usage line shows it.
std::string argumentUsage(const CLI::Option& argument) {
  const std::string name = argument.get_name() + (repeats(argument) ? "..." : "");
  return argument.get_required() ? name : "[" + name + "]";
}

// "[--scenario NAME]", "[--csv [jobs|resources]]", "--vary OWNER.NAME=VALUES [--vary ...]".
std::string optionUsage(const CLI::Option& option) {
  std::string text = optionName(option);
  if (valueOptional(option))
    text += " [" + option.get_type_name() + "]";
  else if (takesValue(option))
    text += " " + option.get_type_name();
  if (option.get_required())
    return repeats(option) ? text + " [" + optionName(option) + " ...]" : text;
  return "[" + text + "]" + (repeats(option) ? "..." : "");
}

} // namespace

std::string optionName(const CLI::Option& option) {
  return option.get_lnames().empty() ? "-" + option.get_snames().front()
                                     : "--" + option.get_lnames().front();
}

HelpFormatter::HelpFormatter() {
  column_width(kOptionColumn);
  label("Positionals", "Arguments");
}

std::string HelpFormatter::make_help(const CLI::App* app, std::string name,
                                     CLI::AppFormatMode mode) const {
  std::string text = make_usage(app, name);
  if (!app->get_description().empty()) text += '\n' + app->get_description() + '\n';
  text += make_positionals(app);
  text += make_subcommands(app, mode);
  text += make_groups(app, mode);
  std::string footer = app->get_footer();
  while (!footer.empty() && footer.back() == '\n') footer.pop_back();
  if (!footer.empty()) text += '\n' + footer + '\n';
  return text;
}

std::string HelpFormatter::make_usage(const CLI::App* app, std::string name) const {
  std::vector<std::string> tokens;
  const auto commands = app->get_subcommands(
      [](const CLI::App* sub) { return !sub->get_group().empty() && !sub->get_disabled(); });
  if (!commands.empty()) { // the tool: its own options, then a command
    std::string options;
    for (const auto* option :
         app->get_options([](const CLI::Option* o) { return !o->get_positional(); }))
      options += (options.empty() ? "" : " | ") + optionName(*option);
    if (!options.empty()) tokens.push_back("[" + options + "]");
    tokens.insert(tokens.end(), {"COMMAND", "[ARGS...]"});
    return wrappedAfter(get_label("Usage") + ": " + name, tokens);
  }
  for (const auto* argument :
       app->get_options([](const CLI::Option* o) { return o->get_positional(); }))
    tokens.push_back(argumentUsage(*argument));
  for (const auto* option : app->get_options([app](const CLI::Option* o) {
         return !o->get_positional() && o != app->get_help_ptr();
       }))
    tokens.push_back(optionUsage(*option));
  return wrappedAfter(get_label("Usage") + ": " + name, tokens);
}

std::string HelpFormatter::make_subcommand(const CLI::App* sub) const {
  // The list shows a command's one-line summary; its description is the full text of its help.
  std::string summary = sub->get_description();
  for (const auto& command : allCommands())
    if (command.name == sub->get_name()) summary = command.summary;
  std::ostringstream out;
  CLI::detail::format_help(out, sub->get_name(), summary, kCommandColumn);
  return out.str();
}

std::string HelpFormatter::make_option(const CLI::Option* option, bool positional) const {
  std::ostringstream out;
  CLI::detail::format_help(out, make_option_name(option, positional) + make_option_opts(option),
                           wrapped(make_option_desc(option), kWidth - kOptionColumn),
                           kOptionColumn);
  return out.str();
}

std::string HelpFormatter::make_option_name(const CLI::Option* option, bool positional) const {
  if (positional) return option->get_name();
  std::string names;
  for (const auto& name : option->get_snames()) names += (names.empty() ? "-" : ", -") + name;
  for (const auto& name : option->get_lnames()) names += (names.empty() ? "--" : ", --") + name;
  return names;
}

std::string HelpFormatter::make_option_opts(const CLI::Option* option) const {
  if (option->get_positional() || !takesValue(*option)) return {};
  return valueOptional(*option) ? " [" + option->get_type_name() + "]"
                                : " " + option->get_type_name();
}

} // namespace tapeflow::cli
