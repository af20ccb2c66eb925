#pragma once

#include "topology/JobLevel.h"

#include <QObject>
#include <QString>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;
class QWidget;

namespace tapeflow::topology {
class Topology;
}

namespace tapeflow::editor {

// The backup level rows of the job form (issue 25): level, change rate and changed files per
// day, days of change, queue priority, new media and a synthetic full's volume. The form owns
// the commit; these rows only show a level and read one back.
class JobLevelFields : public QObject {
  Q_OBJECT

public:
  JobLevelFields(QWidget* parent, QFormLayout* form);

  void show(const topology::Topology& topology, const topology::JobLevel& level);
  // Reads the rows into `level`; returns why a field cannot be read, or an empty string.
  [[nodiscard]] QString read(topology::JobLevel& level) const;

signals:
  void edited();

private:
  void updateEnabled();

  QComboBox* m_level;
  QLineEdit* m_changeRate;
  QLineEdit* m_changedFiles;
  QSpinBox* m_days;
  QSpinBox* m_priority;
  QCheckBox* m_newMedia;
  QComboBox* m_syntheticSource;
  QLabel* m_hint;
};

} // namespace tapeflow::editor
