#include "JobLevelFields.h"

#include "catalog/KindCode.h"
#include "topology/Topology.h"
#include "units/Format.h"
#include "units/Units.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>

#include <cmath>

namespace tapeflow::editor {

namespace {
const units::Unit kPercent{"%", units::Dimension::Dimensionless, 0.01};
const units::Unit kPlain{"", units::Dimension::Dimensionless, 1.0};
using topology::BackupLevel;
} // namespace

JobLevelFields::JobLevelFields(QWidget* parent, QFormLayout* form) : QObject(parent) {
  m_level = new QComboBox(parent);
  m_level->setObjectName(QStringLiteral("level"));
  m_level->addItem(tr("Full"), static_cast<int>(BackupLevel::Full));
  m_level->addItem(tr("Differential"), static_cast<int>(BackupLevel::Differential));
  m_level->addItem(tr("Incremental"), static_cast<int>(BackupLevel::Incremental));
  m_level->addItem(tr("Synthetic full"), static_cast<int>(BackupLevel::SyntheticFull));
  m_changeRate = new QLineEdit(parent);
  m_changeRate->setObjectName(QStringLiteral("changeRate"));
  m_changeRate->setPlaceholderText(tr("share changed per day, e.g. 2 %"));
  m_changedFiles = new QLineEdit(parent);
  m_changedFiles->setObjectName(QStringLiteral("changedFiles"));
  m_changedFiles->setPlaceholderText(tr("the change rate's share of the files"));
  m_days = new QSpinBox(parent);
  m_days->setRange(1, 100000);
  m_days->setSuffix(tr(" d"));
  m_days->setToolTip(tr("Days of change the backup holds: a differential holds every day since "
                        "the last full."));
  m_priority = new QSpinBox(parent);
  m_priority->setRange(-1000000, 1000000);
  m_priority->setToolTip(tr("Among jobs that ask for a library drive at the same time, the "
                            "higher priority goes first."));
  m_newMedia = new QCheckBox(tr("Writes to new cartridges (initialised on first use)"), parent);
  m_syntheticSource = new QComboBox(parent);
  m_syntheticSource->setObjectName(QStringLiteral("syntheticSource"));
  m_hint = new QLabel(parent);
  m_hint->setTextFormat(Qt::PlainText);
  m_hint->setWordWrap(true);
  m_hint->setStyleSheet(QStringLiteral("color: palette(mid);"));
  form->addRow(tr("Level"), m_level);
  form->addRow(tr("Change rate"), m_changeRate);
  form->addRow(tr("Changed files"), m_changedFiles);
  form->addRow(tr("Days of change"), m_days);
  form->addRow(tr("Synthetic from"), m_syntheticSource);
  form->addRow(tr("Priority"), m_priority);
  form->addRow(m_newMedia);
  form->addRow(m_hint);
  connect(m_level, &QComboBox::activated, this, &JobLevelFields::edited);
  connect(m_syntheticSource, &QComboBox::activated, this, &JobLevelFields::edited);
  for (QLineEdit* line : {m_changeRate, m_changedFiles})
    connect(line, &QLineEdit::editingFinished, this, &JobLevelFields::edited);
  for (QSpinBox* box : {m_days, m_priority})
    connect(box, &QSpinBox::editingFinished, this, &JobLevelFields::edited);
  connect(m_newMedia, &QCheckBox::toggled, this, &JobLevelFields::edited);
}

void JobLevelFields::show(const topology::Topology& topology, const topology::JobLevel& level) {
  m_level->setCurrentIndex(m_level->findData(static_cast<int>(level.level)));
  m_changeRate->setText(level.changeRate
                            ? QString::fromStdString(units::format(*level.changeRate, kPercent))
                            : QString());
  m_changedFiles->setText(level.changedFiles ? QString::number(*level.changedFiles) : QString());
  m_days->setValue(level.daysOfChange);
  m_priority->setValue(level.priority);
  m_newMedia->setChecked(level.newMedia);
  m_syntheticSource->clear();
  m_syntheticSource->addItem(tr("(none)"), QString());
  for (const auto& node : topology.nodes())
    if (catalog::isKind(node.kind, catalog::KindCode::Volume) ||
        catalog::isKind(node.kind, catalog::KindCode::DiskPool))
      m_syntheticSource->addItem(QString::fromStdString(node.name),
                                 QString::fromStdString(node.id));
  m_syntheticSource->setCurrentIndex(
      std::max(0, m_syntheticSource->findData(QString::fromStdString(level.syntheticSource))));
  // A level the solver cannot run yet (an incremental without its change rate) is kept, and
  // says what it still needs, as a job with no path does.
  m_hint->setText(QString::fromStdString(topology::levelProblem(level)));
  m_hint->setVisible(!m_hint->text().isEmpty());
  updateEnabled();
}

void JobLevelFields::updateEnabled() {
  const auto level = static_cast<BackupLevel>(m_level->currentData().toInt());
  const bool partial = level == BackupLevel::Incremental || level == BackupLevel::Differential;
  for (QWidget* field : {static_cast<QWidget*>(m_changeRate), static_cast<QWidget*>(m_changedFiles),
                         static_cast<QWidget*>(m_days)})
    field->setEnabled(partial);
  m_syntheticSource->setEnabled(level == BackupLevel::SyntheticFull);
}

QString JobLevelFields::read(topology::JobLevel& level) const {
  level.level = static_cast<BackupLevel>(m_level->currentData().toInt());
  level.daysOfChange = m_days->value();
  level.priority = m_priority->value();
  level.newMedia = m_newMedia->isChecked();
  level.syntheticSource = m_syntheticSource->currentData().toString().toStdString();
  const QString rate = m_changeRate->text().trimmed();
  if (rate.isEmpty()) {
    level.changeRate.reset();
  } else if (const auto value = units::parseAs(rate.toStdString(), kPercent); !value) {
    return QString::fromStdString(value.error().message);
  } else if (*value < 0.0 || *value > 1.0) {
    return tr("The change rate is a share of the data set per day, from 0 % to 100 %.");
  } else {
    level.changeRate = *value;
  }
  const QString files = m_changedFiles->text().trimmed();
  if (files.isEmpty()) {
    level.changedFiles.reset();
    return {};
  }
  const auto count = units::parseAs(files.toStdString(), kPlain);
  if (!count || *count < 0 || *count != std::floor(*count) || *count > 1e15)
    return tr("The changed files must be a whole number of files per day, such as 20000.");
  level.changedFiles = static_cast<long long>(*count);
  return {};
}

} // namespace tapeflow::editor
