// The what-if docks (issue 19): a sweep of one figure draws run times and bottleneck bands, two
// figures a heat map; every point equals a solve of the document with that value; bad ranges
// are refused with the reason; a sweep can be cancelled and never changes the document. The
// tuner's slider edits the figure live, one undo step per drag, and its verdicts follow. The
// fixture: one job backing up a 4.2 GB volume to a DLT of 18 GB/h native (5 MB/s) with 1.5:1
// software compression, the drive its bottleneck.

#include "TestSupport.h"
#include "Translations.h"
#include "document/Document.h"
#include "explorer/AdvisorDock.h"
#include "explorer/ScenariosDock.h"
#include "explorer/SweepDock.h"
#include "explorer/SweepPictureParts.h"
#include "explorer/SweepPlot.h"
#include "explorer/SweepRunner.h"
#include "explorer/SweepView.h"
#include "explorer/TornadoView.h"
#include "explorer/TunerDock.h"
#include "inspector/InspectorDock.h"
#include "inspector/ParameterField.h"
#include "solver/Solver.h"
#include "units/Format.h"
#include "whatif/Figures.h"

#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPaintEngine>
#include <QPainter>
#include <QSet>
#include <QSignalSpy>
#include <QSlider>
#include <QTimer>
#include <QTreeWidget>
#include <QUndoStack>

#include <set>
#include <utility>
#include <vector>

using namespace tapeflow;

namespace {

// A paint device that keeps the texts painted on it, with where each starts, and draws nothing:
// what a picture says, and where, to compare with what it should say.
class TextRecorder : public QPaintDevice {
public:
  std::vector<std::pair<QPointF, QString>> texts;
  [[nodiscard]] QPaintEngine* paintEngine() const override { return &m_engine; }

protected:
  [[nodiscard]] int metric(PaintDeviceMetric metric) const override {
    switch (metric) {
    case PdmWidth: return 800;
    case PdmHeight: return 420;
    case PdmDpiX:
    case PdmDpiY:
    case PdmPhysicalDpiX:
    case PdmPhysicalDpiY: return 96;
    case PdmDepth: return 32;
    case PdmDevicePixelRatio: return 1;
    case PdmDevicePixelRatioScaled: return static_cast<int>(devicePixelRatioFScale());
    default: return 0;
    }
  }

private:
  class Engine : public QPaintEngine {
  public:
    explicit Engine(std::vector<std::pair<QPointF, QString>>& texts) : m_texts(texts) {}
    bool begin(QPaintDevice*) override { return true; }
    bool end() override { return true; }
    void updateState(const QPaintEngineState&) override {}
    void drawPixmap(const QRectF&, const QPixmap&, const QRectF&) override {}
    void drawPath(const QPainterPath&) override {}
    void drawPolygon(const QPointF*, int, PolygonDrawMode) override {}
    void drawRects(const QRectF*, int) override {}
    void drawLines(const QLineF*, int) override {}
    void drawTextItem(const QPointF& at, const QTextItem& item) override {
      m_texts.emplace_back(at, item.text());
    }
    [[nodiscard]] Type type() const override { return QPaintEngine::User; }

  private:
    std::vector<std::pair<QPointF, QString>>& m_texts;
  };
  mutable Engine m_engine{texts};
};

// Run figures of the document with figure `name` of `owner` at `number`, solved from scratch.
whatif::RunFigures solvedWith(const topology::Topology& document, const std::string& owner,
                              const std::string& name, double number, solver::DirectionMode mode) {
  topology::Topology copy = document;
  const auto figure = whatif::findFigure(copy, owner, name);
  if (!figure || !whatif::setFigure(copy, *figure, number)) qFatal("cannot set the figure");
  solver::SolveOptions options;
  options.flow.mode = mode;
  options.explain = false;
  options.warnings = false;
  return whatif::figuresOf(solver::solve(copy, options), copy.objectives());
}

int colours(const QImage& image) {
  QSet<QRgb> seen;
  for (int y = 0; y < image.height(); y += 3)
    for (int x = 0; x < image.width(); x += 3) seen.insert(image.pixel(x, y));
  return int(seen.size());
}

} // namespace

class WhatIfTest : public QObject {
  Q_OBJECT

private slots:
  // English with its plural forms, as the app reads for a language it has no translation for.
  void initTestCase() { QVERIFY(!editor::installTranslations(QLocale::c())); }

  void sweepOfOneFigureEqualsSolvesAndIsDrawn() {
    auto window = test::openFixtureWindow();
    QVERIFY(window);
    auto* dock = window->sweeps();
    const QString before = test::text(window->document()->topology());
    QVERIFY(dock->prepare("dlt", "native_rate"));
    dock->setRange(0, QStringLiteral("2 MB/s"), QStringLiteral("40 MB/s"), 7, true);
    QSignalSpy finished(dock, &editor::SweepDock::sweepFinished);
    QVERIFY(dock->run());
    QVERIFY(finished.wait(20000));
    const auto sweep = dock->lastSweep();
    QVERIFY(sweep);
    QCOMPARE(sweep->points.size(), std::size_t(7));
    const auto& axis = sweep->axes.at(0);
    for (std::size_t i = 0; i < sweep->points.size(); ++i) {
      const double number = axis.values[i].number();
      const auto backup = solvedWith(window->document()->topology(), "dlt", "native_rate", number,
                                     solver::DirectionMode::Backup);
      QCOMPARE(sweep->points[i].backup.runSeconds, backup.runSeconds);
      QCOMPARE(sweep->points[i].backup.bottleneckKey, backup.bottleneckKey);
    }
    // At 2 MB/s the drive limits; at 40 MB/s something else does.
    QVERIFY(QString::fromStdString(sweep->points.front().backup.bottleneck)
                .contains(QStringLiteral("DLT 1")));
    QVERIFY(sweep->points.back().backup.bottleneckKey !=
            sweep->points.front().backup.bottleneckKey);
    QCOMPARE(test::text(window->document()->topology()), before); // the document is untouched
    const QString tip = dock->view()->describePoint(0);
    QVERIFY(tip.contains(QStringLiteral("DLT 1 ▸ Native rate = 2 MB/s")));
    QVERIFY(tip.contains(QStringLiteral("limited by")));
    dock->view()->resize(800, 420);
    const QImage image = dock->view()->grab().toImage();
    QVERIFY(colours(image) > 8); // lines, bands and text, not an empty background
    QVERIFY(editor::sweepPointAt(QRectF(dock->view()->rect()), dock->view()->picture(),
                                 editor::ChartStyle::print(), QPointF(400, 200)) >= 0);
    if (const QString grabs = qEnvironmentVariable("TAPEFLOW_GRAB_DIR"); !grabs.isEmpty())
      image.save(grabs + QStringLiteral("/sweep-one-figure.png"));
    // The same sweep as rates: another picture, the same points.
    dock->showRates(true);
    QVERIFY(dock->view()->picture().rates);
    const QImage rates = dock->view()->grab().toImage();
    QVERIFY(colours(rates) > 8);
    QVERIFY(rates != image);
    if (const QString grabs = qEnvironmentVariable("TAPEFLOW_GRAB_DIR"); !grabs.isEmpty())
      rates.save(grabs + QStringLiteral("/sweep-rates.png"));
  }

  void twoFiguresGiveAHeatMap() {
    auto window = test::openFixtureWindow();
    QVERIFY(window);
    auto* dock = window->sweeps();
    QVERIFY(dock->prepare("dlt", "native_rate"));
    dock->setRange(0, QStringLiteral("2 MB/s"), QStringLiteral("20 MB/s"), 5, false);
    QVERIFY(dock->prepareSecond("j1", "streams"));
    dock->setRange(1, QStringLiteral("1"), QStringLiteral("4"), 4, false);
    QSignalSpy finished(dock, &editor::SweepDock::sweepFinished);
    QVERIFY(dock->run());
    QVERIFY(finished.wait(20000));
    QCOMPARE(dock->lastSweep()->points.size(), std::size_t(20));
    QCOMPARE(dock->lastTitles().size(), 2);
    dock->view()->resize(800, 420);
    const QImage image = dock->view()->grab().toImage();
    QVERIFY(colours(image) > 8);
    const int cell = editor::sweepPointAt(QRectF(dock->view()->rect()), dock->view()->picture(),
                                          editor::ChartStyle::print(), QPointF(400, 200));
    QVERIFY(cell >= 0 && cell < 20);
    if (const QString grabs = qEnvironmentVariable("TAPEFLOW_GRAB_DIR"); !grabs.isEmpty())
      image.save(grabs + QStringLiteral("/sweep-heat-map.png"));
    // Every cell shows its time, the cells that carry a region's name too (issue 40: the name
    // took the cell and hid its time).
    TextRecorder recorder;
    {
      QPainter painter(&recorder);
      editor::sweeppicture::paintHeatMap(painter, QRectF(0, 0, 800, 420), dock->view()->picture(),
                                         editor::ChartStyle::print());
    }
    // Each cell's own time, drawn inside that cell.
    const auto& picture = dock->view()->picture();
    std::set<int> timed;
    for (const auto& [at, text] : recorder.texts) {
      const int point = editor::sweeppicture::heatMapPointAt(QRectF(0, 0, 800, 420), picture,
                                                             editor::ChartStyle::print(), at);
      if (point < 0) continue;
      const double seconds =
          dock->lastSweep()->points[static_cast<std::size_t>(point)].backup.runSeconds;
      if (text == QString::fromStdString(units::formatDuration(seconds))) timed.insert(point);
    }
    QCOMPARE(timed.size(), std::size_t(20));
  }

  void badValuesAreRefusedWithTheReason() {
    auto window = test::openFixtureWindow();
    QVERIFY(window);
    auto* dock = window->sweeps();
    QVERIFY(dock->prepare("dlt", "native_rate"));
    dock->setRange(0, QStringLiteral("fast"), QStringLiteral("20 MB/s"), 5, false);
    QVERIFY(!dock->run());
    QVERIFY(dock->message()->text().contains(QStringLiteral("fast")));
    QVERIFY(!dock->runner()->running());
    dock->setList(0, QStringLiteral("5 MB/s, -3 MB/s"));
    QSignalSpy finished(dock, &editor::SweepDock::sweepFinished);
    QVERIFY(dock->run()); // a value the document refuses shows as a refused point
    QVERIFY(finished.wait(20000));
    QVERIFY(dock->lastSweep()->points[0].error.empty());
    QVERIFY(!dock->lastSweep()->points[1].error.empty());
    // Each point counted once (issue 40: "2 points solved; 1 values were refused").
    QCOMPARE(dock->message()->text(),
             QStringLiteral("1 point solved; 1 point refused by the diagram (hover them to see "
                            "why)."));
  }

  void aCancelledSweepStopsAndChangesNothing() {
    auto window = test::openFixtureWindow();
    QVERIFY(window);
    auto* dock = window->sweeps();
    const int steps = window->document()->undoStack()->count();
    QVERIFY(dock->prepare("dlt", "native_rate"));
    dock->setRange(0, QStringLiteral("1 MB/s"), QStringLiteral("100 MB/s"), 30000, false);
    QSignalSpy finished(dock->runner(), &editor::SweepRunner::finished);
    QVERIFY(dock->run());
    dock->cancel();
    QVERIFY(finished.wait(20000));
    const auto result = finished.at(0).at(0).value<std::shared_ptr<const whatif::SweepResult>>();
    QVERIFY(result->cancelled);
    QVERIFY(dock->message()->text().startsWith(QStringLiteral("Cancelled")));
    QVERIFY(!dock->lastSweep()); // nothing complete to show
    QCOMPARE(window->document()->undoStack()->count(), steps);
  }

  void tunerDragIsOneUndoStepAndTheNumbersFollow() {
    auto window = test::openFixtureWindow();
    QVERIFY(window);
    auto* tuner = window->tuner();
    auto* stack = window->document()->undoStack();
    const int steps = stack->count();
    const auto& topology = window->document()->topology();
    const double original = topology.parameter(*topology.node("dlt"), "native_rate")->number();
    QVERIFY(tuner->pin("dlt", "native_rate"));
    QCOMPARE(tuner->count(), std::size_t(1));
    QSlider* slider = tuner->slider(0);
    const int start = slider->value();
    slider->setSliderDown(true); // a drag: pressed, moved, released
    slider->setValue(slider->maximum());
    slider->setValue(slider->maximum() - 100);
    slider->setSliderDown(false);
    QCOMPARE(stack->count(), steps + 1);
    const double tuned = topology.parameter(*topology.node("dlt"), "native_rate")->number();
    QVERIFY(tuned > 2.5 * original && tuned < 4 * original);
    QTRY_VERIFY(tuner->verdicts()->text().contains(QStringLiteral("Backup")));
    stack->undo();
    QCOMPARE(topology.parameter(*topology.node("dlt"), "native_rate")->number(), original);
    QCOMPARE(slider->value(), start); // the handle follows the document
    // A job option: streams, every whole value from 1.
    QVERIFY(tuner->pin("j1", "streams"));
    tuner->slider(1)->setValue(5);
    QCOMPARE(topology.job("j1")->options.streams, 5);
    tuner->unpin(0);
    QCOMPARE(tuner->count(), std::size_t(1));
    QVERIFY(!tuner->pin("dlt", "no_such_figure"));
  }

  void aFiguresValueOffersSweepAndPinBesideItsEditing() {
    // Issue 40: "Pin to Tuner" and "Sweep This Figure" were only on the figure's name; a right
    // click on the value showed the text editor's menu alone.
    auto window = test::openFixtureWindow();
    QVERIFY(window);
    window->selectById(QStringLiteral("dlt"));
    auto* field = window->inspector()->field(QStringLiteral("native_rate"));
    QVERIFY(field);
    auto* line = qobject_cast<QLineEdit*>(field->editor());
    if (!line) line = field->editor()->findChild<QLineEdit*>();
    QVERIFY(line);
    QStringList offered;
    QTimer::singleShot(0, [&offered] {
      auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
      if (!menu) return;
      for (const QAction* action : menu->actions()) offered << action->text();
      menu->close();
    });
    emit line->customContextMenuRequested(QPoint(2, 2));
    QVERIFY2(offered.contains(QStringLiteral("Pin to Tuner")), qPrintable(offered.join(u'|')));
    QVERIFY(offered.contains(QStringLiteral("Sweep This Figure…")));
    QVERIFY(offered.size() > 2); // and the editor's own actions
  }

  void inspectorAsksForASweepOrAPin() {
    auto window = test::openFixtureWindow();
    QVERIFY(window);
    emit window->inspector()->pinRequested(QStringLiteral("dlt"), QStringLiteral("native_rate"));
    QCOMPARE(window->tuner()->count(), std::size_t(1));
    emit window->inspector()->sweepRequested(QStringLiteral("dlt"), QStringLiteral("native_rate"));
    QVERIFY(window->sweeps()->isVisible());
    QSignalSpy finished(window->sweeps(), &editor::SweepDock::sweepFinished);
    QVERIFY(window->sweeps()->run()); // prepared with a range around the drive's rate
    QVERIFY(finished.wait(20000));
    QCOMPARE(window->sweeps()->lastSweep()->axes.at(0).owner, std::string("dlt"));
  }

  // A node's software figure (the inspector's folded section) is swept and pinned by its key,
  // though the document's list of figures leaves it out.
  void aSoftwareFigureIsSweptAndPinnedByItsKey() {
    auto window = test::openFixtureWindow();
    QVERIFY(window);
    const QString key = QStringLiteral("filesystem.per_file_read");
    emit window->inspector()->pinRequested(QStringLiteral("srv"), key);
    QCOMPARE(window->tuner()->count(), std::size_t(1));
    emit window->inspector()->sweepRequested(QStringLiteral("srv"), key);
    QVERIFY(window->sweeps()->isVisible());
    window->sweeps()->setRange(0, QStringLiteral("1 ms"), QStringLiteral("8 ms"), 4, false);
    QSignalSpy finished(window->sweeps(), &editor::SweepDock::sweepFinished);
    QVERIFY(window->sweeps()->run());
    QVERIFY(finished.wait(20000));
    const auto sweep = window->sweeps()->lastSweep();
    const auto& axis = sweep->axes.at(0);
    QCOMPARE(axis.owner, std::string("srv"));
    QCOMPARE(axis.name, key.toStdString());
    QCOMPARE(sweep->points.size(), std::size_t(4));
    // Each point equals a solve with the server's file system set to that figure.
    for (std::size_t i = 0; i < sweep->points.size(); ++i)
      QCOMPARE(sweep->points[i].backup.runSeconds,
               solvedWith(window->document()->topology(), "srv", key.toStdString(),
                          axis.values[i].number(), solver::DirectionMode::Backup)
                   .runSeconds);
    QCOMPARE(QString::fromStdString(axis.labels.back()), QStringLiteral("8 ms"));
    // The sweep leaves the document as it was; the figure stays listed for the next one.
    QVERIFY(window->document()->topology().node("srv")->overrides.count(key.toStdString()) == 0);
    QVERIFY(window->sweeps()->prepare("srv", key.toStdString()));
    QVERIFY(!window->sweeps()->prepare("srv", "filesystem.colour"));
  }

  void advisorListsCheckedChangesAndAppliesOneAsOneStep() {
    // The drive limits the fixture's run; the catalog has a faster model of it (6 MB/s native).
    auto window = test::openFixtureWindow();
    QVERIFY(window);
    auto* dock = window->advisor();
    auto* stack = window->document()->undoStack();
    const QString before = test::text(window->document()->topology());
    QSignalSpy ready(dock, &editor::AdvisorDock::adviceReady);
    dock->advise();
    QVERIFY(ready.wait(30000));
    const auto result = dock->result();
    QVERIFY(result && !result->advice.empty());
    QCOMPARE(dock->list()->topLevelItemCount(), int(result->advice.size()));
    QVERIFY(dock->list()->topLevelItem(0)->text(1).contains(QStringLiteral("'DLT 1'")));
    QVERIFY(result->advice.front().backupGain > 0.0);
    QVERIFY(dock->message()->text().contains(QStringLiteral("Backup takes")));
    QVERIFY(dock->tornado()->data() && !dock->tornado()->data()->bars.empty());
    QCOMPARE(test::text(window->document()->topology()), before); // advising changes nothing

    const int steps = stack->count();
    QVERIFY(dock->apply(0));
    QCOMPARE(stack->count(), steps + 1);
    QVERIFY(stack->text(stack->count() - 1).startsWith(QStringLiteral("Advice: ")));
    QVERIFY(test::text(window->document()->topology()) != before);
    // The list now answers the diagram as it was: it applies nothing more, and says so.
    QVERIFY(!dock->apply(0));
    QVERIFY(dock->message()->text().contains(QStringLiteral("Advise again")));
    stack->undo();
    QCOMPARE(test::text(window->document()->topology()), before);
    if (const QString grabs = qEnvironmentVariable("TAPEFLOW_GRAB_DIR"); !grabs.isEmpty()) {
      dock->advise(); // fresh advice for the picture
      QVERIFY(ready.wait(30000));
      dock->raise();
      QTest::qWait(200);
      window->grab().save(grabs + QStringLiteral("/advisor-window.png"));
    }
  }

  // Issue 40: after an edit a sweep's chart stayed up with nothing saying it was out of date,
  // and advice vanished when switching scenario. Both are kept per scenario; an edit marks them.
  void resultsAreKeptPerScenarioAndMarkedWhenTheDiagramChanges() {
    auto window = test::openFixtureWindow();
    QVERIFY(window);
    auto* sweeps = window->sweeps();
    auto* advisor = window->advisor();
    QVERIFY(sweeps->prepare("dlt", "native_rate"));
    sweeps->setRange(0, QStringLiteral("2 MB/s"), QStringLiteral("40 MB/s"), 4, true);
    QSignalSpy swept(sweeps, &editor::SweepDock::sweepFinished);
    QVERIFY(sweeps->run());
    QVERIFY(swept.wait(20000));
    QSignalSpy ready(advisor, &editor::AdvisorDock::adviceReady);
    advisor->advise();
    QVERIFY(ready.wait(30000));
    const auto sweep = sweeps->lastSweep();
    const auto advice = advisor->result();
    QVERIFY(!sweeps->view()->isStale());

    // Another scenario shows its own (none yet); back on the base, the base's results return.
    QVERIFY(window->scenarios()->newScenario(QStringLiteral("Other")));
    QVERIFY(window->showScenario(QStringLiteral("Other")));
    QVERIFY(!sweeps->lastSweep());
    QVERIFY(!advisor->result());
    QVERIFY(window->showScenario({}));
    QCOMPARE(sweeps->lastSweep(), sweep);
    QCOMPARE(advisor->result(), advice);
    QVERIFY(!sweeps->view()->isStale());
    QVERIFY(advisor->list()->isEnabled());

    // An edit: both say they answer the diagram as it was, and stay so across a switch. (Here
    // the edit is the advice applied: it applied, so the kept advice was taken as current.)
    QVERIFY(advisor->apply(0));
    QTRY_VERIFY(sweeps->view()->isStale());
    QVERIFY(sweeps->message()->text().contains(QStringLiteral("Run it again")));
    QTRY_VERIFY(advisor->message()->text().contains(QStringLiteral("Advise again")));
    QVERIFY(window->showScenario(QStringLiteral("Other")));
    QVERIFY(window->showScenario({}));
    QCOMPARE(sweeps->lastSweep(), sweep);
    QVERIFY(sweeps->view()->isStale());
    QVERIFY(!advisor->list()->isEnabled());
    QVERIFY(!advisor->apply(0));
  }

  void catalogModelsAreSweptFromACheckedList() {
    // The fixture's catalog has two DLT models: 7000 (5 MB/s) and 8000 (6 MB/s).
    auto window = test::openFixtureWindow();
    QVERIFY(window);
    auto* dock = window->sweeps();
    QVERIFY(dock->prepare("dlt", "entry"));
    dock->setModels(0, {QStringLiteral("test-dlt-8000")});
    QSignalSpy finished(dock, &editor::SweepDock::sweepFinished);
    QVERIFY(dock->run());
    QVERIFY(finished.wait(20000));
    QCOMPARE(dock->lastSweep()->points.size(), std::size_t(1));
    QCOMPARE(dock->lastSweep()->axes[0].labels[0], std::string("Quantum DLT 8000"));
    QCOMPARE(dock->lastTitles().value(0), QStringLiteral("DLT 1 ▸ Model"));
    dock->setModels(0, {});
    QVERIFY(!dock->run());
    QVERIFY(dock->message()->text().contains(QStringLiteral("check at least one model")));
    QVERIFY(!window->tuner()->pin("dlt", "entry")); // a model is not a slider
  }

  void aCountOfDrivesIsSweptFromTheDiagramAsDrawn() {
    // One or two DLTs on the fixture's SCSI channel: two drives share the job's data.
    auto window = test::openFixtureWindow();
    QVERIFY(window);
    auto* dock = window->sweeps();
    const QString before = test::text(window->document()->topology());
    QVERIFY(dock->prepare("dlt", "drives"));
    dock->setRange(0, QStringLiteral("1"), QStringLiteral("2"), 2, false);
    QSignalSpy finished(dock, &editor::SweepDock::sweepFinished);
    QVERIFY(dock->run());
    QVERIFY(finished.wait(20000));
    const auto sweep = dock->lastSweep();
    QCOMPARE(sweep->points.size(), std::size_t(2));
    QVERIFY(sweep->points[1].error.empty());
    QVERIFY(sweep->points[1].backup.runSeconds < sweep->points[0].backup.runSeconds);
    QCOMPARE(test::text(window->document()->topology()), before); // built on a copy
    QVERIFY(!window->tuner()->pin("dlt", "drives"));              // built by a sweep, not a slider
  }
};

QTEST_MAIN(WhatIfTest)
#include "WhatIfTest.moc"
