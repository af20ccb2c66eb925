#include "bareos/ConfigFiles.h"

#include "bareos/ConfigParser.h"
#include "bareos/Glob.h"
#include "bareos/IncludeStream.h"

#include <array>
#include <utility>

namespace tapeflow::bareos {
namespace {

// The daemon of the file itself, else of the first `COMPONENT.d` folder it is in
// (bareos-fd.d/client/myself.conf).
Daemon daemonOfPath(const std::string& path) {
  for (std::string at = path; at != "/" && at != "."; at = parentFolder(at))
    if (const Daemon daemon = daemonOf(fileName(at)); daemon != Daemon::Unknown) return daemon;
  return Daemon::Unknown;
}

class ConfigReader {
public:
  ConfigReader(const FileSystem& files, const ReadOptions& options)
      : m_files(files), m_options(options) {}

  ConfigRead run(const std::string& path);

private:
  // `configFolder` is where relative includes are read from, unless the options say.
  void readFile(const std::string& path, Daemon daemon, const std::string& configFolder);
  void readComponent(const std::string& folder, Daemon daemon, const std::string& configFolder);
  void readConfigFolder(const std::string& folder);

  const FileSystem& m_files;
  const ReadOptions& m_options;
  ReadBudget m_budget;
  ConfigRead m_read;
};

ConfigRead ConfigReader::run(const std::string& path) {
  const std::string normal = normalPath(path);
  switch (m_files.kind(normal)) {
  case PathKind::Missing: m_read.diagnostics.error(normal, "", "no such file or folder"); break;
  case PathKind::File: readFile(normal, daemonOfPath(normal), parentFolder(normal)); break;
  case PathKind::Folder:
    if (const Daemon daemon = daemonOf(fileName(normal));
        normal.ends_with(".d") && daemon != Daemon::Unknown)
      readComponent(normal, daemon, parentFolder(normal));
    else
      readConfigFolder(normal);
    break;
  }
  return std::move(m_read);
}

void ConfigReader::readFile(const std::string& path, Daemon daemon,
                            const std::string& configFolder) {
  IncludeStream tokens(m_files, m_options, configFolder, m_budget, m_read.diagnostics);
  if (!tokens.open(path)) return;
  auto resources = parseResources(tokens, daemon, m_read.diagnostics);
  for (auto& resource : resources) m_read.config.resources.push_back(std::move(resource));
}

void ConfigReader::readComponent(const std::string& folder, Daemon daemon,
                                 const std::string& configFolder) {
  const GlobMatches matches = expandGlob(m_files, folder + "/*/*.conf", m_options.maxFiles);
  if (matches.truncated)
    m_read.diagnostics.error(folder, "",
                             "more than " + std::to_string(m_options.maxFiles) +
                                 " resource files; the first ones are read");
  if (matches.files.empty())
    m_read.diagnostics.warning(folder, "", "no resource files (<type>/<name>.conf) in this folder");
  for (const auto& file : matches.files) readFile(file, daemon, configFolder);
}

void ConfigReader::readConfigFolder(const std::string& folder) {
  static constexpr std::array<std::pair<const char*, Daemon>, 3> kComponents = {
      {{"dir", Daemon::Director}, {"sd", Daemon::StorageDaemon}, {"fd", Daemon::FileDaemon}}};
  bool found = false;
  for (const char* product : {"bareos", "bacula"}) {
    for (const auto& [component, daemon] : kComponents) {
      const std::string base = folder + "/" + product + "-" + component;
      if (m_files.kind(base + ".conf") == PathKind::File) {
        readFile(base + ".conf", daemon, folder);
        found = true;
      } else if (m_files.kind(base + ".d") == PathKind::Folder) {
        readComponent(base + ".d", daemon, folder);
        found = true;
      }
    }
  }
  if (!found)
    m_read.diagnostics.error(folder, "",
                             "no Bareos or Bacula configuration in this folder: expected "
                             "bareos-dir.d/ or bareos-dir.conf, bacula-dir.conf, or the same "
                             "for -sd and -fd");
}

} // namespace

Daemon daemonOf(std::string_view name) {
  if (name.ends_with(".conf"))
    name.remove_suffix(5);
  else if (name.ends_with(".d"))
    name.remove_suffix(2);
  else
    return Daemon::Unknown;
  if (name.ends_with("-dir")) return Daemon::Director;
  if (name.ends_with("-sd")) return Daemon::StorageDaemon;
  if (name.ends_with("-fd")) return Daemon::FileDaemon;
  return Daemon::Unknown;
}

ConfigRead readConfig(const std::string& path, const FileSystem& files,
                      const ReadOptions& options) {
  return ConfigReader(files, options).run(path);
}

ConfigRead readConfig(const std::string& path, const ReadOptions& options) {
  const DiskFileSystem disk;
  return readConfig(path, disk, options);
}

} // namespace tapeflow::bareos
