#pragma once

// Shared by the app's tests: the model tests' fixture catalog and topology, so the app's tests
// do not depend on the shipped catalog.

#include "MainWindow.h"
#include "catalog/Catalog.h"
#include "io/TopologyFile.h"

#include <QFile>
#include <QString>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

namespace tapeflow::test {

inline QString dataDir() { return QStringLiteral(TAPEFLOW_TEST_DATA_DIR); }
// A copy of the fixture topology of this test process's own: an open file is locked (issue 37),
// and tests that run at once in other processes must not find the fixture held by each other
// (nor leave lock files in the source tree).
inline QString localBackupPath() {
  static const QString copy = [] {
    static QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("local-backup.tapeflow"));
    if (!QFile::copy(dataDir() + QStringLiteral("/topologies/local-backup.tapeflow"), path))
      qFatal("cannot copy the fixture topology to %s", qPrintable(path));
    QFile::setPermissions(path, QFile::permissions(path) | QFile::WriteOwner);
    return path;
  }();
  return copy;
}

inline std::shared_ptr<const catalog::Catalog> fixtureCatalog() {
  static std::shared_ptr<const catalog::Catalog> catalog = [] {
    Diagnostics diagnostics;
    auto loaded = catalog::Catalog::load((dataDir() + QStringLiteral("/catalog")).toStdString(), {},
                                         diagnostics);
    if (!loaded || diagnostics.hasErrors())
      qFatal("fixture catalog: %s", diagnostics.toString().c_str());
    return loaded;
  }();
  return catalog;
}

// The document as the file format writes it: two equal texts are equal documents.
inline QString text(const topology::Topology& topology) {
  return QString::fromStdString(io::saveTopologyText(topology));
}

// A main window on the fixture topology, shown and exposed; nullptr if that fails.
inline std::unique_ptr<editor::MainWindow> openFixtureWindow() {
  auto window = std::make_unique<editor::MainWindow>(fixtureCatalog());
  window->setQuiet(true);
  if (!window->openFile(localBackupPath(), false)) return nullptr;
  window->show();
  if (!QTest::qWaitForWindowExposed(window.get())) return nullptr;
  return window;
}

} // namespace tapeflow::test
