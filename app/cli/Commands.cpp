// The table of tapeflow-cli subcommands. Each command lives in its own file and exports one
// Command value, its definition; adding a command is one line here.

#include "CommandDefinition.h"

#include <array>

namespace tapeflow::cli {

extern const Command kAdviseCommand;
extern const Command kCalibrateCommand;
extern const Command kCheckCommand;
extern const Command kCompareCommand;
extern const Command kConvertCommand;
extern const Command kImportCommand;
extern const Command kMaxminCommand;
extern const Command kSolveCommand;
extern const Command kSweepCommand;
extern const Command kValidateCommand;

std::span<const Command> allCommands() {
  static const std::array kCommands{
      kAdviseCommand, kCalibrateCommand, kCheckCommand, kCompareCommand, kConvertCommand,
      kImportCommand, kMaxminCommand,    kSolveCommand, kSweepCommand,   kValidateCommand};
  return kCommands;
}

} // namespace tapeflow::cli
