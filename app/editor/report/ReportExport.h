#pragma once

#include "ReportWriter.h"

#include <QString>

#include <memory>

namespace tapeflow::catalog {
class Catalog;
}

namespace tapeflow::editor {

class Document;

// The report's input for an open document: its name (the diagram's own name, else the file's),
// file, scene and results. Shared by the window and the headless export.
[[nodiscard]] ReportInput reportInput(const Document& document, DiagramScene* scene,
                                      const solver::SolveResult* backup,
                                      const solver::SolveResult* restore);

// The headless export (`tapeflow --export-pdf OUT FILE`): opens `file` over `catalog`, solves it,
// draws its diagram in a scene of its own as the canvas would, and writes the same report the
// window's File ▸ Export Report writes. No window is created.
struct ExportOutcome {
  bool ok = false;
  QString error; // names the file and the problem
  int pages = 0;
};
[[nodiscard]] ExportOutcome exportReportFile(const QString& file, const QString& pdf,
                                             std::shared_ptr<const catalog::Catalog> catalog,
                                             const ReportOptions& options);

} // namespace tapeflow::editor
