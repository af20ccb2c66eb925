#pragma once

// The files a configuration is read from, behind a small interface: the disk for the importer,
// a set of texts in memory for the tests and the fuzz target (which must never touch the disk).
// Paths are plain strings with '/' between folders, as Bareos and Bacula write them.

#include "util/Expected.h"

#include <cstddef>
#include <map>
#include <string>
#include <vector>

namespace tapeflow::bareos {

enum class PathKind { Missing, File, Folder };

class FileSystem {
public:
  virtual ~FileSystem() = default;
  [[nodiscard]] virtual PathKind kind(const std::string& path) const = 0;
  // The names in a folder, sorted bytewise; empty when it has none or cannot be read.
  [[nodiscard]] virtual std::vector<std::string> list(const std::string& folder) const = 0;
  // The text of a file, or why it cannot be read; a file larger than `maxBytes` is not read.
  [[nodiscard]] virtual Expected<std::string> read(const std::string& path,
                                                   std::size_t maxBytes) const = 0;
};

class DiskFileSystem final : public FileSystem {
public:
  [[nodiscard]] PathKind kind(const std::string& path) const override;
  [[nodiscard]] std::vector<std::string> list(const std::string& folder) const override;
  [[nodiscard]] Expected<std::string> read(const std::string& path,
                                           std::size_t maxBytes) const override;
};

// Files by absolute path ("/etc/bareos/bareos-dir.d/job/x.conf"); the folders are those the
// paths imply.
class MemoryFileSystem final : public FileSystem {
public:
  void add(std::string path, std::string text) { m_files[std::move(path)] = std::move(text); }

  [[nodiscard]] PathKind kind(const std::string& path) const override;
  [[nodiscard]] std::vector<std::string> list(const std::string& folder) const override;
  [[nodiscard]] Expected<std::string> read(const std::string& path,
                                           std::size_t maxBytes) const override;

private:
  std::map<std::string, std::string> m_files;
};

// `path` without "." and ".." steps and doubled slashes ("/a/./b/../c" is "/a/c"), so that one
// file has one name when includes are compared.
[[nodiscard]] std::string normalPath(const std::string& path);
// `path` read from `folder` when it is relative.
[[nodiscard]] std::string resolvePath(const std::string& folder, const std::string& path);
// The folder part of a path ("/etc/bareos" of "/etc/bareos/bareos-dir.conf").
[[nodiscard]] std::string parentFolder(const std::string& path);
// The last part of a path ("bareos-dir.conf").
[[nodiscard]] std::string fileName(const std::string& path);

} // namespace tapeflow::bareos
