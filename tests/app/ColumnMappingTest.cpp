// Importing job statistics through the column-mapping dialog (issue 23): a CSV whose columns
// have other names is imported once the user has chosen its columns, a Bacula catalog export is
// recognised with its columns chosen, a bad field is named by line and column (and its header)
// and keeps Import disabled, and the import is one undo step. The fixture has one backup job,
// "Full backup".

#include "TestSupport.h"
#include "Translations.h"
#include "calibration/ColumnMappingDialog.h"
#include "calibration/MeasurementsDock.h"
#include "document/Document.h"

#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QUndoStack>

using namespace tapeflow;
using calibration::CsvRole;

namespace {

QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& content) {
  const QString path = dir.filePath(name);
  QFile file(path);
  if (!file.open(QIODevice::WriteOnly)) return {};
  file.write(content);
  return path;
}

int chosen(const editor::ColumnMappingDialog& dialog, CsvRole role) {
  return dialog.columnBox(role)->currentData().toInt();
}

// TAPEFLOW_GRAB_DIR=/tmp/x: the dialog as the user sees it, saved as /tmp/x/NAME.png.
void grab(editor::ColumnMappingDialog& dialog, const QString& name) {
  const QString grabs = qEnvironmentVariable("TAPEFLOW_GRAB_DIR");
  if (grabs.isEmpty()) return;
  dialog.show();
  QVERIFY(QTest::qWaitForWindowExposed(&dialog));
  QTest::qWait(200);
  QVERIFY(dialog.grab().save(grabs + QLatin1Char('/') + name + QStringLiteral(".png")));
}

} // namespace

class ColumnMappingTest : public QObject {
  Q_OBJECT

private slots:
  // English plural forms ("2 measurements") come from the English translation.
  void initTestCase() { QVERIFY(!editor::installTranslations(QLocale::c())); }

  void otherColumnNamesAreMappedByChoosingColumns() {
    auto window = test::openFixtureWindow();
    QVERIFY(window);
    auto* document = window->document();
    const QString before = test::text(document->topology());
    QTemporaryDir dir;
    const QString path = writeFile(dir, QStringLiteral("report.csv"),
                                   "Client job,Size,Elapsed,Started\n"
                                   "Full backup,4.2 GB,0:15:00,2026-11-20 22:00\n"
                                   "\n"
                                   "Full backup,4.2 GB,0:14:00,2026-11-21 22:00\n");
    editor::ColumnMappingDialog dialog(document, path, window.get());
    // Nothing known: nothing chosen, Import disabled, and the dialog says what to choose.
    QVERIFY(dialog.formatLabel()->text().startsWith(QStringLiteral("Not a report")));
    for (const CsvRole role : {CsvRole::Job, CsvRole::Bytes, CsvRole::Duration, CsvRole::Start})
      QCOMPARE(chosen(dialog, role), -1);
    QVERIFY(!dialog.importButton()->isEnabled());
    QCOMPARE(dialog.problems()->toPlainText(),
             QStringLiteral("Choose the column that holds the job name."));
    // The preview: the header's names, the rows with their line numbers in the file.
    QCOMPARE(dialog.preview()->columnCount(), 4);
    QCOMPARE(dialog.preview()->rowCount(), 2);
    QCOMPARE(dialog.preview()->verticalHeaderItem(1)->text(), QStringLiteral("4"));
    QCOMPARE(dialog.preview()->item(1, 2)->text(), QStringLiteral("0:14:00"));
    QCOMPARE(dialog.columnBox(CsvRole::Job)->itemText(1),
             QStringLiteral("“Client job” (column 1)"));

    dialog.setColumn(CsvRole::Job, 0);
    QCOMPARE(dialog.problems()->toPlainText(),
             QStringLiteral("Choose the column of the data moved, or the column of the rate."));
    QCOMPARE(dialog.preview()->horizontalHeaderItem(0)->text(),
             QStringLiteral("Client job\n→ job name"));
    dialog.setColumn(CsvRole::Bytes, 1);
    QVERIFY(dialog.problems()->toPlainText().startsWith(
        QStringLiteral("Choose the column of the duration")));
    // A start without an end is not enough.
    dialog.setColumn(CsvRole::Start, 3);
    QVERIFY(!dialog.importButton()->isEnabled());
    dialog.setColumn(CsvRole::Duration, 2);
    QVERIFY(dialog.problems()->toPlainText().isEmpty());
    QVERIFY(dialog.importButton()->isEnabled());
    QCOMPARE(dialog.measurements().size(), std::size_t(2));
    QCOMPARE(dialog.findChild<QLabel*>(QStringLiteral("csvSummary"))->text(),
             QStringLiteral("Ready: 2 measurements will be added as one step."));

    // Import: one undo step with every measurement, as the dock's import makes them.
    auto* stack = document->undoStack();
    const int steps = stack->count();
    dialog.importButton()->click();
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QCOMPARE(stack->count(), steps + 1);
    QCOMPARE(stack->undoText(), QStringLiteral("Import 2 measurements"));
    const auto& measurements = document->topology().measurements();
    QCOMPARE(measurements.size(), std::size_t(2));
    QCOMPARE(measurements[0].id, std::string("m1"));
    QCOMPARE(measurements[0].job, std::string("j1"));
    QCOMPARE(measurements[0].date, std::string("2026-11-20 22:00"));
    QVERIFY(std::abs(*topology::measuredValue(measurements[0]) / (4.2e9 / 900) - 1) < 1e-6);
    QVERIFY(std::abs(*topology::measuredValue(measurements[1]) / (4.2e9 / 840) - 1) < 1e-6);
    QCOMPARE(window->measurements()->table()->rowCount(), 2);
    stack->undo();
    QCOMPARE(test::text(document->topology()), before);
  }

  void aBaculaCatalogExportIsRecognised() {
    auto window = test::openFixtureWindow();
    QVERIFY(window);
    auto* document = window->document();
    // One measurement already: the imported ones take the next ids.
    // Assigned as strings, not from literals: GCC 12 at -O3 takes the literal's copy into the
    // default-made member for a read of uninitialised bytes (-Wmaybe-uninitialized).
    topology::Measurement byHand;
    byHand.id = std::string("m1");
    byHand.job = std::string("j1");
    byHand.value = std::string("5 MB/s");
    QVERIFY(window->measurements()->addMeasurement(byHand));
    QTemporaryDir dir;
    const QString path =
        writeFile(dir, QStringLiteral("bacula-jobs.csv"),
                  "\xEF\xBB\xBFJobId,Job,Name,Type,Level,JobStatus,StartTime,EndTime,JobFiles,"
                  "JobBytes\n"
                  "7,Full backup.2026-11-20_22.00.00_07,Full backup,B,F,T,2026-11-20 22:00:00,"
                  "2026-11-20 22:15:00,1200,4200000000\n"
                  "9,Full backup.2026-11-21_22.00.00_09,Full backup,B,I,T,2026-11-21 22:00:00,"
                  "2026-11-21 22:20:00,300,4200000000\n");
    editor::ColumnMappingDialog dialog(document, path, window.get());
    QCOMPARE(dialog.formatLabel()->text(),
             QStringLiteral("Recognised as Bacula or Bareos catalog, Job table exported as CSV. "
                            "Check the columns chosen below, then import."));
    QCOMPARE(chosen(dialog, CsvRole::Job), 2); // Name, not Job (one run's unique name)
    QCOMPARE(chosen(dialog, CsvRole::Direction), 3);
    QCOMPARE(chosen(dialog, CsvRole::Start), 6);
    QCOMPARE(chosen(dialog, CsvRole::End), 7);
    QCOMPARE(chosen(dialog, CsvRole::Bytes), 9);
    QCOMPARE(chosen(dialog, CsvRole::Duration), -1);
    QCOMPARE(chosen(dialog, CsvRole::Rate), -1);
    // The byte-order mark a spreadsheet writes is not part of the first column's name.
    QCOMPARE(dialog.columnBox(CsvRole::Job)->itemText(1), QStringLiteral("“JobId” (column 1)"));
    QVERIFY(dialog.importButton()->isEnabled());
    grab(dialog, QStringLiteral("column-mapping-bacula"));
    QVERIFY(dialog.importMeasurements());
    auto* stack = document->undoStack();
    QCOMPARE(stack->undoText(), QStringLiteral("Import 2 measurements"));
    const auto& measurements = document->topology().measurements();
    QCOMPARE(measurements.size(), std::size_t(3));
    QCOMPARE(measurements[1].id, std::string("m2"));
    QCOMPARE(measurements[2].id, std::string("m3"));
    QCOMPARE(measurements[2].direction, topology::Direction::Backup);
    QVERIFY(std::abs(*topology::measuredValue(measurements[2]) / (4.2e9 / 1200) - 1) < 1e-6);
    stack->undo();
    QCOMPARE(document->topology().measurements().size(), std::size_t(1));
  }

  void aBadFieldIsNamedByLineAndColumnAndBlocksImport() {
    auto window = test::openFixtureWindow();
    QVERIFY(window);
    auto* document = window->document();
    QTemporaryDir dir;
    const QString path = writeFile(dir, QStringLiteral("bad.csv"),
                                   "Name,Type,StartTime,EndTime,JobBytes\n"
                                   "Full backup,B,2026-11-20 22:00:00,2026-11-20 22:15:00,4.2 GB\n"
                                   "Full backup,R,2026-11-21 22:00:00,2026-11-21 22:15:00,4.2 GB\n"
                                   "<b>Nightly</b>,B,2026-11-22 22:00:00,soon,4.2 GB\n");
    editor::ColumnMappingDialog dialog(document, path, window.get());
    QVERIFY(dialog.formatLabel()->text().startsWith(QStringLiteral("Recognised as Bacula")));
    QVERIFY(!dialog.importButton()->isEnabled());
    const QStringList problems = dialog.problems()->toPlainText().split(QLatin1Char('\n'));
    QCOMPARE(problems.size(), 3);
    QCOMPARE(problems[0], QStringLiteral("Line 3, column 2 “Type” (backup or restore): "
                                         "'Full backup' is a backup job"));
    // Text from the file is shown as it is, never as rich text.
    QCOMPARE(problems[1], QStringLiteral("Line 4, column 1 “Name” (job name): no job named "
                                         "'<b>Nightly</b>' in the document"));
    QVERIFY(problems[2].startsWith(
        QStringLiteral("Line 4, column 4 “EndTime” (end time): expected a time such as")));
    QCOMPARE(dialog.formatLabel()->textFormat(), Qt::PlainText);
    QCOMPARE(dialog.findChild<QLabel*>(QStringLiteral("csvSummary"))->text(),
             QStringLiteral("3 problems in the file: fix it, or choose other columns."));
    // The bad fields are marked in the preview; the good ones are not.
    QVERIFY(dialog.preview()->item(1, 1)->background().style() != Qt::NoBrush);
    QVERIFY(dialog.preview()->item(2, 3)->background().style() != Qt::NoBrush);
    QVERIFY(dialog.preview()->item(0, 1)->background().style() == Qt::NoBrush);
    grab(dialog, QStringLiteral("column-mapping-bad-rows"));
    // Nothing is pushed: neither by Import, nor by accepting the dialog otherwise.
    const int steps = document->undoStack()->count();
    QVERIFY(!dialog.importMeasurements());
    dialog.accept();
    QCOMPARE(document->undoStack()->count(), steps);
    QVERIFY(document->topology().measurements().empty());
    QVERIFY(dialog.result() != QDialog::Accepted);
    // Without the type column the restore row is read as the job's own backup; the other row
    // stays bad.
    dialog.setColumn(CsvRole::Direction, -1);
    QCOMPARE(dialog.problems()->toPlainText().split(QLatin1Char('\n')).size(), 2);
    QVERIFY(!dialog.importButton()->isEnabled());
  }

  void aFileThatCannotBeReadSaysSo() {
    auto window = test::openFixtureWindow();
    QVERIFY(window);
    QTemporaryDir dir;
    editor::ColumnMappingDialog missing(window->document(), dir.filePath(QStringLiteral("no.csv")));
    QVERIFY(!missing.importButton()->isEnabled());
    QVERIFY(!missing.problems()->toPlainText().isEmpty());
    const QString empty = writeFile(dir, QStringLiteral("empty.csv"), "\n\n");
    editor::ColumnMappingDialog nothing(window->document(), empty);
    QCOMPARE(nothing.problems()->toPlainText(),
             QStringLiteral("The file is empty: it has no header line."));
    const QString header = writeFile(dir, QStringLiteral("header.csv"), "job,bytes,duration\n");
    editor::ColumnMappingDialog headerOnly(window->document(), header);
    QVERIFY(!headerOnly.importButton()->isEnabled());
    QCOMPARE(headerOnly.problems()->toPlainText(),
             QStringLiteral("The file holds no measured job: it has only its header line."));
  }
};

QTEST_MAIN(ColumnMappingTest)
#include "ColumnMappingTest.moc"
