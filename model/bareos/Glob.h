#pragma once

// Wildcards in include paths (`@/etc/bareos/bareos-dir.d/*/*.conf`), which Bareos hands to
// glob(3): '*' matches any run of characters within one folder name, '?' one character, and
// '[...]' one character of a set ("[0-9]", "[!~]"). A name that starts with '.' is matched only
// by a pattern that starts with '.', as glob(3) does without GLOB_PERIOD.

#include "bareos/FileSystem.h"

#include <string>
#include <string_view>
#include <vector>

namespace tapeflow::bareos {

[[nodiscard]] bool hasWildcard(std::string_view path);

// Whether one name (no '/') matches one part of a pattern.
[[nodiscard]] bool matchName(std::string_view pattern, std::string_view name);

struct GlobMatches {
  std::vector<std::string> files; // sorted bytewise, as glob(3) sorts in the C locale
  bool truncated = false;         // more than the limit matched; the first ones are kept
};

// The files `pattern` names (folders it matches are left out). At most `limit` paths are looked
// at on each level, so a pattern over a huge tree cannot take unbounded time or memory.
[[nodiscard]] GlobMatches expandGlob(const FileSystem& files, const std::string& pattern,
                                     std::size_t limit);

} // namespace tapeflow::bareos
