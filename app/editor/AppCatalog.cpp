#include "AppCatalog.h"

#include <QStandardPaths>

namespace tapeflow::editor {

QString userCatalogFolder() {
  return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
         QStringLiteral("/catalog");
}

std::shared_ptr<const catalog::Catalog> loadAppCatalog(QStringList* messages) {
  Diagnostics diagnostics;
  auto catalog = catalog::Catalog::load(catalog::defaultResourceDir() + "/catalog",
                                        userCatalogFolder().toStdString(), diagnostics);
  if (messages) {
    for (const auto& diagnostic : diagnostics.all())
      *messages << QString::fromStdString(diagnostic.toString());
    if (diagnostics.omitted() > 0) *messages << QString::fromStdString(diagnostics.omittedText());
  }
  if (!catalog)
    catalog = std::make_shared<catalog::Catalog>(std::make_shared<catalog::KindRegistry>());
  return catalog;
}

} // namespace tapeflow::editor
