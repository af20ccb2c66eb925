#pragma once

// The placeholders of set-up templates, in any string of a part: {i} is the number of the copy
// in a repeated part (1, 2, ...), {i+2} and {i-1} are offset from it, {i%drives} counts 1 to
// the value of the count "drives" and starts again (to spread clients over drives), {drives} is
// a count's value and {drive} a word the chosen option of a choice gives. Internal to model/io.

#include <map>
#include <optional>
#include <string>

namespace tapeflow::io {

struct PlaceholderValues {
  std::optional<int> index;          // the copy's number; none outside a repeated part
  std::map<std::string, int> counts; // count id -> value
  std::map<std::string, std::string> words;
};

struct Substituted {
  std::string text;
  std::string error; // "unknown placeholder '{x}'", ...; empty when fine
};

[[nodiscard]] Substituted substitutePlaceholders(const std::string& text,
                                                 const PlaceholderValues& values);

} // namespace tapeflow::io
