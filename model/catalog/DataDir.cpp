// Where the shipped data lives. An installed program must find it relative to itself (any
// prefix, even one moved after installing), and must never open the source tree of the machine
// that built it: that path may exist on a developer's machine and hold different data. Only a
// program that runs from its own build tree (the tests, `build/dev/app/cli/tapeflow-cli`) uses
// the source tree's resources/, so editing a catalog file takes effect without installing.

#include "catalog/Catalog.h"

#include "DataDirConfig.h"

#include <cstdlib>
#include <filesystem>
#include <system_error>

namespace tapeflow::catalog {
namespace {

namespace fs = std::filesystem;

// The running program's own file (Linux: /proc/self/exe, which is what Qt's
// QCoreApplication::applicationDirPath() reads too); empty where there is no such link.
fs::path runningProgram() {
  std::error_code error;
  auto path = fs::read_symlink("/proc/self/exe", error);
  return error ? fs::path() : path;
}

// /proc/self/exe has every symbolic link resolved, so the folder is resolved too.
bool isInside(const fs::path& file, const fs::path& folder) {
  std::error_code error;
  const fs::path resolved = fs::weakly_canonical(folder, error);
  const auto relative = file.lexically_relative(error ? folder.lexically_normal() : resolved);
  return !relative.empty() && *relative.begin() != "..";
}

} // namespace

std::string defaultResourceDir() {
  if (const char* fromEnvironment = std::getenv("TAPEFLOW_RESOURCE_DIR");
      fromEnvironment && *fromEnvironment)
    return fromEnvironment;
  const fs::path program = runningProgram();
  if (!program.empty() && isInside(program, TAPEFLOW_BUILD_TREE))
    return TAPEFLOW_BUILD_RESOURCE_DIR;
  if (!program.empty()) {
    std::error_code error;
    const fs::path beside = (program.parent_path() / TAPEFLOW_DATA_FROM_BINDIR).lexically_normal();
    if (fs::is_directory(beside, error)) return beside.string();
  }
  return TAPEFLOW_INSTALL_DATA_DIR;
}

} // namespace tapeflow::catalog
