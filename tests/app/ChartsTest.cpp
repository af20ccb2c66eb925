// The charts of the live results (issue #7). The fixture's one job backs up to a DLT that is its
// bottleneck (5 MB/s native, 1.5:1 software compression: 7.5 MB/s logical); at 36 GB/h native
// it would move 15 MB/s. The charts dock follows every edit, and the charts are built by the
// same functions the PDF report calls.

#include "TestSupport.h"
#include "charts/ChartStyle.h"
#include "charts/ChartsDock.h"
#include "charts/JobRatesChart.h"
#include "charts/TimelineChart.h"
#include "charts/UtilisationChart.h"
#include "document/Document.h"
#include "results/SolverRunner.h"
#include "undo/RenameNodeCommand.h"
#include "undo/SetParameterCommand.h"
#include "units/Units.h"

#include <QAreaSeries>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QFontMetricsF>
#include <QHorizontalBarSeries>
#include <QLineSeries>
#include <QScreen>
#include <QTabWidget>
#include <QToolTip>
#include <QUndoStack>

using namespace tapeflow;

namespace {

// The value of the bar set named `set` at category `index` of the rates chart.
double barValue(QChart* chart, const QString& set, int index) {
  for (QAbstractSeries* series : chart->series())
    if (auto* bars = qobject_cast<QAbstractBarSeries*>(series))
      for (QBarSet* s : bars->barSets())
        if (s->label() == set) return s->at(index);
  return -1.0;
}

QLineSeries* lineNamed(QChart* chart, const QString& prefix) {
  for (QAbstractSeries* series : chart->series())
    if (auto* line = qobject_cast<QLineSeries*>(series); line && line->name().startsWith(prefix))
      return line;
  return nullptr;
}

} // namespace

class ChartsTest : public QObject {
  Q_OBJECT

  static std::unique_ptr<editor::Document> open() {
    auto outcome = editor::Document::load(test::localBackupPath(), test::fixtureCatalog());
    if (!outcome.document) qFatal("cannot load the fixture");
    return std::move(outcome.document);
  }

private slots:
  void utilisationBarsPutTheBottleneckFirst() {
    auto document = open();
    const auto results = editor::SolverRunner::compute(document->topology());
    const auto bars = editor::utilisationBars(*results.backup);
    QVERIFY(bars.size() > 3);
    QVERIFY(bars.front().bottleneck);
    QCOMPARE(bars.front().label,
             QString::fromStdString(results.backup->job("j1")->bottleneck.label));
    QVERIFY(qAbs(bars.front().utilisation - 1.0) < 1e-6);
    for (std::size_t i = 1; i < bars.size(); ++i) {
      QVERIFY(bars[i - 1].utilisation >= bars[i].utilisation);
      QVERIFY(!bars[i].bottleneck); // one job, one bottleneck
    }
    QCOMPARE(editor::utilisationBars(*results.backup, 2).size(), std::size_t(2));
  }

  void timelineHasEveryPhaseAndTheWindow() {
    auto document = open();
    const auto results = editor::SolverRunner::compute(document->topology());
    std::unique_ptr<QChart> chart(
        editor::makeTimelineChart(results.backup.get(), QStringLiteral("Backup run"), 7200.0,
                                  QStringLiteral("MB/s"), editor::ChartStyle::print()));
    int bars = 0;
    for (QAbstractSeries* series : chart->series())
      bars += qobject_cast<QAreaSeries*>(series) != nullptr;
    std::size_t segments = 0;
    for (const auto& segment : results.backup->timeline.jobs.at(0).segments)
      segments += segment.end > segment.start;
    QCOMPARE(std::size_t(bars), segments);
    QVERIFY(segments >= 1); // the fixture has no fixed costs: one transfer
    QLineSeries* window = lineNamed(chart.get(), QStringLiteral("Backup window"));
    QVERIFY(window);
    QCOMPARE(window->at(0).x(), 2.0); // hours: the run and window are over two hours long
    std::unique_ptr<QChart> none(
        editor::makeTimelineChart(results.backup.get(), QStringLiteral("Backup run"), 0.0,
                                  QStringLiteral("MB/s"), editor::ChartStyle::print()));
    QVERIFY(!lineNamed(none.get(), QStringLiteral("Backup window")));
  }

  void hoveringATransferSaysWhatHeldIt() {
    // Issue 40: a job's holder can change over its run; each transfer bar says its own.
    auto document = open();
    const auto results = editor::SolverRunner::compute(document->topology());
    QChartView view(editor::makeTimelineChart(results.backup.get(), QStringLiteral("Backup run"),
                                              0.0, QStringLiteral("MB/s"),
                                              editor::ChartStyle::print()));
    view.resize(800, 300);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QAreaSeries* transfer = nullptr;
    for (QAbstractSeries* series : view.chart()->series())
      if (series->name() == QStringLiteral("Transfer"))
        transfer = qobject_cast<QAreaSeries*>(series);
    QVERIFY(transfer);
    // The mouse over the middle of the bar, as a user moves it there.
    const auto* line = transfer->upperSeries();
    const QPointF middle((line->at(0).x() + line->at(1).x()) / 2.0, line->at(0).y() - 0.1);
    const QPoint at = view.mapFromScene(view.chart()->mapToPosition(middle, transfer));
    QTest::mouseMove(view.viewport(), at - QPoint(40, 60));
    QTest::mouseMove(view.viewport(), at);
    QTRY_VERIFY(QToolTip::isVisible());
    const QString tip = QToolTip::text();
    QVERIFY2(tip.contains(QStringLiteral("held by ") +
                          QString::fromStdString(results.backup->jobs.at(0).bottleneck.label)),
             qPrintable(tip));
    QVERIFY(tip.contains(QStringLiteral("MB/s")));
    if (const QString grabs = qEnvironmentVariable("TAPEFLOW_GRAB_DIR"); !grabs.isEmpty()) {
      QTest::qWait(300); // the tip's window painted
      QGuiApplication::primaryScreen()->grabWindow(0).save(grabs +
                                                           QStringLiteral("/gantt-tip.png"));
    }
    QTest::mouseMove(view.viewport(), QPoint(2, 2));
    QTRY_VERIFY(!QToolTip::isVisible());
  }

  void chartsOfManyJobsKeepTheOnesThatMatter() {
    // 100 jobs, job i ending at i hours: the Gantt keeps the 40 that finish last (60..99), the
    // rates chart the first 40, and both titles say so.
    solver::SolveResult result;
    for (int i = 0; i < 100; ++i) {
      solver::JobResult job;
      job.id = "j" + std::to_string(i);
      job.name = "job " + std::to_string(i);
      job.rate = 1e6 * (i + 1);
      result.jobs.push_back(job);
      timeline::JobTimeline line;
      line.id = job.id;
      line.end = 3600.0 * i;
      line.segments.push_back(
          {timeline::Phase::Transfer, 0.0, line.end, job.rate, timeline::kNotSaid});
      result.timeline.jobs.push_back(line);
    }
    const auto style = editor::ChartStyle::print();
    std::unique_ptr<QChart> gantt(editor::makeTimelineChart(&result, QStringLiteral("Backup run"),
                                                            0.0, QStringLiteral("MB/s"), style));
    QVERIFY(gantt->title().contains(QStringLiteral("40 of 100")));
    auto* rows = qobject_cast<QCategoryAxis*>(gantt->axes(Qt::Vertical).value(0));
    QVERIFY(rows);
    QCOMPARE(rows->categoriesLabels().size(), 40);
    QVERIFY(rows->categoriesLabels().contains(QStringLiteral("job 99")));
    QVERIFY(rows->categoriesLabels().contains(QStringLiteral("job 60")));
    QVERIFY(!rows->categoriesLabels().contains(QStringLiteral("job 59")));
    std::unique_ptr<QChart> rates(
        editor::makeJobRatesChart(&result, nullptr, QStringLiteral("MB/s"), style));
    QVERIFY(rates->title().contains(QStringLiteral("40 of 100")));
    auto* names = qobject_cast<QBarCategoryAxis*>(rates->axes(Qt::Vertical).value(0));
    QVERIFY(names);
    QCOMPARE(names->count(), 40);
    QCOMPARE(names->at(39), QStringLiteral("job 0")); // the first job on top
    QCOMPARE(barValue(rates.get(), QStringLiteral("Backup"), 39), 1.0);
  }

  void timeScaleFollowsTheSpan() {
    QCOMPARE(editor::timeScaleFor(30.0).seconds, 1.0);
    QCOMPARE(editor::timeScaleFor(600.0).seconds, 60.0);
    QCOMPARE(editor::timeScaleFor(6 * 3600.0).seconds, 3600.0);
  }

  void dockFollowsEditsAndUnits() {
    auto document = open();
    editor::SolverRunner runner;
    editor::ChartsDock dock;
    connect(&runner, &editor::SolverRunner::resultsReady, &dock, [&] {
      dock.showResults(runner.backupShared(), runner.restoreShared(),
                       QString::fromStdString(document->topology().view().rateUnit));
    });
    runner.setDocument(document.get());
    QChart* rates = dock.jobRatesView()->chart();
    // The fixture shows GB/h: 7.5 MB/s is 27 GB/h.
    QVERIFY(qAbs(barValue(rates, QStringLiteral("Backup"), 0) - 27.0) < 1e-9);
    QVERIFY(barValue(rates, QStringLiteral("Restore"), 0) > 0.0);
    document->undoStack()->push(new editor::SetNodeParameterCommand(
        document.get(), "dlt", "native_rate",
        catalog::Value{units::parseQuantity("36 GB/h")->value, "36 GB/h", {}}));
    QTRY_VERIFY(qAbs(barValue(dock.jobRatesView()->chart(), QStringLiteral("Backup"), 0) - 54.0) <
                1e-9);
    // The same rate in MB/s.
    dock.showResults(runner.backupShared(), runner.restoreShared(), QStringLiteral("MB/s"));
    QVERIFY(qAbs(barValue(dock.jobRatesView()->chart(), QStringLiteral("Backup"), 0) - 15.0) <
            1e-9);
  }

  void dockDrawsTheBackupWindowWhenSet() {
    auto document = open();
    const auto results = editor::SolverRunner::compute(document->topology());
    editor::ChartsDock dock;
    dock.showResults(results.backup, results.restore, QStringLiteral("MB/s"));
    QVERIFY(!lineNamed(dock.timelineView()->chart(), QStringLiteral("Backup window")));
    QCOMPARE(dock.restoreTimelineView()->chart()->title(), QStringLiteral("Restore run"));
    QVERIFY(!dock.restoreTimelineView()->chart()->series().isEmpty());
    dock.setBackupWindow(6 * 3600.0);
    QCOMPARE(dock.backupWindow(), 6 * 3600.0);
    QVERIFY(lineNamed(dock.timelineView()->chart(), QStringLiteral("Backup window")));
  }

  void chartsTakeTheirColoursFromThePalette() {
    editor::ChartsDock dock;
    QPalette dark = dock.palette();
    dark.setColor(QPalette::Base, QColor(30, 30, 30));
    dark.setColor(QPalette::Text, QColor(230, 230, 230));
    dock.setPalette(dark);
    QChart* chart = dock.utilisationView()->chart();
    QCOMPARE(chart->backgroundBrush().color(), QColor(30, 30, 30));
    QCOMPARE(chart->titleBrush().color(), QColor(230, 230, 230));
    for (QAbstractAxis* axis : chart->axes()) QCOMPARE(axis->labelsColor(), QColor(230, 230, 230));
  }

  // Long component names stay readable in a narrow dock (wrapped, not elided to "…"), and
  // hovering a bar names it with its figure.
  void utilisationLabelsFitAndBarsExplainThemselves() {
    auto window = test::openFixtureWindow();
    QVERIFY(window);
    auto* stack = window->document()->undoStack();
    stack->push(
        new editor::RenameNodeCommand(window->document(), "pci", "Backup server PCIe 4.0 x8 bus"));
    stack->push(new editor::RenameNodeCommand(window->document(), "hba",
                                              "SAS 12G HBA of the backup server"));
    window->charts()->setFloating(true); // narrower than any docked layout would make it
    window->charts()->show();
    window->charts()->resize(420, 300);
    QChartView* view = window->charts()->utilisationView();
    QTRY_VERIFY(view->chart()->axes(Qt::Vertical).size() == 1);
    QTRY_VERIFY(view->width() < 430);
    QTRY_VERIFY(qobject_cast<QBarCategoryAxis*>(view->chart()->axes(Qt::Vertical).front())
                    ->categories()
                    .join(QString())
                    .contains(QStringLiteral("<br>")));
    // Every line whole (no "…") and left of the plot, where the axis draws it.
    auto* axis = qobject_cast<QBarCategoryAxis*>(view->chart()->axes(Qt::Vertical).front());
    const QFontMetricsF metrics(axis->labelsFont());
    for (const QString& category : axis->categories())
      for (const QString& line : category.split(QStringLiteral("<br>"))) {
        QVERIFY2(!line.contains(QChar(0x2026)), qPrintable(line));
        QVERIFY2(metrics.horizontalAdvance(line) < view->chart()->plotArea().left(),
                 qPrintable(line));
      }
    const QString grabs = qEnvironmentVariable("TAPEFLOW_GRAB_DIR");
    if (!grabs.isEmpty())
      QVERIFY(view->grab().save(grabs + QStringLiteral("/utilisation-narrow.png")));

    auto* series = qobject_cast<QAbstractBarSeries*>(view->chart()->series().front());
    QVERIFY(series);
    emit series->hovered(true, 0, series->barSets().front()); // the bottom bar: the least busy
    QTRY_VERIFY(QToolTip::isVisible());
    QVERIFY2(QToolTip::text().contains(QStringLiteral("% busy")), qPrintable(QToolTip::text()));
    emit series->hovered(false, 0, series->barSets().front());
  }

  void windowHasTheChartsDock() {
    auto window = test::openFixtureWindow();
    QVERIFY(window);
    QVERIFY(window->charts());
    // Behind the Results tab the dock builds its charts when it is brought forward.
    window->charts()->show();
    window->charts()->raise();
    QTRY_VERIFY(barValue(window->charts()->jobRatesView()->chart(), QStringLiteral("Backup"), 0) >
                0.0);
    // Looking at it: TAPEFLOW_GRAB_DIR=/tmp/x saves the dock's three tabs.
    const QString grabs = qEnvironmentVariable("TAPEFLOW_GRAB_DIR");
    if (grabs.isEmpty()) return;
    window->charts()->setBackupWindow(3 * 3600.0);
    window->charts()->show();
    window->charts()->raise();
    window->charts()->resize(900, 420);
    for (QChartView* view : {window->charts()->utilisationView(), window->charts()->timelineView(),
                             window->charts()->jobRatesView()}) {
      view->resize(900, 380);
      QVERIFY(view->grab().save(grabs + QLatin1Char('/') + view->objectName() +
                                QStringLiteral(".png")));
    }
    window->charts()->findChild<QTabWidget*>()->setCurrentIndex(1);
    QVERIFY(window->charts()->grab().save(grabs + QStringLiteral("/chartsDock-timeline.png")));
    QPalette dark = window->charts()->palette();
    dark.setColor(QPalette::Base, QColor(35, 38, 41));
    dark.setColor(QPalette::Window, QColor(42, 46, 50));
    dark.setColor(QPalette::Text, QColor(230, 230, 230));
    dark.setColor(QPalette::WindowText, QColor(230, 230, 230));
    dark.setColor(QPalette::Mid, QColor(90, 90, 90));
    window->charts()->setPalette(dark);
    for (QChartView* view : {window->charts()->utilisationView(), window->charts()->timelineView()})
      QVERIFY(view->grab().save(grabs + QLatin1Char('/') + view->objectName() +
                                QStringLiteral("-dark.png")));
  }
};

QTEST_MAIN(ChartsTest)
#include "ChartsTest.moc"
