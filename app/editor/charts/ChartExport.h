#pragma once

// Charts out of the app: each chart of the Charts dock saves itself as PNG (a picture for slides
// and mail) or SVG (lines and text that stay sharp at any size, for documents) from its context
// menu.

#include <QString>

class QChartView;

namespace tapeflow::editor {

// Writes the chart shown in `view` as a PNG at twice its size on screen (sharp on high-density
// screens and in print). On failure returns false and says why in `error`.
bool saveChartPng(const QChartView* view, const QString& path, QString* error);
// Writes the chart shown in `view` as SVG, titled with the chart's title.
bool saveChartSvg(const QChartView* view, const QString& path, QString* error);

// Gives `view` a context menu with "Save as PNG…" and "Save as SVG…", each asking for a file
// name (offered in the folder last saved to) and saying in a message box when writing fails.
void enableChartExport(QChartView* view);

} // namespace tapeflow::editor
