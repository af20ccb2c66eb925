// The guided bottleneck determination in the app (issue 23): the dock walks the steps for the
// chosen job, "Measure Next Step…" opens the measurement dialog on the next step, the result is
// one undo step and moves the walk on; a drive near the job's rate ends it with the drive as
// the verdict; undo walks back. The fixture: "Full backup" from volume D: on an array to the
// drive "DLT 1" on the same server (so no network step).

#include "TestSupport.h"
#include "Translations.h"
#include "calibration/BottleneckGuideDock.h"
#include "calibration/MeasurementDialog.h"
#include "calibration/MeasurementsDock.h"
#include "document/Document.h"
#include "undo/SetParameterCommand.h"
#include "units/Units.h"

#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QTimer>
#include <QUndoStack>

#include <functional>

using namespace tapeflow;

namespace {

enum Column { What, State, Measured, Predicted, Says };

// Answers the measurement dialog the next step opens: `fill` checks and fills it, then OK.
void answerDialog(std::function<void(editor::MeasurementDialog*)> fill, bool* answered) {
  QTimer::singleShot(100, [fill = std::move(fill), answered] {
    auto* dialog = qobject_cast<editor::MeasurementDialog*>(QApplication::activeModalWidget());
    if (!dialog) return;
    fill(dialog);
    *answered = true;
    dialog->accept();
  });
}

QString state(const editor::BottleneckGuideDock* dock, int row) {
  return dock->steps()->item(row, State)->text();
}

void grab(QWidget* widget, const QString& name) {
  const QString grabs = qEnvironmentVariable("TAPEFLOW_GRAB_DIR");
  if (grabs.isEmpty()) return; // looking at it: TAPEFLOW_GRAB_DIR=/tmp/x
  QTest::qWait(300);
  widget->grab().save(grabs + QLatin1Char('/') + name);
}

} // namespace

class BottleneckGuideTest : public QObject {
  Q_OBJECT

private slots:
  void initTestCase() { QVERIFY(!editor::installTranslations(QLocale::c())); }

  void theGuideTakesTheStepsOneByOne() {
    auto window = test::openFixtureWindow();
    QVERIFY(window);
    window->resize(1400, 900);
    auto* dock = window->bottleneckGuide();
    auto* stack = window->document()->undoStack();
    const QString before = test::text(window->document()->topology());
    dock->show();
    dock->raise();
    dock->refresh();
    QCOMPARE(dock->jobs()->currentText(), QStringLiteral("Full backup"));
    // The job, the drive alone, the array alone, a NULL device run (there is no NULL job).
    QCOMPARE(dock->steps()->rowCount(), 4);
    QCOMPARE(state(dock, 0), QStringLiteral("next"));
    QCOMPARE(state(dock, 1), QStringLiteral("to do"));
    QCOMPARE(state(dock, 3), QStringLiteral("needs a NULL job"));
    QVERIFY(dock->steps()->item(1, What)->text().contains(QStringLiteral("DLT 1")));
    QVERIFY(dock->verdict()->text().startsWith(QStringLiteral("Measure the job itself first")));
    QCOMPARE(dock->verdict()->textFormat(), Qt::PlainText);
    QVERIFY(dock->model()->text().startsWith(QStringLiteral("The model predicts")));

    // Step 1: the job's rate, 5 % below what the drive alone leaves it as the model has it.
    const double drive = *dock->guide()->step(calibration::GuideStage::Drive)->predicted;
    bool answered = false;
    answerDialog(
        [&](editor::MeasurementDialog* dialog) {
          QCOMPARE(dialog->measurement().job, std::string("j1"));
          dialog->setValue(QString::number(drive * 0.95, 'g', 12) + QStringLiteral(" B/s"));
        },
        &answered);
    dock->measureNext()->click();
    QVERIFY(answered);
    QCOMPARE(stack->undoText(), QStringLiteral("Add measurement of Full backup"));
    QTRY_COMPARE(state(dock, 0), QStringLiteral("done"));
    QCOMPARE(state(dock, 1), QStringLiteral("next"));
    QVERIFY(dock->verdict()->text().startsWith(QStringLiteral("Not found yet")));

    // Step 2: the drive alone, as the catalog has it: 5 % above the job, so it is the bottleneck.
    answered = false;
    answerDialog(
        [&](editor::MeasurementDialog* dialog) {
          QCOMPARE(dialog->measurement().figure, std::string("dlt.native_rate"));
          dialog->setValue(QStringLiteral("18 GB/h"));
        },
        &answered);
    dock->measureNext()->click();
    QVERIFY(answered);
    QTRY_COMPARE(state(dock, 1), QStringLiteral("done"));
    QCOMPARE(dock->steps()->item(1, Says)->text(),
             QStringLiteral("+5 % of the job's rate: the bottleneck"));
    QCOMPARE(state(dock, 2), QStringLiteral("not needed"));
    QCOMPARE(state(dock, 3), QStringLiteral("not needed"));
    QVERIFY(dock->verdict()->text().startsWith(
        QStringLiteral("The bottleneck is DLT 1 (the tape drive)")));
    QVERIFY(!dock->measureNext()->isEnabled());
    window->measurements()->hide();
    grab(window.get(), QStringLiteral("bottleneck-guide-window.png"));
    grab(dock, QStringLiteral("bottleneck-guide.png"));

    stack->undo();
    stack->undo();
    QTRY_COMPARE(state(dock, 0), QStringLiteral("next"));
    QCOMPARE(test::text(window->document()->topology()), before);
  }

  // A tabbed dock behind another tab stays isVisible(): the guide must not solve the diagram
  // after every edit from there (issue 18), and must show the guide once its tab is chosen.
  void behindAnotherTabItWaitsForItsTab() {
    auto window = test::openFixtureWindow();
    QVERIFY(window);
    auto* dock = window->bottleneckGuide();
    QVERIFY(dock->isVisible());
    QVERIFY(dock->visibleRegion().isEmpty());
    QCOMPARE(dock->steps()->rowCount(), 0);
    auto* document = window->document();
    document->undoStack()->push(new editor::SetNodeParameterCommand(
        document, "dlt", "native_rate",
        catalog::Value{units::parseQuantity("36 GB/h")->value, "36 GB/h", {}}));
    QTest::qWait(50);
    QCOMPARE(dock->steps()->rowCount(), 0);
    dock->raise();
    QTRY_VERIFY(!dock->visibleRegion().isEmpty());
    QTRY_COMPARE(dock->steps()->rowCount(), 4);
    // Seen, it follows edits.
    document->undoStack()->undo();
    QTRY_COMPARE(dock->steps()->rowCount(), 4);
    QCOMPARE(dock->jobs()->currentText(), QStringLiteral("Full backup"));
  }

  void reachedFromTheMeasurementsDock() {
    auto window = test::openFixtureWindow();
    QVERIFY(window);
    window->measurements()->show();
    window->measurements()->raise();
    auto* button =
        window->measurements()->findChild<QPushButton*>(QStringLiteral("findBottleneck"));
    QVERIFY(button);
    button->click();
    QTRY_VERIFY(window->bottleneckGuide()->isVisible());
    QTRY_COMPARE(window->bottleneckGuide()->steps()->rowCount(), 4);
  }
};

QTEST_MAIN(BottleneckGuideTest)
#include "BottleneckGuideTest.moc"
