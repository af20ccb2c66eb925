#pragma once

#include <QStringList>

#include <vector>

namespace tapeflow::editor {

class PageWriter;

// A table of text for the report: a header row, rows of cells, and how each column aligns.
struct ReportTable {
  QStringList headers;
  std::vector<QStringList> rows;
  std::vector<bool> numeric;     // per column: right-aligned figures
  std::vector<bool> emphasised;  // per row: bold (overrides, the run's bottleneck); may be empty
  bool groupFirstColumn = false; // a first cell equal to the one above is left blank
};

// Paints `table` at the writer's cursor across the full width. Columns get at least the width of
// their longest word and share the rest by how much text they hold; cells wrap, rows grow to fit
// their tallest cell, so nothing is clipped. A row that does not fit starts a new page, and every
// page the table continues on repeats the header.
void paintTable(PageWriter& writer, const ReportTable& table);

} // namespace tapeflow::editor
