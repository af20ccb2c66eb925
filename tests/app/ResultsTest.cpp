// Live results: the SolverRunner solves when a document is set and again after every edit that
// can change throughput, and an undo brings the old numbers back. The fixture's DLT (18 GB/h =
// 5 MB/s) takes 1.5:1 software-compressed data, so the job moves 7.5 MB/s of logical data;
// at 36 GB/h it would move 15 MB/s (the shared SCSI channel, crossed twice, allows 24).

#include "TestSupport.h"
#include "document/Document.h"
#include "results/ResultsDock.h"
#include "results/SolverRunner.h"
#include "undo/SetParameterCommand.h"
#include "units/Units.h"

#include <QSignalSpy>
#include <QTest>
#include <QTreeWidget>
#include <QUndoStack>

using namespace tapeflow;
using editor::Document;
using editor::SolverRunner;

class ResultsTest : public QObject {
  Q_OBJECT

  static std::unique_ptr<Document> open() {
    auto outcome = Document::load(test::localBackupPath(), test::fixtureCatalog());
    if (!outcome.document) qFatal("cannot load the fixture");
    return std::move(outcome.document);
  }

private slots:
  void solvesWhenTheDocumentIsSet() {
    auto document = open();
    SolverRunner runner;
    QSignalSpy ready(&runner, &SolverRunner::resultsReady);
    runner.setDocument(document.get());
    QCOMPARE(ready.count(), 1); // in the same turn: an ordinary diagram
    QVERIFY(runner.backup() && runner.restore());
    const auto* job = runner.backup()->job("j1");
    QVERIFY(job);
    QCOMPARE(QString::fromStdString(job->bottleneck.key), QStringLiteral("tape:dlt"));
    QVERIFY(qAbs(job->rate - 7.5e6) < 1.0);
  }

  void editsResolveAndUndoRestores() {
    auto document = open();
    SolverRunner runner;
    runner.setDocument(document.get());
    QSignalSpy ready(&runner, &SolverRunner::resultsReady);
    document->undoStack()->push(new editor::SetNodeParameterCommand(
        document.get(), "dlt", "native_rate",
        catalog::Value{units::parseQuantity("36 GB/h")->value, "36 GB/h", {}}));
    QTRY_COMPARE(ready.count(), 1);
    QVERIFY(qAbs(runner.backup()->job("j1")->rate - 15e6) < 1.0);
    document->undoStack()->undo();
    QTRY_COMPARE(ready.count(), 2);
    QVERIFY(qAbs(runner.backup()->job("j1")->rate - 7.5e6) < 1.0);
  }

  void moveDoesNotResolve() {
    auto document = open();
    SolverRunner runner;
    runner.setDocument(document.get());
    QSignalSpy ready(&runner, &SolverRunner::resultsReady);
    QVERIFY(document->topology().move("dlt", {500, 500}).hasValue());
    QTest::qWait(50);
    QCOMPARE(ready.count(), 0);
  }

  void dockListsJobsResourcesAndWarnings() {
    auto document = open();
    SolverRunner runner;
    runner.setDocument(document.get());
    editor::ResultsDock dock;
    dock.show(runner.backup(), runner.restore(), QStringLiteral("MB/s"));
    QCOMPARE(dock.jobsView()->topLevelItemCount(), 2); // backup and restore of j1
    QVERIFY(dock.jobsView()->topLevelItem(0)->text(2).endsWith(QStringLiteral("MB/s")));
    QVERIFY(dock.resourcesView()->topLevelItemCount() > 3);
    // The busiest resource first.
    QCOMPARE(dock.resourcesView()->topLevelItem(0)->text(1), QStringLiteral("100%"));
    QSignalSpy activated(&dock, &editor::ResultsDock::componentActivated);
    emit dock.jobsView()->itemActivated(dock.jobsView()->topLevelItem(0), 0);
    QCOMPARE(activated.count(), 1);
    QCOMPARE(activated.at(0).at(0).toString(), QStringLiteral("j1"));
  }

  void utilisationScaleRunsDarkToYellow() {
    const QColor idle = editor::utilisationColour(0.0);
    const QColor full = editor::utilisationColour(1.0);
    QVERIFY(idle.lightness() < full.lightness());
    QCOMPARE(editor::utilisationColour(2.0), full); // over 100 % reads as full
  }
};

QTEST_MAIN(ResultsTest)
#include "ResultsTest.moc"
