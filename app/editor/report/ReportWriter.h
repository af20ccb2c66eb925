#pragma once

#include <QDateTime>
#include <QPageSize>
#include <QString>

namespace tapeflow::solver {
struct SolveResult;
}
namespace tapeflow::topology {
class Topology;
}

namespace tapeflow::editor {

class DiagramScene;

// What a report is made from: the diagram as the canvas shows it and the solver's results.
struct ReportInput {
  const topology::Topology* topology = nullptr;
  QString name;                  // the document's name
  QString filePath;              // empty for an unsaved document
  DiagramScene* scene = nullptr; // showing `backup`'s utilisation (showResultsOnScene)
  const solver::SolveResult* backup = nullptr;
  const solver::SolveResult* restore = nullptr;
  QString rateUnit;
};

struct ReportOptions {
  QPageSize::PageSizeId pageSize = QPageSize::A4;
  double backupWindow = 0.0; // seconds; 0: none set
  QDateTime date = QDateTime::currentDateTime();
};

// Letter where the locale measures in US units, A4 elsewhere.
[[nodiscard]] QPageSize::PageSizeId defaultPageSize();

// Writes the PDF report (docs/report.md): title block, diagram, summary, jobs and resources
// tables, charts, warnings and explanation per job, assumptions; a footer and "Page n of m" on
// every page. Laid out twice, the first time only to count the pages. The file is replaced
// atomically. On failure returns false and says why in `error`; `pages` gets the page count.
bool writeReport(const QString& path, const ReportInput& input, const ReportOptions& options,
                 QString* error, int* pages = nullptr);

} // namespace tapeflow::editor
