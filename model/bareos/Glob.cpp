#include "bareos/Glob.h"

#include <algorithm>

namespace tapeflow::bareos {
namespace {

struct SetMatch {
  std::size_t length = 0; // of the set in the pattern, brackets included; 0: no closing ']'
  bool matched = false;
};

// `pattern` starts with '['. A ']' first in the set (after any '!' or '^') is a member.
SetMatch matchSet(std::string_view pattern, char c) {
  std::size_t at = 1;
  const bool negated = at < pattern.size() && (pattern[at] == '!' || pattern[at] == '^');
  if (negated) ++at;
  bool member = false;
  for (bool first = true; at < pattern.size(); first = false) {
    if (pattern[at] == ']' && !first) return {at + 1, member != negated};
    const char low = pattern[at];
    char high = low;
    if (at + 2 < pattern.size() && pattern[at + 1] == '-' && pattern[at + 2] != ']') {
      high = pattern[at + 2];
      at += 2;
    }
    const auto byte = static_cast<unsigned char>(c);
    if (byte >= static_cast<unsigned char>(low) && byte <= static_cast<unsigned char>(high))
      member = true;
    ++at;
  }
  return {};
}

// Matches one pattern character (or set) against `c`; how much of the pattern it took, 0 when
// it does not match.
std::size_t matchOne(std::string_view pattern, char c) {
  if (pattern.front() == '?') return 1;
  if (pattern.front() == '[') {
    const SetMatch set = matchSet(pattern, c);
    if (set.length > 0) return set.matched ? set.length : 0;
  }
  return pattern.front() == c ? 1 : 0; // an unclosed '[' is itself
}

std::string join(const std::string& folder, const std::string& name) {
  if (folder.empty()) return name;
  return folder == "/" ? "/" + name : folder + "/" + name;
}

std::vector<std::string> parts(const std::string& path) {
  std::vector<std::string> found;
  for (std::size_t at = 0; at <= path.size();) {
    const std::size_t slash = std::min(path.find('/', at), path.size());
    if (slash > at) found.push_back(path.substr(at, slash - at));
    at = slash + 1;
  }
  return found;
}

} // namespace

bool hasWildcard(std::string_view path) {
  return path.find_first_of("*?[") != std::string_view::npos;
}

bool matchName(std::string_view pattern, std::string_view name) {
  if (name.starts_with('.') && !pattern.starts_with('.')) return false;
  // Classic matching with one point to come back to: the last '*' and where its run ended.
  std::size_t p = 0;
  std::size_t n = 0;
  std::size_t starP = std::string_view::npos;
  std::size_t starN = 0;
  while (n < name.size()) {
    if (p < pattern.size() && pattern[p] == '*') {
      starP = ++p;
      starN = n;
      continue;
    }
    const std::size_t took = p < pattern.size() ? matchOne(pattern.substr(p), name[n]) : 0;
    if (took > 0) {
      p += took;
      ++n;
    } else if (starP != std::string_view::npos) {
      p = starP;
      n = ++starN;
    } else {
      return false;
    }
  }
  while (p < pattern.size() && pattern[p] == '*') ++p;
  return p == pattern.size();
}

GlobMatches expandGlob(const FileSystem& files, const std::string& pattern, std::size_t limit) {
  GlobMatches result;
  std::vector<std::string> current{pattern.starts_with('/') ? "/" : ""};
  const std::vector<std::string> steps = parts(pattern);
  for (std::size_t i = 0; i < steps.size() && !current.empty(); ++i) {
    const bool last = i + 1 == steps.size();
    std::vector<std::string> next;
    for (const auto& folder : current) {
      if (!hasWildcard(steps[i])) {
        next.push_back(join(folder, steps[i]));
        continue;
      }
      for (const auto& name : files.list(folder.empty() ? "." : folder)) {
        const std::string path = join(folder, name);
        if (!matchName(steps[i], name) || (!last && files.kind(path) != PathKind::Folder)) continue;
        if (next.size() == limit) {
          result.truncated = true;
          break;
        }
        next.push_back(path);
      }
    }
    current = std::move(next);
  }
  for (auto& path : current)
    if (files.kind(path) == PathKind::File) result.files.push_back(std::move(path));
  std::sort(result.files.begin(), result.files.end());
  return result;
}

} // namespace tapeflow::bareos
