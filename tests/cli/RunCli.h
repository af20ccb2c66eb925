#pragma once

// tapeflow-cli run in-process for the CLI tests: its exit status and what it printed.

#include "CommandLine.h"

#include <sstream>
#include <string>
#include <string_view>
#include <vector>

namespace tapeflow::test {

struct CliRun {
  int status;
  std::string out;
  std::string err;
};

// `input` is what the command reads from standard input ("-").
inline CliRun run(std::vector<std::string_view> args, const std::string& input = {}) {
  std::ostringstream out;
  std::ostringstream err;
  std::istringstream in(input);
  const int status = cli::runCommandLine(args, {out, err, &in});
  return {status, out.str(), err.str()};
}

} // namespace tapeflow::test
