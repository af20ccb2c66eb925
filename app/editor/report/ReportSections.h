#pragma once

// The sections of the PDF report, in the order ReportWriter lays them out. Each draws at the
// page writer's cursor and moves it on.

namespace tapeflow::editor {

class PageWriter;
struct ReportInput;
struct ReportOptions;

void paintTitleBlock(PageWriter& writer, const ReportInput& input, const ReportOptions& options);
void paintDiagram(PageWriter& writer, const ReportInput& input); // ReportGraphics.cpp
void paintSummary(PageWriter& writer, const ReportInput& input, const ReportOptions& options);
void paintResultTables(PageWriter& writer, const ReportInput& input);
void paintCharts(PageWriter& writer, const ReportInput& input,
                 const ReportOptions& options); // ReportGraphics.cpp
void paintExplanation(PageWriter& writer, const ReportInput& input);
void paintAssumptions(PageWriter& writer, const ReportInput& input); // Assumptions.cpp

} // namespace tapeflow::editor
