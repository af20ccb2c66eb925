#include "AutosaveStore.h"

#include "files/AtomicWrite.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QStandardPaths>

#include <algorithm>

namespace tapeflow::editor {

namespace {
constexpr qint64 kMaxSidecarBytes = 64 * 1024; // a sidecar is a few hundred bytes
const QString kFormat = QStringLiteral("tapeflow-autosave");

bool writeAtomically(const QString& path, const QByteArray& bytes, QString* error) {
  const QString failed = writeFileAtomically(path, bytes);
  if (!failed.isEmpty() && error) *error = failed;
  return failed.isEmpty();
}
} // namespace

AutosaveStore::AutosaveStore(QString folder) : m_folder(std::move(folder)) {}

QString AutosaveStore::defaultFolder() {
  return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
         QStringLiteral("/autosave");
}

QString AutosaveStore::path(const QString& id, const char* suffix) const {
  return m_folder + QLatin1Char('/') + id + QLatin1String(suffix);
}

QString AutosaveStore::contentPath(const QString& id) const { return path(id, ".tapeflow"); }

bool AutosaveStore::claim(AutosaveEntry& entry) const {
  if (entry.lock && entry.lock->isLocked()) return true;
  if (!QDir().mkpath(m_folder)) return false;
  auto lock = std::make_shared<QLockFile>(path(entry.id, ".lock"));
  // Never stale by age: only a dead owner (or a PID now used by another program) frees a lock,
  // so an instance left open for days keeps its autosave.
  lock->setStaleLockTime(0);
  if (!lock->tryLock(0)) return false;
  entry.lock = std::move(lock);
  return true;
}

bool AutosaveStore::write(AutosaveEntry& entry, const QByteArray& text, QString* error) const {
  if (!claim(entry)) {
    if (error)
      *error = QCoreApplication::translate("AutosaveStore", "cannot lock the autosave in %1")
                   .arg(QDir::toNativeSeparators(m_folder));
    return false;
  }
  entry.contentPath = contentPath(entry.id);
  // Content first: a crash between the two writes leaves the new content with the previous time.
  if (!writeAtomically(entry.contentPath, text, error)) return false;
  entry.savedAt = QDateTime::currentDateTime();
  return writeSidecar(entry, error);
}

void AutosaveStore::remove(AutosaveEntry& entry) const {
  if (!claim(entry)) return; // another live instance's work
  // The sidecar, the content, and the temporary files of a QSaveFile that a kill interrupted
  // (<id>.tapeflow.XXXXXX; the kill test found them left behind). Whoever holds the lock is the
  // only writer, so none of them is being written now.
  const QDir dir(m_folder);
  const QString lockName = entry.id + QStringLiteral(".lock");
  for (const QString& name : dir.entryList({entry.id + QStringLiteral(".*")}, QDir::Files))
    if (name != lockName) QFile::remove(dir.filePath(name));
  entry.lock->unlock(); // removes the lock file
  entry.lock.reset();
}

bool AutosaveStore::writeSidecar(const AutosaveEntry& entry, QString* error) const {
  const QJsonObject sidecar{
      {QStringLiteral("format"), kFormat},
      {QStringLiteral("version"), 1},
      {QStringLiteral("originalPath"), entry.originalPath},
      {QStringLiteral("name"), entry.displayName},
      {QStringLiteral("savedAt"), entry.savedAt.toString(Qt::ISODateWithMs)},
  };
  return writeAtomically(path(entry.id, ".json"), QJsonDocument(sidecar).toJson(), error);
}

bool AutosaveStore::readSidecar(AutosaveEntry& entry) const {
  QFile file(path(entry.id, ".json"));
  if (!file.open(QIODevice::ReadOnly) || file.size() > kMaxSidecarBytes) return false;
  const QJsonObject sidecar = QJsonDocument::fromJson(file.readAll()).object();
  if (sidecar.value(QStringLiteral("format")).toString() != kFormat) return false;
  entry.originalPath = sidecar.value(QStringLiteral("originalPath")).toString();
  entry.displayName = sidecar.value(QStringLiteral("name")).toString();
  entry.savedAt =
      QDateTime::fromString(sidecar.value(QStringLiteral("savedAt")).toString(), Qt::ISODateWithMs);
  entry.contentPath = contentPath(entry.id);
  return QFile::exists(entry.contentPath);
}

std::vector<AutosaveEntry> AutosaveStore::orphans() const {
  std::vector<AutosaveEntry> found;
  const QDir dir(m_folder);
  for (const QFileInfo& info : dir.entryInfoList({QStringLiteral("*.json")}, QDir::Files)) {
    AutosaveEntry entry;
    entry.id = info.completeBaseName();
    if (!readSidecar(entry) || !claim(entry)) continue;
    found.push_back(std::move(entry));
  }
  std::sort(found.begin(), found.end(),
            [](const AutosaveEntry& a, const AutosaveEntry& b) { return a.savedAt > b.savedAt; });
  return found;
}

} // namespace tapeflow::editor
