#include "JobForm.h"

#include "JobLevelFields.h"
#include "document/Document.h"
#include "topology/JobDataSet.h"
#include "topology/TierKinds.h"
#include "undo/UpdateJobCommand.h"
#include "units/Format.h"
#include "units/Units.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSpinBox>
#include <QUndoStack>

#include <cmath>

namespace tapeflow::editor {

namespace {
const units::Unit kKiB{"KiB", units::Dimension::Bytes, 1024.0};
const units::Unit kGB{"GB", units::Dimension::Bytes, 1e9};
const units::Unit kMB{"MB", units::Dimension::Bytes, 1e6};
const units::Unit kPlain{"", units::Dimension::Dimensionless, 1.0};
} // namespace

JobForm::JobForm(Document* document, std::string jobId, QWidget* parent)
    : QWidget(parent), m_document(document), m_id(std::move(jobId)) {
  setObjectName(QStringLiteral("jobForm"));
  auto* form = new QFormLayout(this);
  form->setContentsMargins(0, 0, 0, 0);
  form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
  m_name = new QLineEdit(this);
  m_direction = new QComboBox(this);
  m_direction->addItem(tr("Backup"), 0);
  m_direction->addItem(tr("Restore"), 1);
  m_source = new QComboBox(this);
  m_target = new QComboBox(this);
  m_mode = new QComboBox(this);
  m_mode->addItem(tr("By file"), 0);
  m_mode->addItem(tr("Image"), 1);
  m_streams = new QSpinBox(this);
  m_streams->setRange(1, 1024);
  m_requests = new QSpinBox(this);
  m_requests->setObjectName(QStringLiteral("requestsInFlight"));
  m_requests->setRange(0, 4096);
  m_requests->setSpecialValueText(tr("the application's"));
  m_requests->setToolTip(tr("Requests (chunks, objects, parts) one stream keeps outstanding when "
                            "its backup application moves data as requests"));
  m_blockSize = sizeField(tr("default (e.g. 64 KiB)"));
  m_dataSize = sizeField(tr("the volume's data set"));
  m_fileCount = sizeField(QString());
  m_meanFileSize = sizeField(QString());
  m_dataSize->setObjectName(QStringLiteral("dataSize"));
  m_fileCount->setObjectName(QStringLiteral("fileCount"));
  m_meanFileSize->setObjectName(QStringLiteral("meanFileSize"));
  m_compressibility = sizeField(tr("the volume's (e.g. 2 for 2:1)"));
  m_compression = new QCheckBox(tr("Software compression"), this);
  m_crc = new QCheckBox(tr("CRC"), this);
  m_pushAgent = new QCheckBox(tr("Client push agent"), this);
  // A paragraph, so that Qt wraps the tip instead of drawing one line across the screen.
  const auto paragraph = [](const QString& text) {
    return QStringLiteral("<p>%1</p>").arg(text.toHtmlEscaped());
  };
  m_pushAgent->setToolTip(
      paragraph(tr("The backup program's agent on the client is sent the whole list of "
                   "files and pushes them, instead of being asked for each file: it "
                   "saves a round trip of the route per file (programs whose server "
                   "asks for each file).")));
  m_treeWalk = new QCheckBox(tr("Tree walk first"), this);
  m_outOfOrder = new QCheckBox(tr("Restore out of tape order"), this);
  m_outOfOrder->setToolTip(
      paragraph(tr("The restore asks for its files in an order of its own (a copy "
                   "through LTFS by name, a selection of files): the drive locates "
                   "to each file before reading it.")));
  m_error = new QLabel(this);
  m_error->setTextFormat(Qt::PlainText); // quotes names and values
  m_error->setObjectName(QStringLiteral("error"));
  m_error->setWordWrap(true);
  m_error->setStyleSheet(QStringLiteral("color: #c62828;"));
  form->addRow(tr("Name"), m_name);
  form->addRow(tr("Direction"), m_direction);
  form->addRow(tr("Source volume"), m_source);
  form->addRow(tr("Target"), m_target);
  form->addRow(tr("Mode"), m_mode);
  form->addRow(tr("Streams"), m_streams);
  form->addRow(tr("Requests in flight"), m_requests);
  form->addRow(tr("Block size"), m_blockSize);
  form->addRow(tr("Data size"), m_dataSize);
  form->addRow(tr("File count"), m_fileCount);
  form->addRow(tr("Mean file size"), m_meanFileSize);
  form->addRow(tr("Compressibility"), m_compressibility);
  for (QCheckBox* box : {m_compression, m_crc, m_pushAgent, m_treeWalk, m_outOfOrder})
    form->addRow(box);
  m_levelFields = new JobLevelFields(this, form);
  form->addRow(m_error);
  refresh();
  connect(m_name, &QLineEdit::editingFinished, this, &JobForm::commit);
  for (QComboBox* combo : {m_direction, m_source, m_target, m_mode})
    connect(combo, &QComboBox::activated, this, &JobForm::commit);
  for (QSpinBox* spin : {m_streams, m_requests})
    connect(spin, &QSpinBox::editingFinished, this, &JobForm::commit);
  for (QCheckBox* box : {m_compression, m_crc, m_pushAgent, m_treeWalk, m_outOfOrder})
    connect(box, &QCheckBox::toggled, this, &JobForm::commit);
  connect(m_levelFields, &JobLevelFields::edited, this, &JobForm::commit);
}

QLineEdit* JobForm::sizeField(const QString& placeholder) {
  auto* line = new QLineEdit(this);
  line->setPlaceholderText(placeholder);
  connect(line, &QLineEdit::editingFinished, this, &JobForm::commit);
  return line;
}

void JobForm::refresh() {
  const auto& topology = m_document->topology();
  const auto* job = topology.job(m_id);
  if (!job) return;
  m_updating = true;
  if (!m_name->hasFocus()) m_name->setText(QString::fromStdString(job->name));
  m_direction->setCurrentIndex(job->direction == topology::Direction::Backup ? 0 : 1);
  m_source->clear();
  m_target->clear();
  for (const auto& node : topology.nodes()) {
    if (topology::isJobSourceKind(node.kind))
      m_source->addItem(QString::fromStdString(node.name), QString::fromStdString(node.id));
    if (topology::isJobTargetKind(node.kind))
      m_target->addItem(QString::fromStdString(node.name), QString::fromStdString(node.id));
  }
  m_source->setCurrentIndex(m_source->findData(QString::fromStdString(job->source)));
  m_target->setCurrentIndex(m_target->findData(QString::fromStdString(job->target)));
  const auto& options = job->options;
  m_mode->setCurrentIndex(options.mode == topology::JobMode::ByFile ? 0 : 1);
  m_streams->setValue(options.streams);
  m_requests->setValue(options.requestsInFlight.value_or(0));
  const auto size = [](const std::optional<double>& value, const units::Unit& unit) {
    return value ? QString::fromStdString(units::format(*value, unit)) : QString();
  };
  m_blockSize->setText(size(options.blockSize, kKiB));
  m_dataSize->setText(options.dataSize ? QString::fromStdString(units::formatAuto(
                                             *options.dataSize, units::Dimension::Bytes))
                                       : QString());
  m_fileCount->setText(options.fileCount ? QString::number(*options.fileCount) : QString());
  m_meanFileSize->setText(options.meanFileSize
                              ? QString::fromStdString(units::formatAuto(*options.meanFileSize,
                                                                         units::Dimension::Bytes))
                              : QString());
  showDataSetPlaceholders(*job);
  m_compressibility->setText(size(options.compressibility, kPlain));
  m_compression->setChecked(options.softwareCompression);
  m_crc->setChecked(options.crc);
  m_pushAgent->setChecked(options.pushAgent);
  m_treeWalk->setChecked(options.treeWalk);
  m_outOfOrder->setChecked(options.restoreOutOfOrder);
  m_levelFields->show(topology, job->level);
  m_updating = false;
}

// Empty data-set fields say what the solver will use instead: the volume's share of the files
// and its mean file size (topology::jobDataSet), so a split job's figures are visible.
void JobForm::showDataSetPlaceholders(const topology::Job& job) {
  const auto set = topology::jobDataSet(m_document->topology(), job);
  m_fileCount->setPlaceholderText(
      set.files > 0.0
          ? tr("%1, the volume's share").arg(QLocale().toString(std::round(set.files), 'f', 0))
          : tr("the volume's"));
  const QString mean =
      QString::fromStdString(units::formatAuto(set.meanFileSize, units::Dimension::Bytes));
  m_meanFileSize->setPlaceholderText(set.meanFileSize <= 0.0 ? tr("the volume's")
                                     : job.options.fileCount
                                         ? tr("%1, data size over file count").arg(mean)
                                         : tr("%1, the volume's").arg(mean));
}

void JobForm::commit() {
  if (m_updating) return;
  const auto* current = m_document->topology().job(m_id);
  if (!current) return;
  topology::Job job = *current;
  job.name = m_name->text().trimmed().toStdString();
  job.direction =
      m_direction->currentIndex() == 0 ? topology::Direction::Backup : topology::Direction::Restore;
  job.source = m_source->currentData().toString().toStdString();
  job.target = m_target->currentData().toString().toStdString();
  job.options.mode =
      m_mode->currentIndex() == 0 ? topology::JobMode::ByFile : topology::JobMode::Image;
  job.options.streams = m_streams->value();
  job.options.requestsInFlight =
      m_requests->value() > 0 ? std::optional<int>(m_requests->value()) : std::nullopt;
  QString problem;
  const auto read = [&](QLineEdit* line, const units::Unit& unit, std::optional<double>& out) {
    if (line->text().trimmed().isEmpty()) return out.reset();
    const auto value = units::parseAs(line->text().trimmed().toStdString(), unit);
    if (value)
      out = *value;
    else
      problem = QString::fromStdString(value.error().message);
  };
  read(m_blockSize, kKiB, job.options.blockSize);
  read(m_dataSize, kGB, job.options.dataSize);
  read(m_meanFileSize, kMB, job.options.meanFileSize);
  std::optional<double> files;
  read(m_fileCount, kPlain, files);
  if (files && (*files < 0 || *files != std::floor(*files) || *files > 1e15))
    problem = tr("The file count must be a whole number of files, such as 500000.");
  job.options.fileCount =
      files ? std::optional<long long>(static_cast<long long>(*files)) : std::nullopt;
  read(m_compressibility, kPlain, job.options.compressibility);
  job.options.softwareCompression = m_compression->isChecked();
  job.options.crc = m_crc->isChecked();
  job.options.pushAgent = m_pushAgent->isChecked();
  job.options.treeWalk = m_treeWalk->isChecked();
  job.options.restoreOutOfOrder = m_outOfOrder->isChecked();
  if (const QString level = m_levelFields->read(job.level); problem.isEmpty()) problem = level;
  if (problem.isEmpty() && job.name.empty()) problem = tr("A job needs a name.");
  if (problem.isEmpty())
    if (const auto status = m_document->topology().checkJob(job); !status)
      problem = QString::fromStdString(status.error().message);
  m_error->setText(problem);
  if (!problem.isEmpty() || job == *current) return;
  m_document->undoStack()->push(new UpdateJobCommand(m_document, job));
}

} // namespace tapeflow::editor
