// libFuzzer target: the Bareos and Bacula configuration reader (issue 42). The input is a
// director configuration in memory; up to its first NUL byte it is /etc/bareos/bareos-dir.conf,
// the rest is /etc/bareos/extra/part.conf, so that includes have fuzzed text to read. A few
// fixed files stand beside them for `@` to find (one includes the main file again, a cycle).
// The reader never touches the disk. Any input gives resources and diagnostics, never a crash, a
// hang or a memory use out of proportion; every diagnostic names a line of a file it read; each
// size and time it finds is parsed.

#include "bareos/ConfigFiles.h"
#include "bareos/ConfigParser.h"
#include "bareos/ConfigUnits.h"

#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace {

using namespace tapeflow::bareos;

void check(bool ok, const char* what) {
  if (ok) return;
  std::fprintf(stderr, "broken invariant: %s\n", what);
  std::abort();
}

void visit(const Resource& resource, std::size_t depth) {
  check(depth <= kMaxBlockDepth, "blocks nested deeper than the parser allows");
  check(resource.typeKey == normalizeKey(resource.type), "a type key that is not normalised");
  for (const auto& directive : resource.directives) {
    check(!directive.values.empty(), "a directive kept without a value");
    check(directive.line > 0, "a directive without a line");
    for (const auto& value : directive.values) {
      (void)parseSize(value);
      (void)parseTime(value);
      (void)parseSpeed(value);
    }
  }
  for (const auto& child : resource.children) visit(child, depth + 1);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  const auto split = input.find('\0');
  MemoryFileSystem files;
  files.add("/etc/bareos/bareos-dir.conf", std::string(input.substr(0, split)));
  if (split != std::string_view::npos)
    files.add("/etc/bareos/extra/part.conf", std::string(input.substr(split + 1)));
  files.add("/etc/bareos/extra/client.conf", "Client {\n  Name = fixed-fd\n  Address = a\n}\n");
  files.add("/etc/bareos/extra/options.conf", "Options { Signature = XXH128 }\n");
  files.add("/etc/bareos/extra/back.conf", "@/etc/bareos/bareos-dir.conf\n");

  // Small limits keep each run quick; the logic that enforces them is the same.
  ReadOptions options;
  options.workingDirectory = "/etc/bareos";
  options.maxFiles = 64;
  options.maxBytes = std::size_t{1} << 20;
  const ConfigRead read = readConfig("/etc/bareos/bareos-dir.conf", files, options);
  for (const auto& resource : read.config.resources) visit(resource, 1);
  for (const auto& diagnostic : read.diagnostics.all())
    check(!diagnostic.file.empty() && !diagnostic.message.empty(), "a diagnostic with no place");
  return 0;
}
