#include "Settings.h"
#include "AtomicWrite.h"

#include <QCoreApplication>
#include <QDataStream>
#include <QDir>
#include <QFileDevice>
#include <QFileInfo>
#include <QSettings>
#include <QStorageInfo>

#include <cerrno>
#include <cstring>
#include <unistd.h>

namespace tapeflow::editor {

namespace {

// A file of this format starts with these bytes and a version: a file damaged or of another kind
// is then read as no settings at all (QSettings' FormatError), never as wrong ones.
constexpr char kMagic[] = "Tapeflow settings\n";
constexpr quint32 kVersion = 1;

// Why the last write failed, in the system's words; read right after QSettings::sync() fails.
// The format's functions are plain function pointers, so this is how they pass it on.
QString& lastFailure() {
  static QString reason;
  return reason;
}

bool readMap(QIODevice& device, QSettings::SettingsMap& map) {
  const QByteArray magic = device.read(sizeof kMagic - 1);
  if (magic != QByteArray(kMagic, sizeof kMagic - 1)) return device.atEnd() && magic.isEmpty();
  QDataStream in(&device);
  in.setVersion(QDataStream::Qt_6_4);
  quint32 version = 0;
  in >> version >> map;
  return in.status() == QDataStream::Ok && version == kVersion;
}

// Writes the whole map and makes sure it reached the disk: only when this returns true does
// QSettings rename the new file over the old one; on false it drops the new file.
bool writeMap(QIODevice& device, const QSettings::SettingsMap& map) {
  QByteArray bytes(kMagic, sizeof kMagic - 1);
  {
    QDataStream out(&bytes, QIODevice::Append);
    out.setVersion(QDataStream::Qt_6_4);
    out << kVersion << map;
  }
  auto* file = qobject_cast<QFileDevice*>(&device);
  const bool written = device.write(bytes) == bytes.size() && file && file->flush() &&
                       file->error() == QFileDevice::NoError;
  if (!written) {
    lastFailure() = file ? file->errorString() : device.errorString();
    return false;
  }
  if (::fsync(file->handle()) != 0 && errno != EINVAL && errno != ENOTSUP && errno != EROFS) {
    lastFailure() = QString::fromLocal8Bit(std::strerror(errno));
    return false;
  }
  return true;
}

QSettings::Format checkedFormat() {
  static const QSettings::Format format =
      QSettings::registerFormat(QStringLiteral("settings"), readMap, writeMap);
  return format;
}

// The names are the app's own, not QCoreApplication's: without them QSettings reads and writes
// nothing (a program or test that never set them kept no settings, silently).
const QString kOrganization = QStringLiteral("Tapeflow");
const QString kApplication = QStringLiteral("Tapeflow");

QSettings openSettings() {
  return QSettings(checkedFormat(), QSettings::UserScope, kOrganization, kApplication);
}

QSettings openOldSettings() {
  return QSettings(QSettings::NativeFormat, QSettings::UserScope, kOrganization, kApplication);
}

// Settings kept before this format (QSettings' native file) are carried over when the file of
// this format is first made, so an update keeps the recent files and the layout; the old file is
// left where it is.
void carryOverOldSettings(QSettings& settings) {
  if (QFileInfo::exists(settings.fileName())) return;
  const QSettings old = openOldSettings();
  for (const QString& key : old.allKeys()) settings.setValue(key, old.value(key));
}

// Writes what `change` did to the settings; false after telling SettingsProblems what failed.
template <typename Change>
bool writeSettings(Change change) {
  QSettings settings = openSettings();
  carryOverOldSettings(settings);
  change(settings);
  lastFailure().clear();
  settings.sync();
  if (settings.status() == QSettings::NoError) {
    emit SettingsProblems::instance().written();
    return true;
  }
  const QString path = settings.fileName();
  const QStorageInfo storage(QFileInfo(path).absolutePath());
  const QString reason = lastFailure().isEmpty()
                             ? QCoreApplication::translate("tapeflow::editor", "cannot write there")
                             : lastFailure();
  emit SettingsProblems::instance().writeFailed(
      QCoreApplication::translate("tapeflow::editor", "Settings could not be saved to %1: %2")
          .arg(QDir::toNativeSeparators(path),
               writeFailure(reason, storage.isValid() ? storage.bytesAvailable() : -1,
                            storage.rootPath(), QFileInfo::exists(path))));
  return false;
}

} // namespace

QVariant readSetting(const QString& key, const QVariant& fallback) {
  const QSettings settings = openSettings();
  if (!QFileInfo::exists(settings.fileName())) return openOldSettings().value(key, fallback);
  return settings.value(key, fallback);
}

bool storeSetting(const QString& key, const QVariant& value) {
  return writeSettings([&](QSettings& settings) { settings.setValue(key, value); });
}

bool storeSettings(std::initializer_list<std::pair<QString, QVariant>> values) {
  return writeSettings([&](QSettings& settings) {
    for (const auto& [key, value] : values) settings.setValue(key, value);
  });
}

bool removeSetting(const QString& key) {
  return writeSettings([&](QSettings& settings) { settings.remove(key); });
}

QString settingsFilePath() { return openSettings().fileName(); }

SettingsProblems& SettingsProblems::instance() {
  static SettingsProblems problems;
  return problems;
}

} // namespace tapeflow::editor
