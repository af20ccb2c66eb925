#pragma once

#include "topology/Elements.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace tapeflow::editor {

class Document;
class JobLevelFields;

// A job's fields in the inspector: name, direction, source volume, target, mode, streams, block
// size, data set figures, the option flags and the backup level (JobLevelFields). Each edit that
// the model accepts (Topology::checkJob) is one UpdateJobCommand; a refused one shows the model's
// reason.
class JobForm : public QWidget {
  Q_OBJECT

public:
  JobForm(Document* document, std::string jobId, QWidget* parent = nullptr);

  void refresh();
  [[nodiscard]] QLabel* errorLabel() const { return m_error; }

private:
  void commit();
  QLineEdit* sizeField(const QString& placeholder);
  void showDataSetPlaceholders(const topology::Job& job);

  Document* m_document;
  std::string m_id;
  bool m_updating = false;
  QLineEdit* m_name;
  QComboBox* m_direction;
  QComboBox* m_source;
  QComboBox* m_target;
  QComboBox* m_mode;
  QSpinBox* m_streams;
  QSpinBox* m_requests; // 0: the application's own figure
  QLineEdit* m_blockSize;
  QLineEdit* m_dataSize;
  QLineEdit* m_fileCount;
  QLineEdit* m_meanFileSize;
  QLineEdit* m_compressibility;
  QCheckBox* m_compression;
  QCheckBox* m_crc;
  QCheckBox* m_pushAgent;
  QCheckBox* m_treeWalk;
  QCheckBox* m_outOfOrder;
  JobLevelFields* m_levelFields;
  QLabel* m_error;
};

} // namespace tapeflow::editor
