#include "ExportReportDialog.h"

#include "charts/BackupWindowBox.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

namespace tapeflow::editor {

ExportReportDialog::ExportReportDialog(const QString& suggestedPath, double backupWindow,
                                       QWidget* parent)
    : QDialog(parent) {
  setWindowTitle(tr("Export Report"));
  auto* form = new QFormLayout(this);
  m_path = new QLineEdit(suggestedPath, this);
  m_path->setObjectName(QStringLiteral("reportPath"));
  m_path->setMinimumWidth(360);
  auto* browse = new QPushButton(tr("&Browse…"), this);
  auto* file = new QHBoxLayout;
  file->addWidget(m_path, 1);
  file->addWidget(browse);
  // A label made here, with its buddy: addRow(text, layout) would show the "&" itself.
  auto* fileLabel = new QLabel(tr("&File:"), this);
  fileLabel->setBuddy(m_path);
  form->addRow(fileLabel, file);
  m_pageSize = new QComboBox(this);
  m_pageSize->setObjectName(QStringLiteral("reportPageSize"));
  m_pageSize->addItem(tr("A4 (210 × 297 mm)"), int(QPageSize::A4));
  m_pageSize->addItem(tr("Letter (8.5 × 11 in)"), int(QPageSize::Letter));
  m_pageSize->setCurrentIndex(m_pageSize->findData(int(defaultPageSize())));
  form->addRow(tr("&Paper:"), m_pageSize);
  m_window = new BackupWindowBox(this);
  m_window->setObjectName(QStringLiteral("reportBackupWindow"));
  m_window->setSeconds(backupWindow);
  form->addRow(tr("Backup &window:"), m_window);
  m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Export"));
  form->addRow(m_buttons);
  connect(browse, &QPushButton::clicked, this, &ExportReportDialog::browse);
  connect(m_path, &QLineEdit::textChanged, this, &ExportReportDialog::updateOk);
  connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  updateOk();
}

QString ExportReportDialog::path() const {
  QString path = m_path->text().trimmed();
  if (!path.isEmpty() && !path.endsWith(QStringLiteral(".pdf"), Qt::CaseInsensitive))
    path += QStringLiteral(".pdf");
  return path;
}

ReportOptions ExportReportDialog::options() const {
  ReportOptions options;
  options.pageSize = static_cast<QPageSize::PageSizeId>(m_pageSize->currentData().toInt());
  options.backupWindow = m_window->seconds();
  return options;
}

void ExportReportDialog::browse() {
  const QString chosen =
      QFileDialog::getSaveFileName(this, tr("Export Report"), path(), tr("PDF documents (*.pdf)"));
  if (!chosen.isEmpty()) m_path->setText(chosen);
}

void ExportReportDialog::updateOk() {
  m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!m_path->text().trimmed().isEmpty());
}

} // namespace tapeflow::editor
