#include "maxmin/TextScan.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>

namespace tapeflow::maxmin::text {

Expected<std::string> readWholeFile(const std::string& path) {
  const std::unique_ptr<std::FILE, int (*)(std::FILE*)> file(std::fopen(path.c_str(), "rb"),
                                                             &std::fclose);
  if (!file) return Error{path + ": cannot open: " + std::strerror(errno)};
  std::string text;
  char buffer[1 << 16];
  std::size_t got = 0;
  while ((got = std::fread(buffer, 1, sizeof buffer, file.get())) > 0) text.append(buffer, got);
  if (std::ferror(file.get())) return Error{path + ": read error"};
  return text;
}

} // namespace tapeflow::maxmin::text
