#include "RecentFiles.h"
#include "PlainText.h"
#include "files/Settings.h"

#include <QDir>
#include <QFileInfo>
#include <QMenu>

namespace tapeflow::editor {

namespace {
const QString kKey = QStringLiteral("recentFiles");
}

RecentFiles::RecentFiles(QObject* parent) : QObject(parent) {}

QStringList RecentFiles::files() const { return readSetting(kKey).toStringList(); }

void RecentFiles::add(const QString& path) {
  QStringList list = files();
  list.removeAll(path);
  list.prepend(path);
  while (list.size() > kMax) list.removeLast();
  storeSetting(kKey, list);
}

void RecentFiles::clear() { removeSetting(kKey); }

QMenu* RecentFiles::menu(const QString& title, QWidget* parent) {
  auto* menu = new QMenu(title, parent);
  menu->setObjectName(QStringLiteral("recentMenu"));
  connect(menu, &QMenu::aboutToShow, this, [this, menu] { fill(menu); });
  fill(menu);
  return menu;
}

void RecentFiles::fill(QMenu* menu) {
  menu->clear();
  int number = 0;
  for (const QString& path : files()) {
    if (!QFileInfo::exists(path)) continue;
    ++number;
    const QString text = number < 10 ? tr("&%1 %2").arg(number).arg(QFileInfo(path).fileName())
                                     : QFileInfo(path).fileName();
    QAction* action = menu->addAction(text, this, [this, path] { emit openRequested(path); });
    action->setToolTip(plainToolTip(QDir::toNativeSeparators(path)));
    action->setStatusTip(QDir::toNativeSeparators(path));
  }
  if (number == 0) menu->addAction(tr("No recent files"))->setEnabled(false);
  menu->addSeparator();
  menu->addAction(tr("&Clear List"), this, &RecentFiles::clear)->setEnabled(number > 0);
}

} // namespace tapeflow::editor
