#include "FileGuard.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>

namespace tapeflow::editor {

QString lockPathOf(const QString& path) {
  const QFileInfo info(path);
  return info.absolutePath() + QStringLiteral("/.~lock.") + info.fileName() + QLatin1Char('#');
}

FileLockAttempt lockFile(const QString& path) {
  auto lock = std::make_shared<QLockFile>(lockPathOf(path));
  // Never stale by age: a window left open for days still holds its file. A lock whose owner
  // died (a crash, kill -9) is taken over, because QLockFile checks whether that process lives.
  lock->setStaleLockTime(0);
  if (lock->tryLock(0)) return {std::move(lock), std::nullopt};
  if (lock->error() != QLockFile::LockFailedError) return {}; // no lock can be made here
  FileHolder holder;
  if (!lock->getLockInfo(&holder.pid, &holder.host, &holder.application)) return {};
  return {nullptr, holder};
}

QString describeHolder(const FileHolder& holder) {
  const QString application = holder.application.isEmpty()
                                  ? QCoreApplication::translate("tapeflow::editor", "a program")
                                  : holder.application;
  return QCoreApplication::translate("tapeflow::editor", "%1 (process %2 on %3)")
      .arg(application)
      .arg(holder.pid)
      .arg(holder.host.isEmpty() ? QStringLiteral("?") : holder.host);
}

QByteArray contentDigest(const QByteArray& bytes) {
  return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256);
}

QByteArray fileDigest(const QString& path) {
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) return {};
  QCryptographicHash hash(QCryptographicHash::Sha256);
  if (!hash.addData(&file)) return {};
  return hash.result();
}

} // namespace tapeflow::editor
