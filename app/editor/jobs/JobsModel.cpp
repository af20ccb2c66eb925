#include "JobsModel.h"
#include "PlainText.h"

#include "document/Document.h"
#include "topology/TierKinds.h"
#include "units/Format.h"

namespace tapeflow::editor {

JobsModel::JobsModel(QObject* parent) : QAbstractTableModel(parent) {}

void JobsModel::setDocument(Document* document) {
  if (m_document) disconnect(m_document, nullptr, this, nullptr);
  m_document = document;
  if (m_document)
    connect(m_document, &Document::changed, this, [this](const topology::Change& change) {
      if (change.type != topology::Change::Type::NodeMoved) reload();
    });
  reload();
}

void JobsModel::setFilter(Filter filter) {
  m_filter = filter;
  reload();
}

void JobsModel::reload() {
  beginResetModel();
  m_rows.clear();
  if (m_document)
    for (const auto& job : m_document->topology().jobs()) {
      const bool backup = job.direction == topology::Direction::Backup;
      if (m_filter == Filter::Both || (m_filter == Filter::Backup) == backup)
        m_rows.push_back(job.id);
    }
  endResetModel();
}

std::string JobsModel::jobId(int row) const {
  return row >= 0 && row < rowCount() ? m_rows[static_cast<std::size_t>(row)] : std::string();
}

int JobsModel::rowOf(const std::string& jobId) const {
  for (std::size_t i = 0; i < m_rows.size(); ++i)
    if (m_rows[i] == jobId) return static_cast<int>(i);
  return -1;
}

int JobsModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int JobsModel::columnCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : ColumnCount;
}

QVariant JobsModel::data(const QModelIndex& index, int role) const {
  if (role == Qt::ToolTipRole) {
    // The tool tip repeats the cell, whose names come from the file: shown as they are.
    const QVariant shown = data(index, Qt::DisplayRole);
    return shown.isValid() ? QVariant(plainToolTip(shown.toString())) : shown;
  }
  if (!m_document || role != Qt::DisplayRole) return {};
  const auto& topology = m_document->topology();
  const auto* job = topology.job(jobId(index.row()));
  if (!job) return {};
  const auto nodeName = [&](const std::string& id) {
    const auto* node = topology.node(id);
    return QString::fromStdString(node ? node->name : id);
  };
  const auto& options = job->options;
  switch (index.column()) {
  case Name: return QString::fromStdString(job->name);
  case Direction:
    return job->direction == topology::Direction::Backup ? tr("Backup") : tr("Restore");
  case Source: return nodeName(job->source);
  case Target: return nodeName(job->target);
  case DataSet:
    if (options.dataSize)
      return QString::fromStdString(units::formatAuto(*options.dataSize, units::Dimension::Bytes));
    // A copy job moves what the backups into its pool or dedup target wrote.
    if (const auto* source = topology.node(job->source);
        source && topology::isCopySourceKind(source->kind))
      return tr("backups'");
    return tr("volume's");
  case Streams: return options.streams;
  case Options: {
    QStringList flags;
    flags << (options.mode == topology::JobMode::ByFile ? tr("by file") : tr("image"));
    if (options.blockSize)
      flags << QString::fromStdString(units::format(*options.blockSize, "KiB"));
    if (options.softwareCompression) flags << tr("sw compression");
    if (options.crc) flags << tr("CRC");
    if (options.pushAgent) flags << tr("push agent");
    if (!options.treeWalk) flags << tr("no tree walk");
    if (options.restoreOutOfOrder) flags << tr("restore out of tape order");
    return flags.join(QStringLiteral(", "));
  }
  default: return {};
  }
}

QVariant JobsModel::headerData(int section, Qt::Orientation orientation, int role) const {
  if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
  switch (section) {
  case Name: return tr("Name");
  case Direction: return tr("Direction");
  case Source: return tr("Source");
  case Target: return tr("Target");
  case DataSet: return tr("Data set");
  case Streams: return tr("Streams");
  case Options: return tr("Options");
  default: return {};
  }
}

} // namespace tapeflow::editor
