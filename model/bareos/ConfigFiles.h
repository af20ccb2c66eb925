#pragma once

// Reads a Bareos or Bacula configuration from its files, in any of the layouts the daemons read:
// - one file: bareos-dir.conf, bacula-dir.conf, bacula-sd.conf, ... (with its `@` includes);
// - a component folder, bareos-dir.d/ (also bareos-sd.d/, bareos-fd.d/): every
//   `<resource type>/<name>.conf` in it, as Bareos reads `COMPONENT.d/*/*.conf`;
// - a configuration folder, /etc/bareos or /etc/bacula: for each of the director, the storage
//   daemon and the file daemon, bareos-dir.conf when it is a file, else bareos-dir.d/ (the
//   order Bareos follows when started without -c), and the same for Bacula's names.
// Each resource says which daemon it belongs to, from the file or folder it was read from
// (bareos-sd.d, bacula-fd.conf); a file whose name says nothing gives Daemon::Unknown.
//
// Each file of a folder is parsed on its own, so a '}' missing in one file never swallows the
// resources of the next. Every problem is in the diagnostics, with its file and line; what could
// be read is in the configuration whatever went wrong.

#include "bareos/BareosConfig.h"
#include "bareos/FileSystem.h"
#include "bareos/ReadOptions.h"
#include "util/Diagnostics.h"

#include <string>
#include <string_view>

namespace tapeflow::bareos {

struct ConfigRead {
  Config config;
  Diagnostics diagnostics;
};

[[nodiscard]] ConfigRead readConfig(const std::string& path, const FileSystem& files,
                                    const ReadOptions& options = {});
// From the disk.
[[nodiscard]] ConfigRead readConfig(const std::string& path, const ReadOptions& options = {});

// The daemon a file or folder name stands for: "bareos-dir.conf", "bacula-dir.conf" and
// "bareos-dir.d" the director, "-sd" the storage daemon, "-fd" the file daemon.
[[nodiscard]] Daemon daemonOf(std::string_view name);

} // namespace tapeflow::bareos
