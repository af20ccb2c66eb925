#include "CommandLine.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <string_view>
#include <vector>

int main(int argc, char* argv[]) {
  std::vector<std::string_view> args(argv + 1, argv + argc);
  const int status = tapeflow::cli::runCommandLine(args, {std::cout, std::cerr});
  // As coreutils do: output that did not reach its file (a full disk, a device error) is an error,
  // whatever the command itself concluded (issue 37: solve > /dev/full exited 0, silent).
  // Standard output is buffered, so most failures show only now, when it is flushed.
  errno = 0;
  std::cout.flush();
  if (!std::cout || std::fflush(stdout) != 0 || std::ferror(stdout)) {
    const int failure = errno;
    std::cerr << "tapeflow-cli: write error"
              << (failure ? std::string(": ") + std::strerror(failure) : std::string()) << '\n';
    return tapeflow::cli::kExitWriteError;
  }
  return status;
}
