#pragma once

// Plain-text tables of the commands that print them (solve, validate, compare, ...).

#include <cstddef>
#include <string>
#include <string_view>

namespace tapeflow::cli {

// The columns `text` (UTF-8) takes in a terminal: East Asian wide characters and emoji take two,
// combining marks and zero-width characters none, the rest one. A byte that is not valid UTF-8
// takes one (the terminal shows a replacement character).
[[nodiscard]] std::size_t displayWidth(std::string_view text);

// `text` in a column `width` terminal columns wide: padded with spaces, or cut with a '~' to show
// it was cut. Cut between characters, never inside one (issue 37: a cut at a byte left half a
// character), and measured in columns, so that wide characters keep the table aligned.
[[nodiscard]] std::string padded(std::string_view text, std::size_t width);

} // namespace tapeflow::cli
