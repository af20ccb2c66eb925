#pragma once

// --scenario NAME for the commands that solve one document (solve, sweep): the named scenario's
// document in place of the file's base diagram.

#include "CommandLine.h"

#include "topology/Topology.h"

#include <memory>
#include <optional>
#include <string_view>

namespace tapeflow::cli {

// The document to solve: `base` itself without a scenario (nullopt), else the scenario's document.
// Returns nullptr after saying why on io.err; `status` is then the exit status (usage for a
// name the file does not have, invalid input for a scenario that no longer applies).
std::shared_ptr<const topology::Topology>
documentToSolve(std::optional<std::string_view> scenario, const Io& io, std::string_view command,
                std::shared_ptr<const topology::Topology> base, int& status);

} // namespace tapeflow::cli
