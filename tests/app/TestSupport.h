#pragma once

// Shared by the app's tests: the model tests' fixture catalog and topology, so the app's tests
// do not depend on the shipped catalog.

#include "MainWindow.h"
#include "catalog/Catalog.h"
#include "io/TopologyFile.h"

#include <QString>
#include <QtTest>

#include <memory>

namespace tapeflow::test {

inline QString dataDir() { return QStringLiteral(TAPEFLOW_TEST_DATA_DIR); }
inline QString localBackupPath() {
  return dataDir() + QStringLiteral("/topologies/local-backup.tapeflow");
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
