#pragma once

// File ▸ Export ▸ Jobs as CSV… and Resources as CSV…: the live results written as the command
// line writes them (tapeflow-cli solve FILE --direction both --csv [resources]), by the same
// model code (solver/ResultCsv.h), so a spreadsheet made from either reads the same.

#include <QString>

#include <functional>

class QMenu;
class QWidget;

namespace tapeflow::solver {
struct SolveResult;
}

namespace tapeflow::editor {

class SolverRunner;

enum class CsvTable { Jobs, Resources };

// Writes `table` of the backup run and, when there is one, the restore run (the first column
// names the run) to `path`, atomically. On failure returns false and says why in `error`.
bool writeResultsCsv(const QString& path, CsvTable table, const solver::SolveResult& backup,
                     const solver::SolveResult* restore, QString* error);

// Writes the runner's latest results, waiting for a solve in progress (a large diagram solves on
// a worker) so the file shows the latest edit.
bool exportResultsCsv(const SolverRunner& runner, CsvTable table, const QString& path,
                      QString* error);

// Adds the two export actions to `menu`; each asks for a file name (beside `documentPath()` when
// the document has been saved) and says in a message box over `window` when writing fails.
void addResultsCsvActions(QMenu* menu, QWidget* window, const SolverRunner* runner,
                          std::function<QString()> documentPath);

} // namespace tapeflow::editor
