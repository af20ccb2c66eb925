#include "CatalogSourceWords.h"

#include "catalog/Catalog.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace tapeflow::editor {

QString catalogSourceWords(const catalog::Catalog& catalog, const std::string& ref) {
  if (ref.empty()) return QCoreApplication::translate("tapeflow::editor::InspectorDock", "catalog");
  const auto* source = catalog.source(ref);
  QString title = source ? QString::fromStdString(source->title) : QString();
  title = title.left(title.indexOf(QRegularExpression(QStringLiteral("[,:]")))).trimmed();
  return QCoreApplication::translate("tapeflow::editor::InspectorDock", "catalog (%1)")
      .arg(title.isEmpty() ? QString::fromStdString(ref) : title);
}

} // namespace tapeflow::editor
