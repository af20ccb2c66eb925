#pragma once

// The help of tapeflow-cli and of each command, made by CLI11 from the definitions
// (CommandDefinition.h) and laid out as a man page's synopsis would be: the usage line with every
// argument and option, the description, the arguments and options each with its description
// (wrapped, from one column), the commands, then the footer's explanatory text.

#include <CLI/CLI.hpp>

#include <string>

namespace tapeflow::cli {

class HelpFormatter : public CLI::Formatter {
public:
  HelpFormatter();

  std::string make_help(const CLI::App* app, std::string name,
                        CLI::AppFormatMode mode) const override;
  std::string make_usage(const CLI::App* app, std::string name) const override;
  std::string make_subcommand(const CLI::App* sub) const override;
  std::string make_option(const CLI::Option* option, bool positional) const override;
  std::string make_option_name(const CLI::Option* option, bool positional) const override;
  std::string make_option_opts(const CLI::Option* option) const override;
};

// How the usage line and the completion name an option: its first long name ("--scenario"), else
// its short one ("-o").
[[nodiscard]] std::string optionName(const CLI::Option& option);
[[nodiscard]] inline bool takesValue(const CLI::Option& option) {
  return option.get_expected_max() > 0;
}
// "--csv [jobs|resources]": the value may be left out.
[[nodiscard]] inline bool valueOptional(const CLI::Option& option) {
  return takesValue(option) && option.get_expected_min() == 0;
}
// "--vary A --vary B", "FILE...": any number of values.
[[nodiscard]] inline bool repeats(const CLI::Option& option) {
  return option.get_items_expected_max() >= CLI::detail::expected_max_vector_size;
}

} // namespace tapeflow::cli
