// Live results: the SolverRunner solves when a document is set and again after every edit that
// can change throughput, and an undo brings the old numbers back. The fixture's DLT (18 GB/h =
// 5 MB/s) takes 1.5:1 software-compressed data, so the job moves 7.5 MB/s of logical data;
// at 36 GB/h it would move 15 MB/s (the shared SCSI channel, crossed twice, allows 24).

#include "TestSupport.h"
#include "UtilisationColours.h"
#include "document/Document.h"
#include "results/ResultFigures.h"
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

  // A large diagram of independent copies of the fixture: opening it solves on the worker (the
  // numbers are marked stale meanwhile); an edit of one copy afterwards solves that copy alone,
  // in the same turn, with no stale phase.
  void largeDiagramSolvesOnTheWorkerThenIncrementally() {
    auto fixture = open();
    const auto& part = fixture->topology();
    auto large = std::make_unique<topology::Topology>(test::fixtureCatalog());
    const int copies =
        static_cast<int>(SolverRunner::kSynchronousNodeLimit / part.nodes().size()) + 2;
    for (int c = 0; c < copies; ++c) {
      const std::string suffix = "-" + std::to_string(c);
      for (topology::Node node : part.nodes()) {
        node.id += suffix;
        QVERIFY(large->addNode(node).hasValue());
      }
      for (topology::Link link : part.links()) {
        link.id += suffix;
        link.a.node += suffix;
        link.b.node += suffix;
        QVERIFY(large->addLink(link).hasValue());
      }
      for (topology::Job job : part.jobs()) {
        job.id += suffix;
        job.source += suffix;
        job.target += suffix;
        QVERIFY(large->addJob(job).hasValue());
      }
    }
    Document document(std::move(large));
    SolverRunner runner;
    QSignalSpy started(&runner, &SolverRunner::solvingStarted);
    QSignalSpy ready(&runner, &SolverRunner::resultsReady);
    runner.setDocument(&document);
    QCOMPARE(started.count(), 1);
    QVERIFY(runner.busy());
    QTRY_COMPARE(ready.count(), 1);
    QVERIFY(!runner.busy());
    QVERIFY(qAbs(runner.backup()->job("j1-1")->rate - 7.5e6) < 1.0);

    document.undoStack()->push(new editor::SetNodeParameterCommand(
        &document, "dlt-1", "native_rate",
        catalog::Value{units::parseQuantity("36 GB/h")->value, "36 GB/h", {}}));
    QTRY_COMPARE(ready.count(), 2);
    QCOMPARE(started.count(), 1); // no worker: the edit touched one copy
    QVERIFY(qAbs(runner.backup()->job("j1-1")->rate - 15e6) < 1.0);
    QVERIFY(qAbs(runner.backup()->job("j1-2")->rate - 7.5e6) < 1.0);
  }

  void staleResultsAreGreyedUntilTheNextOnes() {
    auto document = open();
    editor::ResultsDock dock;
    dock.setStale(true);
    QVERIFY(dock.isStale());
    QVERIFY(!dock.jobsView()->isEnabled());
    QVERIFY(dock.windowTitle().contains(QStringLiteral("solving")));
    dock.show(nullptr, nullptr, QStringLiteral("MB/s"), document->topology());
    QVERIFY(!dock.isStale());
    QVERIFY(dock.jobsView()->isEnabled());
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
    dock.show(runner.backup(), runner.restore(), QStringLiteral("MB/s"), document->topology());
    QCOMPARE(dock.jobsView()->topLevelItemCount(), 2); // backup and restore of j1
    QVERIFY(dock.jobsView()->topLevelItem(0)->text(2).endsWith(QStringLiteral("MB/s")));
    QVERIFY(dock.resourcesView()->topLevelItemCount() > 3);
    // The busiest resource first.
    QCOMPARE(dock.resourcesView()->topLevelItem(0)->text(1), QStringLiteral("100%"));
    QSignalSpy activated(&dock, &editor::ResultsDock::componentActivated);
    emit dock.jobsView()->itemActivated(dock.jobsView()->topLevelItem(0), 0);
    QCOMPARE(activated.count(), 1);
    QCOMPARE(activated.at(0).at(0).toString(), QStringLiteral("j1"));
    // Warnings name the component as the diagram does ("PCI bus 0", not its id "pci").
    QStringList components;
    for (int i = 0; i < dock.warningsView()->topLevelItemCount(); ++i)
      components << dock.warningsView()->topLevelItem(i)->text(0);
    QVERIFY2(components.contains(QStringLiteral("PCI bus 0")),
             qPrintable(components.join(QLatin1Char(','))));
    QVERIFY(!components.contains(QStringLiteral("pci")));
  }

  void runBottleneckIsTheOneMostJobsShare() {
    // Three jobs at 10, 20 and 30 MB/s: the first two held by "bus", the third by "tape". Lifting
    // the bus lets the first two run at their next bottleneck's 15 and 50 MB/s: 5 + 30 MB/s more.
    solver::SolveResult result;
    const auto job = [](const char* id, double rate, const char* key, double next,
                        const char* nextKey) {
      solver::JobResult j;
      j.id = id;
      j.name = id;
      j.rate = rate;
      j.bottleneck = {
          key, QStringLiteral("%1 label").arg(QLatin1String(key)).toStdString(), {}, rate, {}};
      if (next > 0.0) j.next = {nextKey, std::string(nextKey) + " label", {}, next, {}};
      return j;
    };
    result.jobs = {job("a", 10e6, "bus", 15e6, "cpu"), job("b", 20e6, "bus", 50e6, "nic"),
                   job("c", 30e6, "tape", 0.0, "")};
    result.aggregateRate = 60e6;
    const auto run = editor::runBottleneck(result);
    QCOMPARE(QString::fromStdString(run.key), QStringLiteral("bus"));
    QCOMPARE(run.label, QStringLiteral("bus label"));
    QCOMPARE(run.jobsHeld, 2);
    QCOMPARE(run.liftedAggregate, 95e6);
    QCOMPARE(run.nextLabel, QStringLiteral("cpu label")); // a tie: the first job's
    // A job that cannot run does not vote.
    result.jobs[0].error = result.jobs[1].error = "no path";
    QCOMPARE(QString::fromStdString(editor::runBottleneck(result).key), QStringLiteral("tape"));
  }

  void rowsPrintTheFiguresOfTheResultsDock() {
    auto document = open();
    SolverRunner runner;
    runner.setDocument(document.get());
    const auto rows = editor::jobRows(runner.backup(), runner.restore(), QStringLiteral("MB/s"));
    QCOMPARE(rows.size(), std::size_t(2));
    QCOMPARE(rows[0].rate, QStringLiteral("7.5 MB/s"));
    QCOMPARE(rows[0].direction, QStringLiteral("backup"));
    QCOMPARE(rows[1].direction, QStringLiteral("restore"));
    const auto resources = editor::resourceRows(runner.backup(), QStringLiteral("MB/s"));
    QVERIFY(!resources.empty());
    QCOMPARE(resources.front().use, QStringLiteral("100%"));
    for (std::size_t i = 1; i < resources.size(); ++i)
      QVERIFY(resources[i - 1].utilisation >= resources[i].utilisation);
    QCOMPARE(editor::rateIn(15e6, QStringLiteral("GB/h")), 54.0);
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
