#pragma once

#include "catalog/Catalog.h"

#include <QStringList>

#include <memory>

namespace tapeflow::editor {

// The catalog the application edits with: the shipped one (catalog::defaultResourceDir()) plus
// the user's own entries in <AppDataLocation>/catalog. Never null: without a usable shipped
// catalog it is empty and `messages` says why, so the window still opens.
[[nodiscard]] std::shared_ptr<const catalog::Catalog> loadAppCatalog(QStringList* messages);
[[nodiscard]] QString userCatalogFolder();

} // namespace tapeflow::editor
