#include "Document.h"

#include "io/TopologyFile.h"

#include <QFileInfo>
#include <QSaveFile>
#include <QTimer>
#include <QUndoStack>

namespace tapeflow::editor {

Document::Document(std::unique_ptr<topology::Topology> topology, QObject* parent)
    : QObject(parent), m_topology(std::move(topology)), m_undoStack(new QUndoStack(this)) {
  m_observer =
      m_topology->addObserver([this](const topology::Change& change) { onModelChange(change); });
  connect(m_undoStack, &QUndoStack::cleanChanged, this,
          [this](bool clean) { emit modifiedChanged(!clean); });
}

Document::~Document() { m_topology->removeObserver(m_observer); }

std::unique_ptr<Document> Document::createEmpty(std::shared_ptr<const catalog::Catalog> catalog) {
  return std::make_unique<Document>(std::make_unique<topology::Topology>(std::move(catalog)));
}

Document::LoadOutcome Document::load(const QString& path,
                                     std::shared_ptr<const catalog::Catalog> catalog) {
  LoadOutcome outcome;
  auto result = io::loadTopologyFile(path.toStdString(), std::move(catalog));
  for (const auto& diagnostic : result.diagnostics.all())
    outcome.messages << QString::fromStdString(diagnostic.toString());
  if (result.topology) {
    outcome.document = std::make_unique<Document>(std::move(result.topology));
    outcome.document->setFilePath(QFileInfo(path).absoluteFilePath());
  }
  return outcome;
}

void Document::setFilePath(const QString& path) {
  if (path == m_filePath) return;
  m_filePath = path;
  emit filePathChanged(path);
}

QString Document::displayName() const {
  if (!m_filePath.isEmpty()) return QFileInfo(m_filePath).fileName();
  return m_topology->name().empty() ? tr("Untitled") : QString::fromStdString(m_topology->name());
}

bool Document::isModified() const { return !m_undoStack->isClean(); }

bool Document::save(const QString& path, QString* error) {
  const std::string text = io::saveTopologyText(*m_topology);
  QSaveFile file(path);
  if (!file.open(QIODevice::WriteOnly)) {
    if (error) *error = file.errorString();
    return false;
  }
  file.write(text.data(), static_cast<qint64>(text.size()));
  if (!file.commit()) {
    if (error) *error = file.errorString();
    return false;
  }
  setFilePath(QFileInfo(path).absoluteFilePath());
  m_undoStack->setClean();
  return true;
}

void Document::onModelChange(const topology::Change& change) {
  emit changed(change);
  if (change.type == topology::Change::Type::NodeMoved || m_invalidationPending) return;
  // Coalesced: a paste of twenty nodes is one re-solve, not twenty.
  m_invalidationPending = true;
  QTimer::singleShot(0, this, [this] {
    m_invalidationPending = false;
    emit resultsInvalidated();
  });
}

} // namespace tapeflow::editor
