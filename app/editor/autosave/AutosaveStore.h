#pragma once

#include <QDateTime>
#include <QString>

#include <memory>
#include <vector>

class QLockFile;

namespace tapeflow::editor {

// One autosaved document in the autosave folder: its content (<id>.tapeflow), a small sidecar
// (<id>.json: the original path, or none for an untitled document, its name and the time of the
// autosave) and a QLockFile (<id>.lock) holding the PID of the instance that writes it.
struct AutosaveEntry {
  QString id;
  QString contentPath;
  QString originalPath; // empty: the document was untitled
  QString displayName;
  QDateTime savedAt;
  // Held while this instance owns the entry (the writer, or whoever found it orphaned).
  std::shared_ptr<QLockFile> lock;
};

// The autosave folder (QStandardPaths::AppDataLocation/autosave unless given): writes, lists and
// removes entries. Writes are atomic (QSaveFile) and only ever touch files inside the folder, so
// an autosave never goes over the user's file. Ownership is the lock: an entry whose lock is held
// by a running instance is never listed as recoverable, so two instances do not take each other's
// work; an entry whose writer died (kill -9, a crash, a power cut) is.
class AutosaveStore {
public:
  explicit AutosaveStore(QString folder = defaultFolder());

  [[nodiscard]] static QString defaultFolder();
  [[nodiscard]] const QString& folder() const { return m_folder; }
  [[nodiscard]] QString contentPath(const QString& id) const;

  // Takes the lock of entry `id` (kept in `entry.lock`) unless another live instance holds it.
  bool claim(AutosaveEntry& entry) const;
  // Writes `text` as entry `entry.id`, claiming it first if needed. On failure returns false and
  // says why in `error`; an earlier autosave of the entry stays as it was.
  bool write(AutosaveEntry& entry, const QByteArray& text, QString* error) const;
  // Deletes the entry's files and releases its lock.
  void remove(AutosaveEntry& entry) const;

  // The entries no running instance owns, newest first, each claimed by the caller (release by
  // dropping `lock`, or keep it while the user decides). Entries with a missing or unreadable
  // sidecar or content are skipped.
  [[nodiscard]] std::vector<AutosaveEntry> orphans() const;

private:
  [[nodiscard]] QString path(const QString& id, const char* suffix) const;
  bool writeSidecar(const AutosaveEntry& entry, QString* error) const;
  [[nodiscard]] bool readSidecar(AutosaveEntry& entry) const;

  QString m_folder;
};

} // namespace tapeflow::editor
