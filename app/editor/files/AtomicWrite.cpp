#include "AtomicWrite.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QStorageInfo>

#include <cerrno>
#include <cstring>
#include <unistd.h>

namespace tapeflow::editor {

namespace {

QString tr(const char* text) { return QCoreApplication::translate("tapeflow::editor", text); }

// A file system with less than this left is called full: a failed write of a few KiB with 40 KiB
// free happened because of the space, whatever the system's words were.
constexpr qint64 kNearlyFullBytes = 64 * 1024;

// fsync of the temporary file, so that a failure the file system reports only when it writes the
// data out (NFS, quotas, delayed allocation) is seen before the rename, not after. File systems
// that cannot sync (EINVAL, ENOTSUP) are not an error: QSaveFile ignores those too.
// Returns 0 or the errno of the failure.
int syncToDisk(int handle) {
  if (handle < 0 || ::fsync(handle) == 0) return 0;
  const int failure = errno;
  return failure == EINVAL || failure == ENOTSUP || failure == EROFS ? 0 : failure;
}

} // namespace

AtomicWrite::AtomicWrite(const QString& path)
    : m_path(path), m_existed(QFileInfo::exists(path)), m_file(path) {}

bool AtomicWrite::open() {
  if (m_file.open(QIODevice::WriteOnly)) return true;
  fail();
  return false;
}

bool AtomicWrite::commit() {
  if (!m_error.isEmpty()) return false; // already failed (open, abandon)
  if (!m_file.isOpen()) {               // never opened
    fail();
    return false;
  }
  // The order matters: flush() pushes the buffered bytes (where a small file's failure shows),
  // then the sync, and only when both held is the temporary file renamed over the original.
  const bool flushed = m_file.error() == QFileDevice::NoError && m_file.flush() &&
                       m_file.error() == QFileDevice::NoError;
  if (!flushed) {
    fail();
    return false;
  }
  if (const int failure = syncToDisk(m_file.handle())) {
    fail(QString::fromLocal8Bit(std::strerror(failure)));
    return false;
  }
  if (m_file.commit()) return true;
  fail();
  return false;
}

void AtomicWrite::fail(QString reason) {
  if (reason.isEmpty()) reason = m_file.errorString();
  m_file.cancelWriting(); // commit() must not rename what was written so far
  const QStorageInfo storage(QFileInfo(m_path).absolutePath());
  m_error = writeFailure(reason, storage.isValid() ? storage.bytesAvailable() : -1,
                         storage.rootPath(), m_existed);
}

QString writeFailure(const QString& reason, qint64 bytesFree, const QString& mountPoint,
                     bool existed) {
  const QString kept = existed ? tr("the file was not changed") : tr("no file was made");
  if (bytesFree >= 0 && bytesFree < kNearlyFullBytes)
    return tr("the disk is full: %1 free on %2; %3. Free some space, or save to another disk.")
        .arg(QLocale().formattedDataSize(bytesFree, 0, QLocale::DataSizeTraditionalFormat),
             QDir::toNativeSeparators(mountPoint), kept);
  return tr("%1; %2.").arg(reason, kept);
}

QString writeFileAtomically(const QString& path, const QByteArray& bytes) {
  AtomicWrite file(path);
  if (file.open()) {
    file.device().write(bytes);
    if (file.commit()) return {};
  }
  return file.error();
}

} // namespace tapeflow::editor
