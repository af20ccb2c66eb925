#include "CatalogOptions.h"

#include "util/Text.h"

#include <filesystem>
#include <ostream>

namespace tapeflow::cli {

void CatalogOptions::define(CLI::App& app) {
  shippedOption = addValue(app, "--catalog", shipped, kFolderKind,
                           "the shipped catalog folder (default: the installed one)");
  addValue(app, "--user-catalog", user, kFolderKind, "a folder of the user's own catalog entries");
}

std::shared_ptr<const catalog::Catalog> loadCatalog(const CatalogOptions& options, const Io& io,
                                                    std::string_view command) {
  const std::string shipped =
      given(options.shippedOption) ? options.shipped : catalog::defaultResourceDir() + "/catalog";
  const std::string& user = options.user;
  // A folder given by hand that is not there is a mistake (a typo), not an empty catalog.
  // (One that cannot be examined, a symlink loop say, is the catalog's warning.)
  if (!user.empty()) {
    std::error_code ec;
    const auto status = std::filesystem::status(user, ec);
    const bool missing = status.type() == std::filesystem::file_type::not_found;
    if (missing || (!ec && !std::filesystem::is_directory(status))) {
      io.err << "tapeflow-cli " << command << ": --user-catalog: " << quote(user)
             << (missing ? " does not exist" : " is not a folder") << '\n';
      return nullptr;
    }
  }
  Diagnostics diagnostics;
  auto catalog = catalog::Catalog::load(shipped, user, diagnostics);
  if (!diagnostics.empty()) io.err << diagnostics.toString();
  if (!catalog || diagnostics.hasErrors()) {
    io.err << "tapeflow-cli " << command << ": the component catalog has errors (" << shipped
           << (user.empty() ? "" : ", " + user) << ")\n";
    return nullptr;
  }
  return catalog;
}

} // namespace tapeflow::cli
