// File ▸ Export Report: the PDF report of the open document (report/).

#include "MainWindow.h"
#include "PlainText.h"

#include "charts/ChartsDock.h"
#include "document/Document.h"
#include "report/ExportReportDialog.h"
#include "report/ReportExport.h"
#include "results/SolverRunner.h"
#include "scene/DiagramScene.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QMessageBox>
#include <QStatusBar>

namespace tapeflow::editor {

bool MainWindow::exportReportTo(const QString& path, const ReportOptions& options, QString* error) {
  // A large diagram may still be solving on its worker: the report shows the latest edit.
  QElapsedTimer waited;
  waited.start();
  while (m_runner->busy() && waited.elapsed() < 60000)
    QApplication::processEvents(QEventLoop::ExcludeUserInputEvents, 50);
  if (!m_runner->backup()) {
    if (error) *error = tr("the results are not ready yet");
    return false;
  }
  ReportInput input = reportInput(*m_document, m_scene, m_runner->backup(), m_runner->restore());
  input.sweeps = m_reportSweeps;
  return writeReport(path, input, options, error);
}

void MainWindow::exportReport() {
  // Next to the document, named after it, unless it was never saved.
  const QFileInfo document(m_document->filePath());
  const QString suggested =
      m_document->filePath().isEmpty()
          ? QDir::home().filePath(tr("report.pdf"))
          : document.dir().filePath(document.completeBaseName() + QStringLiteral(".pdf"));
  ExportReportDialog dialog(suggested, m_charts->backupWindow(), this);
  if (dialog.exec() != QDialog::Accepted) return;
  const ReportOptions options = dialog.options();
  m_charts->setBackupWindow(options.backupWindow); // one window for the charts and the report
  QString error;
  QApplication::setOverrideCursor(Qt::WaitCursor);
  const bool ok = exportReportTo(dialog.path(), options, &error);
  QApplication::restoreOverrideCursor();
  if (!ok) {
    plainMessage(this, QMessageBox::Warning, tr("Export Report"),
                 tr("The report was not written: %1").arg(error));
    return;
  }
  statusBar()->showMessage(tr("Report written to %1").arg(QDir::toNativeSeparators(dialog.path())),
                           10000);
}

} // namespace tapeflow::editor
