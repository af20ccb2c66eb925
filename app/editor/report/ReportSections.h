#pragma once

// The sections of the PDF report, in the order ReportWriter lays them out. Each draws at the
// page writer's cursor and moves it on.

namespace tapeflow::solver {
struct SolveResult;
}

namespace tapeflow::editor {

class PageWriter;
struct ReportInput;
struct ReportOptions;

// Whether any job of `result` can run (the others carry an error instead of figures).
[[nodiscard]] bool anyRuns(const solver::SolveResult& result); // ReportSummary.cpp

void paintTitleBlock(PageWriter& writer, const ReportInput& input, const ReportOptions& options);
// Whether the diagram, too wide to read upright below the cursor, goes turned on a page of its
// own (ReportGraphics.cpp).
[[nodiscard]] bool diagramTurned(const PageWriter& writer, const ReportInput& input);
void paintDiagram(PageWriter& writer, const ReportInput& input); // ReportGraphics.cpp
void paintSummary(PageWriter& writer, const ReportInput& input, const ReportOptions& options);
void paintResultTables(PageWriter& writer, const ReportInput& input);
void paintCharts(PageWriter& writer, const ReportInput& input,
                 const ReportOptions& options); // ReportGraphics.cpp
void paintExplanation(PageWriter& writer, const ReportInput& input);
void paintWhatIf(PageWriter& writer, const ReportInput& input);       // ReportWhatIf.cpp
void paintMeasurements(PageWriter& writer, const ReportInput& input); // ReportMeasurements.cpp
void paintSchedule(PageWriter& writer, const ReportInput& input);     // ReportSchedule.cpp
void paintAssumptions(PageWriter& writer, const ReportInput& input);  // Assumptions.cpp

} // namespace tapeflow::editor
