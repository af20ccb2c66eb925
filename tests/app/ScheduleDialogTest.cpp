// The schedule editor on the shipped week example: each edit of a level, a window or a day is one
// undo step through the document, a refused edit changes nothing, and the week tab shows each
// night's verdict. With TAPEFLOW_GRAB_DIR set, both tabs are saved there as PNG to look at.

#include "schedule/ScheduleDialog.h"
#include "catalog/Catalog.h"
#include "document/Document.h"
#include "document/UndoStack.h"

#include <QComboBox>
#include <QLabel>
#include <QTabWidget>
#include <QTableWidget>
#include <QtTest>

using namespace tapeflow;
using tapeflow::editor::Document;
using tapeflow::editor::ScheduleDialog;

namespace {

std::unique_ptr<Document> weekDocument() {
  Diagnostics diagnostics;
  auto catalog =
      catalog::Catalog::load(catalog::defaultResourceDir() + "/catalog", {}, diagnostics);
  if (!catalog) return nullptr;
  auto loaded = Document::load(QString::fromStdString(catalog::defaultResourceDir()) +
                                   QStringLiteral("/examples/library-week.tapeflow"),
                               catalog);
  return std::move(loaded.document);
}

void saveShot(QWidget& widget, const QString& name) {
  const QString dir = qEnvironmentVariable("TAPEFLOW_GRAB_DIR");
  if (!dir.isEmpty()) widget.grab().save(dir + QLatin1Char('/') + name);
}

} // namespace

class ScheduleDialogTest : public QObject {
  Q_OBJECT
private slots:
  void levelEditIsOneUndoStep();
  void windowEditAndRefusal();
  void weekTabShowsEachNight();
};

void ScheduleDialogTest::levelEditIsOneUndoStep() {
  auto document = weekDocument();
  QVERIFY(document);
  ScheduleDialog dialog(document.get());
  QTableWidget* table = dialog.table();
  QCOMPARE(table->rowCount(), 7);
  QCOMPARE(table->horizontalHeaderItem(2)->text(), QStringLiteral("Home directories"));
  // Monday's home directories: incremental -> full.
  auto* box = qobject_cast<QComboBox*>(table->cellWidget(0, 2));
  QVERIFY(box);
  QCOMPARE(box->currentText(), QStringLiteral("Incremental"));
  const int before = document->undoStack()->count();
  box->setCurrentIndex(box->findText(QStringLiteral("Full")));
  QCOMPARE(document->undoStack()->count(), before + 1);
  const auto& monday = document->topology().schedule().days[0];
  QCOMPARE(int(monday.levels.at("home")), int(topology::BackupLevel::Full));
  document->undoStack()->undo();
  QCOMPARE(int(document->topology().schedule().days[0].levels.at("home")),
           int(topology::BackupLevel::Incremental));
  QCoreApplication::processEvents(); // the table follows the document
  box = qobject_cast<QComboBox*>(dialog.table()->cellWidget(0, 2));
  QCOMPARE(box->currentText(), QStringLiteral("Incremental"));
  // Not run on Monday: the job leaves that night.
  box->setCurrentIndex(0);
  QVERIFY(!document->topology().schedule().days[0].levels.count("home"));
}

void ScheduleDialogTest::windowEditAndRefusal() {
  auto document = weekDocument();
  QVERIFY(document);
  ScheduleDialog dialog(document.get());
  const int before = document->undoStack()->count();
  dialog.table()->item(0, 1)->setText(QStringLiteral("9 h"));
  QCOMPARE(document->undoStack()->count(), before + 1);
  QCOMPARE(document->topology().schedule().days[0].window->seconds, 9 * 3600.0);
  QCoreApplication::processEvents();
  // Two days called Tue: refused, nothing changes, the table shows the document again.
  QSignalSpy refused(document.get(), &Document::editRefused);
  dialog.table()->item(0, 0)->setText(QStringLiteral("Tue"));
  QCOMPARE(document->undoStack()->count(), before + 1);
  QCOMPARE(document->topology().schedule().days[0].name, std::string("Mon"));
  QCOMPARE(refused.count(), 1);
  QVERIFY(refused.first().first().toString().contains(QStringLiteral("two days")));
  QCoreApplication::processEvents();
  QCOMPARE(dialog.table()->item(0, 0)->text(), QStringLiteral("Mon"));
}

void ScheduleDialogTest::weekTabShowsEachNight() {
  auto document = weekDocument();
  QVERIFY(document);
  ScheduleDialog dialog(document.get());
  dialog.resize(1100, 650);
  dialog.show();
  QVERIFY(QTest::qWaitForWindowExposed(&dialog));
  saveShot(dialog, QStringLiteral("schedule-days.png"));
  auto* tabs = dialog.findChild<QTabWidget*>();
  QVERIFY(tabs);
  tabs->setCurrentIndex(1);
  QCoreApplication::processEvents();
  saveShot(dialog, QStringLiteral("schedule-week.png"));
  QString verdicts;
  for (const auto* label : dialog.findChildren<QLabel*>()) verdicts += label->text();
  QVERIFY(verdicts.contains(QStringLiteral("Sat: Backup fits the 24 h window")));
  QVERIFY(verdicts.contains(QStringLiteral("Mon: Backup fits the 10 h window")));
}

QTEST_MAIN(ScheduleDialogTest)
#include "ScheduleDialogTest.moc"
