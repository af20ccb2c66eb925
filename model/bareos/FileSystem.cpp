#include "bareos/FileSystem.h"

#include <algorithm>
#include <filesystem>
#include <fstream>

namespace tapeflow::bareos {
namespace {

namespace fs = std::filesystem;

Error tooLarge(std::size_t maxBytes) {
  return Error{"it is larger than the " + std::to_string(maxBytes) + " bytes left to read"};
}

} // namespace

PathKind DiskFileSystem::kind(const std::string& path) const {
  std::error_code failed;
  const auto status = fs::status(path, failed);
  if (failed || !fs::exists(status)) return PathKind::Missing;
  return fs::is_directory(status) ? PathKind::Folder : PathKind::File;
}

std::vector<std::string> DiskFileSystem::list(const std::string& folder) const {
  std::vector<std::string> names;
  std::error_code failed;
  fs::directory_iterator entries(folder, fs::directory_options::skip_permission_denied, failed);
  for (; !failed && entries != fs::directory_iterator(); entries.increment(failed))
    names.push_back(entries->path().filename().string());
  std::sort(names.begin(), names.end());
  return names;
}

Expected<std::string> DiskFileSystem::read(const std::string& path, std::size_t maxBytes) const {
  const PathKind found = kind(path);
  if (found == PathKind::Missing) return Error{"no such file"};
  if (found == PathKind::Folder) return Error{"it is a folder"};
  std::error_code failed;
  const auto size = fs::file_size(path, failed);
  if (!failed && size > maxBytes) return tooLarge(maxBytes);
  std::ifstream in(path, std::ios::binary);
  if (!in) return Error{"it cannot be opened"};
  // Read in pieces and stop past the limit: a file that grows (or a device) cannot make us read
  // on for ever.
  std::string text;
  char piece[1 << 16];
  while (in && text.size() <= maxBytes) {
    in.read(piece, sizeof piece);
    text.append(piece, static_cast<std::size_t>(in.gcount()));
  }
  if (in.bad()) return Error{"it cannot be read"};
  if (text.size() > maxBytes) return tooLarge(maxBytes);
  return text;
}

PathKind MemoryFileSystem::kind(const std::string& path) const {
  if (m_files.count(path) != 0) return PathKind::File;
  const std::string prefix = path == "/" ? path : path + "/";
  const auto next = m_files.lower_bound(prefix);
  return next != m_files.end() && next->first.starts_with(prefix) ? PathKind::Folder
                                                                  : PathKind::Missing;
}

std::vector<std::string> MemoryFileSystem::list(const std::string& folder) const {
  const std::string prefix = folder == "/" ? folder : folder + "/";
  std::vector<std::string> names;
  for (auto it = m_files.lower_bound(prefix); it != m_files.end(); ++it) {
    if (!it->first.starts_with(prefix)) break;
    const std::string rest = it->first.substr(prefix.size());
    names.push_back(rest.substr(0, rest.find('/')));
  }
  std::sort(names.begin(), names.end());
  names.erase(std::unique(names.begin(), names.end()), names.end());
  return names;
}

Expected<std::string> MemoryFileSystem::read(const std::string& path, std::size_t maxBytes) const {
  const auto found = m_files.find(path);
  if (found == m_files.end())
    return Error{kind(path) == PathKind::Folder ? "it is a folder" : "no such file"};
  if (found->second.size() > maxBytes) return tooLarge(maxBytes);
  return found->second;
}

std::string normalPath(const std::string& path) {
  std::string normal = fs::path(path).lexically_normal().generic_string();
  if (normal.size() > 1 && normal.back() == '/') normal.pop_back();
  return normal.empty() ? std::string(".") : normal;
}

std::string resolvePath(const std::string& folder, const std::string& path) {
  if (path.starts_with('/') || folder.empty()) return normalPath(path);
  return normalPath(folder + "/" + path);
}

std::string parentFolder(const std::string& path) {
  const auto slash = path.find_last_of('/');
  if (slash == std::string::npos) return ".";
  return slash == 0 ? std::string("/") : path.substr(0, slash);
}

std::string fileName(const std::string& path) {
  const auto slash = path.find_last_of('/');
  return slash == std::string::npos ? path : path.substr(slash + 1);
}

} // namespace tapeflow::bareos
