// Scenarios in the app (issue 19): a new scenario is one undo step; showing it puts its
// variant in the editor, where edits become its changes and the base stays as it was; switching
// back and forth loses nothing and keeps the document modified; Compare solves the base and the
// scenarios side by side; saving writes the base with every scenario. The fixture: one job
// backing up to a DLT of 18 GB/h native (5 MB/s), its bottleneck.

#include "TestSupport.h"
#include "document/Document.h"
#include "explorer/ScenariosDock.h"
#include "io/TopologyFile.h"
#include "undo/SetParameterCommand.h"

#include <QLabel>
#include <QListWidget>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QUndoStack>

using namespace tapeflow;

namespace {

double driveRate(const topology::Topology& topology) {
  return topology.parameter(*topology.node("dlt"), "native_rate")->number();
}

} // namespace

class ScenariosTest : public QObject {
  Q_OBJECT

private slots:
  void editsOfAScenarioBecomeItsChangesAndTheBaseStays() {
    auto window = test::openFixtureWindow();
    QVERIFY(window);
    auto* dock = window->scenarios();
    const double base = driveRate(window->document()->topology());
    const int steps = window->document()->undoStack()->count();
    QVERIFY(dock->newScenario(QStringLiteral("Faster drive")));
    QCOMPARE(window->document()->undoStack()->count(), steps + 1);
    QVERIFY(!dock->newScenario(QStringLiteral("Faster drive"))); // names are unique
    QVERIFY(dock->message()->text().contains(QStringLiteral("Faster drive")));
    QCOMPARE(dock->list()->count(), 2); // the base and the scenario

    QVERIFY(window->showScenario(QStringLiteral("Faster drive")));
    QVERIFY(window->windowTitle().contains(QStringLiteral("Faster drive")));
    QVERIFY(window->document()->isModified()); // the new scenario is not saved yet
    window->document()->undoStack()->push(new editor::SetNodeParameterCommand(
        window->document(), "dlt", "native_rate", catalog::Value{15e6, "15 MB/s", {}}));
    QCOMPARE(driveRate(window->document()->topology()), 15e6);

    QVERIFY(window->showScenario({}));
    QCOMPARE(driveRate(window->document()->topology()), base);
    QVERIFY(window->document()->topology().scenario("Faster drive"));
    // A copy: the document shown is replaced at the next switch.
    const topology::Scenario scenario = *window->document()->topology().scenario("Faster drive");
    QCOMPARE(scenario.changes.records.size(), std::size_t(1));
    QVERIFY(window->showScenario(QStringLiteral("Faster drive")));
    QCOMPARE(driveRate(window->document()->topology()), 15e6); // nothing lost

    // Saved: the base with the scenario; read back, the same.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("scenarios.tapeflow"));
    QVERIFY(window->saveTo(path));
    QVERIFY(!window->document()->isModified());
    auto reread = io::loadTopologyFile(path.toStdString(), test::fixtureCatalog());
    QVERIFY(reread.topology);
    QCOMPARE(driveRate(*reread.topology), base);
    QVERIFY(reread.topology->scenario("Faster drive"));
    QCOMPARE(*reread.topology->scenario("Faster drive"), scenario);
  }

  void compareShowsTheBaseAndEachScenario() {
    auto window = test::openFixtureWindow();
    QVERIFY(window);
    auto* dock = window->scenarios();
    QVERIFY(dock->newScenario(QStringLiteral("Faster drive")));
    QVERIFY(window->showScenario(QStringLiteral("Faster drive")));
    window->document()->undoStack()->push(new editor::SetNodeParameterCommand(
        window->document(), "dlt", "native_rate", catalog::Value{15e6, "15 MB/s", {}}));
    QSignalSpy ready(window->scenarios(), &editor::ScenariosDock::comparisonReady);
    window->scenarios()->compare();
    QVERIFY(ready.wait(20000));
    QTableWidget* table = window->scenarios()->table();
    QCOMPARE(table->columnCount(), 2);
    QCOMPARE(table->horizontalHeaderItem(1)->text(), QStringLiteral("Faster drive"));
    QCOMPARE(table->verticalHeaderItem(0)->text(), QStringLiteral("Backup run"));
    QVERIFY(table->item(0, 0)->text() != table->item(0, 1)->text()); // the faster drive is faster
    QVERIFY(table->item(table->rowCount() - 1, 1)->text().contains(QStringLiteral("DLT 1")));
    if (const QString grabs = qEnvironmentVariable("TAPEFLOW_GRAB_DIR"); !grabs.isEmpty()) {
      window->scenarios()->raise();
      QTest::qWait(200);
      window->grab().save(grabs + QStringLiteral("/scenarios-window.png"));
    }
    // Deleting the scenario shown is refused; from the base it is one undo step.
    QVERIFY(!window->scenarios()->removeScenario(QStringLiteral("Faster drive")));
    QVERIFY(window->showScenario({}));
    QVERIFY(window->scenarios()->removeScenario(QStringLiteral("Faster drive")));
    QVERIFY(window->document()->topology().scenarios().empty());
    window->document()->undoStack()->undo();
    QCOMPARE(window->document()->topology().scenarios().size(), std::size_t(1));
  }
};

QTEST_MAIN(ScenariosTest)
#include "ScenariosTest.moc"
