#pragma once

#include <QString>

#include <string>

namespace tapeflow::catalog {
class Catalog;
}

namespace tapeflow::editor {

// Where a catalog figure comes from, as people know it: the source's title up to its first
// comma or colon, "catalog (Dell PowerVault 132T LTO/SDLT Tape Library User's Guide)", not its
// id (issue 40: "from the catalog (dell-132t-guide)"); the id only when the catalog has no such
// source.
[[nodiscard]] QString catalogSourceWords(const catalog::Catalog& catalog, const std::string& ref);

} // namespace tapeflow::editor
