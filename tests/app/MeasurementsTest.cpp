// Measurements and calibration in the app (issue 23): adding, editing, deleting and importing
// measurements are one undo step each and show measured against predicted; a measurement the
// model refuses keeps OK disabled with the reason, and an edit it refuses is not pushed;
// Calibrate fits the figures the user ticks (the default ones at first) to a measured job and
// Apply is one undo step that marks the figure as calibrated; undo restores everything.
// The fixture: one job backing up to a DLT of 18 GB/h native (5 MB/s), its bottleneck.

#include "TestSupport.h"
#include "Translations.h"
#include "calibration/Calibrate.h"
#include "calibration/CalibrationDialog.h"
#include "calibration/MeasurementDialog.h"
#include "calibration/MeasurementsDock.h"
#include "document/Document.h"
#include "inspector/InspectorDock.h"
#include "inspector/ParameterField.h"
#include "solver/Solver.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QUndoStack>

using namespace tapeflow;

namespace {

topology::Measurement jobRate(std::string id, std::string value) {
  topology::Measurement measurement;
  measurement.id = std::move(id);
  measurement.job = "j1";
  measurement.value = std::move(value);
  return measurement;
}

double driveRate(const topology::Topology& topology) {
  return topology.parameter(*topology.node("dlt"), "native_rate")->number();
}

} // namespace

class MeasurementsTest : public QObject {
  Q_OBJECT

private slots:
  // English plural forms ("1 figure", "2 measurements") come from the English translation.
  void initTestCase() { QVERIFY(!editor::installTranslations(QLocale::c())); }

  void addingAndDeletingAreUndoSteps() {
    auto window = test::openFixtureWindow();
    QVERIFY(window);
    auto* dock = window->measurements();
    auto* stack = window->document()->undoStack();
    const QString before = test::text(window->document()->topology());
    QVERIFY(dock->addMeasurement(jobRate(dock->freshId(), "20 GB/h")));
    QCOMPARE(stack->undoText(), QStringLiteral("Add measurement of Full backup"));
    QCOMPARE(dock->table()->rowCount(), 1);
    QCOMPARE(dock->table()->item(0, 0)->text(), QStringLiteral("Full backup"));
    QTRY_VERIFY(!dock->table()->item(0, 3)->text().isEmpty()); // predicted, once solved
    QVERIFY(dock->table()->item(0, 4)->text().endsWith(QStringLiteral(" %")));
    // A duplicate id is refused by the model, and nothing is pushed.
    const int steps = stack->count();
    QVERIFY(!dock->addMeasurement(jobRate("m1", "1 MB/s")));
    QCOMPARE(stack->count(), steps);
    QVERIFY(dock->message()->text().contains(QStringLiteral("two measurements")));
    QVERIFY(dock->removeMeasurement(0));
    QCOMPARE(dock->table()->rowCount(), 0);
    stack->undo();
    stack->undo();
    QCOMPARE(test::text(window->document()->topology()), before);
  }

  void editingReplacesAMeasurementAsOneStep() {
    auto window = test::openFixtureWindow();
    QVERIFY(window);
    auto* dock = window->measurements();
    auto* stack = window->document()->undoStack();
    auto first = jobRate(dock->freshId(), "20 GB/h");
    first.note = "from the log";
    QVERIFY(dock->addMeasurement(first));
    const QString added = test::text(window->document()->topology());
    // The dialog opens on the measurement as it is; OK replaces it, keeping its id.
    bool answered = false;
    QTimer::singleShot(100, [&] {
      auto* dialog = qobject_cast<editor::MeasurementDialog*>(QApplication::activeModalWidget());
      if (!dialog) return;
      QCOMPARE(dialog->windowTitle(), QStringLiteral("Edit Measurement"));
      QCOMPARE(dialog->measurement(), first); // undated, it stays undated
      dialog->setValue(QStringLiteral("18 GB/h"));
      answered = true;
      dialog->accept();
    });
    dock->editByDialog(0);
    QVERIFY(answered);
    QCOMPARE(stack->undoText(), QStringLiteral("Edit measurement of Full backup"));
    const auto& edited = window->document()->topology().measurements();
    QCOMPARE(edited.size(), std::size_t(1));
    QCOMPARE(edited[0].id, first.id);
    QCOMPARE(edited[0].value, std::string("18 GB/h"));
    QCOMPARE(edited[0].note, std::string("from the log"));
    QVERIFY(edited[0].date.empty());
    // An edit the model refuses is not pushed, and says why.
    const int steps = stack->count();
    QVERIFY(!dock->editMeasurement(0, jobRate(first.id, "3 h")));
    QCOMPARE(stack->count(), steps);
    QVERIFY(dock->message()->text().contains(QStringLiteral("is not a rate")));
    stack->undo();
    QCOMPARE(test::text(window->document()->topology()), added);
  }

  void calibrateFitsTheFiguresTheUserTicks() {
    auto window = test::openFixtureWindow();
    QVERIFY(window);
    auto* document = window->document();
    const auto predicted = solver::solve(document->topology()).job("j1")->rate;
    QVERIFY(window->measurements()->addMeasurement(
        jobRate("m1", std::to_string(predicted * 0.9) + " B/s")));
    editor::CalibrationDialog dialog(document, window.get());
    auto* free = dialog.freeFigures();
    // Offered: the figures of the job and of the components on its path; ticked: the default.
    QVERIFY(free->count() > 1);
    QListWidgetItem* drive = nullptr;
    QListWidgetItem* compression = nullptr;
    for (int row = 0; row < free->count(); ++row) {
      const QString key = free->item(row)->data(Qt::UserRole).toString();
      if (key == QStringLiteral("dlt.native_rate")) drive = free->item(row);
      if (key == QStringLiteral("vol.compressibility")) compression = free->item(row);
    }
    QVERIFY(drive && compression);
    QCOMPARE(drive->checkState(), Qt::Checked);
    QCOMPARE(compression->checkState(), Qt::Unchecked);
    QVERIFY(dialog.fitted());
    // Nothing ticked: nothing to fit, and nothing to apply.
    for (int row = 0; row < free->count(); ++row) free->item(row)->setCheckState(Qt::Unchecked);
    QVERIFY(!dialog.fitted());
    QVERIFY(dialog.message()->text().contains(QStringLiteral("tick at least one")));
    QVERIFY(!dialog.apply());
    // Only the data's compression ticked: the fit moves it, not the drive.
    compression->setCheckState(Qt::Checked);
    QVERIFY(dialog.fitted());
    QCOMPARE(dialog.figures()->rowCount(), 1);
    QVERIFY(dialog.figures()->item(0, 0)->text().startsWith(QStringLiteral("D:")));
    const double rate = driveRate(document->topology());
    QVERIFY(dialog.apply());
    QCOMPARE(driveRate(document->topology()), rate);
    QVERIFY(calibration::holdingMark(document->topology(), "vol.compressibility"));
    const QString grabs = qEnvironmentVariable("TAPEFLOW_GRAB_DIR");
    if (!grabs.isEmpty()) {
      editor::CalibrationDialog again(document, window.get());
      again.show();
      QTest::qWait(200);
      again.grab().save(grabs + QStringLiteral("/calibration-free-figures.png"));
    }
  }

  void theDialogKeepsOkDisabledWithTheReason() {
    auto window = test::openFixtureWindow();
    QVERIFY(window);
    editor::MeasurementDialog dialog(window->document()->topology(), "m1");
    auto* ok = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
    auto* problem = dialog.findChild<QLabel*>(QStringLiteral("measurementProblem"));
    dialog.setSubject(QStringLiteral("job:j1"));
    QVERIFY(!ok->isEnabled());
    QCOMPARE(problem->text(), QStringLiteral("Needs a rate, or bytes and a duration"));
    dialog.setValue(QStringLiteral("3 h"));
    QVERIFY(!ok->isEnabled());
    QCOMPARE(problem->text(), QStringLiteral("'3 h' is not a rate"));
    dialog.setValue(QStringLiteral("<b>fast</b>"));
    QCOMPARE(problem->textFormat(), Qt::PlainText);
    dialog.setValue(QStringLiteral("18 GB/h"));
    QVERIFY(ok->isEnabled());
    QVERIFY(problem->text().isEmpty());
    dialog.setSubject(QStringLiteral("figure:dlt.native_rate"));
    QVERIFY(ok->isEnabled());
    QCOMPARE(dialog.measurement().figure, std::string("dlt.native_rate"));
  }

  void importNamesTheBadFieldsAndAddsTheGoodOnesAsOneStep() {
    auto window = test::openFixtureWindow();
    QVERIFY(window);
    auto* dock = window->measurements();
    QTemporaryDir dir;
    const QString good = dir.filePath(QStringLiteral("jobs.csv"));
    {
      QFile file(good);
      QVERIFY(file.open(QIODevice::WriteOnly));
      file.write("job,bytes,duration,uncertainty\nFull backup,4.2 GB,0:15:00,5 %\n"
                 "Full backup,4.2 GB,0:14:00,\n");
    }
    const int steps = window->document()->undoStack()->count();
    QVERIFY(dock->importCsv(good));
    QCOMPARE(window->document()->undoStack()->count(), steps + 1);
    QCOMPARE(window->document()->undoStack()->undoText(), QStringLiteral("Import 2 measurements"));
    const auto& measurements = window->document()->topology().measurements();
    QCOMPARE(measurements.size(), std::size_t(2));
    QCOMPARE(measurements[0].id, std::string("m1"));
    QCOMPARE(measurements[1].id, std::string("m2"));
    QCOMPARE(measurements[0].uncertainty, std::string("5%"));
    // Kept to six figures: far finer than any measurement's uncertainty.
    QVERIFY(std::abs(*topology::measuredValue(measurements[0]) / (4.2e9 / 900) - 1) < 1e-6);
  }

  void calibrateFitsTheDriveAndApplyIsOneUndoStep() {
    auto window = test::openFixtureWindow();
    QVERIFY(window);
    auto* document = window->document();
    const QString before = test::text(document->topology());
    const double rate = driveRate(document->topology());
    // The job runs at its drive's rate times the data's compression (1.5): measured 10 % below.
    const auto predicted = solver::solve(document->topology()).job("j1")->rate;
    QVERIFY(window->measurements()->addMeasurement(
        jobRate("m1", std::to_string(predicted * 0.9) + " B/s")));
    editor::CalibrationDialog dialog(document, window.get());
    QVERIFY(dialog.fitted());
    QVERIFY(dialog.figures()->rowCount() >= 1);
    QCOMPARE(dialog.residuals()->rowCount(), 1);
    const QString grabs = qEnvironmentVariable("TAPEFLOW_GRAB_DIR");
    if (!grabs.isEmpty()) { // looking at it: TAPEFLOW_GRAB_DIR=/tmp/x
      dialog.show();
      QTest::qWait(200);
      dialog.grab().save(grabs + QStringLiteral("/calibration-dialog.png"));
    }
    const int steps = document->undoStack()->count();
    QVERIFY(dialog.apply());
    QCOMPARE(document->undoStack()->count(), steps + 1);
    QCOMPARE(document->undoStack()->undoText(), QStringLiteral("Calibrate 1 figure"));
    QVERIFY(std::abs(driveRate(document->topology()) / (rate * 0.9) - 1) < 1e-6);
    QVERIFY(calibration::holdingMark(document->topology(), "dlt.native_rate"));
    QCOMPARE(document->topology().calibrated()[0].from, std::vector<std::string>{"m1"});
    // The inspector says so on the drive's rate.
    window->selectById(QStringLiteral("dlt"));
    auto* field = window->findChild<editor::InspectorDock*>()->field(QStringLiteral("native_rate"));
    QVERIFY(field);
    QVERIFY(field->findChildren<QLabel*>().size() >= 2);
    bool said = false;
    for (const QLabel* label : field->findChildren<QLabel*>())
      said = said || label->text().startsWith(QStringLiteral("calibrated ") +
                                              QDate::currentDate().toString(Qt::ISODate) +
                                              QStringLiteral(" from 1 measurement"));
    QVERIFY(said);
    if (!grabs.isEmpty()) {
      window->measurements()->raise();
      QTest::qWait(300);
      window->grab().save(grabs + QStringLiteral("/measurements-window.png"));
    }
    document->undoStack()->undo(); // the fit
    QCOMPARE(driveRate(document->topology()), rate);
    QVERIFY(document->topology().calibrated().empty());
    document->undoStack()->undo(); // the measurement
    QCOMPARE(test::text(document->topology()), before);
  }
};

QTEST_MAIN(MeasurementsTest)
#include "MeasurementsTest.moc"
