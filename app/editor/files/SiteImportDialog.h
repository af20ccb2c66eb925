#pragma once

#include "siteimport/ImportBareos.h"

#include <QDialog>

#include <memory>

class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace tapeflow::editor {

// File ▸ Import ▸ Bareos/Bacula Configuration… (issue 42): a configuration file or folder, an
// optional job history, and what a configuration never says (the network, a job's data when the
// history lacks it, the change a day, the window). Every change imports again at once, so the
// preview says what the document will hold ("3 clients, 1 storage daemon, 4 drives, 3 jobs,
// 1 schedule; 7 assumptions"), each assumption, and each problem with its file and line, before
// the user confirms.
class SiteImportDialog : public QDialog {
  Q_OBJECT

public:
  SiteImportDialog(std::shared_ptr<const catalog::Catalog> catalog, QWidget* parent = nullptr);
  ~SiteImportDialog() override;

  // The imported document; null while the input makes none. Taking it leaves none.
  [[nodiscard]] std::unique_ptr<topology::Topology> takeDocument();
  [[nodiscard]] const siteimport::ImportResult& result() const { return m_result; }

  // The paths, as the browse buttons set them (tests set them directly).
  void setConfigPath(const QString& path);
  void setHistoryPath(const QString& path);

private:
  QWidget* pathRow(QLineEdit* edit, const QList<QPair<QString, bool>>& browse);
  void browse(QLineEdit* edit, bool folder);
  void runImport();
  [[nodiscard]] siteimport::ImportChoices choices() const;
  [[nodiscard]] QString previewText() const;

  std::shared_ptr<const catalog::Catalog> m_catalog;
  QLineEdit* m_config = nullptr;
  QLineEdit* m_history = nullptr;
  QComboBox* m_network = nullptr;
  QDoubleSpinBox* m_dataSize = nullptr;
  QDoubleSpinBox* m_changeRate = nullptr;
  QDoubleSpinBox* m_window = nullptr;
  QLabel* m_summary = nullptr;
  QPlainTextEdit* m_details = nullptr;
  QDialogButtonBox* m_buttons = nullptr;
  siteimport::ImportResult m_result;
};

} // namespace tapeflow::editor
