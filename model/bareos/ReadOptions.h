#pragma once

// How a configuration is read (ConfigFiles.h): where relative includes are found, and the limits
// that keep a hostile or broken set of files from taking unbounded time or memory.

#include <cstddef>
#include <string>

namespace tapeflow::bareos {

struct ReadOptions {
  // The folder a relative `@file` is read from. Bareos passes the path to glob(3) as written,
  // so it is found from the daemon's working directory (systemd starts the director in
  // /var/lib/bareos). Empty: the folder the configuration is in, with a warning at each
  // relative include that the daemon may have read another file.
  std::string workingDirectory;
  std::size_t maxIncludeDepth = 16; // files open at once, the first one included
  std::size_t maxFiles = 10000;     // files read in all; a file included twice counts twice
  std::size_t maxBytes = std::size_t{16} << 20; // text read in all, counted the same way
};

} // namespace tapeflow::bareos
