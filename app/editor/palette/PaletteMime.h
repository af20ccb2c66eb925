#pragma once

#include <QString>

namespace tapeflow::editor {

// The drag payload of a palette entry: the catalog entry's id in UTF-8.
inline const QString kPaletteEntryMime = QStringLiteral("application/x-tapeflow-catalog-entry");

} // namespace tapeflow::editor
