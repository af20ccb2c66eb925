#pragma once

#include <QObject>
#include <QString>
#include <QVariant>

#include <initializer_list>
#include <utility>

namespace tapeflow::editor {

// The app's settings (recent files, the last folders, the window layout, the autosave interval),
// kept in a file that is written whole or not at all, as every other file of the app is. Neither
// of QSettings' own formats is: on a full disk Qt 6.4 renamed a truncated settings file over the
// whole one and reported no error (issue 37). Here the file is written through QSettings' custom
// format hook, which flushes and syncs before it lets QSettings rename, so a failure keeps the
// file and is seen. Nothing in the app touches QSettings but through these functions.

// The value kept under `key`, or `fallback`.
[[nodiscard]] QVariant readSetting(const QString& key, const QVariant& fallback = {});
// Keeps `value` under `key` (`remove`: forgets the key) and writes the file at once. On failure
// the file stays as it was, the value lasts for this session only, and SettingsProblems tells.
bool storeSetting(const QString& key, const QVariant& value);
// Several at once, in one write of the file.
bool storeSettings(std::initializer_list<std::pair<QString, QVariant>> values);
bool removeSetting(const QString& key);
// The settings file, for messages and tests.
[[nodiscard]] QString settingsFilePath();

// Where a failure to write the settings is told: the main window shows it in its status bar.
class SettingsProblems : public QObject {
  Q_OBJECT
public:
  static SettingsProblems& instance();

signals:
  // `message`: what failed and what to do, in the user's words.
  void writeFailed(const QString& message);
  // A write held (after a failure, the settings are whole on disk again).
  void written();

private:
  SettingsProblems() = default;
};

} // namespace tapeflow::editor
