#pragma once

// The topology a command was given: a file, or "-" for standard input (so tapeflow-cli fits in a
// pipe: `generate | tapeflow-cli check -`).

#include "CommandLine.h"

#include "io/TopologyFile.h"

#include <memory>
#include <string_view>

namespace tapeflow::cli {

// The name problems in standard input are reported under.
inline constexpr std::string_view kStandardInputName = "(standard input)";

[[nodiscard]] io::LoadResult loadTopologyArgument(std::string_view file,
                                                  std::shared_ptr<const catalog::Catalog> catalog,
                                                  const Io& io);

// The file name to show for an argument: kStandardInputName for "-".
[[nodiscard]] std::string_view shownName(std::string_view file);

} // namespace tapeflow::cli
