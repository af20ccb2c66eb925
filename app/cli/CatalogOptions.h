#pragma once

// The catalog options every command that reads topologies shares: where the shipped catalog is
// and which user catalog folder to add.

#include "CommandLine.h"

#include "catalog/Catalog.h"

#include <array>
#include <memory>

namespace tapeflow::cli {

inline constexpr std::array<std::string_view, 2> kCatalogOptions{"--catalog", "--user-catalog"};

// Loads the catalog the options name, printing its problems to io.err. Returns nullptr (after
// saying why) when it cannot be used.
std::shared_ptr<const catalog::Catalog> loadCatalog(const Arguments& args, const Io& io,
                                                    std::string_view command);

} // namespace tapeflow::cli
