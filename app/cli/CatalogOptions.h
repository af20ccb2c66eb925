#pragma once

// The catalog options every command that reads topologies shares: where the shipped catalog is
// and which user catalog folder to add.

#include "CommandDefinition.h"

#include "catalog/Catalog.h"

#include <memory>
#include <string>

namespace tapeflow::cli {

struct CatalogOptions {
  std::string shipped; // --catalog DIR; without it, the installed catalog
  std::string user;    // --user-catalog DIR; none when empty
  const CLI::Option* shippedOption = nullptr;

  // Declares --catalog and --user-catalog on a command.
  void define(CLI::App& app);
};

// Loads the catalog the options name, printing its problems to io.err. Returns nullptr (after
// saying why) when it cannot be used.
std::shared_ptr<const catalog::Catalog> loadCatalog(const CatalogOptions& options, const Io& io,
                                                    std::string_view command);

} // namespace tapeflow::cli
