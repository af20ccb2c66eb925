#pragma once

#include <QByteArray>
#include <QSaveFile>
#include <QString>

class QIODevice;

namespace tapeflow::editor {

// A file written whole or not at all. Everything the app writes (the document, the autosave, the
// reports, the CSV and chart exports) goes through it, because QSaveFile alone is not enough:
// its buffered writes fail only when it flushes, and Qt 6.4's commit() then renames the short
// temporary file over the original as if nothing happened (issue 37: a save on a full disk left
// an empty file and said "Saved"). Here every write, the flush and the sync to disk are checked
// before the rename, any failure cancels it, and the file at `path` stays exactly as it was.
class AtomicWrite {
public:
  explicit AtomicWrite(const QString& path);

  // Opens the temporary file beside `path`; false (with error()) when the folder cannot hold it.
  bool open();
  // Where to write. A failed write need not be checked by the caller: commit() sees it.
  [[nodiscard]] QIODevice& device() { return m_file; }
  // Flushes, syncs and puts the new content in place of `path`; false (with error()) on any
  // failure since open(), and then `path` is untouched.
  bool commit();
  // Gives up the write for `reason` (a producer that failed on its own): commit() then fails with
  // it and `path` stays as it was.
  void abandon(const QString& reason) { fail(reason); }
  // What failed and what to do, in the user's words, as a clause to follow "could not be saved:"
  // (empty after success).
  [[nodiscard]] const QString& error() const { return m_error; }

private:
  // Cancels the write and words the error from `reason`, or the file's own when empty.
  void fail(QString reason = {});

  QString m_path;
  bool m_existed = false;
  QSaveFile m_file;
  QString m_error;
};

// Writes `bytes` to `path` through an AtomicWrite; returns the error, empty on success.
[[nodiscard]] QString writeFileAtomically(const QString& path, const QByteArray& bytes);

// Why a write failed with `reason` (the system's words), when the file system holding the file
// has `bytesFree` left (-1: unknown), as a clause for "… could not be saved: %1": a full disk is
// named as such, with the free space and the place, and it says whether the file was kept.
[[nodiscard]] QString writeFailure(const QString& reason, qint64 bytesFree,
                                   const QString& mountPoint, bool existed);

} // namespace tapeflow::editor
