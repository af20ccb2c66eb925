#pragma once

#include <QByteArray>
#include <QString>

#include <memory>
#include <optional>

class QLockFile;

namespace tapeflow::editor {

// Guards of an open document's file against a second writer (issue 37: two instances on one file
// dropped each other's saved edits). Two layers, as LibreOffice and KiCad have them:
// - a lock file beside the document while a window has it open, which names the holder to the
//   next instance that opens it (which then opens it read-only or on purpose anyway);
// - a digest of what the file held when it was last read or written, so that a save over a file
//   that someone else changed since can ask first, lock or no lock (a copy opened anyway, a
//   folder where no lock can be made, another program).

// Who holds a file's lock, as the lock file says.
struct FileHolder {
  qint64 pid = 0;
  QString host;
  QString application;
};

struct FileLockAttempt {
  std::shared_ptr<QLockFile> lock;  // taken: held until the last copy is dropped
  std::optional<FileHolder> holder; // another live instance holds it
};

// The lock file of `path`: ".~lock.<name>#" in the same folder, as LibreOffice names its own.
[[nodiscard]] QString lockPathOf(const QString& path);
// Tries once, without waiting, to take the lock of `path`. Neither a lock nor a holder when no
// lock can be made there (a read-only folder): the digest still guards the save.
[[nodiscard]] FileLockAttempt lockFile(const QString& path);
// "Tapeflow (process 4242 on build-07)".
[[nodiscard]] QString describeHolder(const FileHolder& holder);

// SHA-256 of `bytes`, and of the file at `path` (empty when it cannot be read).
[[nodiscard]] QByteArray contentDigest(const QByteArray& bytes);
[[nodiscard]] QByteArray fileDigest(const QString& path);

} // namespace tapeflow::editor
