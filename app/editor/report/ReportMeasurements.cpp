// The report's Measurements section (issue 23): what the user measured against the prediction,
// and the figures calibrated from it. Left out when the document holds no measurement.

#include "PageWriter.h"
#include "ReportSections.h"
#include "ReportTable.h"
#include "ReportWriter.h"
#include "calibration/MeasurementRows.h"
#include "topology/Topology.h"

#include <QCoreApplication>

namespace tapeflow::editor {
namespace {

QString tr(const char* text) { return QCoreApplication::translate("tapeflow::editor", text); }

} // namespace

void paintMeasurements(PageWriter& writer, const ReportInput& input) {
  const auto& measurements = input.topology->measurements();
  if (measurements.empty()) return;
  writer.heading(tr("Measurements"), writer.mm(25));
  writer.paragraph(tr("What was measured on this hardware, against the prediction. Figures "
                      "calibrated from these measurements are marked so in the assumptions."));
  ReportTable table;
  table.headers = QStringList{tr("Measured"), tr("Run"),  tr("Value"), tr("Predicted"),
                              tr("Error"),    tr("Date"), tr("Note")};
  table.numeric = {false, false, true, true, true, false, false};
  for (const auto& measurement : measurements) {
    const auto row = measurementRow(*input.topology, measurement, input.backup, input.restore);
    table.rows.push_back({row.what, row.run, row.measured, row.predicted, row.errorText(),
                          QString::fromStdString(measurement.date),
                          QString::fromStdString(measurement.note)});
  }
  paintTable(writer, table);
}

} // namespace tapeflow::editor
