#include "Document.h"

#include "files/AtomicWrite.h"
#include "files/FileGuard.h"
#include "io/TopologyFile.h"
#include "topology/ChangeSet.h"
#include "util/Text.h"

#include <QFileInfo>
#include <QLockFile>
#include <QTimer>
#include <QUndoStack>

#include <utility>

namespace tapeflow::editor {

Document::Document(std::unique_ptr<topology::Topology> topology, QObject* parent)
    : QObject(parent), m_topology(std::move(topology)), m_undoStack(new UndoStack(this)) {
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
  if (result.diagnostics.omitted() > 0)
    outcome.messages << QString::fromStdString(result.diagnostics.omittedText());
  if (result.topology) {
    outcome.document = std::make_unique<Document>(std::move(result.topology));
    outcome.document->setFilePath(QFileInfo(path).absoluteFilePath());
    // Read again rather than threaded through the model's reader: a change between the two reads
    // only makes the next save ask once more than it needed to.
    outcome.document->m_diskDigest = fileDigest(path);
  }
  return outcome;
}

void Document::setFilePath(const QString& path) {
  if (path == m_filePath) return;
  m_filePath = path;
  m_diskDigest.clear(); // it was of another file
  emit filePathChanged(path);
}

void Document::setReadOnly(bool readOnly) {
  if (std::exchange(m_readOnly, readOnly) != readOnly) emit readOnlyChanged(readOnly);
}

bool Document::changedOnDisk() const {
  if (m_filePath.isEmpty() || m_diskDigest.isEmpty() || !QFileInfo::exists(m_filePath))
    return false;
  return fileDigest(m_filePath) != m_diskDigest;
}

QString Document::displayName() const {
  if (!m_filePath.isEmpty()) return QFileInfo(m_filePath).fileName();
  return m_topology->name().empty() ? tr("Untitled") : QString::fromStdString(m_topology->name());
}

bool Document::isModified() const { return m_carriedModified || !m_undoStack->isClean(); }

QString Document::push(QUndoCommand* command) {
  m_lastRefusal.clear();
  m_undoStack->push(command);
  return std::exchange(m_lastRefusal, {});
}

void Document::refuse(const std::string& reason) {
  m_lastRefusal = QString::fromStdString(reason);
  emit editRefused(m_lastRefusal);
}

QByteArray Document::text() const {
  const std::string text =
      m_base ? io::saveTopologyText(baseWithScenarios()) : io::saveTopologyText(*m_topology);
  return QByteArray::fromStdString(text);
}

void Document::markModified() {
  if (std::exchange(m_carriedModified, true) || !m_undoStack->isClean()) return;
  emit modifiedChanged(true);
}

bool Document::save(const QString& path, QString* error) {
  const QByteArray bytes = text();
  if (const QString failed = writeFileAtomically(path, bytes); !failed.isEmpty()) {
    if (error) *error = failed;
    return false;
  }
  setFilePath(QFileInfo(path).absoluteFilePath());
  m_diskDigest = contentDigest(bytes);
  const bool carried = std::exchange(m_carriedModified, false);
  if (m_undoStack->isClean() && carried) emit modifiedChanged(false);
  m_undoStack->setClean();
  return true;
}

topology::Topology Document::baseWithScenarios() const {
  if (!m_base) return *m_topology;
  topology::Topology base = *m_base;
  (void)base.setScenarioChanges(m_scenario.toStdString(), topology::diff(*m_base, *m_topology));
  return base;
}

std::unique_ptr<Document> Document::switchedTo(const QString& scenario, QString* error) const {
  auto base = std::make_unique<topology::Topology>(baseWithScenarios());
  std::unique_ptr<Document> shown;
  if (scenario.isEmpty()) {
    shown = std::make_unique<Document>(std::move(base));
  } else {
    auto variant = topology::scenarioDocument(*base, scenario.toStdString());
    if (!variant) {
      if (error) *error = QString::fromStdString(variant.error().message);
      return nullptr;
    }
    shown = std::make_unique<Document>(std::make_unique<topology::Topology>(std::move(*variant)));
    shown->m_base = std::move(base);
    shown->m_scenario = scenario;
  }
  shown->m_filePath = m_filePath;
  shown->m_diskDigest = m_diskDigest;
  shown->m_fileLock = m_fileLock;
  shown->m_readOnly = m_readOnly;
  shown->m_carriedModified = isModified();
  return shown;
}

const std::vector<topology::Scenario>& Document::scenarios() const {
  return (m_base ? *m_base : *m_topology).scenarios();
}

Status Document::setScenarios(std::vector<topology::Scenario> scenarios) {
  topology::Topology& base = m_base ? *m_base : *m_topology;
  for (std::size_t i = 0; i < scenarios.size(); ++i) {
    if (scenarios[i].name.empty()) return Error{"a scenario needs a name"};
    for (std::size_t j = 0; j < i; ++j)
      if (scenarios[i].name == scenarios[j].name)
        return Error{"there is already a scenario " + quote(scenarios[i].name)};
  }
  base.clearScenarios();
  for (auto& scenario : scenarios)
    if (auto added = base.addScenario(std::move(scenario)); !added) return added;
  if (m_base) emit changed({topology::Change::Type::DocumentChanged, {}, {}});
  return Done{};
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
