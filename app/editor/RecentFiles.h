#pragma once

#include <QObject>
#include <QStringList>

class QMenu;
class QWidget;

namespace tapeflow::editor {

// The recently opened files, kept in the settings ("recentFiles", files/Settings.h), newest first,
// at most ten; the menu it fills lists those that still exist.
class RecentFiles : public QObject {
  Q_OBJECT

public:
  explicit RecentFiles(QObject* parent = nullptr);

  [[nodiscard]] QStringList files() const;
  void add(const QString& path);
  void clear();
  QMenu* menu(const QString& title, QWidget* parent);

signals:
  void openRequested(const QString& path);

private:
  void fill(QMenu* menu);
  static constexpr int kMax = 10;
};

} // namespace tapeflow::editor
