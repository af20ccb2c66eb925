#pragma once

#include "ReportWriter.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLineEdit;

namespace tapeflow::editor {

class BackupWindowBox;

// File ▸ Export Report…: where to write the PDF, on which paper (A4 or Letter, the locale's by
// default) and the backup window to check the run against.
class ExportReportDialog : public QDialog {
  Q_OBJECT

public:
  ExportReportDialog(const QString& suggestedPath, double backupWindow, QWidget* parent = nullptr);

  [[nodiscard]] QString path() const;
  [[nodiscard]] ReportOptions options() const;

private:
  void browse();
  void updateOk();

  QLineEdit* m_path = nullptr;
  QComboBox* m_pageSize = nullptr;
  BackupWindowBox* m_window = nullptr;
  QDialogButtonBox* m_buttons = nullptr;
};

} // namespace tapeflow::editor
