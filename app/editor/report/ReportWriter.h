#pragma once

#include <QDateTime>
#include <QPageSize>
#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

namespace tapeflow::solver {
struct SolveResult;
}
namespace tapeflow::topology {
class Topology;
}
namespace tapeflow::whatif {
struct SweepResult;
struct AdvisorResult;
struct Comparison;
} // namespace tapeflow::whatif

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
  // Sweeps the user added to the report (the What-if dock's Add to Report), with the words
  // for their axes.
  struct Sweep {
    std::shared_ptr<const whatif::SweepResult> result;
    QStringList axisTitles;
  };
  std::vector<Sweep> sweeps;
  // The What-if section's advice and scenario comparison: writeReport() finds them once, before
  // its two layout passes (each a set of solves), when they are not given.
  std::shared_ptr<const whatif::AdvisorResult> advice;
  std::shared_ptr<const whatif::Comparison> comparison;
};

struct ReportOptions {
  QPageSize::PageSizeId pageSize = QPageSize::A4;
  double backupWindow = 0.0; // seconds; 0: the document's own backup window, if any
  QString backupWindowText;  // as the user wrote it ("30 min"); empty: formatted from seconds
  QDateTime date = QDateTime::currentDateTime();
  // The headless export's sweep (tapeflow --export-pdf ... --sweep SPEC [--sweep SPEC]): run on
  // the file and added to the report's What-if section; the window adds its own (input.sweeps).
  QStringList sweepSpecs;
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
